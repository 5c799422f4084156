/**
 * Accounts for browser journeys, made through the public API (no page involved), with one shared
 * password so a journey can log in with it.
 */
import { expect } from "vitest";
import type { RunningWorker } from "./worker-harness";

export const BROWSER_PASSWORD = "correct horse 42";

/**
 * Registers `email` (adult birthday, `BROWSER_PASSWORD`) and asserts it worked.
 *
 * @example
 * await registerViaApi(worker, "jane@example.com", { first_name: "Ada" });
 */
export async function registerViaApi(worker: RunningWorker, email: string, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await worker.fetch("/v3/register/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "email", email, password: BROWSER_PASSWORD, birthday: Date.UTC(1990, 4, 17) / 1000, ...extra }),
  });
  expect(res.status).toBe(200);
}
