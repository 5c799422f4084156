/**
 * Campaign reporting is limited per client address (RATE_LIMIT_REPORTING_MAX a window), whoever
 * asks: an advertiser scripting their own reports cannot keep a Worker reading windows of days.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, SESSION_COOKIE, expectApiError } from "../../../support/api-client";
import { createBusiness, type BusinessAccount } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const MAX = 3;
let worker: RunningWorker;
let owner: BusinessAccount;

beforeAll(async () => {
  worker = await startWorker({ RATE_LIMIT_REPORTING_MAX: String(MAX), RATE_LIMIT_WINDOW_SECONDS: "600" });
  owner = await createBusiness(worker, { first: "rl" });
});
afterAll(() => worker?.close());

/** The owner's session from another address. */
function from(ip: string): ApiClient {
  const client = new ApiClient(worker, { ip });
  client.jar.set(SESSION_COOKIE, owner.client.jar.session!);
  return client;
}

test("past the limit each report is 429 RATE_LIMITED with Retry-After; another address is not limited", async () => {
  const base = `/ads/v4/advertisers/${owner.advertiser.id}`;
  const paths = [`${base}/insights/campaigns/`, `${base}/billing/invoices/`, `${base}/campaigns/999999/insights/`];
  const busy = from("203.0.113.50");
  for (let i = 0; i < MAX; i++) expect((await busy.get(paths[i % paths.length]!)).res.status).not.toBe(429);
  for (const path of paths) {
    const refused = await busy.get(path);
    expectApiError(refused, "RATE_LIMITED");
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(0);
  }
  expect((await from("203.0.113.51").get(paths[0]!)).res.status).toBe(200);
});
