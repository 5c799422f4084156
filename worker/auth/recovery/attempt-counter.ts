/**
 * Why: reset emails per account and wrong current passwords per account must be counted exactly,
 * even when requests arrive at once (the per-IP limiter of worker/platform/middleware/rate-limit.ts
 * is exact only per isolate). The log-in lockout uses a Durable Object for that; these counters
 * use one atomic D1 upsert per attempt instead (migrations/0013_attempt_counters.sql): D1 runs
 * statements one at a time on a single primary, so two concurrent attempts can never both read
 * the old count, and no new Durable Object class or migration is needed. A window starts at the
 * first attempt and lasts `windowSeconds`; the attempt is counted before it is judged.
 */

export interface Attempt {
  /** Attempts in the window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key`.
 *
 * @example
 * const { count, retryAfterSeconds } = await countAttempt(env.DB, `reset:u:${user.id}`, 3600, now);
 * if (count > 5) throw new ApiError("RESET_EMAILS_LIMITED", { headers: { "Retry-After": String(retryAfterSeconds) } });
 */
export async function countAttempt(db: D1Database, key: string, windowSeconds: number, now: number): Promise<Attempt> {
  // Every SET expression sees the row as it was (SQLite), so the CASEs compare the old window_end.
  const row = await db
    .prepare(
      `INSERT INTO attempt_counters (key, window_start, window_end, count) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_end > ?2 THEN count + 1 ELSE 1 END,
         window_start = CASE WHEN window_end > ?2 THEN window_start ELSE ?2 END,
         window_end = CASE WHEN window_end > ?2 THEN window_end ELSE ?3 END
       RETURNING count, window_end`,
    )
    .bind(key, now, now + windowSeconds)
    .first<{ count: number; window_end: number }>();
  if (!row) throw new Error(`attempt counter ${key}: the upsert returned no row`);
  return { count: row.count, retryAfterSeconds: Math.max(1, row.window_end - now) };
}

/** The attempts under `key` in its live window, without counting one (0 when none). */
export async function attemptsSoFar(db: D1Database, key: string, now: number): Promise<Attempt> {
  const row = await db
    .prepare("SELECT count, window_end FROM attempt_counters WHERE key = ?1 AND window_end > ?2")
    .bind(key, now)
    .first<{ count: number; window_end: number }>();
  return row ? { count: row.count, retryAfterSeconds: Math.max(1, row.window_end - now) } : { count: 0, retryAfterSeconds: 0 };
}

/** Forgets the attempts under `key` (the right password was given). */
export const clearAttempts = (db: D1Database, key: string) => db.prepare("DELETE FROM attempt_counters WHERE key = ?").bind(key).run();

/** Drops finished windows (called after answering, so the table holds only live counts). */
export const sweepAttempts = (db: D1Database, now: number) =>
  db.prepare("DELETE FROM attempt_counters WHERE window_end <= ?").bind(now).run();
