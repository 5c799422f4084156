/**
 * Numbers of the saving area, each with the spec section it comes from ("ours" where the spec says
 * the value is not shown).
 */

/** saving.md §5 "Maximum length is a named constant (value not shown)": ours, 50 characters. */
export const BOARD_NAME_MAX_LENGTH = 50;
/** ours: board descriptions. */
export const BOARD_DESCRIPTION_MAX_LENGTH = 500;
/** ours: section names (saving.md §5 gives only "trimmed and required"). */
export const SECTION_NAME_MAX_LENGTH = 50;
/** ours: pin titles and descriptions, and links. */
export const PIN_TITLE_MAX_LENGTH = 100;
export const PIN_DESCRIPTION_MAX_LENGTH = 500;
export const PIN_LINK_MAX_LENGTH = 2048;

/** saving.md §7 BoardsResource page_size 25, §9 "Board page size 25"; feeds use the same. */
export const PAGE_SIZE = 25;
/** ours: the largest page_size a list call accepts. */
export const MAX_PAGE_SIZE = 100;
/** ours: how many pins a section create may move in (initial_pins). */
export const MAX_INITIAL_PINS = 100;
/** ours: old path segments kept per renamed board or section (each still redirects). */
export const SLUG_REDIRECTS_MAX = 20;
/** ours: the most sections a board's order is rewritten for (a reorder reads them all). */
export const MAX_ORDERED_SECTIONS = 500;
/** ours: the board's Pins the Edit page offers as its cover. */
export const COVER_CHOICES = 24;
/** ours: preview pins per section (saving.md §3 Board section preview_pins). */
export const SECTION_PREVIEW_PINS = 3;
/** ours: pin thumbnails per board (saving.md §3 Board images, a 170x entry). */
export const BOARD_THUMBNAILS = 3;

/** The grid's column width in px (saving.md §2 "pin image (236 wide)"). */
export const PIN_COLUMN_WIDTH = 236;
/** ours: the gap between grid columns and rows, px. */
export const PIN_GRID_GAP = 16;

/** business.md §4 "Infinite scroll fetch triggers within two viewport heights of the end, throttled 200 ms". */
export const INFINITE_SCROLL_VIEWPORTS = 2;
export const INFINITE_SCROLL_THROTTLE_MS = 200;

/**
 * ours: the largest image a Pin is made from, in bytes (10 MiB), sent as POST /v3/pins/'s
 * image_base64 or uploaded by the pin builder (business.md §9 names no limit a Worker can hold: a
 * request body lives in its 128 MB of memory).
 */
export const MAX_PIN_IMAGE_BYTES = 10 * 1024 * 1024;
/** The longest image_base64: MAX_PIN_IMAGE_BYTES in base64, with room for a `data:` prefix. */
export const MAX_PIN_IMAGE_BASE64_LENGTH = Math.ceil(MAX_PIN_IMAGE_BYTES / 3) * 4 + 64;
/**
 * ours: the most pixels an image a Pin is made from may declare (50 megapixels, at most 20,000 px a
 * side): every size of it is drawn from the original later, so a small file that declares a huge
 * picture (a decompression bomb) is refused up front.
 */
export const MAX_PIN_IMAGE_PIXELS = 50_000_000;
export const MAX_PIN_IMAGE_SIDE = 20_000;

/** saving.md §7 board picker read "shortlist_suggestions 2": boards suggested for the Pin. */
export const BOARD_PICKER_SUGGESTIONS = 2;
/** ours: the most suggestions a picker read may ask for. */
export const BOARD_PICKER_MAX_SUGGESTIONS = 10;
/** ours: Top choices hold the suggestions plus recent boards, this many in all. */
export const TOP_CHOICES_MAX = 5;
/** saving.md §5/§9 "With 3 boards or fewer the list is flat, with no Top choices group". */
export const FLAT_PICKER_MAX_BOARDS = 3;
/** saving.md §5 "When the search query reaches a minimum length (value not shown)": ours, 1 character. */
export const PICKER_FILTER_MIN_LENGTH = 1;
/** ours: board title suggestions answered per Pin (saving.md §7 GET /v3/pins/{id}/board_title_suggestions/). */
export const BOARD_TITLE_SUGGESTIONS_MAX = 5;
/** ours: saving.md §2 promote rule "the account is not recent": made at least this many days ago. */
export const RECENT_ACCOUNT_DAYS = 7;
/** saving.md §2, §9 the save-success dialog: image 236 wide, min width 500, website-media grid. */
export const SAVE_SUCCESS_IMAGE_WIDTH = 236;
export const SAVE_SUCCESS_MIN_WIDTH = 500;
export const SAVE_SUCCESS_GRID = { columnWidth: 160, minColumns: 3, maxHeight: 540, gap: 8 } as const;
/** saving.md §2, §9 the save-to-board modal: preview width 240 in the left 40%. */
export const SAVE_MODAL_PREVIEW_WIDTH = 240;
/** business.md §4 and its table: 120 particles, start after 1250 ms, removed 800 ms later. */
export const CONFETTI = { particles: 120, startMs: 1250, removeAfterMs: 800 } as const;

/** saving.md §9 "Collaborator face pile shows at most 3 names, then 'and N more'". */
export const FACE_PILE_MAX_NAMES = 3;
/** ours: share suggestions answered per query (saving.md §7 share suggestions read). */
export const SHARE_SUGGESTIONS_MAX = 8;
/** ours: the longest share-suggestion query. */
export const SHARE_QUERY_MAX_LENGTH = 100;
/** ours: people one invite call may name (user ids and emails together). */
export const MAX_INVITES_PER_CALL = 20;
/** ours (spec-silent; issue 35): an invite's email may be re-sent once this long after the last one. */
export const INVITE_RESEND_SECONDS = 60;
/** ours: collaborators (and pending invites) a board may have. */
export const MAX_BOARD_COLLABORATORS = 50;

/** ours: Pins one bulk move may name by id (pin_ids), and Pins a select-all move may take. */
export const MAX_BULK_PIN_IDS = 250;
export const MAX_SELECT_ALL_PINS = 5000;
/** ours: a board action that has not ended after this long no longer blocks the board (a Worker that died mid-action). */
export const BOARD_ACTION_TIMEOUT_MS = 30_000;

/** ours: the largest page find_images reads (bytes) and image PUT /v3/pins/image/ fetches. */
export const MAX_SCRAPED_PAGE_BYTES = 1024 * 1024;
export const MAX_FETCHED_IMAGE_BYTES = 5 * 1024 * 1024;
/** ours: how long a scrape or image fetch may take, ms. */
export const FETCH_TIMEOUT_MS = 5000;
/** ours: redirects a scrape or image fetch follows (each checked like the first address). */
export const MAX_FETCH_REDIRECTS = 3;
/** saving.md §5 image choice; ours: an <img> counts when its declared width and height are at least this (business.md §4: sides must exceed 119 px). */
export const MIN_PINNABLE_IMAGE_SIDE = 120;
/** ours: pinnable images find_images answers at most. */
export const MAX_FOUND_IMAGES = 30;
/** saving.md §4, §9 the bookmarklet flow. */
export const PIN_CREATE_AUTO_CLOSE_MS = 10_000;
export const PIN_CREATE_CLOSE_DELAY_MS = 1;
export const BOOKMARKLET_TOAST_MS = 5000;
export const POPUP_WIDTH = 750;
export const POPUP_MIN_HEIGHT = 750;
export const POPUP_HEIGHT_PADDING = 48;
/** saving.md §9 "Hashtag suggestions: 5" (the flyout shows at most this many of the autocomplete's answer). */
export const HASHTAG_SUGGESTIONS = 5;
/** ours: how long typing in a description pauses before the hashtag flyout looks the tag up, ms (saving.md §2 flyout, §7 GET /v3/search/autocomplete/). */
export const HASHTAG_LOOKUP_DEBOUNCE_MS = 200;
