/**
 * Route contract of a Pin view's attribution source (business.md §7 attribution), defined once:
 * the Worker registers it (worker/business/attribution/), the pages call it with
 * `api.call(route, input)`, and the Pact tests build interactions from it.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { DISCOVERY_TAGS as tags } from "../search";
import { AttributionQuerySchema, AttributionSchema } from "./schemas";

/** The response header that registers an attribution source (Attribution Reporting API). */
export const ATTRIBUTION_REGISTER_HEADER = "Attribution-Reporting-Register-Source";

export const attributionSourceRoute = createRoute({
  operationId: "attributionSource",
  method: "get",
  path: "/v3/attribution_source/",
  tags,
  summary: "Register a Pin view as an attribution source (Attribution Reporting API)",
  description:
    "Sent for a view of a Pin in a paid partnership, where the browser supports the Attribution Reporting API (its `attributionsrc` request carries `Attribution-Reporting-Eligible`). The answer carries `Attribution-Reporting-Register-Source`: source_event_id, destination, expiry, priority, and filter_data with advertiser_id, campaign_id, event_type (and hostname when given). Without the eligibility header nothing is registered. destination: up to 3 https sites (scheme and host only).",
  request: { query: AttributionQuerySchema },
  responses: {
    200: okResponse(AttributionSchema, "Registered, or nothing to register", {
      [ATTRIBUTION_REGISTER_HEADER]: {
        description: "The source registration (JSON), when the request was eligible",
        schema: { type: "string" },
      },
    }),
    ...errorResponses("BAD_REQUEST"),
  },
});
