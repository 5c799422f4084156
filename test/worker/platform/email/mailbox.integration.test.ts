/**
 * The local mailbox (worker/platform/email/): with no Cloudflare `send_email` binding, mail a local Worker
 * sends is kept in D1, and the developer API (/v3/dev/mailbox/, DEV_TOOLS only) lists it newest
 * first and opens one message. Without DEV_TOOLS the API is the normal 404, and the pages too.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { storeMessage } from "~worker/platform/email/mailbox";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

interface Summary {
  id: string;
  to: string;
  from: string;
  subject: string;
  created_at: number;
}
interface Message extends Summary {
  text: string;
  html: string;
}

let dev: RunningWorker;
let plain: RunningWorker;
beforeAll(async () => {
  [dev, plain] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), plain?.close()]);
});

describe("with DEV_TOOLS on", () => {
  test("a reset email lands in the mailbox: listed newest first, opened with both bodies", async () => {
    const account = await createAccount(dev);
    const client = new ApiClient(dev);
    expectOk(await client.post("/v3/users/forgot_password/", { username_or_email: account.email }));
    const [stored] = await waitForMail(dev, account.email);

    const list = expectOk(await client.get<Summary[]>(`/v3/dev/mailbox/?${new URLSearchParams({ to: account.email })}`));
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      id: stored!.id,
      to: account.email,
      from: "no-reply@pinboard.example",
      subject: "Reset your Pinboard password",
      created_at: stored!.created_at,
    });

    const message = expectOk(await client.get<Message>(`/v3/dev/mailbox/${stored!.id}/`));
    expect(message.text).toMatch(new RegExp(`${dev.url.origin}/password/reset/[A-Za-z0-9_-]{22}\\n`));
    const link = /\/password\/reset\/[A-Za-z0-9_-]{22}/.exec(message.text)![0];
    expect(message.html).toContain(`href="${dev.url.origin}${link}"`);
    expect(message.html).toContain("<title>Reset your Pinboard password</title>");
  });

  test("the list is newest first, limited, and filtered by address (case-insensitively)", async () => {
    const env = await dev.env();
    const to = `list.${Date.now()}@example.com`;
    const base = Date.now();
    for (let i = 0; i < 3; i++) {
      await storeMessage(
        env.DB,
        { to: to.toUpperCase(), from: "no-reply@pinboard.example", subject: `message ${i}`, text: "t", html: "<p>h</p>" },
        base + i,
      );
    }
    const client = new ApiClient(dev);
    const mine = expectOk(await client.get<Summary[]>(`/v3/dev/mailbox/?${new URLSearchParams({ to })}`));
    expect(mine.map((m) => m.subject)).toEqual(["message 2", "message 1", "message 0"]);
    expect(mine.every((m) => m.to === to)).toBe(true);
    const two = expectOk(await client.get<Summary[]>(`/v3/dev/mailbox/?${new URLSearchParams({ to, limit: "2" })}`));
    expect(two.map((m) => m.subject)).toEqual(["message 2", "message 1"]);
    const all = expectOk(await client.get<Summary[]>("/v3/dev/mailbox/?limit=200"));
    expect(all[0]!.created_at).toBeGreaterThanOrEqual(all.at(-1)!.created_at);
  });

  test("an unknown id is 404; a malformed one 400; a bad limit 400", async () => {
    const client = new ApiClient(dev);
    expectApiError(await client.get("/v3/dev/mailbox/0123456789abcdef01234567/"), "NOT_FOUND");
    expectApiError(await client.get("/v3/dev/mailbox/not-an-id/"), "BAD_REQUEST");
    expectApiError(await client.get("/v3/dev/mailbox/?limit=0"), "BAD_REQUEST");
  });

  test("the pages: /_dev/mailbox lists the message, /_dev/mailbox/{id} shows the link, …/html is the HTML body under its own policy", async () => {
    const account = await createAccount(dev);
    expectOk(await new ApiClient(dev).post("/v3/users/forgot_password/", { username_or_email: account.email }));
    const [stored] = await waitForMail(dev, account.email);
    const list = await (await dev.fetch("/_dev/mailbox")).text();
    expect(list).toContain(`href="/_dev/mailbox/${stored!.id}"`);
    const page = await (await dev.fetch(`/_dev/mailbox/${stored!.id}`)).text();
    expect(page).toMatch(new RegExp(`<a class="link" href="${dev.url.origin}/password/reset/[A-Za-z0-9_-]{22}">`));
    const html = await dev.fetch(`/_dev/mailbox/${stored!.id}/html`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(await html.text()).toBe(stored!.html_body);
    expect((await dev.fetch("/_dev/mailbox/0123456789abcdef01234567")).status).toBe(404);
  });
});

describe("with DEV_TOOLS off (wrangler.toml)", () => {
  test("the API and the pages are the normal 404, while local mail still goes to D1", async () => {
    const account = await createAccount(plain);
    expectOk(await new ApiClient(plain).post("/v3/users/forgot_password/", { username_or_email: account.email }));
    const [stored] = await waitForMail(plain, account.email);
    const client = new ApiClient(plain);
    expectApiError(await client.get("/v3/dev/mailbox/"), "NOT_FOUND");
    expectApiError(await client.get(`/v3/dev/mailbox/${stored!.id}/`), "NOT_FOUND");
    for (const path of ["/_dev/mailbox", `/_dev/mailbox/${stored!.id}`, `/_dev/mailbox/${stored!.id}/html`]) {
      const res = await plain.fetch(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain(stored!.subject);
    }
    expect(await mailTo(plain, account.email)).toHaveLength(1);
  });
});
