/**
 * Page actions sent from another site's page (worker/platform/cross-site-page.ts): every one is
 * refused the same way, 403 with a plain page that says why, and nothing is done; the same post
 * from the product's own pages still works.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount, logIn } from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const EVIL = "https://evil.example";
/** The page actions a form posts to: before this rule some answered 400, others a silent 302 to /. */
const ACTIONS = ["/board/create", "/business/convert", "/settings/security", "/resources/follow", "/logout", "/resources/acting-profile"];

let worker: RunningWorker;
let client: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  const account = await createAccount(worker);
  client = new ApiClient(worker);
  expectOk(await logIn(client, account.email, account.password));
});
afterAll(() => worker?.close());

const post = (path: string, headers: Record<string, string>) =>
  worker.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: client.jar.header() ?? "", ...headers },
    body: new URLSearchParams({ name: "Forged", username: "someone", next: "/" }),
  });

for (const path of ACTIONS) {
  for (const foreign of [{ origin: EVIL }, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }] as Record<
    string,
    string
  >[]) {
    test(`POST ${path} with ${JSON.stringify(foreign)}: 403 and a page that says why`, async () => {
      const res = await post(path, foreign);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // Its own style, and no script of any kind.
      expect(res.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
      expect(res.headers.get("content-security-policy")).not.toContain("script-src");
      expect(await res.text()).toContain("<h1>Requests from other sites are not allowed.</h1>");
    });
  }
}

test("nothing was done: the forged log-out left the session, the forged board does not exist", async () => {
  const me = await client.get<{ user: { username: string } }>("/v3/users/me/");
  expect(me.status).toBe(200);
  const boards = await client.get<{ items: { name: string }[] }>(`/v3/users/${expectOk(me).user.username}/boards/`);
  expect(JSON.stringify(boards.body)).not.toContain("Forged");
});

test("the same log-out from the product's own page still works", async () => {
  const res = await post("/logout", { origin: worker.url.origin, "sec-fetch-site": "same-origin" });
  expect(res.status).toBe(302);
  // The session cookie is cleared.
  expect(res.headers.getSetCookie().some((c) => /pin_sess=/.test(c) && /max-age=0|expires=thu, 01 jan 1970/i.test(c))).toBe(true);
});
