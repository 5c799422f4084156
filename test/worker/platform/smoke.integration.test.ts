import { afterAll, beforeAll, expect, test } from "vitest";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

test("healthz answers in the envelope", async () => {
  const res = await worker.fetch("/healthz");
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ resource_response: { data: { status: "ok" } } });
});

test("env gives D1 access with migrations applied", async () => {
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
  expect(row?.n).toBe(0);
});
