/**
 * The header search box's words (ours): the box is on every page, so its words are a module of
 * their own, not part of DISCOVERY_COPY (./messages.ts spreads them in).
 */
export const SEARCH_BOX_COPY = {
  searchLabel: "Search",
  searchPlaceholder: "Search for ideas",
  suggestionsLabel: "Search suggestions",
} as const;
