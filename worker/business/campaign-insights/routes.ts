/**
 * Why: campaign reporting's routes (docs/decisions/039), registered against their contracts in
 * common/business/campaign-insights/contracts.ts; the reads are reports.ts. Each starts from the
 * viewer and their access to the ad account, as the console's other reads (../console/routes.ts).
 */
import { campaignReportRoute, campaignTotalsRoute, invoicesRoute } from "~common/business/campaign-insights";
import { ApiError } from "~common/errors";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { promotedNow } from "../promoted-pins";
import { campaignReport, campaignTotals, checkReportDates, invoices } from "./reports";

// Each report reads up to two windows of days: limited per address, as the console's people read them by hand.
const REPORT_PATHS = [
  "/ads/v4/advertisers/:advertiserId/insights/campaigns/",
  "/ads/v4/advertisers/:advertiserId/campaigns/:campaignId/insights/",
  "/ads/v4/advertisers/:advertiserId/billing/invoices/",
];

export const insightsRoutes = createRouter();
for (const path of REPORT_PATHS) insightsRoutes.on("GET", path, rateLimit("reporting"));
insightsRoutes
  .openapi(campaignTotalsRoute, async (c) => {
    const { start_date, end_date } = c.req.valid("query");
    checkReportDates({ start_date, end_date }, promotedNow(c));
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await campaignTotals(c.env.DB, advertiser, c.req.valid("query"), promotedNow(c)));
  })
  .openapi(campaignReportRoute, async (c) => {
    checkReportDates(c.req.valid("query"), promotedNow(c));
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, campaignId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: false });
    const campaign = await c.env.DB.prepare(`SELECT id, currency, budget_micro FROM campaigns WHERE advertiser_id = ? AND id = ?`)
      .bind(advertiser.id, Number(campaignId))
      .first<{ id: number; currency: string; budget_micro: number }>();
    if (!campaign) throw new ApiError("CAMPAIGN_NOT_FOUND", { data: { field: "campaignId" } });
    const report = await campaignReport(
      c.env.DB,
      { id: campaign.id, currency: campaign.currency, budgetMicro: campaign.budget_micro },
      c.req.valid("query"),
      promotedNow(c),
    );
    return ok(c, report);
  })
  .openapi(invoicesRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await invoices(c.env.DB, advertiser, promotedNow(c)));
  });
