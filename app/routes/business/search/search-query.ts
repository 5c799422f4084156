/**
 * The search options the pages send (business.md §7 search resource): the query as typed (cut to
 * the API's longest), auto-correction off when the viewer asked to "search instead for" what they
 * typed, and `rs` saying where the search came from. Shared by the search page's loader and the
 * grid's next pages (app/routes/saving/feeds/feeds.server.ts).
 */
import { SEARCH_QUERY_MAX_LENGTH } from "~common/business/search/constants";

/** The page's `?q=`, trimmed and cut to the API's longest query. */
export const pageQuery = (params: URLSearchParams): string => (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);

/**
 * The API options of a search list.
 *
 * @example
 * api.call(searchPinsRoute, { query: searchQuery({ q: "lemon", exact: false }) });
 */
export function searchQuery(list: { q: string; exact: boolean }) {
  return {
    query: list.q.trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    rs: "typed",
    ...(list.exact && { auto_correction_disabled: "true" as const }),
  };
}
