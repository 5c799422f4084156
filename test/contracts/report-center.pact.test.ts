/**
 * Consumer contract of the report center (docs/decisions/054; the routes are
 * common/business/report-center/contracts.ts), the answers the console relies on
 * (app/routes/business/report-center/report-center.server.ts):
 *   the reports tab   savedReportsRoute (the state's weekly report), Run now (runReportRoute: a
 *                     queued run), Delete, Email me weekly / Stop emailing me (the subscription);
 *   the builder       savedReportRoute (editing), createReportRoute (saved; a day breakdown too
 *                     long is 400 naming the field), changeReportRoute (saved; a stale version 409);
 *   the history       reportRunsRoute (the state's ready run) and reportRunRoute (the download
 *                     page: ready, or 404 for a run that is not the ad account's);
 *   the unsubscribe   unsubscribeLinkRoute and unsubscribeByLinkRoute, logged out: what the link
 *   page              stops, stopping it, and a link that is not one.
 * The CSV itself (downloadRunRoute) is a file the browser downloads: the integration tests read it;
 * here only its answer for a run that is not the ad account's. The one-click unsubscribe
 * (oneClickUnsubscribeRoute) is what a mail client posts (RFC 8058): its form and its answer.
 */
import { MatchersV3, type V3MockServer } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import {
  changeReportRoute,
  createReportRoute,
  deleteReportRoute,
  downloadRunRoute,
  oneClickUnsubscribeRoute,
  reportRunRoute,
  reportRunsRoute,
  runReportRoute,
  savedReportRoute,
  savedReportsRoute,
  subscribeReportRoute,
  unsubscribeByLinkRoute,
  unsubscribeLinkRoute,
  unsubscribeReportRoute,
} from "~common/business/report-center";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES, PACT_REPORT } from "./states/business";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();
const saved = { state: BUSINESS_STATES.savedReport, params: BIZ };
const ran = { state: BUSINESS_STATES.reportRun, params: BIZ };
const EX = { advertiserId: "7", reportId: "123456789012345", runId: "5f1c0a9e2b7d4c3a1e0f9b8d", token: "0a1b2c3d4e5f60718293a4b5.AbCdEfGhIjKlMnOpQrStUv" };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const REPORT_ID = fromProviderState("${reportId}", EX.reportId);
const RUN_ID = fromProviderState("${runId}", EX.runId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
const day = regex(/^\d{4}-\d{2}-\d{2}$/, "2026-12-01");
const reportParams = { advertiserId: ADVERTISER_ID, reportId: REPORT_ID };
const exampleReport = { advertiserId: EX.advertiserId, reportId: EX.reportId };
const client = (mock: V3MockServer) => clientFor(mock, COOKIE_EXAMPLE);

const spec = { ...PACT_REPORT.spec, start_date: null, end_date: null, status: null, objective_type: null };
const run = (state: string) => ({
  id: regex(/^[0-9a-f]{24}$/, EX.runId),
  report_id: regex(/^[1-9][0-9]*$/, EX.reportId),
  name: PACT_REPORT.name,
  trigger: "manual",
  state,
  level: "campaigns",
  granularity: "DAY",
  start_date: day,
  end_date: day,
  lines: state === "ready" ? integer(8) : null,
  bytes: state === "ready" ? integer(240) : null,
  truncated: false,
  requested_by: string("Pact Biz"),
  requested_at: iso,
  ready_at: state === "ready" ? iso : null,
  expires_at: state === "ready" ? iso : null,
  download_path: state === "ready" ? regex(/^\/ads\/v4\/advertisers\/\d+\/report_center\/runs\/[0-9a-f]{24}\/download\/$/, `/ads/v4/advertisers/7/report_center/runs/${EX.runId}/download/`) : null,
});
const report = (over: Record<string, unknown> = {}) => ({
  id: regex(/^[1-9][0-9]*$/, EX.reportId),
  name: PACT_REPORT.name,
  spec,
  schedule: { frequency: "WEEKLY", weekday: 1, next_run_at: iso },
  subscribed: true,
  subscribers: 1,
  created_by: string("Pact Biz"),
  may_change: true,
  version: 1,
  created_at: iso,
  updated_at: iso,
  last_run: null,
  ...over,
});

describe("the reports tab", () => {
  test("the saved reports; Run now; Delete; the weekly email's subscription", async () => {
    await interaction(pact, {
      route: savedReportsRoute,
      uponReceiving: "the saved reports of an ad account with one weekly report",
      given: saved,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: { items: eachLike(report()), bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(savedReportsRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items[0]!.name).toBe(PACT_REPORT.name);
    });
    await interaction(pact, {
      route: runReportRoute,
      uponReceiving: "a saved report run now",
      given: saved,
      request: { headers: SESSION, params: reportParams },
      response: { data: run("queued") },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(runReportRoute, { params: exampleReport });
      expect(res.ok && res.data.state).toBe("queued");
    });
    await interaction(pact, {
      route: deleteReportRoute,
      uponReceiving: "a saved report deleted by its maker",
      given: saved,
      request: { headers: SESSION, params: reportParams },
      response: { data: { deleted: true } },
    }).executeTest(async (mock) => {
      expect((await client(mock).call(deleteReportRoute, { params: exampleReport })).ok).toBe(true);
    });
    await interaction(pact, {
      route: unsubscribeReportRoute,
      uponReceiving: "the maker stops a weekly report's email",
      given: saved,
      request: { headers: SESSION, params: reportParams },
      response: { data: { subscribed: false, subscribers: 0 } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(unsubscribeReportRoute, { params: exampleReport });
      expect(res.ok && res.data.subscribed).toBe(false);
    });
    await interaction(pact, {
      route: subscribeReportRoute,
      uponReceiving: "the maker asks for a weekly report's email again",
      given: saved,
      request: { headers: SESSION, params: reportParams },
      response: { data: { subscribed: true, subscribers: 1 } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(subscribeReportRoute, { params: exampleReport });
      expect(res.ok && res.data.subscribed).toBe(true);
    });
  });
});

describe("the builder", () => {
  test("a report to edit; saved; a day breakdown too long; saved over its version; a stale version", async () => {
    await interaction(pact, {
      route: savedReportRoute,
      uponReceiving: "a saved report opened in the builder",
      given: saved,
      request: { headers: SESSION, params: reportParams },
      response: { data: report() },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(savedReportRoute, { params: exampleReport });
      expect(res.ok && res.data.version).toBe(1);
    });
    const body = { name: "Pact spend, total", spec: { ...spec, granularity: "TOTAL" }, schedule: { frequency: "NONE", weekday: null }, run_now: false };
    await interaction(pact, {
      route: createReportRoute,
      uponReceiving: "a report saved from the builder",
      given: saved,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: body },
      response: {
        data: {
          report: report({ name: "Pact spend, total", spec: body.spec, schedule: { frequency: "NONE", weekday: null, next_run_at: null }, subscribed: false, subscribers: 0 }),
          run: null,
        },
      },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(createReportRoute, { params: { advertiserId: EX.advertiserId }, json: body as never });
      expect(res.ok && res.data.report.name).toBe("Pact spend, total");
    });
    const tooLong = { ...body, spec: { ...spec, date_range: "CUSTOM", start_date: "2025-06-01", end_date: "2025-11-30" } };
    await interaction(pact, {
      route: createReportRoute,
      uponReceiving: "a report broken down by day over more than 92 days",
      given: saved,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: tooLong },
      response: { error: "REPORT_BREAKDOWN_TOO_LONG", data: { field: "spec.granularity" } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(createReportRoute, { params: { advertiserId: EX.advertiserId }, json: tooLong as never });
      expect(!res.ok && res.error.data?.field).toBe("spec.granularity");
    });
    const change = { ...PACT_REPORT, name: "Pact weekly spend, renamed", run_now: false, version: 1 };
    await interaction(pact, {
      route: changeReportRoute,
      uponReceiving: "a saved report changed over the version it was read at",
      given: saved,
      request: { headers: SESSION, params: reportParams, json: change },
      response: { data: { report: report({ name: change.name, version: 2 }), run: null } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(changeReportRoute, { params: exampleReport, json: change as never });
      expect(res.ok && res.data.report.version).toBe(2);
    });
    const stale = { ...change, version: 99 };
    await interaction(pact, {
      route: changeReportRoute,
      uponReceiving: "a saved report changed over a version it no longer is",
      given: saved,
      request: { headers: SESSION, params: reportParams, json: stale },
      response: { error: "REPORT_CHANGED_MEANWHILE", data: { field: "version" } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(changeReportRoute, { params: exampleReport, json: stale as never });
      expect(res).toMatchObject({ ok: false, status: 409 });
    });
  });
});

describe("the history and the download page", () => {
  test("the runs; one ready run; a run that is not the ad account's", async () => {
    await interaction(pact, {
      route: reportRunsRoute,
      uponReceiving: "the report center's history of a report run once",
      given: ran,
      // One report's runs: the ad account's own history also holds earlier runs of reports deleted since.
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, query: { report_id: REPORT_ID } },
      response: { data: { items: eachLike(run("ready")), bookmark: null } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(reportRunsRoute, { params: { advertiserId: EX.advertiserId }, query: { report_id: EX.reportId } });
      expect(res.ok && res.data.items[0]!.state).toBe("ready");
    });
    await interaction(pact, {
      route: reportRunRoute,
      uponReceiving: "a ready run opened from its email",
      given: ran,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, runId: RUN_ID } },
      response: { data: run("ready") },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(reportRunRoute, { params: { advertiserId: EX.advertiserId, runId: EX.runId } });
      expect(res.ok && res.data.download_path).toContain("/download/");
    });
    await interaction(pact, {
      route: reportRunRoute,
      uponReceiving: "a run that is not the ad account's",
      given: saved,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, runId: "000000000000000000000000" } },
      response: { error: "REPORT_RUN_NOT_FOUND", data: { field: "runId" } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(reportRunRoute, { params: { advertiserId: EX.advertiserId, runId: "000000000000000000000000" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
    await interaction(pact, {
      route: downloadRunRoute,
      uponReceiving: "the CSV of a run that is not the ad account's",
      given: saved,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, runId: "000000000000000000000000" } },
      response: { error: "REPORT_RUN_NOT_FOUND", data: { field: "runId" } },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(downloadRunRoute, { params: { advertiserId: EX.advertiserId, runId: "000000000000000000000000" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe("the unsubscribe page, logged out", () => {
  test("what the link stops; stopping it; a link that is not one", async () => {
    const token = fromProviderState("${unsubscribeToken}", EX.token);
    const view = (subscribed: boolean) => ({
      report_name: PACT_REPORT.name,
      advertiser_name: string("Pact Co"),
      email: regex(/^.\*\*\*@.+$/, "b***@example.com"),
      subscribed: boolean(subscribed),
    });
    await interaction(pact, {
      route: unsubscribeLinkRoute,
      uponReceiving: "an emailed report's unsubscribe link opened",
      given: saved,
      request: { query: { token } },
      response: { data: view(true) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(unsubscribeLinkRoute, { query: { token: EX.token } });
      expect(res.ok && res.data.subscribed).toBe(true);
    });
    await interaction(pact, {
      route: unsubscribeByLinkRoute,
      uponReceiving: "an emailed report stopped by its unsubscribe link",
      given: saved,
      request: { json: { token } },
      response: { data: { ...view(false), subscribed: false } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(unsubscribeByLinkRoute, { json: { token: EX.token } });
      expect(res.ok && res.data.subscribed).toBe(false);
    });
    const oneClick = { contentType: "application/x-www-form-urlencoded", body: Buffer.from("List-Unsubscribe=One-Click") };
    await interaction(pact, {
      route: oneClickUnsubscribeRoute,
      uponReceiving: "a mail client's one-click unsubscribe of an emailed report",
      given: saved,
      request: { query: { token }, raw: oneClick },
      response: { data: { ...view(false), subscribed: false } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(oneClickUnsubscribeRoute, { query: { token: EX.token }, raw: { contentType: oneClick.contentType, body: new Uint8Array(oneClick.body) } });
      expect(res.ok && res.data.subscribed).toBe(false);
    });
    await interaction(pact, {
      route: unsubscribeLinkRoute,
      uponReceiving: "an unsubscribe link that is not one",
      request: { query: { token: "made-up.token" } },
      response: { error: "UNSUBSCRIBE_LINK_INVALID", data: { field: "token" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(unsubscribeLinkRoute, { query: { token: "made-up.token" } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});

