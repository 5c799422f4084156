/**
 * Why: weekly reports run without a request (docs/decisions/054). Each minute the cron queues the
 * runs that are due — a run's id is a hash of its report and due time, so two cron runs at once,
 * or one retried, queue it once — and moves the report's next run on a week. It also starts again
 * a queued run whose workflow never started (a request that died between its insert and the
 * create), and gives up on one still queued after an hour.
 */
import { nextWeeklyRun, RUN_RESTART_AFTER_MS, runWindow, type ReportSpec } from "~common/business/report-center";
import { utcDay } from "~common/business/promoted-pins";
import type { ScheduledJob } from "../../platform/scheduled";
import { insertRunStatement, runInstanceId } from "./store";

const DUE_BATCH = 20;
const GIVE_UP_MS = 60 * 60_000;

/** A scheduled run's id: the same report and due time give the same id. */
export async function scheduledRunId(reportId: number, dueAt: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`report-schedule:${reportId}:${dueAt}`)));
  return [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Starts a run's workflow; one that already exists (a retry, the sweep) is left as it is. */
export async function startRun(env: Env, runId: string, origin: string): Promise<void> {
  try {
    await env.REPORT_RUNS.create({ id: runInstanceId(runId), params: { runId, origin } });
  } catch (error) {
    if (!/already exists|already_exists|duplicate/i.test(String((error as Error)?.message ?? error))) throw error;
  }
}

interface DueRow {
  id: number;
  advertiser_id: number;
  name: string;
  spec: string;
  weekday: number;
  next_run_at: number;
  origin: string | null;
}

export async function queueDueReports(env: Env, now: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, advertiser_id, name, spec, weekday, next_run_at, origin FROM report_definitions
     WHERE next_run_at IS NOT NULL AND next_run_at <= ? AND frequency = 'WEEKLY' AND weekday IS NOT NULL ORDER BY next_run_at LIMIT ${DUE_BATCH}`,
  )
    .bind(now)
    .all<DueRow>();
  const started: string[] = [];
  for (const d of results) {
    const spec = JSON.parse(d.spec) as ReportSpec;
    const w = runWindow(spec, utcDay(now));
    const id = await scheduledRunId(d.id, d.next_run_at);
    const next = env.DB.prepare("UPDATE report_definitions SET next_run_at = ? WHERE id = ? AND next_run_at = ?").bind(
      nextWeeklyRun(now, d.weekday),
      d.id,
      d.next_run_at,
    );
    if (!w) {
      await next.run();
      continue;
    }
    const run = { id, reportId: d.id, advertiserId: d.advertiser_id, requestedBy: null, trigger: "schedule", name: d.name, spec } as const;
    await env.DB.batch([insertRunStatement(env.DB, { ...run, start: w.start, end: w.end, now }), next]);
    await startRun(env, id, d.origin ?? "");
    started.push(id);
  }
  return started;
}

/** Queued runs whose workflow may never have started: started again; after an hour, failed. */
export async function restartStuckRuns(env: Env, now: number): Promise<void> {
  await env.DB.prepare("UPDATE report_runs SET state = 'failed' WHERE state = 'queued' AND requested_at < ?")
    .bind(now - GIVE_UP_MS)
    .run();
  const { results } = await env.DB.prepare(
    `SELECT r.id, d.origin FROM report_runs r LEFT JOIN report_definitions d ON d.id = r.report_id
     WHERE r.state = 'queued' AND r.requested_at < ? ORDER BY r.requested_at LIMIT ${DUE_BATCH}`,
  )
    .bind(now - RUN_RESTART_AFTER_MS)
    .all<{ id: string; origin: string | null }>();
  for (const r of results) await startRun(env, r.id, r.origin ?? "");
}

/** The cron's report center job (worker/index.ts SCHEDULED_JOBS): due weekly runs, then stuck ones. */
export const runDueReports: ScheduledJob = {
  name: "report center: weekly runs",
  run: async (env, now) => {
    await queueDueReports(env, now);
    await restartStuckRuns(env, now);
  },
};
