/**
 * Why: the header's search box is on every page, so what every page loads for it is only this: a
 * search form that sends `q` to /search/pins/ (a plain GET form without JavaScript; a client-side
 * navigation with it) and an input marked as a combobox. The suggestions (business.md §7
 * autocomplete) and their keyboard are ./search-suggestions.tsx, loaded on demand the first time
 * the box is focused or typed in, so they cost the pages' first load nothing.
 */
import { lazy, Suspense, useRef, useState } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { SEARCH_BOX_COPY } from "~common/business/search/search-box-messages";

const SearchSuggestions = lazy(() => import("./search-suggestions"));

export const SEARCH_LIST_ID = "site-search-suggestions";

export function SearchBox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname.startsWith("/search/") ? (params.get("q") ?? "") : "";
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <Form method="get" action="/search/pins/" role="search" aria-label={SEARCH_BOX_COPY.searchLabel} className="site-search">
      <input
        ref={input}
        key={current}
        name="q"
        type="search"
        defaultValue={current}
        placeholder={SEARCH_BOX_COPY.searchPlaceholder}
        aria-label={SEARCH_BOX_COPY.searchLabel}
        autoComplete="off"
        role="combobox"
        aria-expanded="false"
        aria-autocomplete="list"
        aria-controls={SEARCH_LIST_ID}
        className="site-search__input"
        onFocus={want}
        onInput={want}
      />
      <button type="submit" className="site-search__submit">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
        <span className="visually-hidden">{SEARCH_BOX_COPY.searchLabel}</span>
      </button>
      {wanted ? (
        <Suspense fallback={<ul id={SEARCH_LIST_ID} role="listbox" aria-label={SEARCH_BOX_COPY.suggestionsLabel} hidden />}>
          <SearchSuggestions input={input} listId={SEARCH_LIST_ID} label={SEARCH_BOX_COPY.suggestionsLabel} />
        </Suspense>
      ) : (
        <ul id={SEARCH_LIST_ID} role="listbox" aria-label={SEARCH_BOX_COPY.suggestionsLabel} hidden />
      )}
    </Form>
  );
}
