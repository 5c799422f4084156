/**
 * Audiences, defined once (issue 37 item 2): made from the tag's visitors, a customer list, the
 * account's engagement or a seed's interests; shown by size only above the floor; targeted or
 * excluded by ad groups; and explained for one test viewer.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { AdvertiserParamsSchema } from "../schemas";
import {
  AudienceChangeBodySchema,
  AudienceDebugQuerySchema,
  AudienceDebugSchema,
  AudienceDetailSchema,
  AudienceListSchema,
  AudienceParamsSchema,
  AudienceSchema,
  AudienceUsageBodySchema,
  ListHashesBodySchema,
  NewAudienceBodySchema,
} from "./schemas";

const tags = ["business"];
const CONSOLE_ERRORS = ["AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;
const WRITE_ERRORS = [...JSON_WRITE_ERRORS, ...CONSOLE_ERRORS, "RATE_LIMITED"] as const;

export const audiencesRoute = createRoute({
  operationId: "listAudiences",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/",
  tags,
  summary: "The ad account's audiences, newest first, with their sizes (none under the floor)",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(AudienceListSchema, "The audiences"), ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS) },
});

export const createAudienceRoute = createRoute({
  operationId: "createAudience",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/",
  tags,
  summary: "Make an audience: site visitors, a customer list, engagement or an actalike; its people are found at once",
  description:
    "Visitors: people the tag's events name (by their hashed email or their ad click) within lookback_days. Customer list: the SHA-256 of emails, matched against people's hashed emails; the list itself is never shown. Engagement: people who saved the account's Pins or clicked its ads within lookback_days. Actalike: people sharing the seed audience's most-held interests, the seed's own people left out; the seed needs at least 100 people. Needs a person who may act for the ad account; at most 50 audiences; with an Idempotency-Key a retry answers the first.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(NewAudienceBodySchema) },
  responses: {
    200: okResponse(AudienceSchema, "The audience"),
    ...errorResponses(...WRITE_ERRORS, "AUDIENCE_NAME_TAKEN", "AUDIENCES_MAX", "AUDIENCE_NOT_FOUND", "AUDIENCE_SEED_INVALID"),
  },
});

export const audienceRoute = createRoute({
  operationId: "getAudience",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
  tags,
  summary: "One audience, with the account's ad groups and whether each targets or excludes it",
  request: { params: AudienceParamsSchema },
  responses: {
    200: okResponse(AudienceDetailSchema, "The audience"),
    ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS, "AUDIENCE_NOT_FOUND"),
  },
});

export const changeAudienceRoute = createRoute({
  operationId: "changeAudience",
  method: "patch",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
  tags,
  summary: "Rename an audience or change its rule (lookback, events, actions); its people are found again",
  request: { params: AudienceParamsSchema, body: jsonBody(AudienceChangeBodySchema) },
  responses: {
    200: okResponse(AudienceSchema, "The audience, changed"),
    ...errorResponses(...WRITE_ERRORS, "AUDIENCE_NOT_FOUND", "AUDIENCE_NAME_TAKEN", "AUDIENCE_CHANGE_INVALID"),
  },
});

export const deleteAudienceRoute = createRoute({
  operationId: "deleteAudience",
  method: "delete",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
  tags,
  summary: "Delete an audience no ad group and no actalike uses",
  request: { params: AudienceParamsSchema },
  responses: {
    200: okResponse(AudienceSchema, "The audience, as it was"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", ...CONSOLE_ERRORS, "RATE_LIMITED", "AUDIENCE_NOT_FOUND", "AUDIENCE_IN_USE"),
  },
});

export const addListHashesRoute = createRoute({
  operationId: "addAudienceListHashes",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/list/",
  tags,
  summary: "Add emails (SHA-256, hashed in the browser) to a customer list; a hash sent twice counts once",
  request: { params: AudienceParamsSchema, body: jsonBody(ListHashesBodySchema) },
  responses: {
    200: okResponse(AudienceSchema, "The audience, matched again"),
    ...errorResponses(...WRITE_ERRORS, "AUDIENCE_NOT_FOUND", "AUDIENCE_CHANGE_INVALID", "AUDIENCE_LIST_TOO_LONG"),
  },
});

export const setAudienceUsageRoute = createRoute({
  operationId: "setAudienceUsage",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/ad_groups/",
  tags,
  summary: "Target or exclude this audience in the account's ad groups (mode none takes it out); delivery obeys at once",
  description:
    "An ad group that targets audiences is shown only to people in at least one of them that is READY; one that excludes an audience is never shown to its people.",
  request: { params: AudienceParamsSchema, body: jsonBody(AudienceUsageBodySchema) },
  responses: {
    200: okResponse(AudienceDetailSchema, "The audience and its ad groups"),
    ...errorResponses(...WRITE_ERRORS, "AUDIENCE_NOT_FOUND", "AD_GROUP_NOT_FOUND"),
  },
});

export const audienceDebugRoute = createRoute({
  operationId: "audienceDebug",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/audiences/debug/",
  tags,
  summary: "Why one test viewer (you or someone with access to the ad account) is or is not in each audience",
  request: { params: AdvertiserParamsSchema, query: AudienceDebugQuerySchema },
  responses: {
    200: okResponse(AudienceDebugSchema, "Each audience's verdict"),
    ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS, "AUDIENCE_VIEWER_NOT_FOUND"),
  },
});
