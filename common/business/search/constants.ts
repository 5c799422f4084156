/**
 * Numbers of search and autocomplete (business.md §7), each with the spec section it comes from;
 * "ours" where business.md leaves the value open (docs/decisions/014-discovery.md lists them). The
 * other discovery capabilities keep theirs beside them (../creator-card/constants.ts,
 * ../offsite/constants.ts, ../attribution/constants.ts, ../page-layout/constants.ts).
 */

// ---- Search (business.md §7 search resource) ----

/** ours: a search page holds 25 Pins, as the saving lists (saving.md §9 page size 25). */
export const SEARCH_PAGE_SIZE = 25;
/** ours: the largest page_size a search accepts (as the saving lists, common/saving/constants.ts). */
export const SEARCH_MAX_PAGE_SIZE = 100;
/** ours: the longest query read; longer is 400. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** ours: the most words of a query used (the rest are dropped: an FTS query stays small). */
export const SEARCH_MAX_TERMS = 8;
/** ours: at most this many link domains in `domains` (comma-separated). */
export const SEARCH_MAX_DOMAINS = 10;
/** ours: at most this many Pins pinned to the top of the results (top_pin_id plus top_pin_ids). */
export const SEARCH_MAX_TOP_PINS = 5;
/**
 * ours: the ranking's column weights for FTS5 bm25 (title, description, hashtags, board name): a
 * word in the title says most about a Pin, a hashtag nearly as much, its board's name less, a
 * word somewhere in the description least.
 */
export const SEARCH_WEIGHTS = { title: 10, description: 2, hashtags: 8, board_name: 4 } as const;

// ---- Autocomplete (business.md §7, §9; saving.md §7, §9) ----

/** business.md §9 "Autocomplete page size 5"; saving.md §9 "Autocomplete results: up to 5". */
export const AUTOCOMPLETE_COUNT = 5;
/** ours: the most suggestions one call may ask for (count). */
export const AUTOCOMPLETE_MAX_COUNT = 10;
/** saving.md §9 "Hashtag suggestions: 5". */
export const HASHTAG_SUGGESTIONS = 5;
/** ours: the best-ranked matching Pins whose words make the suggestions. */
export const AUTOCOMPLETE_SCAN_PINS = 200;
/** ours: the longest term read. */
export const AUTOCOMPLETE_TERM_MAX_LENGTH = 100;
/** ours: the header box asks for suggestions after this pause in typing (ms). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 120;

// ---- Auto-correction (business.md §7 auto_correction_disabled) ----

/** ours: a word of this many letters or fewer is corrected by at most one edit, longer words by two. */
export const AUTOCORRECT_SHORT_WORD = 4;
/** ours: vocabulary terms considered per unknown word. */
export const AUTOCORRECT_MAX_CANDIDATES = 2000;
