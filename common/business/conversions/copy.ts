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
  uploadHeader: "The first row must name the columns: event_name, event_id, event_time, and email or phone.",
  uploadEmpty: "The file has a header row and no conversions.",
  uploadTooManyRows: "A file can hold up to 5,000 conversions. Split it and upload each part.",
  uploadBroken: (line: number) => `Line ${line} has a quote that doesn't close. Check the file and try again.`,
  uploadBadTime: "event_time must be Unix seconds or a date-time like 2026-11-30T18:20:00Z.",
  uploadNoPerson: "Each row needs an email or a phone number to match.",
  payloadNotJson: 'That isn\'t JSON. Paste the body you send, like { "data": [ … ] }.',
  payloadNoEvents: 'There are no events in it: send { "data": [ an event, … ] }.',
  payloadShape: (path: string, problem: string) => `${path}: ${problem}`,
  payloadGood: "Good: this event would be counted.",
  payloadSummary: (good: number, bad: number) =>
    bad === 0 ? `All ${good} ${good === 1 ? "event is" : "events are"} good.` : `${good} good, ${bad} would be refused.`,
} as const;
