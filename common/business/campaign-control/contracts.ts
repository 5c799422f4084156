/**
 * Route contracts of campaign control (docs/decisions/052), defined once: the Worker registers
 * them (worker/business/campaign-control/), the console pages call them with `api.call(route,
 * input)`, and the Pact tests build interactions from them. Every change needs a viewer who may act
 * for the ad account (business.md §4) and is written with its history entries in one D1 batch.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  AdGroupSchema,
  AdvertiserAdGroupParamsSchema,
  AdvertiserCampaignParamsSchema,
  AdvertiserParamsSchema,
  CampaignSchema,
} from "../schemas";
import {
  AdChangeSchema,
  AdGroupChangeSchema,
  AdSchema,
  AdvertiserAdParamsSchema,
  CampaignChangeSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
} from "./schemas";

const tags = ["business"];
/** Changes are also limited per address (RATE_LIMITED, RATE_LIMIT_ACCOUNT_MAX a window). */
const WRITE_ERRORS = [...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND", "RATE_LIMITED"] as const;
/** What a campaign in its final states, or changed meanwhile, answers. */
const STATE_ERRORS = ["NOTHING_TO_CHANGE", "CAMPAIGN_ARCHIVED", "CAMPAIGN_ENDED", "CAMPAIGN_CHANGED_MEANWHILE"] as const;

export const updateCampaignRoute = createRoute({
  operationId: "updateCampaign",
  method: "patch",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/",
  tags,
  summary: "Pause, resume, end or archive a campaign, or change its name, daily or lifetime budget, end date or targeting",
  description:
    "Only the fields sent change. Delivery and counting follow within seconds. An ENDED campaign can only be archived or renamed; an ARCHIVED one not at all. The daily budget is at least the country's minimum and what the campaign spent today. A lifetime campaign changes its lifetime budget instead (at least what it has spent); its daily cap becomes what is left spread over its days left, and needs an end date. Each changed field is an entry in the ad account's history.",
  request: { params: AdvertiserCampaignParamsSchema, body: jsonBody(CampaignChangeSchema) },
  responses: {
    200: okResponse(CampaignSchema, "The campaign as it is now"),
    ...errorResponses(
      ...WRITE_ERRORS,
      ...STATE_ERRORS,
      "CAMPAIGN_NOT_FOUND",
      "CAMPAIGN_NAME_INVALID",
      "BUDGET_INVALID",
      "BUDGET_TOO_LOW",
      "BUDGET_BELOW_SPEND",
      "END_DATE_INVALID",
      "TARGETING_INVALID",
      "BUDGET_IS_LIFETIME",
      "BUDGET_IS_DAILY",
      "LIFETIME_BELOW_SPEND",
      "LIFETIME_NEEDS_END_DATE",
    ),
  },
});

export const updateAdGroupRoute = createRoute({
  operationId: "updateAdGroup",
  method: "patch",
  path: "/ads/v4/advertisers/{advertiserId}/ad_groups/{adGroupId}/",
  tags,
  summary: "Pause, resume or rename an ad group, or change its bid, targeting or keywords",
  description:
    "Only the fields sent change, with the create's rules: a bid from the platform's click price to 100 times it (null: automatic), targeting in the ad account's country, at most 50 keywords of at most 80 characters (stored lower-case, each once). An automated campaign chooses these itself. Each changed field is an entry in the ad account's history.",
  request: { params: AdvertiserAdGroupParamsSchema, body: jsonBody(AdGroupChangeSchema) },
  responses: {
    200: okResponse(AdGroupSchema, "The ad group as it is now"),
    ...errorResponses(
      ...WRITE_ERRORS,
      ...STATE_ERRORS,
      "AD_GROUP_NOT_FOUND",
      "CAMPAIGN_NAME_INVALID",
      "BID_INVALID",
      "TARGETING_INVALID",
      "KEYWORD_INVALID",
      "AD_GROUP_AUTOMATED",
    ),
  },
});

export const updateAdRoute = createRoute({
  operationId: "updateAd",
  method: "patch",
  path: "/ads/v4/advertisers/{advertiserId}/ads/{adId}/",
  tags,
  summary: "Pause or resume an ad (a promoted Pin)",
  request: { params: AdvertiserAdParamsSchema, body: jsonBody(AdChangeSchema) },
  responses: {
    200: okResponse(AdSchema, "The ad as it is now"),
    ...errorResponses(...WRITE_ERRORS, ...STATE_ERRORS, "AD_NOT_FOUND"),
  },
});

export const historyRoute = createRoute({
  operationId: "accountHistory",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/history/",
  tags,
  summary: "Every change to the ad account's campaigns, ad groups and ads, newest first (business.md §2 /history/)",
  request: { params: AdvertiserParamsSchema, query: HistoryQuerySchema },
  responses: {
    200: okResponse(HistoryPageSchema, "A page of changes"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND", "HISTORY_DATES_INVALID"),
  },
});
