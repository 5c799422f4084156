/**
 * The pages of several accounts on one device as a browser without JavaScript gets them (document
 * requests to the built Worker; the journeys are in test/browser/auth/accounts.browser.test.ts):
 * /add-account says so instead of showing the form when the device already holds 5 accounts (and
 * the header's account menu is in the HTML, though its panel's code loads lazily);
 * paths under /add-account are the same page; a logged-out visitor goes to /login; the account
 * menu's switch to an account the device no longer holds lands on /add-account with its email
 * filled in and the reason; a switch goes to the new account's profile (auth.md §4.3).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTH_ACCOUNTS_API_MESSAGES } from "~common/auth/sessions/accounts-errors";
import { ApiClient, expectOk, fetchText } from "../../../../support/api-client";
import { createAccount, logIn, type Account } from "../../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

/** HTML-escaped as React writes text. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

async function device(first: Account, ...others: Account[]) {
  const client = new ApiClient(worker);
  expectOk(await logIn(client, first.email, first.password));
  for (const o of others)
    expectOk(await client.post("/v3/sessions/", { username_or_email: o.email, password: o.password, switch_account: true }));
  return client;
}

const page = (client: ApiClient | null, path: string) =>
  fetchText(worker, path, { method: "GET", redirect: "manual", headers: client?.jar.header() ? { cookie: client.jar.header()! } : {} });

const post = (client: ApiClient, path: string, form: Record<string, string>) =>
  fetchText(worker, path, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: client.jar.header()!, "content-type": "application/x-www-form-urlencoded", origin: worker.url.origin },
    body: new URLSearchParams(form).toString(),
  });

describe("/add-account", () => {
  test("a logged-in device gets the log-in form, at /add-account and under it; a logged-out visitor goes to /login", async () => {
    const ana = await createAccount(worker);
    const client = await device(ana);
    for (const path of ["/add-account", "/add-account/from-menu"]) {
      const { res, text } = await page(client, path);
      expect(res.status, path).toBe(200);
      expect(text).toContain("Add an account");
      expect(text).toMatch(/<input[^>]+name="password"/);
    }
    const { res } = await page(null, "/add-account");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?${new URLSearchParams({ next: "/add-account" })}`);
  });

  test("a device holding 5 accounts is told so, without the form", async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => createAccount(worker)));
    const client = await device(people[0]!, ...people.slice(1));
    const { res, text } = await page(client, "/add-account");
    expect(res.status).toBe(200);
    expect(text).toContain(html(AUTH_ACCOUNTS_API_MESSAGES.accountsLimit));
    expect(text).not.toMatch(/<input[^>]+name="password"/);
    // The header's account menu panel loads lazily in the browser, but the page is sent whole:
    // the panel with its four switch forms is in place in the HTML a reader without JavaScript
    // gets (not streamed into a hidden element for a script to move).
    expect(text).toMatch(/<\/summary><!--\$--><ul class="account-menu__panel" aria-label="Your accounts">/);
    expect(text).not.toMatch(/hidden id="S:/);
    expect(text.match(/action="\/resources\/switch-account"/g)).toHaveLength(4);
  });
});

describe("POST /resources/switch-account (the account menu's switch, without JavaScript)", () => {
  test("to a stored account: the new account's profile, with the device's new cookies", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const client = await device(ana, ben);
    const { res } = await post(client, "/resources/switch-account", { user_id: ana.user.id, email: ana.email });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/${ana.user.username}/`);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("pin_sess=") && !c.startsWith("pin_sess=;"))).toBe(true);
  });

  test("to an account the device no longer holds: /add-account with its email and the reason", async () => {
    const [ana, ben] = await Promise.all([createAccount(worker), createAccount(worker)]);
    const client = await device(ana, ben);
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET session_version = session_version + 1 WHERE id = ?").bind(ana.user.id).run();
    const { res } = await post(client, "/resources/switch-account", { user_id: ana.user.id, email: ana.email });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, worker.url);
    expect(to.pathname).toBe("/add-account");
    expect(to.searchParams.get("email")).toBe(ana.email);
    const landing = await page(client, `${to.pathname}${to.search}`);
    expect(landing.text).toContain(html(AUTH_ACCOUNTS_API_MESSAGES.accountNotOnDevice));
    expect(landing.text).toContain(`value="${ana.email}"`);
  });
});
