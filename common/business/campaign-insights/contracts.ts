/**
 * Route contracts of campaign reporting (docs/decisions/039), defined once: the Worker registers
 * them (worker/business/campaign-insights/), the console pages call them with
 * `api.call(route, input)`, and the Pact tests build interactions from them. Every route needs a
 * logged-in viewer with access to the ad account, as the rest of the console's (401, 403, 404).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { AdvertiserCampaignParamsSchema, AdvertiserParamsSchema } from "../schemas";
import { AdvertiserInsightsSchema, CampaignInsightsSchema, InsightsQuerySchema, InvoicesSchema, WindowQuerySchema } from "./schemas";

const tags = ["business"];
/** Every report is also limited per address (RATE_LIMITED, RATE_LIMIT_REPORTING_MAX a window). */
const ADVERTISER_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND", "RATE_LIMITED"] as const;

export const campaignReportRoute = createRoute({
  operationId: "campaignReport",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/insights/",
  tags,
  summary: "A campaign's impressions, clicks, CTR and spend per day, with a comparison window (business.md §2 campaign insights)",
  description:
    "Days are UTC; every day of each window is listed, with zeros where nothing was delivered. Default window: the last 7 days; default comparison: the same number of days just before it. A window is at most 366 days; a date that does not exist, or an end before its start, is 400 INSIGHTS_DATES_INVALID.",
  request: { params: AdvertiserCampaignParamsSchema, query: InsightsQuerySchema },
  responses: {
    200: okResponse(CampaignInsightsSchema, "The campaign's days"),
    ...errorResponses(...ADVERTISER_ERRORS, "CAMPAIGN_NOT_FOUND", "INSIGHTS_DATES_INVALID"),
  },
});

export const campaignTotalsRoute = createRoute({
  operationId: "campaignTotals",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/insights/campaigns/",
  tags,
  summary: "Each campaign's impressions, clicks, CTR and spend over a window (the console home's last 7 days)",
  request: { params: AdvertiserParamsSchema, query: WindowQuerySchema },
  responses: {
    200: okResponse(AdvertiserInsightsSchema, "Totals per campaign that delivered in the window"),
    ...errorResponses(...ADVERTISER_ERRORS, "INSIGHTS_DATES_INVALID"),
  },
});

export const invoicesRoute = createRoute({
  operationId: "invoices",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/billing/invoices/",
  tags,
  summary: "The ad account's monthly invoice records: spend per month and campaign, the last 12 months",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(InvoicesSchema, "Months with spend, newest first"), ...errorResponses(...ADVERTISER_ERRORS) },
});
