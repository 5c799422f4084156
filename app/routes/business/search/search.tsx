/**
 * /search/pins/?q= — Pin search (business.md §7 search resource, scope pins): a sensitive query's
 * notices as large banners above the results (style 2, business.md §2), an ABUSIVE query's
 * notice instead of any result, "Showing results for …" when the query was auto-corrected (with
 * the way back to the query as typed), then the masonry grid of Pins with infinite scroll, and
 * without JavaScript a "More ideas" link to the next page. The header's search box
 * (./search-box.tsx) sends its form here.
 */
import { Link } from "react-router";
import { DISCOVERY_COPY } from "~common/business/discovery-messages";
import { pageMeta } from "../../../lib/meta";
import { PinGrid } from "../../saving/feeds";
import { SavedNotice } from "../../saving/board-picker";
import { AdvisoryNotice } from "../advisories";
import { loadSearch } from "./search.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.q
    ? pageMeta(DISCOVERY_COPY.searchTitle(loaderData.q), DISCOVERY_COPY.searchDescription(loaderData.q))
    : pageMeta(DISCOVERY_COPY.searchLabel);

export const loader = ({ request, context }: Route.LoaderArgs) => loadSearch(request, context);

const searchHref = (q: string, extra: Record<string, string> = {}) => `/search/pins/?${new URLSearchParams({ q, ...extra })}`;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, exact, page, notices, withheld, corrected, authLinks } = loaderData;
  if (q === "") {
    return (
      <main id="main" className="page page--center">
        <h1 className="page__title">{DISCOVERY_COPY.searchLabel}</h1>
        <p className="page__lead">{DISCOVERY_COPY.emptyQuery}</p>
      </main>
    );
  }
  const heading = DISCOVERY_COPY.searchHeading(corrected ?? q);
  return (
    <main id="main" className="page page--wide search-page">
      <SavedNotice />
      <h1 className="visually-hidden">{heading}</h1>
      {notices.map((n) => (
        <AdvisoryNotice key={n.id} notice={n} />
      ))}
      {corrected ? (
        <p className="search-page__corrected">
          {DISCOVERY_COPY.showingResultsFor(corrected)}.{" "}
          <span>
            {DISCOVERY_COPY.searchInsteadFor} <Link to={searchHref(q, { exact: "1" })}>{q}</Link>
          </span>
        </p>
      ) : null}
      {withheld ? null : (
        <PinGrid
          key={`${q}|${exact}`}
          page={page}
          list={{ feed: "search", q, exact }}
          moreHref={(bookmark) => searchHref(q, { ...(exact && { exact: "1" }), bookmark })}
          label={heading}
          empty={DISCOVERY_COPY.noResults(q)}
          saveHref={authLinks.save}
        />
      )}
      {withheld && notices.length === 0 ? <p className="empty-state">{DISCOVERY_COPY.noResults(q)}</p> : null}
    </main>
  );
}
