/**
 * Route contract of the offsite link check (business.md §4, §7 GET /v3/offsite/), defined once:
 * the Worker registers it (worker/business/offsite/), the pages call it with
 * `api.call(route, input)`, and the Pact tests build interactions from it.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { DISCOVERY_TAGS as tags } from "../search";
import { OffsiteQuerySchema, OffsiteSchema } from "./schemas";

export const offsiteRoute = createRoute({
  operationId: "offsiteCheck",
  method: "get",
  path: "/v3/offsite/",
  tags,
  summary: "Check a link before opening it (the offsite link check)",
  description: [
    "Only http and https links are checked (anything else is 400 OFFSITE_URL_INVALID). The link is never fetched: the answer comes from reading it.",
    "redirect_status: the domain list's status for the link's host or a parent domain (blocked, suspicious, porn); blocked for a host that is this machine or a private network; suspicious for a user name or password before the host, or, with pin_id, a link that is not that Pin's; otherwise ok. blocked, suspicious and porn mean: do not open the link (business.md §4).",
    "With pin_id, the Pin must be one the viewer may see (404 PIN_NOT_FOUND otherwise).",
  ].join("\n\n"),
  request: { query: OffsiteQuerySchema },
  responses: {
    200: okResponse(OffsiteSchema, "The check's answer and the link to open"),
    ...errorResponses("BAD_REQUEST", "OFFSITE_URL_INVALID", "PIN_NOT_FOUND"),
  },
});
