/**
 * Route contract of a Pin's creator card (business.md §2, §3), defined once: the Worker registers
 * it (worker/business/creator-card/), the pages call it with `api.call(route, input)`, and the Pact
 * tests build interactions from it.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { IdParamsSchema } from "../../saving/schemas";
import { DISCOVERY_TAGS as tags } from "../search";
import { CreatorCardSchema } from "./schemas";

export const creatorCardRoute = createRoute({
  operationId: "creatorCard",
  method: "get",
  path: "/v3/pins/{id}/creator_card/",
  tags,
  summary: "The creator card of a Pin: its pinner and its paid partnership",
  description:
    "user: the Pin's pinner (entityId, followedByMe, fullName, imageMediumUrl, username, business.md §3, with their follower count and verified badge). followedByMe is for the logged-in viewer, or, logged out, for the account the device remembers (limited login). sponsorship: the Pin's paid partnership (status and partner), null when none; the partner's name is shown unless the status is 0, 2 or 3.",
  request: { params: IdParamsSchema },
  responses: { 200: okResponse(CreatorCardSchema, "The card"), ...errorResponses("BAD_REQUEST", "PIN_NOT_FOUND") },
});
