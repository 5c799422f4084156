/**
 * POST /v3/client_errors/ (worker/platform/client-errors/): the pages' uncaught errors, bounded,
 * same-site only and limited per address.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { CLIENT_ERRORS_PATH } from "~common/platform/client-errors";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const MAX = 4;
let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ RATE_LIMIT_ERRORS_MAX: String(MAX), RATE_LIMIT_WINDOW_SECONDS: "600" });
});
afterAll(() => worker?.close());

const REPORT = { kind: "error", message: "TypeError: x is undefined", source: "/assets/app.js", line: 10, column: 5, page: "/pin/42/" };

test("a report is recorded; a malformed or oversized one is 400", async () => {
  const client = new ApiClient(worker, { ip: "203.0.113.60" });
  expect(expectOk(await client.post(CLIENT_ERRORS_PATH, REPORT))).toEqual({ recorded: true });
  expectApiError(await client.post(CLIENT_ERRORS_PATH, { ...REPORT, message: "x".repeat(5000) }), "BAD_REQUEST");
  expectApiError(await client.post(CLIENT_ERRORS_PATH, { ...REPORT, kind: "anything" }), "BAD_REQUEST");
  expectApiError(await client.post(CLIENT_ERRORS_PATH, { ...REPORT, line: 1e12 }), "BAD_REQUEST");
});

test("another site cannot post one (403), and one address gets RATE_LIMIT_ERRORS_MAX a window (429)", async () => {
  const res = await worker.fetch(CLIENT_ERRORS_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example", "cf-connecting-ip": "203.0.113.61" },
    body: JSON.stringify(REPORT),
  });
  expect(res.status).toBe(403);
  const flood = new ApiClient(worker, { ip: "203.0.113.62" });
  for (let i = 0; i < MAX; i++) expectOk(await flood.post(CLIENT_ERRORS_PATH, REPORT));
  expectApiError(await flood.post(CLIENT_ERRORS_PATH, REPORT), "RATE_LIMITED");
  expectOk(await new ApiClient(worker, { ip: "203.0.113.63" }).post(CLIENT_ERRORS_PATH, REPORT));
});
