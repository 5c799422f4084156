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
  NewAccessTokenBodySchema,
  NewAccessTokenSchema,
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
    "Authorization: Bearer with one of the ad account's access tokens. Up to 1,000 events; each is checked on its own and answered in `events` in the same order. An event with an event_id and event_name seen before (from the tag or the API) is processed again but counted once. With `?test=true` events are checked and kept as test events, never counted.",
  request: {
    params: AdvertiserParamsSchema,
    query: ConversionEventsQuerySchema,
    headers: z.object({ authorization: z.string().max(512).optional().openapi({ example: "Bearer pinc_…" }) }),
    body: jsonBody(ConversionEventsBodySchema),
  },
  responses: {
    200: okResponse(ConversionEventsAnswerSchema, "What became of each event"),
    ...errorResponses(...JSON_WRITE_ERRORS, "CONVERSION_TOKEN_INVALID"),
  },
});
