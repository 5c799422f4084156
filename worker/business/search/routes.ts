/**
 * Why: Pin search and autocomplete (business.md §7), registered against their contracts in
 * common/business/search/contracts.ts; the queries are in search-pins.ts and autocomplete.ts.
 */
import { autocompleteRoute, searchPinsRoute } from "~common/business/search/contracts";
import { requestCountry } from "~common/platform/request-country";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { PublicReadCache, publicRead } from "../../platform/read-cache";
import { autocomplete } from "./autocomplete";
import { withPromotions } from "../promoted-pins";
import { searchPins } from "./search-pins";

/**
 * A visitor's (logged-out) searches and suggestions depend on the query, and search's advisories
 * on the country, only: kept briefly per isolate (worker/platform/read-cache/). A viewer's own are
 * not (their boards and hidden Pins shape them).
 */
const visitorSearches = new PublicReadCache<Awaited<ReturnType<typeof searchPins>>>();
const visitorSuggestions = new PublicReadCache<Awaited<ReturnType<typeof autocomplete>>>();

export const searchRoutes = createRouter()
  .openapi(searchPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    const [country, query] = [requestCountry(c.req.raw), c.req.valid("query")];
    const load = () => searchPins(c.env.DB, viewer, country, query);
    const found = await (viewer === null ? publicRead(c, visitorSearches, JSON.stringify([country, query]), load) : load());
    // An abusive query's answer has no results to put promoted Pins among (its items are empty).
    const placed = await withPromotions(
      c,
      found,
      { kind: "search", query: found.auto_corrected_query ?? query.query },
      viewer,
      query.bookmark,
    );
    return ok(c, { ...found, items: placed.items });
  })
  .openapi(autocompleteRoute, async (c) => {
    const viewer = await viewerId(c);
    const query = c.req.valid("query");
    const load = () => autocomplete(c.env.DB, viewer, query);
    return ok(c, await (viewer === null ? publicRead(c, visitorSuggestions, JSON.stringify(query), load) : load()));
  });
