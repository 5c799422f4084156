/**
 * Why: the reporting tables' routes (docs/decisions/053), registered against their contracts in
 * common/business/reporting/. Everyone with access to the ad account reads its reports (OWNER,
 * ADMIN, CAMPAIGN_MANAGER, ANALYST; business.md §4) and chooses their own columns; the dates are
 * checked before any guard reads D1, so a bad window costs nothing.
 */
import {
  REPORT_ROWS_MAX,
  reportCsv,
  reportPreferencesRoute,
  reportRoute,
  reportWindow,
  saveReportPreferencesRoute,
} from "~common/business/reporting";
import { utcDay } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { promotedNow } from "../promoted-pins";
import { readPreferences, savePreferences } from "./preferences";
import { levelReport } from "./report";

export const reportingRoutes = createRouter();
// Read by hand in the console (and downloaded as CSV): limited per address like the account's other calls.
reportingRoutes.on(["GET", "PUT"], "/ads/v4/advertisers/:advertiserId/reports/*", rateLimit("account"));

reportingRoutes
  // Before …/reports/{level}/: "preferences" is not a level.
  .openapi(reportPreferencesRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await readPreferences(c.env.DB, viewer.id, advertiser.id));
  })
  .openapi(saveReportPreferencesRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    // Columns are the viewer's own view: an ANALYST chooses theirs too.
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    const { level, columns } = c.req.valid("json");
    return ok(c, await savePreferences(c.env.DB, viewer.id, advertiser.id, level, columns, promotedNow(c)));
  })
  .openapi(reportRoute, async (c) => {
    const q = c.req.valid("query");
    const windows = reportWindow(q, utcDay(promotedNow(c)));
    if ("field" in windows) throw new ApiError("REPORT_DATES_INVALID", { data: { field: windows.field }, detail: windows.reason });
    const viewer = await requireBusinessViewer(c);
    const { level, advertiserId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: false });
    const columns = (await readPreferences(c.env.DB, viewer.id, advertiser.id)).levels[level] ?? [];
    const csv = q.format === "csv";
    const report = await levelReport(c.env.DB, advertiser, level, windows, q, columns, { all: csv });
    if (!csv) return ok(c, report);
    const body = reportCsv(report.items, report.totals, report.columns, report.currency, windows.comparison !== null);
    const headers: Record<string, string> = {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${level}-${report.start_date}-${report.end_date}.csv"`,
      "Cache-Control": "private, no-store",
      // The rows a CSV holds at most: more matched when this says so.
      "X-Report-Rows-Max": String(REPORT_ROWS_MAX),
      "X-Report-Truncated": String(report.truncated),
    };
    return c.body(body, 200, headers);
  });
