import { spawnSync } from "node:child_process";
import { NEWEST_MIGRATION } from "~worker/platform/database-ready";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

test("healthz answers in the envelope, naming the version: the build's commit and time, its schema", async () => {
  const res = await worker.fetch("/healthz");
  expect(res.status).toBe(200);
  const { data } = ((await res.json()) as { resource_response: { data: { status: string; version: Record<string, unknown> } } })
    .resource_response;
  const commit = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
  expect(data).toMatchObject({ status: "ok", version: { schema: NEWEST_MIGRATION } });
  // The build under test is this checkout's (or a newer commit's, mid-edit): a 40-hex commit either way.
  expect(data.version.commit).toMatch(commit ? /^[0-9a-f]{40}$/ : /^unknown$/);
  expect(Date.parse(String(data.version.built_at))).toBeLessThanOrEqual(Date.now());
});

test("env gives D1 access with migrations applied", async () => {
  const env = await worker.env();
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
  expect(row?.n).toBe(0);
});
