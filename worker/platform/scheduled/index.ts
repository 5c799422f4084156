/**
 * Why: several capabilities need work that no request starts (the outbox's stuck rows, expired
 * idempotency keys, unreferenced R2 objects). One cron trigger (wrangler.toml `[triggers]`) runs
 * every job each minute; a job's failure is logged and never stops the others.
 */

/** One periodic job: does at most a bounded amount of work per run. */
export interface ScheduledJob {
  name: string;
  run: (env: Env, now: number) => Promise<void>;
}

/**
 * Runs every job once, side by side; the returned promise settles when all have.
 *
 * @example
 * ctx.waitUntil(runScheduledJobs(env, Date.now(), [sweepOutbox]));
 */
export async function runScheduledJobs(env: Env, now: number, jobs: readonly ScheduledJob[]): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => job.run(env, now)));
  results.forEach((result, i) => {
    if (result.status === "rejected") console.error(`scheduled job ${jobs[i]!.name} failed`, result.reason);
  });
}
