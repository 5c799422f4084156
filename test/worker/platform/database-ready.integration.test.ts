/**
 * A database without the newest migration (worker/platform/database-ready.ts): pages answer a 503
 * page and the API the DATABASE_NOT_READY envelope, both naming the command to run, never a bare
 * 500; /healthz still answers; once the migration is recorded, everything answers as usual.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { NEWEST_MIGRATION } from "~worker/platform/database-ready";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
  // As a database migrated up to the one before the newest: the newest is not recorded.
  const env = await worker.env();
  await env.DB.prepare("DELETE FROM d1_migrations WHERE name = ?").bind(NEWEST_MIGRATION).run();
});
afterAll(() => worker?.close());

test("the API answers 503 DATABASE_NOT_READY naming the migrations command", async () => {
  const res = await worker.fetch("/v3/feeds/home/");
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  const body = (await res.json()) as { resource_response: { error: { api_error_code: number; message: string; http_status: number } } };
  expect(body.resource_response.error).toMatchObject({ api_error_code: 9, http_status: 503 });
  expect(body.resource_response.error.message).toContain("npx wrangler d1 migrations apply DB --local");
});

test("a page answers a plain 503 page naming the command, with the security headers", async () => {
  const res = await worker.fetch("/");
  expect(res.status).toBe(503);
  expect(res.headers.get("content-type")).toContain("text/html");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const html = await res.text();
  expect(html).toContain("<h1>Database not ready</h1>");
  expect(html).toContain("<code>npx wrangler d1 migrations apply DB --local</code>");
});

test("/healthz answers whatever the database's state", async () => {
  expect((await worker.fetch("/healthz")).status).toBe(200);
});

test("once the newest migration is recorded, pages and the API answer as usual", async () => {
  const env = await worker.env();
  await env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(NEWEST_MIGRATION).run();
  expect((await worker.fetch("/v3/feeds/home/")).status).toBe(200);
  expect((await worker.fetch("/")).status).toBe(200);
});

test("a database ahead of this version (migrations applied before a rollout, or a rollback) is ready", async () => {
  // The version still serving during `npm run deploy`'s rollout sees migrations it does not know.
  const ahead = await startWorker();
  try {
    const env = await ahead.env();
    await env.DB.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind("9999_from_the_next_version.sql").run();
    expect((await ahead.fetch("/v3/feeds/home/")).status).toBe(200);
  } finally {
    await ahead.close();
  }
});
