/**
 * The report center against the built Worker (docs/decisions/054): a saved report run in the
 * ReportRun workflow into a CSV (the reporting tables' numbers, by period, zeros left out), its
 * rules, the limits under a burst, who may do what, retries with one Idempotency-Key, a stale
 * change, expired and unready files, the weekly email from the cron (once per subscriber, only to
 * those who still have access) with its logged-out unsubscribe link, and the sweep that restarts or
 * gives up on stuck runs. Days come from the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ReportRun, SavedReport } from "~common/business/report-center";
import { nextWeeklyRun } from "~common/business/report-center";
import { ApiClient, expectApiError, expectOk, fetchText } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { mailTo, waitForMail } from "../../../support/mailbox";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
let worker: RunningWorker;
let owner: BusinessAccount;
let now: number;
let campaignId: number;
const clock = () => ({ "x-promoted-clock": String(now) });
const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
const base = (biz: BusinessAccount) => `/ads/v4/advertisers/${biz.advertiser.id}/report_center`;
type Answer = { report: SavedReport; run: ReportRun | null };

const body = (over: Record<string, unknown> = {}, spec: Record<string, unknown> = {}) => ({
  name: "Spend by day",
  spec: { level: "campaigns", columns: ["impressions", "clicks", "spend"], date_range: "LAST_7_DAYS", granularity: "DAY", ...spec },
  schedule: { frequency: "NONE" },
  ...over,
});
const create = (biz: BusinessAccount, b: unknown, headers: Record<string, string> = {}) =>
  biz.client.post<Answer>(`${base(biz)}/reports/`, b, { headers: { ...clock(), ...headers } });

async function ready(biz: BusinessAccount, runId: string): Promise<ReportRun> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = expectOk(await biz.client.get<ReportRun>(`${base(biz)}/runs/${runId}/`));
    if (run.state !== "queued") return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} still queued`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
async function download(biz: BusinessAccount, path: string) {
  const { res, text } = await fetchText(worker, path, { headers: { cookie: biz.client.jar.header()! } });
  return { res, text };
}
async function member(permissions: string[], first: string) {
  const m = await createBusiness(worker, { first });
  expectOk(await owner.client.put("/vx/business_access/members/", { username: m.user.username, permissions }));
  return m;
}
const asMember = (m: BusinessAccount): BusinessAccount => ({ ...m, advertiser: owner.advertiser });

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const t = new Date(Date.now() + DAY);
  now = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), 12);
  owner = await createBusiness(worker, { first: "rco" });
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Oak bench" });
  const campaign = expectOk(
    await owner.client.post<{ id: string }>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: "Oak bench" }),
      {
        headers: clock(),
      },
    ),
  );
  campaignId = Number(campaign.id);
  // Two days of numbers in the last week; the other five are zeros.
  const { DB } = await worker.env();
  await DB.batch(
    [
      [day(-1), 400, 10, 2_500_000],
      [day(-3), 100, 2, 500_000],
    ].map(([d, i, k, s]) =>
      DB.prepare(
        "INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, 0)",
      ).bind(campaignId, d, i, k, s),
    ),
  );
}, 120_000);
afterAll(() => worker?.close());

describe("a run", () => {
  test("saved and run now: the workflow makes the CSV — a line per day with numbers, each day's Total, the reporting table's sums", async () => {
    const answer = expectOk(await create(owner, body({ run_now: true })));
    expect(answer.report).toMatchObject({ name: "Spend by day", may_change: true, subscribed: false, version: 1 });
    expect(answer.run).toMatchObject({ state: "queued", trigger: "manual", start_date: day(-7), end_date: day(-1), granularity: "DAY" });
    const run = await ready(owner, answer.run!.id);
    expect(run.state).toBe("ready");
    expect(run.download_path).toBe(`${base(owner)}/runs/${run.id}/download/`);
    const { res, text } = await download(owner, run.download_path!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`spend-by-day-${day(-7)}-${day(-1)}.csv`);
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("period,name,impressions,clicks,spend_USD");
    // 7 days' Totals, plus the campaign's line on its 2 days with numbers.
    expect(lines).toHaveLength(1 + 7 + 2);
    expect(lines).toContain(`${day(-1)},Oak bench,400,10,2.5`);
    expect(lines).toContain(`${day(-3)},Oak bench,100,2,0.5`);
    expect(lines).toContain(`${day(-2)},Total,0,0,0`);
    expect(run.lines).toBe(lines.length);
    // The list shows it as the report's last run.
    const list = expectOk(await owner.client.get<{ items: SavedReport[] }>(`${base(owner)}/reports/`));
    expect(list.items.find((r) => r.id === answer.report.id)?.last_run?.id).toBe(run.id);
  });

  test("TOTAL and WEEK: one line per row over the window, or per ISO week cut to it", async () => {
    const total = expectOk(
      await create(owner, body({ name: "Total", run_now: true }, { granularity: "TOTAL", columns: ["status", "spend"] })),
    );
    const t = await download(owner, (await ready(owner, total.run!.id)).download_path!);
    expect(
      t.text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toEqual(["name,status,spend_USD", "Oak bench,ACTIVE,3", "Total,,3"]);
    const week = expectOk(await create(owner, body({ name: "Weeks", run_now: true }, { granularity: "WEEK", date_range: "LAST_14_DAYS" })));
    const w = await download(owner, (await ready(owner, week.run!.id)).download_path!);
    const totals = w.text.split("\r\n").filter((l) => l.includes(",Total,"));
    expect(totals.length).toBeGreaterThanOrEqual(2);
    expect(totals.length).toBeLessThanOrEqual(3);
    expect(totals.every((l) => / to /.test(l.split(",")[0]!))).toBe(true);
  });

  test("a queued file is 409, an expired one 404 and shown as expired; another account's run is not found", async () => {
    const answer = expectOk(await create(owner, body({ name: "Expiring", run_now: true })));
    const run = await ready(owner, answer.run!.id);
    const { DB } = await worker.env();
    await DB.prepare("UPDATE report_runs SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, run.id)
      .run();
    expect(expectOk(await owner.client.get<ReportRun>(`${base(owner)}/runs/${run.id}/`))).toMatchObject({
      state: "expired",
      download_path: null,
    });
    expectApiError(await owner.client.get(`${base(owner)}/runs/${run.id}/download/`), "REPORT_RUN_EXPIRED");
    await DB.prepare(
      `INSERT INTO report_runs (id, report_id, advertiser_id, trigger, name, spec, start_date, end_date, requested_at)
       SELECT 'aaaaaaaaaaaaaaaaaaaaaaaa', NULL, advertiser_id, 'manual', name, spec, start_date, end_date, ? FROM report_runs WHERE id = ?`,
    )
      .bind(Date.now() - 90 * 60_000, run.id)
      .run();
    expectApiError(await owner.client.get(`${base(owner)}/runs/aaaaaaaaaaaaaaaaaaaaaaaa/download/`), "REPORT_RUN_NOT_READY");
    // An hour and more queued: the sweep gives up on it.
    await worker.scheduled(Date.now());
    expect(expectOk(await owner.client.get<ReportRun>(`${base(owner)}/runs/aaaaaaaaaaaaaaaaaaaaaaaa/`)).state).toBe("failed");
    const stranger = await createBusiness(worker, { first: "rcs" });
    expectApiError(await stranger.client.get(`${base(stranger)}/runs/${run.id}/`), "REPORT_RUN_NOT_FOUND");
    expectApiError(await stranger.client.get(`${base(stranger)}/runs/${run.id}/download/`), "REPORT_RUN_NOT_FOUND");
  });

  test("a run whose workflow never started is started by the sweep after two minutes", async () => {
    const saved = expectOk(await create(owner, body({ name: "Stuck" })));
    const { DB } = await worker.env();
    await DB.prepare(
      `INSERT INTO report_runs (id, report_id, advertiser_id, trigger, name, spec, start_date, end_date, requested_at)
       SELECT 'bbbbbbbbbbbbbbbbbbbbbbbb', id, advertiser_id, 'manual', name, spec, ?, ?, ? FROM report_definitions WHERE id = ?`,
    )
      .bind(day(-7), day(-1), Date.now() - 3 * 60_000, Number(saved.report.id))
      .run();
    await worker.scheduled(Date.now());
    expect((await ready(owner, "bbbbbbbbbbbbbbbbbbbbbbbb")).state).toBe("ready");
  });
});

describe("rules", () => {
  test.each([
    [{ name: "  " }, {}, "REPORT_NAME_INVALID", "name"],
    [{ name: "x".repeat(101) }, {}, "REPORT_NAME_INVALID", "name"],
    [{}, { columns: ["spend", "spend"] }, "REPORT_COLUMNS_INVALID", "spec.columns"],
    [{}, { level: "ad_group_keywords", columns: ["objective"] }, "REPORT_COLUMNS_INVALID", "spec.columns"],
    [{}, { date_range: "CUSTOM", start_date: "2026-02-30", end_date: "2026-03-01" }, "REPORT_DATES_INVALID", "spec.start_date"],
    [{}, { date_range: "CUSTOM", start_date: null, end_date: null }, "REPORT_DATES_INVALID", "spec.start_date"],
    [{ schedule: { frequency: "WEEKLY", weekday: null } }, {}, "REPORT_SCHEDULE_INVALID", "schedule.weekday"],
    [{ schedule: { frequency: "NONE", weekday: 3 } }, {}, "REPORT_SCHEDULE_INVALID", "schedule.weekday"],
  ] as const)("%j %j is %s on %s", async (over, spec, name, field) => {
    expectApiError(await create(owner, body(over, spec)), name, { field });
  });

  test("a weekly email of fixed days is refused; a custom window by day is at most 92 days", async () => {
    const custom = { date_range: "CUSTOM", start_date: day(-30), end_date: day(-1) };
    expectApiError(await create(owner, body({ schedule: { frequency: "WEEKLY", weekday: 1 } }, custom)), "REPORT_SCHEDULE_INVALID", {
      field: "spec.date_range",
    });
    expectApiError(await create(owner, body({}, { ...custom, start_date: day(-93) })), "REPORT_BREAKDOWN_TOO_LONG");
    expectOk(await create(owner, body({ name: "Quarter" }, { ...custom, start_date: day(-92) })));
    expectOk(await create(owner, body({ name: "Half a year by week" }, { ...custom, start_date: day(-180), granularity: "WEEK" })));
  });
});

describe("limits", () => {
  test("at most 100 reports an ad account, under a burst too", async () => {
    const biz = await createBusiness(worker, { first: "rcl" });
    const { DB } = await worker.env();
    const spec = JSON.stringify(body().spec);
    // One statement, not 98 bound ones: fewer round trips through the test proxy.
    await DB.prepare(
      `INSERT INTO report_definitions (id, advertiser_id, name, spec, created_at, updated_at)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 97)
       SELECT ?1 + i, ?2, 'r' || i, ?3, 0, 0 FROM n`,
    )
      .bind(900_000_000_000_000 + Number(biz.advertiser.id) * 1000, Number(biz.advertiser.id), spec)
      .run();
    const burst = await Promise.all(Array.from({ length: 4 }, (_, i) => create(biz, body({ name: `burst ${i}` }))));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of burst.filter((x) => x.status !== 200)) expectApiError(r, "REPORTS_LIMITED");
    const count = await DB.prepare("SELECT count(*) AS n FROM report_definitions WHERE advertiser_id = ?")
      .bind(Number(biz.advertiser.id))
      .first<{ n: number }>();
    expect(count?.n).toBe(100);
  });

  test("at most 5 runs waiting and 50 a day an ad account: a burst past them is 429 with Retry-After", async () => {
    const biz = await createBusiness(worker, { first: "rcr" });
    const saved = expectOk(await create(biz, body()));
    const { DB } = await worker.env();
    const insert = (id: string, state: string, at: number) =>
      DB.prepare(
        `INSERT INTO report_runs (id, report_id, advertiser_id, trigger, name, spec, start_date, end_date, state, requested_at)
         VALUES (?, ?, ?, 'manual', 'old', ?, ?, ?, ?, ?)`,
      ).bind(id, Number(saved.report.id), Number(biz.advertiser.id), JSON.stringify(body().spec), day(-7), day(-1), state, at);
    const hex = (n: number) => n.toString(16).padStart(24, "0");
    // 48 made in the API clock's last day (ready): two more may be made, not three.
    await DB.batch(Array.from({ length: 48 }, (_, i) => insert(hex(0xc0000 + i), "ready", now - 60_000)));
    const run = () => biz.client.post<ReportRun>(`${base(biz)}/reports/${saved.report.id}/runs/`, {}, { headers: clock() });
    const burst = await Promise.all([run(), run(), run(), run()]);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = burst.find((r) => r.status !== 200)!;
    expectApiError(refused, "REPORT_RUNS_LIMITED");
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Save and run past the limit: refused whole, nothing saved.
    expectApiError(await create(biz, body({ name: "Saved and run", run_now: true })), "REPORT_RUNS_LIMITED");
    const kept = await DB.prepare("SELECT count(*) AS n FROM report_definitions WHERE advertiser_id = ?")
      .bind(Number(biz.advertiser.id))
      .first<{ n: number }>();
    expect(kept?.n).toBe(1);
    // Five waiting: another account's own limit, not this one's day.
    const other = await createBusiness(worker, { first: "rcw" });
    const mine = expectOk(await create(other, body()));
    await DB.batch(
      Array.from({ length: 5 }, (_, i) =>
        DB.prepare(
          `INSERT INTO report_runs (id, report_id, advertiser_id, trigger, name, spec, start_date, end_date, requested_at)
           VALUES (?, ?, ?, 'manual', 'waiting', ?, ?, ?, ?)`,
        ).bind(hex(0xd0000 + i), Number(mine.report.id), Number(other.advertiser.id), JSON.stringify(body().spec), day(-7), day(-1), now),
      ),
    );
    const waiting = await other.client.post(`${base(other)}/reports/${mine.report.id}/runs/`, {}, { headers: clock() });
    expectApiError(waiting, "REPORT_RUNS_LIMITED");
  });
});

describe("who may do what", () => {
  test("an analyst builds, runs and subscribes; changes only their own; the owner changes anyone's; a stranger reaches nothing", async () => {
    const analyst = asMember(await member(["ANALYST"], "rca"));
    const theirs = expectOk(await create(analyst, body({ name: "Analyst's", schedule: { frequency: "WEEKLY", weekday: 2 } })));
    expect(theirs.report).toMatchObject({ subscribed: true, subscribers: 1, may_change: true });
    const ownerReport = expectOk(await create(owner, body({ name: "Owner's", schedule: { frequency: "WEEKLY", weekday: 2 } })));
    const path = `${base(owner)}/reports/${ownerReport.report.id}/`;
    expect(expectOk(await analyst.client.get<SavedReport>(path)).may_change).toBe(false);
    expectApiError(await analyst.client.put(path, { ...body(), version: 1 }, { headers: clock() }), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await analyst.client.delete(path), "ADVERTISER_ACCESS_DENIED");
    expectOk(await analyst.client.post(`${path}runs/`, {}, { headers: clock() }));
    expect(expectOk(await analyst.client.put<{ subscribers: number }>(`${path}subscription/`, {})).subscribers).toBe(2);
    expect(expectOk(await analyst.client.delete<{ subscribed: boolean }>(`${path}subscription/`)).subscribed).toBe(false);
    // The owner may act for the account: changes the analyst's report.
    const changed = expectOk(
      await owner.client.put<Answer>(
        `${base(owner)}/reports/${theirs.report.id}/`,
        { ...body({ name: "Renamed" }), version: 1 },
        { headers: clock() },
      ),
    );
    expect(changed.report).toMatchObject({
      name: "Renamed",
      version: 2,
      subscribers: 0,
      schedule: { frequency: "NONE", next_run_at: null },
    });
    const stranger = await createBusiness(worker, { first: "rcx" });
    expectApiError(await stranger.client.get(path), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.post(`${path}runs/`, {}), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.put(`${path}subscription/`, {}), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await stranger.client.get(`${base(stranger)}/reports/${ownerReport.report.id}/`), "REPORT_NOT_FOUND");
    expectApiError(await stranger.client.delete(`${base(stranger)}/reports/${ownerReport.report.id}/`), "REPORT_NOT_FOUND");
    expectApiError(await new ApiClient(worker).get(`${base(owner)}/reports/`), "AUTH_REQUIRED");
  });

  test("a stale change writes nothing (no run, no subscription) and is 409; a deleted report's runs stay in the history", async () => {
    const saved = expectOk(await create(owner, body({ name: "Versioned" })));
    const path = `${base(owner)}/reports/${saved.report.id}/`;
    expectOk(await owner.client.put(path, { ...body({ name: "Versioned 2" }), version: 1 }, { headers: clock() }));
    const stale = await owner.client.put(
      path,
      { ...body({ schedule: { frequency: "WEEKLY", weekday: 1 }, run_now: true }), version: 1 },
      { headers: clock() },
    );
    expectApiError(stale, "REPORT_CHANGED_MEANWHILE", { field: "version" });
    const after = expectOk(await owner.client.get<SavedReport>(path));
    expect(after).toMatchObject({ name: "Versioned 2", version: 2, subscribers: 0, last_run: null });
    const ran = expectOk(
      await owner.client.put<Answer>(path, { ...body({ name: "Versioned 3", run_now: true }), version: 2 }, { headers: clock() }),
    );
    await ready(owner, ran.run!.id);
    expectOk(await owner.client.delete(path));
    expectApiError(await owner.client.get(path), "REPORT_NOT_FOUND");
    const runs = expectOk(await owner.client.get<{ items: ReportRun[] }>(`${base(owner)}/runs/`));
    expect(runs.items.find((r) => r.id === ran.run!.id)).toMatchObject({ report_id: null, name: "Versioned 3", state: "ready" });
  });

  test("one Idempotency-Key: concurrent saves make one report, a retried run answers the first run", async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => create(owner, body({ name: "Keyed" }), { "idempotency-key": key })));
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.data.report.id));
    expect(ids.size).toBe(1);
    const { DB } = await worker.env();
    const n = await DB.prepare("SELECT count(*) AS n FROM report_definitions WHERE advertiser_id = ? AND name = 'Keyed'")
      .bind(Number(owner.advertiser.id))
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
    const runKey = crypto.randomUUID();
    const runPath = `${base(owner)}/reports/${[...ids][0]}/runs/`;
    const first = expectOk(await owner.client.post<ReportRun>(runPath, {}, { headers: { ...clock(), "idempotency-key": runKey } }));
    const again = expectOk(await owner.client.post<ReportRun>(runPath, {}, { headers: { ...clock(), "idempotency-key": runKey } }));
    expect(again.id).toBe(first.id);
  });
});

describe("the weekly email", () => {
  test("the cron runs it once on its weekday, emails each subscriber with access once; the link unsubscribes logged out", async () => {
    const weekday = ((new Date(now).getUTCDay() + 6) % 7) + 1;
    const analyst = asMember(await member(["ANALYST"], "rce"));
    const leaver = asMember(await member(["CAMPAIGN_MANAGER"], "rcm"));
    const saved = expectOk(
      await create(owner, body({ name: "Weekly spend", schedule: { frequency: "WEEKLY", weekday } }, { granularity: "TOTAL" })),
    );
    const due = nextWeeklyRun(now, weekday);
    expect(saved.report.schedule.next_run_at).toBe(new Date(due).toISOString());
    const path = `${base(owner)}/reports/${saved.report.id}/`;
    expectOk(await analyst.client.put(`${path}subscription/`, {}));
    expectOk(await leaver.client.put(`${path}subscription/`, {}));
    // The manager leaves the business: they get nothing.
    const { DB } = await worker.env();
    await DB.prepare("DELETE FROM business_access WHERE member_user_id = ?").bind(leaver.user.id).run();
    await worker.scheduled(due + 1_000);
    await worker.scheduled(due + 61_000);
    const runs = expectOk(await owner.client.get<{ items: ReportRun[] }>(`${base(owner)}/runs/?report_id=${saved.report.id}`));
    expect(runs.items).toHaveLength(1);
    expect(runs.items[0]).toMatchObject({ trigger: "schedule", requested_by: null });
    await ready(owner, runs.items[0]!.id);
    const [mail] = await waitForMail(worker, owner.email, 1, (m) => m.subject.includes("Weekly spend"));
    const [analystMail] = await waitForMail(worker, analyst.email, 1, (m) => m.subject.includes("Weekly spend"));
    expect(mail!.subject).toBe("Your weekly report: Weekly spend");
    expect(mail!.text_body).toContain(`/advertiser/${owner.advertiser.id}/report-center/download/?run=${runs.items[0]!.id}`);
    expect((await mailTo(worker, leaver.email)).filter((m) => m.subject.includes("Weekly spend"))).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailTo(worker, owner.email)).filter((m) => m.subject.includes("Weekly spend"))).toHaveLength(1);
    expect(expectOk(await owner.client.get<SavedReport>(path)).schedule.next_run_at).toBe(new Date(due + 7 * DAY).toISOString());
    // The analyst's link, logged out.
    const token = decodeURIComponent(/unsubscribe\/\?token=([^\s"&]+)/.exec(analystMail!.text_body)![1]!);
    const visitor = new ApiClient(worker);
    expect(expectOk(await visitor.get(`/ads/v4/report_unsubscribe/?token=${encodeURIComponent(token)}`))).toMatchObject({
      report_name: "Weekly spend",
      subscribed: true,
      email: `${analyst.email[0]}***@example.com`,
    });
    expect(expectOk(await visitor.post<{ subscribed: boolean }>("/ads/v4/report_unsubscribe/", { token })).subscribed).toBe(false);
    expect(expectOk(await visitor.post<{ subscribed: boolean }>("/ads/v4/report_unsubscribe/", { token })).subscribed).toBe(false);
    expect(expectOk(await analyst.client.get<SavedReport>(path)).subscribed).toBe(false);
    expectApiError(await visitor.post("/ads/v4/report_unsubscribe/", { token: `${token.slice(0, -2)}xx` }), "UNSUBSCRIBE_LINK_INVALID");
    expectApiError(await visitor.get(`/ads/v4/report_unsubscribe/?token=${token.split(".")[0]}`), "UNSUBSCRIBE_LINK_INVALID");
    // Next week: only the owner.
    await worker.scheduled(due + 7 * DAY + 1_000);
    const next = expectOk(await owner.client.get<{ items: ReportRun[] }>(`${base(owner)}/runs/?report_id=${saved.report.id}`));
    await ready(owner, next.items[0]!.id);
    await waitForMail(worker, owner.email, 2, (m) => m.subject.includes("Weekly spend"));
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailTo(worker, analyst.email)).filter((m) => m.subject.includes("Weekly spend"))).toHaveLength(1);
    // RFC 8058: the owner's mail client posts the one-click form to the List-Unsubscribe address.
    const [latest] = (await mailTo(worker, owner.email)).filter((m) => m.subject.includes("Weekly spend"));
    const { DB: mailDb } = await worker.env();
    const row = await mailDb.prepare("SELECT headers FROM mailbox WHERE id = ?").bind(latest!.id).first<{ headers: string }>();
    const headers = JSON.parse(row!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(/^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]!);
    expect(oneClick.pathname).toBe("/ads/v4/report_unsubscribe/one_click/");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const clicked = await fetchText(worker, `${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: form,
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.res.status, clicked.text).toBe(200);
    expect(expectOk(await owner.client.get<SavedReport>(path)).subscribed).toBe(false);
    const wrong = await fetchText(worker, `${oneClick.pathname}?token=made-up.token`, {
      method: "POST",
      headers: form,
      body: "List-Unsubscribe=One-Click",
    });
    expect(wrong.res.status).toBe(400);
  });
});
