/**
 * Route contracts of search (business.md §2, §7): Pin search with its advisory notices and
 * autocomplete (also the hashtag flyout's, saving.md §7), each defined once. The Worker registers them (worker/business/), the pages call
 * them with `api.call(route, input)`, and the Pact tests build interactions from them. A secret
 * board's Pins are found by its owner only, as everywhere (worker/saving/access.ts).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { AutocompleteQuerySchema, AutocompleteSchema, SearchPinsQuerySchema, SearchPinsSchema } from "./schemas";

/** The OpenAPI tag of business.md's discovery calls (search, offsite, creator card, attribution), which partners know. */
export const DISCOVERY_TAGS = ["discovery"];
const tags = DISCOVERY_TAGS;

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
