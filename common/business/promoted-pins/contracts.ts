/**
 * Route contract of promoted Pins' counting (docs/decisions/039), defined once: the Worker
 * registers it (worker/business/promoted-pins/), the page's beacon posts to it, and the Pact tests
 * build interactions from it. Delivery itself has no route of its own: the home feed and Pin
 * search carry promoted Pins in their pages (a Pin's `promotion`).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { PROMOTED_EVENTS_PATH, PROMOTED_HIDES_PATH } from "./constants";
import {
  PromotedEventsBodySchema,
  PromotedEventsResultSchema,
  PromotedHideBodySchema,
  PromotedHideSchema,
  PromotedPinParamsSchema,
} from "./schemas";

export const promotedEventsRoute = createRoute({
  operationId: "promotedEvents",
  method: "post",
  path: PROMOTED_EVENTS_PATH,
  tags: ["business"],
  summary: "Count a batch of promoted Pins' impressions and clicks (the page's beacon)",
  description:
    "Each event carries the delivery token of a promoted card (a Pin's `promotion.token`). An impression is sent when at least half of the card was visible for one second, a click when the card or its link was opened. Each token's impression and click are recorded at most once (a retried batch counts nothing twice), a click is charged only after its token's impression was, and a viewer and a client address are charged only a few of a campaign's events a UTC day. Events of bots, of clients without a User-Agent or Accept-Language, of requests that are not same-origin, of hosting networks, and those past a cap are answered as `invalid`: recorded, never charged. A token that is not this viewer's, or not one the Worker issued, refuses the whole batch (403 PROMOTED_TOKEN_FOREIGN, 400 PROMOTED_TOKEN_INVALID). Paused, ended, over-budget or expired campaigns' events are answered as skipped. Past the per-address limit of beacons a window: 429 RATE_LIMITED (Retry-After).",
  request: { body: jsonBody(PromotedEventsBodySchema) },
  responses: {
    200: okResponse(PromotedEventsResultSchema, "How many were counted"),
    ...errorResponses(...JSON_WRITE_ERRORS, "PROMOTED_TOKEN_INVALID", "PROMOTED_TOKEN_FOREIGN", "RATE_LIMITED"),
  },
});

export const hidePromotedRoute = createRoute({
  operationId: "hidePromotedPin",
  method: "post",
  path: PROMOTED_HIDES_PATH,
  tags: ["business"],
  summary: 'Hide a promoted Pin from the viewer ("Hide this ad" on its card)',
  description:
    "The card's delivery token names the Pin; it is never promoted to this account again (its organic appearances stay). Needs a logged-in viewer; a token not issued to them is refused as the beacon refuses it.",
  request: { body: jsonBody(PromotedHideBodySchema) },
  responses: {
    200: okResponse(PromotedHideSchema, "Hidden"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "PROMOTED_TOKEN_INVALID", "PROMOTED_TOKEN_FOREIGN"),
  },
});

export const unhidePromotedRoute = createRoute({
  operationId: "unhidePromotedPin",
  method: "delete",
  path: `${PROMOTED_HIDES_PATH}{pinId}/`,
  tags: ["business"],
  summary: "Undo hiding a promoted Pin (the card's Undo)",
  request: { params: PromotedPinParamsSchema },
  responses: {
    200: okResponse(PromotedHideSchema, "Shown again where it is promoted"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED"),
  },
});
