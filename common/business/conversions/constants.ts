/** The Conversions API's fixed values (issue 37 item 1; shaped like Pinterest's own). */
export const CONVERSION_EVENT_NAMES = ["page_visit", "add_to_cart", "checkout", "lead", "signup"] as const;
export type ConversionEventName = (typeof CONVERSION_EVENT_NAMES)[number];
export const ACTION_SOURCES = ["web", "app_android", "app_ios", "offline"] as const;

/** Events in one request, as Pinterest's API allows. */
export const EVENTS_PER_REQUEST_MAX = 1000;
/** How old an event may be when it arrives (chosen: a week, as the attribution of a click looks back from it). */
export const EVENT_MAX_AGE_SECONDS = 7 * 86_400;
/** How far ahead of the server's clock an event's time may be (clocks differ). */
export const EVENT_CLOCK_SKEW_SECONDS = 5 * 60;
export const EVENT_ID_MAX_LENGTH = 256;
/** A value above this is a mistake, not a sale (in the currency's units). */
export const EVENT_VALUE_MAX = 1_000_000_000;
/** Access tokens per ad account, revoked ones not counted. */
export const ACCESS_TOKENS_MAX = 10;
/** The request body of an events batch: room for EVENTS_PER_REQUEST_MAX events of about 1 KB. */
export const EVENTS_BODY_MAX_BYTES = 1024 * 1024;

/** Attribution windows (chosen: Pinterest's defaults): a click 30 days back, a view 1 day back. */
export const CLICK_WINDOW_SECONDS = 30 * 86_400;
export const VIEW_WINDOW_SECONDS = 86_400;
/** Who sent an event: a bit each in an event's channels (the deduplication page counts those with two). */
export const CHANNELS = { api: 1, tag: 2, upload: 4 } as const;
export type Channel = keyof typeof CHANNELS;
/** Events in one tag request (a page sends a few; a flood is refused whole). */
export const TAG_EVENTS_MAX = 20;
/** How long the tag keeps a click's id on the shop's site (the click window). */
export const EPIK_PARAM = "epik";
/** Rows of one offline upload, and its file's size. */
export const UPLOAD_ROWS_MAX = 5_000;
export const UPLOAD_MAX_BYTES = 1024 * 1024;
/** The columns of an offline upload, in any order: the first four are needed. */
export const UPLOAD_COLUMNS = ["event_name", "event_id", "event_time", "email", "phone", "value", "currency", "click_id"] as const;
/** A page of the event history and of the test events. */
export const EVENT_HISTORY_PAGE = 50;
/** The overview's and health pages' spans, in days. */
export const OVERVIEW_SPANS = [7, 30] as const;
