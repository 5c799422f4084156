/**
 * The Conversions API, defined once (issue 37 item 1): access tokens made and revoked in the console,
 * and the events a server sends with one. The Worker registers them, the console calls the token
 * routes, the Pact tests build interactions from them.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { AdvertiserParamsSchema } from "../schemas";
import {
  AccessTokenListSchema,
  AccessTokenParamsSchema,
  AccessTokenSchema,
  ConversionEventsAnswerSchema,
  ConversionEventsBodySchema,
  ConversionEventsQuerySchema,
  ConversionHistorySchema,
  ConversionsOverviewSchema,
  HistoryQuerySchema,
  NewAccessTokenBodySchema,
  NewAccessTokenSchema,
  OverviewQuerySchema,
  TagEventsBodySchema,
  UploadBodySchema,
  UploadListSchema,
  UploadSchema,
} from "./schemas";

const tags = ["business"];
const CONSOLE_ERRORS = ["AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;

export const listAccessTokensRoute = createRoute({
  operationId: "listConversionAccessTokens",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tokens/",
  tags,
  summary: "The ad account's live Conversions API access tokens, newest first (never the secrets themselves)",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(AccessTokenListSchema, "The tokens"), ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS) },
});

export const createAccessTokenRoute = createRoute({
  operationId: "createConversionAccessToken",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tokens/",
  tags,
  summary: "Make a Conversions API access token: shown once in this answer, only its hash is kept",
  description: "Needs a person who may act for the ad account. At most 10 live tokens per ad account.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(NewAccessTokenBodySchema) },
  responses: {
    200: okResponse(NewAccessTokenSchema, "The new token, with its secret"),
    ...errorResponses(...JSON_WRITE_ERRORS, ...CONSOLE_ERRORS, "RATE_LIMITED", "CONVERSION_TOKENS_MAX"),
  },
});

export const revokeAccessTokenRoute = createRoute({
  operationId: "revokeConversionAccessToken",
  method: "delete",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tokens/{tokenId}/",
  tags,
  summary: "Revoke an access token: from this answer on, events sent with it are refused",
  request: { params: AccessTokenParamsSchema },
  responses: {
    200: okResponse(AccessTokenSchema, "The token, revoked"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", ...CONSOLE_ERRORS, "RATE_LIMITED", "CONVERSION_TOKEN_NOT_FOUND"),
  },
});

export const sendConversionEventsRoute = createRoute({
  operationId: "sendConversionEvents",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/events/",
  tags,
  summary: "Send conversion events from a server (Pinterest's Conversions API shape)",
  description:
    "Authorization: Bearer with one of the ad account's access tokens. Up to 1,000 events; each is checked on its own and answered in `events` in the same order. An event with an event_id and event_name seen before (from the tag or the API) is processed again but counted once. With `?test=true` events are checked and kept as test events, never counted. Past the token's limit of batches a window (from any address): 429 RATE_LIMITED.",
  request: {
    params: AdvertiserParamsSchema,
    query: ConversionEventsQuerySchema,
    headers: z.object({ authorization: z.string().max(512).optional().openapi({ example: "Bearer pinc_…" }) }),
    body: jsonBody(ConversionEventsBodySchema),
  },
  responses: {
    200: okResponse(ConversionEventsAnswerSchema, "What became of each event"),
    ...errorResponses(...JSON_WRITE_ERRORS, "CONVERSION_TOKEN_INVALID", "RATE_LIMITED"),
  },
});

export const tagScriptRoute = createRoute({
  operationId: "conversionTagScript",
  method: "get",
  path: "/v3/conversions/tag.js",
  tags,
  summary: "The conversion tag: the script a shop's pages load",
  description:
    "Called as Pinterest's tag is: `pintrk('load', tagId, { em })`, `pintrk('page')`, `pintrk('track', 'checkout', { event_id, value, currency })`. It keeps the ad click's `epik` from the landing page's address for 30 days, hashes an email in the page, and sends to POST /v3/conversions/tag/events/ of the origin it came from.",
  responses: { 200: { description: "The script", content: { "text/javascript": { schema: z.string() } } } },
});

export const sendTagEventsRoute = createRoute({
  operationId: "sendConversionTagEvents",
  method: "post",
  path: "/v3/conversions/tag/events/",
  tags,
  summary: "The tag's events, from a shop's page (any origin, no credentials)",
  description:
    "Up to 20 events; their time is the arrival's, their source `web`, and the client's address and browser are the request's (not kept). Each is answered in `events` as the Conversions API answers; the same event_id and event_name from the API too is counted once. An unknown tag is 404 CONVERSION_TAG_NOT_FOUND. Past the per-address limit: 429 RATE_LIMITED.",
  request: { body: jsonBody(TagEventsBodySchema) },
  responses: {
    200: okResponse(ConversionEventsAnswerSchema, "What became of each event"),
    ...errorResponses("BAD_REQUEST", "UNSUPPORTED_MEDIA_TYPE", "PAYLOAD_TOO_LARGE", "RATE_LIMITED", "CONVERSION_TAG_NOT_FOUND"),
  },
});

export const conversionsOverviewRoute = createRoute({
  operationId: "conversionsOverview",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/conversions/overview/",
  tags,
  summary: "Conversions of the last 7 or 30 days by event, with their attribution, each channel's health and deduplication",
  description:
    "A conversion is attributed to the ad account's last charged click within 30 days before it (by the click's id, else by the person's hashed email), else to their last charged view within 1 day. Test events are not counted.",
  request: { params: AdvertiserParamsSchema, query: OverviewQuerySchema },
  responses: { 200: okResponse(ConversionsOverviewSchema, "The overview"), ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS) },
});

export const conversionHistoryRoute = createRoute({
  operationId: "conversionHistory",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/conversions/events/",
  tags,
  summary: "The events received, newest first, 50 a page (`?test=true`: the test events)",
  request: { params: AdvertiserParamsSchema, query: HistoryQuerySchema },
  responses: { 200: okResponse(ConversionHistorySchema, "A page of events"), ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS) },
});

export const uploadConversionsRoute = createRoute({
  operationId: "uploadConversions",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/conversions/uploads/",
  tags,
  summary: "Upload offline conversions as CSV: each row checked as an API event, the good ones counted",
  description:
    "Columns by the header row: event_name, event_id, event_time (Unix seconds or an ISO date-time), and an email or phone (hashed here, never kept in the clear), with value, currency and click_id optional. Up to 5,000 rows and 1 MB. An event_id sent before (by the tag, the API or another upload) counts once. Needs a person who may act for the ad account; with an Idempotency-Key a retry answers the first upload.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(UploadBodySchema) },
  responses: {
    200: okResponse(UploadSchema, "What came of the rows"),
    ...errorResponses(...JSON_WRITE_ERRORS, ...CONSOLE_ERRORS, "RATE_LIMITED", "CONVERSION_UPLOAD_INVALID"),
  },
});

export const conversionUploadsRoute = createRoute({
  operationId: "conversionUploads",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/conversions/uploads/",
  tags,
  summary: "The ad account's offline uploads, newest first (the last 100)",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(UploadListSchema, "The uploads"), ...errorResponses("BAD_REQUEST", ...CONSOLE_ERRORS) },
});
