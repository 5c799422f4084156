/**
 * A page redirect built from the request's own path never leaves the site: a logged-in viewer who
 * opens `//evil.example/?auth=login` (the root loader drops `?auth=` and redirects to the same path)
 * is sent to `/`, not to `//evil.example/` (worker/platform/safe-location.ts).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectOk } from "../../support/api-client";
import { createAccount, logIn } from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { ApiClient } from "../../support/api-client";

let worker: RunningWorker;
let cookie: string;
beforeAll(async () => {
  worker = await startWorker();
  const account = await createAccount(worker);
  const client = new ApiClient(worker);
  expectOk(await logIn(client, account.email, account.password));
  cookie = client.jar.header() ?? "";
});
afterAll(() => worker?.close());

test("GET //evil.example/?auth=login as a logged-in viewer redirects on this site", async () => {
  // The address as sent: an origin, then a path that starts with two slashes.
  const res = await fetch(`${worker.url.origin}//evil.example/?auth=login`, { headers: { cookie }, redirect: "manual" });
  expect(res.status).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  const location = res.headers.get("location") ?? "";
  expect(new URL(location, worker.url).origin).toBe(worker.url.origin);
});
