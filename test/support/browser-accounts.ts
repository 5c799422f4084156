/**
 * Accounts for browser journeys, made through the public API (no page involved), with one shared
 * password so a journey can log in with it.
 */
import { expect } from "vitest";
import type { RunningWorker } from "./worker-harness";

export const BROWSER_PASSWORD = "correct horse 42";

/** The registered user, as sign-up answers (the fields journeys need). */
export interface RegisteredUser {
  id: string;
  username: string;
  full_name: string;
}

/**
 * Registers `email` (adult birthday, `BROWSER_PASSWORD`), asserts it worked and returns the user.
 *
 * @example
 * const { username } = await registerViaApi(worker, "jane@example.com", { first_name: "Ada" });
 */
export async function registerViaApi(worker: RunningWorker, email: string, extra: Record<string, unknown> = {}): Promise<RegisteredUser> {
  const res = await worker.fetch("/v3/register/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "email", email, password: BROWSER_PASSWORD, birthday: Date.UTC(1990, 4, 17) / 1000, ...extra }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { resource_response: { data: RegisteredUser } }).resource_response.data;
}
