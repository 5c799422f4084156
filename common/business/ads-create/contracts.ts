/**
 * Route contracts of campaign create (docs/decisions/057), defined once: the Worker registers them
 * (worker/business/ads-create/), the console's create, edit, draft and duplicate pages call them
 * with `api.call(route, input)`, and the Pact tests build interactions from them. Writes need a
 * person who may act for the ad account (business.md §4); a create is one D1 batch.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { IdempotencyHeadersSchema } from "../contracts";
import { AdvertiserCampaignParamsSchema, AdvertiserParamsSchema } from "../schemas";
import {
  AdGroupPlanSchema,
  AdvertiserDraftParamsSchema,
  CampaignPlanSchema,
  CampaignStructureSchema,
  DraftBodySchema,
  DraftListSchema,
  DraftSchema,
  DuplicateBodySchema,
} from "./schemas";

const tags = ["business"];
const READ_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;
const WRITE_ERRORS = [...JSON_WRITE_ERRORS, ...READ_ERRORS, "RATE_LIMITED"] as const;
/** What a plan's rules answer (common/business/ads-create/rules.ts), and what only the database knows. */
const PLAN_ERRORS = [
  "CAMPAIGN_NAME_INVALID",
  "AD_GROUP_NAME_INVALID",
  "BUDGET_INVALID",
  "BUDGET_TOO_LOW",
  "LIFETIME_NEEDS_END_DATE",
  "START_DATE_INVALID",
  "END_DATE_INVALID",
  "OBJECTIVE_NEEDS_TAG",
  "TARGETING_INVALID",
  "BID_INVALID",
  "KEYWORD_INVALID",
  "AD_PIN_REPEATED",
  "DESTINATION_URL_INVALID",
  "AD_GROUPS_LIMITED",
  "PIN_NOT_FOUND",
  "PIN_NOT_PROMOTABLE",
  "CONVERSION_TAG_NOT_FOUND",
  "CONSENT_MISSING",
  "BILLING_MISSING",
  "IDEMPOTENCY_KEY_REUSED",
] as const;

export const createCampaignRoute = createRoute({
  operationId: "createCampaign",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/",
  tags,
  summary: "Make a campaign from scratch, with its ad groups and ads",
  description:
    "One to 10 ad groups, each with its targeting, keywords, bid and 1 to 20 ads (the ad account's promotable Pins). A daily budget is the most spent a day; a lifetime budget is spread evenly over the campaign's days and needs an end date. An automated campaign reaches everyone in its country with automatic bids. Made in one batch with its history entry; a draft named by draft_id is deleted with it. An Idempotency-Key makes a retry answer the first campaign.",
  request: { params: AdvertiserParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(CampaignPlanSchema) },
  responses: {
    200: okResponse(CampaignStructureSchema, "The campaign made"),
    ...errorResponses(...WRITE_ERRORS, ...PLAN_ERRORS, "DRAFT_NOT_FOUND"),
  },
});

export const campaignStructureRoute = createRoute({
  operationId: "campaignStructure",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/ad_groups/",
  tags,
  summary: "A campaign with all of its ad groups and their ads",
  request: { params: AdvertiserCampaignParamsSchema },
  responses: { 200: okResponse(CampaignStructureSchema, "The campaign"), ...errorResponses(...READ_ERRORS, "CAMPAIGN_NOT_FOUND") },
});

export const addAdGroupRoute = createRoute({
  operationId: "addAdGroup",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/ad_groups/",
  tags,
  summary: "Add an ad group, with its ads, to a campaign",
  description: "Not to an ended or archived campaign; at most 10 ad groups. The ad group runs with the campaign's status.",
  request: { params: AdvertiserCampaignParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(AdGroupPlanSchema) },
  responses: {
    200: okResponse(CampaignStructureSchema, "The campaign with the new ad group"),
    ...errorResponses(
      ...WRITE_ERRORS,
      ...PLAN_ERRORS,
      "CAMPAIGN_NOT_FOUND",
      "CAMPAIGN_ARCHIVED",
      "CAMPAIGN_ENDED",
      "CAMPAIGN_CHANGED_MEANWHILE",
    ),
  },
});

export const duplicateCampaignRoute = createRoute({
  operationId: "duplicateCampaign",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/duplicate/",
  tags,
  summary: "Copy a campaign with its ad groups and ads, paused, starting today",
  description:
    "The copy is PAUSED (resume it when ready), named 'Copy of …' unless a name is sent, starts today and keeps the original's budget, targeting, bids, keywords and Pins; an ended copy's end date is dropped. Any campaign may be copied, an archived one too.",
  request: { params: AdvertiserCampaignParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(DuplicateBodySchema) },
  responses: {
    200: okResponse(CampaignStructureSchema, "The copy"),
    ...errorResponses(...WRITE_ERRORS, "CAMPAIGN_NOT_FOUND", "CAMPAIGN_NAME_INVALID", "PIN_NOT_PROMOTABLE", "IDEMPOTENCY_KEY_REUSED"),
  },
});

export const draftsRoute = createRoute({
  operationId: "campaignDrafts",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaign_drafts/",
  tags,
  summary: "The ad account's campaign drafts, last saved first",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(DraftListSchema, "The drafts"), ...errorResponses(...READ_ERRORS) },
});

export const createDraftRoute = createRoute({
  operationId: "createCampaignDraft",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/campaign_drafts/",
  tags,
  summary: "Start a campaign draft",
  description: "At most 50 drafts an ad account (409 DRAFTS_LIMITED). A draft keeps the create form as typed, at most 32 KB.",
  request: { params: AdvertiserParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(DraftBodySchema) },
  responses: { 200: okResponse(DraftSchema, "The draft"), ...errorResponses(...WRITE_ERRORS, "DRAFTS_LIMITED") },
});

export const draftRoute = createRoute({
  operationId: "campaignDraft",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
  tags,
  summary: "One campaign draft",
  request: { params: AdvertiserDraftParamsSchema },
  responses: { 200: okResponse(DraftSchema, "The draft"), ...errorResponses(...READ_ERRORS, "DRAFT_NOT_FOUND") },
});

export const saveDraftRoute = createRoute({
  operationId: "saveCampaignDraft",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
  tags,
  summary: "Save a campaign draft",
  description: "With `version`, only over that version: a save from another tab meanwhile answers 409 DRAFT_CHANGED_MEANWHILE.",
  request: { params: AdvertiserDraftParamsSchema, body: jsonBody(DraftBodySchema) },
  responses: {
    200: okResponse(DraftSchema, "The draft as saved"),
    ...errorResponses(...WRITE_ERRORS, "DRAFT_NOT_FOUND", "DRAFT_CHANGED_MEANWHILE"),
  },
});

export const deleteDraftRoute = createRoute({
  operationId: "deleteCampaignDraft",
  method: "delete",
  path: "/ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
  tags,
  summary: "Delete a campaign draft",
  request: { params: AdvertiserDraftParamsSchema },
  responses: { 200: okResponse(DraftListSchema, "The drafts left"), ...errorResponses(...WRITE_ERRORS, "DRAFT_NOT_FOUND") },
});
