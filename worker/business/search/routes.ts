/**
 * Why: Pin search and autocomplete (business.md §7), registered against their contracts in
 * common/business/search/contracts.ts; the queries are in search-pins.ts and autocomplete.ts.
 */
import { autocompleteRoute, searchPinsRoute } from "~common/business/search/contracts";
import { requestCountry } from "~common/platform/request-country";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { autocomplete } from "./autocomplete";
import { searchPins } from "./search-pins";

export const searchRoutes = createRouter()
  .openapi(searchPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await searchPins(c.env.DB, viewer, requestCountry(c.req.raw), c.req.valid("query")));
  })
  .openapi(autocompleteRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await autocomplete(c.env.DB, viewer, c.req.valid("query")));
  });
