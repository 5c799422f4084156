/**
 * Why: the report center's routes (docs/decisions/054), registered against their contracts in
 * common/business/report-center/. Everyone with access to the ad account builds, runs, downloads
 * and subscribes (an ANALYST too: business.md §4); a report is changed or deleted by its maker or
 * by someone who may act for the account. The spec is checked (checkReport) before any guard
 * reads D1; every write and download counts in the per-address "account" bucket, every read in
 * "reporting" (the history polls while a run is made). The unsubscribe link works logged out: its
 * signed token is the proof, and it only ever stops that one email.
 */
import {
  changeReportRoute,
  checkReport,
  createReportRoute,
  deleteReportRoute,
  downloadRunRoute,
  maskEmail,
  nextWeeklyRun,
  oneClickUnsubscribeRoute,
  reportName,
  reportRunRoute,
  reportRunsRoute,
  runReportRoute,
  runWindow,
  savedReportRoute,
  savedReportsRoute,
  subscribeReportRoute,
  unsubscribeByLinkRoute,
  unsubscribeLinkRoute,
  unsubscribeReportRoute,
  type ReportBody,
  type ReportSpec,
} from "~common/business/report-center";
import { utcDay } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import type { Context } from "hono";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { promotedNow } from "../promoted-pins";
import { subscriptionOfToken } from "./email";
import { startRun } from "./schedule";
import {
  findDefinition,
  findRun,
  insertDefinitionStatement,
  insertRunStatement,
  listReports,
  listRuns,
  mayQueueRun,
  newReportId,
  newRunId,
  reportView,
  runsRetryAfterSeconds,
  subscribeStatement,
  stopSubscriptionsStatement,
  subscriptionCount,
  toRun,
  updateDefinitionStatement,
  type DefinitionWrite,
} from "./store";

const BASE = "/ads/v4/advertisers/:advertiserId/report_center";

export const reportCenterRoutes = createRouter();
reportCenterRoutes.on(["POST", "PUT", "DELETE"], `${BASE}/*`, rateLimit("account"));
reportCenterRoutes.on("GET", `${BASE}/runs/:runId/download/`, rateLimit("account"));
reportCenterRoutes.on("GET", `${BASE}/*`, rateLimit("reporting"));
reportCenterRoutes.on(["GET", "POST"], "/ads/v4/report_unsubscribe/", rateLimit("account"));
reportCenterRoutes.on("POST", "/ads/v4/report_unsubscribe/one_click/", rateLimit("account"));

type C = Context<ApiEnv>;

/** The spec's first problem, before any guard reads D1: 400 naming the field. */
function checked(body: ReportBody, nowMs: number): { name: string; spec: ReportSpec } {
  const problem = checkReport(body.name, body.spec, body.schedule, utcDay(nowMs))[0];
  if (problem) throw new ApiError(problem.name, { data: { field: problem.field } });
  return { name: reportName(body.name), spec: body.spec };
}

async function access(c: C, advertiserId: string) {
  const viewer = await requireBusinessViewer(c);
  const { advertiser, canAct } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: false });
  return { viewer: { id: viewer.id, canAct }, advertiser };
}

const runsLimited = async (c: C, advertiserId: number, now: number) => {
  const seconds = await runsRetryAfterSeconds(c.env.DB, advertiserId, now);
  return new ApiError("REPORT_RUNS_LIMITED", { headers: { "Retry-After": String(seconds) }, data: { retry_after_seconds: seconds } });
};

/** A manual run of a report now: queued in the caller's batch, its workflow started after. */
function manualRun(
  c: C,
  d: { id: number; advertiserId: number; name: string; spec: ReportSpec },
  actor: string,
  now: number,
  version?: number,
) {
  const w = runWindow(d.spec, utcDay(now));
  if (!w) throw new ApiError("REPORT_DATES_INVALID", { data: { field: "spec.start_date" } });
  const id = newRunId();
  const statement = insertRunStatement(c.env.DB, {
    id,
    reportId: d.id,
    advertiserId: d.advertiserId,
    requestedBy: actor,
    trigger: "manual",
    name: d.name,
    spec: d.spec,
    start: w.start,
    end: w.end,
    now,
    version,
  });
  return { id, statement };
}

async function afterRun(c: C, advertiserId: number, runId: string, made: boolean, now: number) {
  if (!made) throw await runsLimited(c, advertiserId, now);
  await startRun(c.env, runId, new URL(c.req.url).origin);
  return toRun((await findRun(c.env.DB, advertiserId, runId))!, now);
}

const write = (c: C, advertiserId: number, actor: string, body: ReportBody, checkedBody: { name: string; spec: ReportSpec }, now: number) =>
  ({
    advertiserId,
    actor,
    name: checkedBody.name,
    spec: checkedBody.spec,
    schedule: body.schedule,
    nextRunAt: body.schedule.frequency === "WEEKLY" ? nextWeeklyRun(now, body.schedule.weekday!) : null,
    origin: new URL(c.req.url).origin,
    now,
  }) satisfies DefinitionWrite;

async function mayChange(c: C, advertiserId: number, reportId: number, viewer: { id: string; canAct: boolean }) {
  const d = await findDefinition(c.env.DB, advertiserId, reportId, viewer.id);
  if (!d) throw new ApiError("REPORT_NOT_FOUND", { data: { field: "reportId" } });
  if (!viewer.canAct && d.created_by !== viewer.id) throw new ApiError("ADVERTISER_ACCESS_DENIED", { data: { field: "reportId" } });
  return d;
}

reportCenterRoutes
  .openapi(savedReportsRoute, async (c) => {
    const { viewer, advertiser } = await access(c, c.req.valid("param").advertiserId);
    return ok(c, await listReports(c.env.DB, advertiser.id, viewer, c.req.valid("query").bookmark, Date.now()));
  })
  .openapi(createReportRoute, async (c) => {
    const now = promotedNow(c);
    const body = c.req.valid("json");
    const spec = checked(body, now);
    const { viewer, advertiser } = await access(c, c.req.valid("param").advertiserId);
    // Saving and running is one ask: refused whole when the run would be (a burst past it saves the report without a run).
    if (body.run_now && !(await mayQueueRun(c.env.DB, advertiser.id, now))) throw await runsLimited(c, advertiser.id, now);
    const id = newReportId();
    const statements = [insertDefinitionStatement(c.env.DB, id, write(c, advertiser.id, viewer.id, body, spec, now))];
    // The maker gets a weekly report's email; they can stop it like anyone.
    statements.push(subscribeStatement(c.env.DB, id, viewer.id, now));
    const run = body.run_now ? manualRun(c, { id, advertiserId: advertiser.id, ...spec }, viewer.id, now) : null;
    if (run) statements.push(run.statement);
    const results = await c.env.DB.batch(statements);
    if (results[0]!.results.length === 0) throw new ApiError("REPORTS_LIMITED");
    const ran = run ? await afterRun(c, advertiser.id, run.id, results[2]!.meta.changes === 1, now).catch(() => null) : null;
    return ok(c, { report: (await reportView(c.env.DB, advertiser.id, id, viewer, now))!, run: ran });
  })
  .openapi(savedReportRoute, async (c) => {
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const report = await reportView(c.env.DB, advertiser.id, Number(p.reportId), viewer, Date.now());
    if (!report) throw new ApiError("REPORT_NOT_FOUND", { data: { field: "reportId" } });
    return ok(c, report);
  })
  .openapi(changeReportRoute, async (c) => {
    const now = promotedNow(c);
    const body = c.req.valid("json");
    const spec = checked(body, now);
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const reportId = Number(p.reportId);
    await mayChange(c, advertiser.id, reportId, viewer);
    if (body.run_now && !(await mayQueueRun(c.env.DB, advertiser.id, now))) throw await runsLimited(c, advertiser.id, now);
    const db = c.env.DB;
    // The change is the batch's last statement and the others hold only while the report is at the
    // version read, so a stale change writes nothing at all.
    const statements = [
      body.schedule.frequency === "WEEKLY"
        ? subscribeStatement(db, reportId, viewer.id, now, body.version)
        : // Not emailed any more: nobody gets it (turning it on again starts with whoever does).
          stopSubscriptionsStatement(db, reportId, now, { version: body.version }),
    ];
    const run = body.run_now ? manualRun(c, { id: reportId, advertiserId: advertiser.id, ...spec }, viewer.id, now, body.version) : null;
    if (run) statements.push(run.statement);
    statements.push(updateDefinitionStatement(db, reportId, body.version, write(c, advertiser.id, viewer.id, body, spec, now)));
    const results = await db.batch(statements);
    if (results.at(-1)!.results.length === 0) throw new ApiError("REPORT_CHANGED_MEANWHILE", { data: { field: "version" } });
    const ran = run ? await afterRun(c, advertiser.id, run.id, results[1]!.meta.changes === 1, now).catch(() => null) : null;
    return ok(c, { report: (await reportView(db, advertiser.id, reportId, viewer, now))!, run: ran });
  })
  .openapi(deleteReportRoute, async (c) => {
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const reportId = Number(p.reportId);
    await mayChange(c, advertiser.id, reportId, viewer);
    await c.env.DB.prepare("DELETE FROM report_definitions WHERE id = ? AND advertiser_id = ?").bind(reportId, advertiser.id).run();
    return ok(c, { deleted: true as const });
  })
  .openapi(runReportRoute, async (c) => {
    const now = promotedNow(c);
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const d = await findDefinition(c.env.DB, advertiser.id, Number(p.reportId), viewer.id);
    if (!d) throw new ApiError("REPORT_NOT_FOUND", { data: { field: "reportId" } });
    const run = manualRun(
      c,
      { id: d.id, advertiserId: advertiser.id, name: d.name, spec: JSON.parse(d.spec) as ReportSpec },
      viewer.id,
      now,
    );
    const result = await run.statement.run();
    return ok(c, await afterRun(c, advertiser.id, run.id, result.meta.changes === 1, now));
  })
  .openapi(subscribeReportRoute, async (c) => {
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const reportId = Number(p.reportId);
    const d = await findDefinition(c.env.DB, advertiser.id, reportId, viewer.id);
    if (!d) throw new ApiError("REPORT_NOT_FOUND", { data: { field: "reportId" } });
    if (d.frequency !== "WEEKLY") throw new ApiError("REPORT_SCHEDULE_INVALID", { data: { field: "schedule.frequency" } });
    await subscribeStatement(c.env.DB, reportId, viewer.id, Date.now()).run();
    return ok(c, { subscribed: true, subscribers: await subscriptionCount(c.env.DB, reportId) });
  })
  .openapi(unsubscribeReportRoute, async (c) => {
    const p = c.req.valid("param");
    const { viewer, advertiser } = await access(c, p.advertiserId);
    const reportId = Number(p.reportId);
    if (!(await findDefinition(c.env.DB, advertiser.id, reportId, viewer.id)))
      throw new ApiError("REPORT_NOT_FOUND", { data: { field: "reportId" } });
    await stopSubscriptionsStatement(c.env.DB, reportId, Date.now(), { userId: viewer.id }).run();
    return ok(c, { subscribed: false, subscribers: await subscriptionCount(c.env.DB, reportId) });
  })
  .openapi(reportRunsRoute, async (c) => {
    const { advertiser } = await access(c, c.req.valid("param").advertiserId);
    const q = c.req.valid("query");
    return ok(c, await listRuns(c.env.DB, advertiser.id, q.report_id === undefined ? null : Number(q.report_id), q.bookmark, Date.now()));
  })
  .openapi(reportRunRoute, async (c) => {
    const p = c.req.valid("param");
    const { advertiser } = await access(c, p.advertiserId);
    const run = await findRun(c.env.DB, advertiser.id, p.runId);
    if (!run) throw new ApiError("REPORT_RUN_NOT_FOUND", { data: { field: "runId" } });
    return ok(c, toRun(run, Date.now()));
  })
  .openapi(downloadRunRoute, async (c) => {
    const p = c.req.valid("param");
    const { advertiser } = await access(c, p.advertiserId);
    const row = await findRun(c.env.DB, advertiser.id, p.runId);
    if (!row) throw new ApiError("REPORT_RUN_NOT_FOUND", { data: { field: "runId" } });
    const run = toRun(row, Date.now());
    if (run.state === "expired") throw new ApiError("REPORT_RUN_EXPIRED");
    if (run.state !== "ready" || !row.r2_key) throw new ApiError("REPORT_RUN_NOT_READY");
    const object = await c.env.IMAGES.get(row.r2_key);
    if (!object) throw new ApiError("REPORT_RUN_EXPIRED");
    const slug =
      row.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .slice(0, 60) || "report";
    return new Response(object.body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="${slug}-${row.start_date}-${row.end_date}.csv"`,
        "Cache-Control": "private, no-store",
      },
    }) as never;
  })
  .openapi(unsubscribeLinkRoute, async (c) => ok(c, await unsubscribeView(c, c.req.valid("query").token, false)))
  .openapi(unsubscribeByLinkRoute, async (c) => ok(c, await unsubscribeView(c, c.req.valid("json").token, true)))
  .openapi(oneClickUnsubscribeRoute, async (c) => ok(c, await unsubscribeView(c, c.req.valid("query").token, true)));

/** What a token's subscription is; with `stop`, it is stopped first (again: the same answer). */
async function unsubscribeView(c: C, token: string, stop: boolean) {
  c.header("Cache-Control", "private, no-store");
  const id = subscriptionOfToken(c.env, token);
  if (!id) throw new ApiError("UNSUBSCRIBE_LINK_INVALID", { data: { field: "token" } });
  const db = c.env.DB;
  const row = await db
    .prepare(
      `SELECT s.stopped_at, d.name AS report_name, a.name AS advertiser_name, u.email FROM report_subscriptions s
         JOIN report_definitions d ON d.id = s.report_id JOIN advertisers a ON a.id = d.advertiser_id JOIN users u ON u.id = s.user_id
       WHERE s.id = ?`,
    )
    .bind(id)
    .first<{ stopped_at: number | null; report_name: string; advertiser_name: string; email: string }>();
  // Its report was deleted, and the subscription with it: nothing is sent any more.
  if (!row) throw new ApiError("UNSUBSCRIBE_LINK_INVALID", { data: { field: "token" } });
  if (stop && row.stopped_at === null)
    await db.prepare("UPDATE report_subscriptions SET stopped_at = ? WHERE id = ? AND stopped_at IS NULL").bind(Date.now(), id).run();
  const view = { report_name: row.report_name, advertiser_name: row.advertiser_name, email: maskEmail(row.email) };
  return { ...view, subscribed: !stop && row.stopped_at === null };
}
