/**
 * Route contracts of discovery (business.md §2, §7): Pin search with its advisory notices,
 * autocomplete, the offsite link check, a Pin's creator card and the Pin view's attribution
 * source, each defined once. The Worker registers them (worker/business/), the pages call
 * them with `api.call(route, input)`, and the Pact tests build interactions from them. A secret
 * board's Pins are found by its owner only, as everywhere (worker/saving/access.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { IdParamsSchema } from "../../saving/schemas";
import { AttributionQuerySchema, AttributionSchema, AutocompleteQuerySchema, AutocompleteSchema, CreatorCardSchema, OffsiteQuerySchema, OffsiteSchema, SearchPinsQuerySchema, SearchPinsSchema } from "./schemas";

const tags = ["discovery"];

export const searchPinsRoute = createRoute({
  operationId: "searchPins",
  method: "get",
  path: "/v3/search/pins/",
  tags,
  summary: "Search Pins (the search resource, scope pins)",
  description: [
    "Original Pins on boards listed to the viewer (public ones, and the viewer's own) whose title, description, hashtags or board name hold every word of `query`, best match first (FTS5 bm25 over those four columns), then newest. Pages with `bookmark`.",
    "A query matching a sensitive phrase carries its advisory in `sensitivity` (business.md §3); for severity 0 (ABUSIVE) no Pins are sent. When nothing matches and `auto_correction_disabled` is not true, words the index does not know are replaced by the closest ones it does, and `auto_corrected_query` says so.",
    "Unknown options are ignored; a known option with a bad value is 400 naming it.",
  ].join("\n\n"),
  request: { query: SearchPinsQuerySchema },
  responses: { 200: okResponse(SearchPinsSchema, "A page of Pins, with the query's advisory"), ...errorResponses("BAD_REQUEST") },
});

export const autocompleteRoute = createRoute({
  operationId: "searchAutocomplete",
  method: "get",
  path: "/v3/search/autocomplete/",
  tags,
  summary: "Suggested searches for what has been typed (term), or hashtags (q starting with #)",
  description:
    "term: up to `count` queries made from the words of the best-matching Pins the viewer may see, with `hint`, the first when it continues the term. q (saving.md §7): hashtags starting with what follows `#`, with their Pin counts when show_pin_count=true. One of term and q is needed.",
  request: { query: AutocompleteQuerySchema },
  responses: { 200: okResponse(AutocompleteSchema, "The suggestions, best first"), ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED") },
});

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
  responses: { 200: okResponse(OffsiteSchema, "The check's answer and the link to open"), ...errorResponses("BAD_REQUEST", "OFFSITE_URL_INVALID", "PIN_NOT_FOUND") },
});

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
      [ATTRIBUTION_REGISTER_HEADER]: { description: "The source registration (JSON), when the request was eligible", schema: { type: "string" } },
    }),
    ...errorResponses("BAD_REQUEST"),
  },
});
