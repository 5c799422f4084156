/**
 * Why: an event is checked one by one, so one bad event in a batch of a thousand is reported by its
 * place and the rest still count (Pinterest's Conversions API answers the same way). Pure: the
 * Worker and the tests run it; the answers are the catalogue's words.
 */
import {
  ACTION_SOURCES,
  CONVERSION_EVENT_NAMES,
  EVENT_CLOCK_SKEW_SECONDS,
  EVENT_ID_MAX_LENGTH,
  EVENT_MAX_AGE_SECONDS,
  EVENT_VALUE_MAX,
} from "./constants";
import { CONVERSIONS_COPY as T } from "./copy";
import type { ConversionEvent } from "./schemas";

/** An event as it is stored: its value in micro-units of its currency (null without one). */
export interface CheckedEvent {
  event_name: string;
  action_source: string;
  event_time: number;
  event_id: string;
  em: string | null;
  ph: string | null;
  value_micro: number | null;
  currency: string | null;
}

/**
 * The event ready to store, or why it is refused (its words for the answer's error_message).
 *
 * @example
 * checkEvent({ event_name: "checkout", action_source: "web", event_time: now, event_id: "o-1", user_data: { em: [hash] } }, now)
 * // { ok: true, event: { ..., em: hash, value_micro: null } }
 */
export function checkEvent(e: ConversionEvent, nowSeconds: number): { ok: true; event: CheckedEvent } | { ok: false; error: string } {
  if (!(CONVERSION_EVENT_NAMES as readonly string[]).includes(e.event_name)) return { ok: false, error: T.badEventName };
  if (!(ACTION_SOURCES as readonly string[]).includes(e.action_source)) return { ok: false, error: T.badActionSource };
  if (e.event_time > nowSeconds + EVENT_CLOCK_SKEW_SECONDS) return { ok: false, error: T.eventInFuture };
  if (e.event_time < nowSeconds - EVENT_MAX_AGE_SECONDS) return { ok: false, error: T.eventTooOld };
  const id = e.event_id.trim();
  if (id === "" || [...id].length > EVENT_ID_MAX_LENGTH) return { ok: false, error: T.badEventId };
  const u = e.user_data;
  if (!u.em?.length && !u.ph?.length && !(u.client_ip_address && u.client_user_agent)) return { ok: false, error: T.noUserData };
  let value_micro: number | null = null;
  let currency: string | null = null;
  const c = e.custom_data;
  if (c?.value !== undefined) {
    if (!/^\d{1,10}(\.\d{1,6})?$/.test(c.value) || Number(c.value) > EVENT_VALUE_MAX) return { ok: false, error: T.badValue };
    if (!c.currency || !/^[A-Z]{3}$/.test(c.currency)) return { ok: false, error: T.badCurrency };
    const [whole, fraction = ""] = c.value.split(".");
    value_micro = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0"));
    currency = c.currency;
  }
  return {
    ok: true,
    event: {
      event_name: e.event_name,
      action_source: e.action_source,
      event_time: e.event_time,
      event_id: id,
      em: u.em?.[0] ?? null,
      ph: u.ph?.[0] ?? null,
      value_micro,
      currency,
    },
  };
}
