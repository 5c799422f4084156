/**
 * /search/pins/?q='s loader work (business.md §7 search resource): one page of Pins as cards (the
 * page a no-JavaScript "More ideas" link asks for with `bookmark`), the query's advisory notices
 * that may be shown (style 2, business.md §2), and the auto-correction, if any. No query: the page
 * asks for one and calls nothing. A failed search (a bookmark of another search) is the route's
 * error page with its status.
 */
import { data, type RouterContextProvider } from "react-router";
import { searchPinsRoute } from "~common/business/search/contracts";
import { bannerNotices } from "~common/business/advisories";
import { SEVERITY } from "~common/business/advisories";
import { apiClientFor } from "../../../lib/api.server";
import { authLinks } from "../../saving/profiles/index.server";
import { toPinCard } from "../../saving/feeds/index.server";
import { pageQuery, searchQuery } from "./search-query";

export async function loadSearch(request: Request, context: Readonly<RouterContextProvider>) {
  const params = new URL(request.url).searchParams;
  const q = pageQuery(params);
  const exact = params.get("exact") === "1";
  const links = authLinks(request);
  if (q === "") return { q, exact, page: { items: [], bookmark: null }, notices: [], withheld: false, corrected: null, authLinks: links };
  const bookmark = params.get("bookmark");
  const result = await apiClientFor(request, context).call(searchPinsRoute, {
    query: { ...searchQuery({ q, exact }), ...(bookmark && { bookmark }) },
  });
  if (!result.ok) throw data(result.error, { status: result.status });
  const { items, sensitivity, auto_corrected_query } = result.data;
  return {
    q,
    exact,
    page: { items: items.map(toPinCard), bookmark: result.data.bookmark },
    notices: bannerNotices(sensitivity),
    // ABUSIVE (business.md §3 severity 0): the notice is shown instead of results.
    withheld: sensitivity?.severity === SEVERITY.ABUSIVE,
    corrected: auto_corrected_query,
    authLinks: links,
  };
}
