/**
 * Numbers of discovery (search, autocomplete, advisory notices, the creator card, the offsite
 * link check, visitor prompts) and of the page layout, each with the spec section it comes from;
 * "ours" where business.md leaves the value open (docs/decisions/014-discovery.md lists them).
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

// ---- Advisory notices (business.md §3) ----


// ---- Creator card (business.md §2, §3, §5, §9) ----

/** business.md §5, §9 "Verified badge name length 70": the name beside the badge is cut to 70 characters. */
export const VERIFIED_BADGE_NAME_LENGTH = 70;
/** business.md §3 "Sponsorship status values: 0, 2 and 3 are states in which no partner name is shown". */
export const SPONSORSHIP_HIDDEN_STATUSES = [0, 2, 3] as const;

// ---- Visitor prompts (business.md §2, §6; auth.md §9 counters in local storage) ----

/** ours: a logged-out visitor sees 'You're almost there!' after opening this many Pins. */
export const VISITOR_PROMPT_AFTER_PINS = 5;
/** auth.md §9 "Login and upsell counters: kept in local storage": the key of the Pin counter. */
export const VISITOR_PINS_SEEN_KEY = "pinboard:pins_seen";

// ---- Layout (business.md §2, §4, §9) ----

/** business.md §2, §9 page classes: NARROW under 870, MEDIUM 870 to 1275, WIDE above 1275. */
export const PAGE_CLASS_BREAKPOINTS = { medium: 870, wide: 1275 } as const;
/** business.md §9 layout widths. */
export const LAYOUT_WIDTHS = { pane: 508, max: 1016, others: [488, 992, 672, 1176, 740, 912], quickPromote: [472, 364] } as const;
/** business.md §9 "Header height 64; footer-related heights 44 and 100". */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHTS = { bar: 44, upsell: 100 } as const;
/**
 * business.md §4, §9 scroll-hiding header and footer: hide after scrolling down more than 20 px,
 * show after scrolling up more than 20 px or at or above 55 px from the top (0 inside a modal),
 * checked at most every 30 ms; the upsell footer shows after 500 px of scrolling down.
 */
export const SCROLL = { hideAfter: 20, showAfter: 20, showAtTop: 55, showAtTopInModal: 0, throttleMs: 30, upsellAfter: 500 } as const;
/** business.md §9 "Hover delay 32 ms; re-check delay 100 ms". */
export const HOVER = { delayMs: 32, recheckMs: 100 } as const;

// ---- Offsite link check (business.md §4, §7, §8; auth.md §2.5) ----

/** ours: the longest link checked (as a Pin's link, common/saving/constants.ts PIN_LINK_MAX_LENGTH). */
export const OFFSITE_URL_MAX_LENGTH = 2048;

// ---- Attribution (business.md §7) ----

/** ours: how long an attribution source registered for a Pin view lives, in seconds (30 days). */
export const ATTRIBUTION_EXPIRY_SECONDS = 30 * 86_400;
/** ours: the priority of a Pin view source (a click would rank above). */
export const ATTRIBUTION_VIEW_PRIORITY = 0;
