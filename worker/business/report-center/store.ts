/**
 * Why: the report center's rows (docs/decisions/054). Every limit is counted inside the statement
 * that would pass it (a conditional INSERT … SELECT … WHERE count < max), so concurrent requests
 * cannot make report 101 or run 6 together; a change names the version it read.
 */
import {
  REPORT_CENTER_PAGE,
  REPORTS_MAX,
  RUN_TTL_DAYS,
  RUNS_PER_DAY_MAX,
  RUNS_WAITING_MAX,
  type ReportRun,
  type ReportSchedule,
  type ReportSpec,
  type SavedReport,
} from "~common/business/report-center";
import { fullNameOf } from "../../saving/profiles";
import { keyset, page } from "../../saving/sql";

const DAY_MS = 86_400_000;
export const RUN_TTL_MS = RUN_TTL_DAYS * DAY_MS;

export interface DefinitionRow {
  id: number;
  advertiser_id: number;
  created_by: string | null;
  name: string;
  spec: string;
  frequency: "NONE" | "WEEKLY";
  weekday: number | null;
  next_run_at: number | null;
  origin: string | null;
  version: number;
  created_at: number;
  updated_at: number;
  maker_first: string | null;
  maker_last: string | null;
  subscribers: number;
  subscribed: number;
}

export interface RunRow {
  id: string;
  report_id: number | null;
  advertiser_id: number;
  requested_by: string | null;
  trigger: "manual" | "schedule";
  name: string;
  spec: string;
  start_date: string;
  end_date: string;
  state: "queued" | "ready" | "failed";
  lines: number | null;
  bytes: number | null;
  truncated: number;
  r2_key: string | null;
  requested_at: number;
  ready_at: number | null;
  expires_at: number | null;
  by_first?: string | null;
  by_last?: string | null;
}

/** What a new run is: its id, report, window and who asked (null: the schedule). */
export interface NewRun {
  id: string;
  reportId: number;
  advertiserId: number;
  requestedBy: string | null;
  trigger: "manual" | "schedule";
  name: string;
  spec: ReportSpec;
  start: string;
  end: string;
  now: number;
  /** Only while the report is still at this version (a change's run, in the change's batch). */
  version?: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const DEFINITION_SQL = `SELECT d.*, u.first_name AS maker_first, u.last_name AS maker_last,
    (SELECT count(*) FROM report_subscriptions s WHERE s.report_id = d.id AND s.stopped_at IS NULL) AS subscribers,
    EXISTS (SELECT 1 FROM report_subscriptions s WHERE s.report_id = d.id AND s.user_id = ? AND s.stopped_at IS NULL) AS subscribed
  FROM report_definitions d LEFT JOIN users u ON u.id = d.created_by`;
const RUN_SQL = `SELECT r.*, u.first_name AS by_first, u.last_name AS by_last FROM report_runs r LEFT JOIN users u ON u.id = r.requested_by`;

/** Where a run's file is kept (the R2 bucket IMAGES; the image sweeper leaves other prefixes alone). */
export const runFileKey = (advertiserId: number, runId: string) => `reports/${advertiserId}/${runId}.csv`;
/** A run's workflow instance: one per run, so a restarted create finds the one already there. */
export const runInstanceId = (runId: string) => `report-${runId}`;

export const downloadPath = (advertiserId: number, runId: string) =>
  `/ads/v4/advertisers/${advertiserId}/report_center/runs/${runId}/download/`;

/** A run as the API shows it: a ready file past its 30 days is "expired", and only a live file has a download path. */
export function toRun(r: RunRow, now: number): ReportRun {
  const spec = JSON.parse(r.spec) as ReportSpec;
  const expired = r.state === "ready" && r.expires_at !== null && r.expires_at <= now;
  const state = expired ? "expired" : r.state;
  return {
    id: r.id,
    report_id: r.report_id === null ? null : String(r.report_id),
    name: r.name,
    trigger: r.trigger,
    state,
    level: spec.level,
    granularity: spec.granularity,
    start_date: r.start_date,
    end_date: r.end_date,
    lines: r.lines,
    bytes: r.bytes,
    truncated: r.truncated === 1,
    requested_by: r.requested_by === null ? null : fullNameOf(r.by_first ?? "", r.by_last ?? ""),
    requested_at: iso(r.requested_at)!,
    ready_at: iso(r.ready_at),
    expires_at: iso(r.expires_at),
    download_path: state === "ready" ? downloadPath(r.advertiser_id, r.id) : null,
  };
}

export function toReport(d: DefinitionRow, lastRun: RunRow | null, viewer: { id: string; canAct: boolean }, now: number): SavedReport {
  return {
    id: String(d.id),
    name: d.name,
    spec: JSON.parse(d.spec) as ReportSpec,
    schedule: { frequency: d.frequency, weekday: d.weekday, next_run_at: iso(d.next_run_at) },
    subscribed: d.subscribed === 1,
    subscribers: d.subscribers,
    created_by: d.created_by === null ? null : fullNameOf(d.maker_first ?? "", d.maker_last ?? ""),
    may_change: viewer.canAct || (d.created_by !== null && d.created_by === viewer.id),
    version: d.version,
    created_at: iso(d.created_at)!,
    updated_at: iso(d.updated_at)!,
    last_run: lastRun ? toRun(lastRun, now) : null,
  };
}

async function lastRuns(db: D1Database, reportIds: number[]): Promise<Map<number, RunRow>> {
  if (reportIds.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `${RUN_SQL} WHERE r.id IN (SELECT (SELECT x.id FROM report_runs x WHERE x.report_id = j.value ORDER BY x.requested_at DESC, x.id DESC LIMIT 1)
         FROM json_each(?1) j)`,
    )
    .bind(JSON.stringify(reportIds))
    .all<RunRow>();
  return new Map(results.map((r) => [r.report_id!, r]));
}

export async function findDefinition(
  db: D1Database,
  advertiserId: number,
  reportId: number,
  viewerId: string,
): Promise<DefinitionRow | null> {
  return db
    .prepare(`${DEFINITION_SQL} WHERE d.id = ? AND d.advertiser_id = ?`)
    .bind(viewerId, reportId, advertiserId)
    .first<DefinitionRow>();
}

export async function reportView(
  db: D1Database,
  advertiserId: number,
  reportId: number,
  viewer: { id: string; canAct: boolean },
  now: number,
): Promise<SavedReport | null> {
  const d = await findDefinition(db, advertiserId, reportId, viewer.id);
  if (!d) return null;
  return toReport(d, (await lastRuns(db, [d.id])).get(d.id) ?? null, viewer, now);
}

export async function listReports(
  db: D1Database,
  advertiserId: number,
  viewer: { id: string; canAct: boolean },
  bookmark: string | undefined,
  now: number,
): Promise<{ items: SavedReport[]; bookmark: string | null }> {
  const scope = `report-center:${advertiserId}`;
  const ks = keyset(
    scope,
    [
      { sql: "d.created_at", desc: true, type: "number" },
      { sql: "d.id", desc: true, type: "number" },
    ],
    bookmark,
  );
  const { results } = await db
    .prepare(`${DEFINITION_SQL} WHERE d.advertiser_id = ? AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(viewer.id, advertiserId, ...ks.params, REPORT_CENTER_PAGE + 1)
    .all<DefinitionRow>();
  const paged = page(results, REPORT_CENTER_PAGE, scope, (r) => [r.created_at, r.id]);
  const runs = await lastRuns(
    db,
    paged.items.map((d) => d.id),
  );
  return { items: paged.items.map((d) => toReport(d, runs.get(d.id) ?? null, viewer, now)), bookmark: paged.bookmark };
}

export async function listRuns(
  db: D1Database,
  advertiserId: number,
  reportId: number | null,
  bookmark: string | undefined,
  now: number,
): Promise<{ items: ReportRun[]; bookmark: string | null }> {
  const scope = `report-runs:${advertiserId}:${reportId ?? ""}`;
  const ks = keyset(
    scope,
    [
      { sql: "r.requested_at", desc: true, type: "number" },
      { sql: "r.id", desc: true, type: "string" },
    ],
    bookmark,
  );
  const { results } = await db
    .prepare(`${RUN_SQL} WHERE r.advertiser_id = ? AND (? IS NULL OR r.report_id = ?) AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(advertiserId, reportId, reportId, ...ks.params, REPORT_CENTER_PAGE + 1)
    .all<RunRow>();
  const paged = page(results, REPORT_CENTER_PAGE, scope, (r) => [r.requested_at, r.id]);
  return { items: paged.items.map((r) => toRun(r, now)), bookmark: paged.bookmark };
}

export const findRun = (db: D1Database, advertiserId: number, runId: string) =>
  db.prepare(`${RUN_SQL} WHERE r.id = ? AND r.advertiser_id = ?`).bind(runId, advertiserId).first<RunRow>();

/**
 * The statement that queues a run unless the ad account already has RUNS_WAITING_MAX waiting or
 * made RUNS_PER_DAY_MAX in the last day (scheduled runs count, and are not refused by these), and
 * only while its report exists (at `version`, when given).
 */
export function insertRunStatement(db: D1Database, run: NewRun): D1PreparedStatement {
  const limited = run.trigger === "manual";
  return db
    .prepare(
      `INSERT INTO report_runs (id, report_id, advertiser_id, requested_by, trigger, name, spec, start_date, end_date, requested_at)
       SELECT ?1, ?3, ?2, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       WHERE EXISTS (SELECT 1 FROM report_definitions WHERE id = ?3 AND (?12 IS NULL OR version = ?12))
         AND (?11 = 0 OR ((SELECT count(*) FROM report_runs WHERE advertiser_id = ?2 AND state = 'queued') < ${RUNS_WAITING_MAX}
           AND (SELECT count(*) FROM report_runs WHERE advertiser_id = ?2 AND requested_at > ?10 - ${DAY_MS}) < ${RUNS_PER_DAY_MAX}))
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      run.id,
      run.advertiserId,
      run.reportId,
      run.requestedBy,
      run.trigger,
      run.name,
      JSON.stringify(run.spec),
      run.start,
      run.end,
      run.now,
      limited ? 1 : 0,
      run.version ?? null,
    );
}

/** Whether the ad account may queue a run now (read before a save that also runs, so a refusal saves nothing). */
export async function mayQueueRun(db: D1Database, advertiserId: number, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM report_runs WHERE advertiser_id = ?1 AND state = 'queued') < ${RUNS_WAITING_MAX}
         AND (SELECT count(*) FROM report_runs WHERE advertiser_id = ?1 AND requested_at > ?2 - ${DAY_MS}) < ${RUNS_PER_DAY_MAX} AS ok`,
    )
    .bind(advertiserId, now)
    .first<{ ok: number }>();
  return row?.ok === 1;
}

/** How long until the ad account may queue another run (the waiting limit frees in minutes, the day's at its oldest run's 24 h). */
export async function runsRetryAfterSeconds(db: D1Database, advertiserId: number, now: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM report_runs WHERE advertiser_id = ?1 AND state = 'queued') AS waiting,
         (SELECT requested_at FROM report_runs WHERE advertiser_id = ?1 AND requested_at > ?2 - ${DAY_MS}
            ORDER BY requested_at DESC LIMIT 1 OFFSET ${RUNS_PER_DAY_MAX - 1}) AS oldest_counted`,
    )
    .bind(advertiserId, now)
    .first<{ waiting: number; oldest_counted: number | null }>();
  if (row?.oldest_counted != null) return Math.max(1, Math.ceil((row.oldest_counted + DAY_MS - now) / 1000));
  return 60;
}

/** A new report's id: random, 15 digits (ID_PATTERN), chosen before the batch that names it. */
export function newReportId(): number {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return 100_000_000_000_000 + (((hi! % 209_716) * 2 ** 32 + lo!) % 900_000_000_000_000);
}

export interface DefinitionWrite {
  advertiserId: number;
  actor: string;
  name: string;
  spec: ReportSpec;
  schedule: ReportSchedule;
  nextRunAt: number | null;
  origin: string;
  now: number;
}

/** A new report's statement (counted: at most REPORTS_MAX per ad account), answering its id. */
export const insertDefinitionStatement = (db: D1Database, id: number, w: DefinitionWrite) =>
  db
    .prepare(
      `INSERT INTO report_definitions (id, advertiser_id, created_by, name, spec, frequency, weekday, next_run_at, origin, created_at, updated_at)
       SELECT ?10, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9
       WHERE (SELECT count(*) FROM report_definitions WHERE advertiser_id = ?1) < ${REPORTS_MAX}
       RETURNING id`,
    )
    .bind(
      w.advertiserId,
      w.actor,
      w.name,
      JSON.stringify(w.spec),
      w.schedule.frequency,
      w.schedule.weekday,
      w.nextRunAt,
      w.schedule.frequency === "WEEKLY" ? w.origin : null,
      w.now,
      id,
    );

/** The change of a report, only from the version read; answers its id when it was that version. */
export const updateDefinitionStatement = (db: D1Database, reportId: number, version: number, w: DefinitionWrite) =>
  db
    .prepare(
      `UPDATE report_definitions SET name = ?3, spec = ?4, frequency = ?5, weekday = ?6, next_run_at = ?7, origin = ?8, updated_at = ?9,
         version = version + 1
       WHERE id = ?1 AND advertiser_id = ?2 AND version = ?10 RETURNING id`,
    )
    .bind(
      reportId,
      w.advertiserId,
      w.name,
      JSON.stringify(w.spec),
      w.schedule.frequency,
      w.schedule.weekday,
      w.nextRunAt,
      w.schedule.frequency === "WEEKLY" ? w.origin : null,
      w.now,
      version,
    );

/**
 * Subscribes `userId` to a weekly report (again, for one who stopped). Without `version`: only a
 * report that is emailed; with it, a change's batch (the change is its last statement): only while
 * the report is still at that version.
 */
export const subscribeStatement = (db: D1Database, reportId: number, userId: string, now: number, version?: number) =>
  db
    .prepare(
      `INSERT INTO report_subscriptions (id, report_id, user_id, created_at)
       SELECT ?1, d.id, ?3, ?4 FROM report_definitions d WHERE d.id = ?2 AND (CASE WHEN ?5 IS NULL THEN d.frequency = 'WEEKLY' ELSE d.version = ?5 END)
       ON CONFLICT (report_id, user_id) DO UPDATE SET stopped_at = NULL`,
    )
    .bind(newSubscriptionId(), reportId, userId, now, version ?? null);

/** Stops the report's emails: one person's, or everyone's (a report no longer emailed; with `version`, only at that version). */
export const stopSubscriptionsStatement = (db: D1Database, reportId: number, now: number, who: { userId?: string; version?: number }) =>
  db
    .prepare(
      `UPDATE report_subscriptions SET stopped_at = ?2 WHERE report_id = ?1 AND stopped_at IS NULL AND (?3 IS NULL OR user_id = ?3)
         AND (?4 IS NULL OR EXISTS (SELECT 1 FROM report_definitions WHERE id = ?1 AND version = ?4))`,
    )
    .bind(reportId, now, who.userId ?? null, who.version ?? null);

const newSubscriptionId = () => [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, "0")).join("");
export const newRunId = newSubscriptionId;

export const subscriptionCount = async (db: D1Database, reportId: number) =>
  (
    await db
      .prepare("SELECT count(*) AS n FROM report_subscriptions WHERE report_id = ? AND stopped_at IS NULL")
      .bind(reportId)
      .first<{ n: number }>()
  )?.n ?? 0;

/** A finished run: its file, its size, when it goes. */
export const markReady = (
  db: D1Database,
  runId: string,
  r: { key: string; lines: number; bytes: number; truncated: boolean; now: number },
) =>
  db
    .prepare(
      "UPDATE report_runs SET state = 'ready', r2_key = ?2, lines = ?3, bytes = ?4, truncated = ?5, ready_at = ?6, expires_at = ?7 WHERE id = ?1",
    )
    .bind(runId, r.key, r.lines, r.bytes, r.truncated ? 1 : 0, r.now, r.now + RUN_TTL_MS)
    .run();

export const markFailed = (db: D1Database, runId: string) =>
  db.prepare("UPDATE report_runs SET state = 'failed' WHERE id = ? AND state = 'queued'").bind(runId).run();
