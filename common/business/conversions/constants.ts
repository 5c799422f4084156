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
