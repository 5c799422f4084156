/** The Conversions API's words: its per-event errors and warnings (issue 37 item 1). */
import { ACTION_SOURCES, CONVERSION_EVENT_NAMES, EVENT_ID_MAX_LENGTH } from "./constants";

export const CONVERSIONS_COPY = {
  badEventName: `event_name must be one of ${CONVERSION_EVENT_NAMES.join(", ")}.`,
  badActionSource: `action_source must be one of ${ACTION_SOURCES.join(", ")}.`,
  eventInFuture: "event_time is in the future.",
  eventTooOld: "event_time is more than 7 days ago: events older than that are not counted.",
  badEventId: `event_id must be 1 to ${EVENT_ID_MAX_LENGTH} characters.`,
  noUserData: "user_data needs a hashed email (em), a hashed phone (ph), or the client's IP address and user agent.",
  badValue: "custom_data.value must be a decimal amount like 72.39.",
  badCurrency: "custom_data.currency must be a three-letter currency code like USD when a value is sent.",
  duplicate: "An event with this event_id and event_name was received before: it is counted once.",
  testEvent: "A test event: shown in the test events, never counted.",
} as const;
