/**
 * Why: a reset clears the account's log-in lockout, which lives in the LoginLockout Durable Object
 * (worker/auth/login/), outside the reset's D1 batch. So the batch records the clear as a
 * pending_lockout_clears row (migrations/0062_recoverable_steps.sql); the clear runs right after
 * and its row goes once it succeeded. A clear that failed (the object unreachable or restarting)
 * stays pending and the scheduled job retryLockoutClears tries again with backoff: the reset
 * answers success once its batch committed, and the lockout is cleared however the call fared.
 *
 * Where DEV_TOOLS is "true" on a local run, a reset carrying `x-dev-fail-lockout-clear: 1` makes
 * its own clear fail (the test of that path); everywhere else the header means nothing.
 */
import type { Context } from "hono";
import { devToolsEnabled } from "~common/platform/flags";
import { isLocalRun } from "../../platform/deployment";
import type { ScheduledJob } from "../../platform/scheduled";
import type { ApiEnv } from "../../platform/types";
import { lockoutStub } from "../login";

export const FAIL_LOCKOUT_CLEAR_HEADER = "x-dev-fail-lockout-clear";

/** Pending clears retried per run: each is one Durable Object call. */
const CLEARS_PER_RUN = 50;
/** Seconds before the n-th retry: 1, 2, 4 … minutes, at most an hour. */
const backoffSeconds = (tries: number) => Math.min(3600, 60 * 2 ** Math.min(tries, 6));

/** Whether this request asks its lockout clear to fail (local developer runs only). */
export const lockoutClearFails = (c: Context<ApiEnv>): boolean =>
  devToolsEnabled(c.env) && isLocalRun(c.req.url, c.env) && c.req.header(FAIL_LOCKOUT_CLEAR_HEADER) === "1";

/**
 * The statement that records a pending clear for `userId` in a caller's batch, only while `guard`
 * (an SQL condition over ?2 and on, bound from `binds`) holds.
 */
export function pendingClearWhen(db: D1Database, userId: string, guard: string, binds: unknown[], id: string, now: number) {
  const at = binds.length + 2;
  return db
    .prepare(
      `INSERT INTO pending_lockout_clears (id, user_id, created_at, next_try_at) SELECT ?${at}, ?1, ?${at + 1}, ?${at + 1} WHERE ${guard}`,
    )
    .bind(userId, ...binds, id, now);
}

/**
 * Clears the lockout of a pending clear and drops its row; on failure counts the try and sets the
 * next one (the row stays). True when cleared.
 */
export async function clearLockout(env: Env, clear: { id: string; user_id: string; tries: number }, now: number, fail = false) {
  try {
    if (fail) throw new Error(`${FAIL_LOCKOUT_CLEAR_HEADER}: the lockout clear fails as asked`);
    await lockoutStub(env, clear.user_id).succeeded(); // forgets failed log-ins and any lock
  } catch (err) {
    console.error("recovery: lockout clear failed, left for retryLockoutClears", err);
    // A failed count leaves the row due now: the next run retries it all the same.
    await env.DB.prepare("UPDATE pending_lockout_clears SET tries = tries + 1, next_try_at = ?2 WHERE id = ?1")
      .bind(clear.id, now + backoffSeconds(clear.tries))
      .run()
      .catch((e: unknown) => console.error("recovery: pending lockout clear not rescheduled", e));
    return false;
  }
  // A row left behind only costs the job one more (harmless) clear.
  await env.DB.prepare("DELETE FROM pending_lockout_clears WHERE id = ?")
    .bind(clear.id)
    .run()
    .catch((e: unknown) => console.error("recovery: cleared lockout's row not dropped", e));
  return true;
}

/** The cron's retry of pending clears whose time came, oldest first, CLEARS_PER_RUN at most. */
export const retryLockoutClears: ScheduledJob = {
  name: "retryLockoutClears",
  run: async (env, nowMs) => {
    const now = Math.floor(nowMs / 1000);
    const { results } = await env.DB.prepare(
      "SELECT id, user_id, tries FROM pending_lockout_clears WHERE next_try_at <= ? ORDER BY next_try_at LIMIT ?",
    )
      .bind(now, CLEARS_PER_RUN)
      .all<{ id: string; user_id: string; tries: number }>();
    for (const clear of results) await clearLockout(env, clear, now);
  },
};
