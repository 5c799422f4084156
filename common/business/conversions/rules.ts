/**
 * Why: an event is checked one by one, so one bad event in a batch of a thousand is reported by its
 * place and the rest still count (Pinterest's Conversions API answers the same way). Pure: the
 * Worker and the tests run it; the answers are the catalogue's words.
 */
import {
  ACTION_SOURCES,
  CONVERSION_EVENT_NAMES,
  EPIK_PARAM,
  EVENT_CLOCK_SKEW_SECONDS,
  EVENT_ID_MAX_LENGTH,
  EVENT_MAX_AGE_SECONDS,
  EVENT_VALUE_MAX,
  UPLOAD_COLUMNS,
  UPLOAD_ROWS_MAX,
} from "./constants";
import { parseCsv, unguardCell } from "../../platform/csv";
import { CONVERSIONS_COPY as T } from "./copy";
import { ConversionEventSchema, type ConversionEvent } from "./schemas";

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
  click_id: string | null;
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
      click_id: u.click_id?.trim() || null,
    },
  };
}

/** One row of an offline upload: its event (an email and phone still in the clear) or why it is refused. */
export type UploadRow =
  | { ok: true; line: number; event: ConversionEvent; email: string | null; phone: string | null }
  | { ok: false; line: number; error: string };

/** An ISO date-time or Unix seconds, as whole seconds; null when it is neither. */
function uploadTime(cell: string): number | null {
  const t = cell.trim();
  if (/^\d{9,11}$/.test(t)) return Number(t);
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(t)) return null;
  const ms = Date.parse(/[Zz]|[+-]\d{2}:?\d{2}$/.test(t) || t.length === 10 ? t : `${t}Z`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * An offline upload's rows, or why the file cannot be read at all (no header naming the needed
 * columns, a broken quote, more than UPLOAD_ROWS_MAX rows). Each row becomes the Conversions API's
 * event (action_source `offline`), so checkEvent judges it as it judges the API's.
 *
 * @example
 * readUpload("event_name,event_id,event_time,email\ncheckout,o-1,1796000000,ana@example.com")
 * // { ok: true, rows: [{ ok: true, line: 2, event: { event_name: "checkout", ... }, email: "ana@example.com", phone: null }] }
 */
export function readUpload(text: string): { ok: true; rows: UploadRow[] } | { ok: false; detail: string } {
  const parsed = parseCsv(text, { maxRows: UPLOAD_ROWS_MAX + 1 });
  if (!parsed.ok) return { ok: false, detail: parsed.problem === "TOO_MANY_ROWS" ? T.uploadTooManyRows : T.uploadBroken(parsed.line) };
  const [header, ...rows] = parsed.rows;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const col = new Map(names.map((n, i) => [n, i]));
  const missing = ["event_name", "event_id", "event_time"].filter((n) => !col.has(n));
  if (missing.length > 0 || (!col.has("email") && !col.has("phone"))) return { ok: false, detail: T.uploadHeader };
  if (rows.length === 0) return { ok: false, detail: T.uploadEmpty };
  const cell = (r: string[], name: (typeof UPLOAD_COLUMNS)[number]) => {
    const i = col.get(name);
    const v = i === undefined ? "" : unguardCell((r[i] ?? "").trim());
    return v === "" ? null : v;
  };
  return {
    ok: true,
    rows: rows.map((r, n): UploadRow => {
      const line = parsed.lines[n + 1]!;
      const time = uploadTime(cell(r, "event_time") ?? "");
      if (time === null) return { ok: false, line, error: T.uploadBadTime };
      const email = cell(r, "email");
      const phone = cell(r, "phone");
      if (!email && !phone) return { ok: false, line, error: T.uploadNoPerson };
      const value = cell(r, "value");
      const currency = cell(r, "currency");
      const clickId = cell(r, "click_id");
      return {
        ok: true,
        line,
        email,
        phone,
        event: {
          event_name: cell(r, "event_name") ?? "",
          event_id: cell(r, "event_id") ?? "",
          action_source: "offline",
          event_time: time,
          user_data: clickId ? { click_id: clickId } : {},
          ...(value !== null || currency !== null
            ? { custom_data: { ...(value !== null ? { value } : {}), ...(currency !== null ? { currency: currency.toUpperCase() } : {}) } }
            : {}),
        },
      };
    }),
  };
}

/**
 * An ad's site address with its click's id as `epik` (the tag keeps it; a conversion names it).
 *
 * @example
 * withClickId("https://shop.example/p?a=1", "Xy3") // "https://shop.example/p?a=1&epik=Xy3"
 */
export function withClickId(url: string, clickId: string): string {
  if (!clickId || !URL.canParse(url)) return url;
  const u = new URL(url);
  u.searchParams.set(EPIK_PARAM, clickId);
  return u.toString();
}

/** One event's verdict in the payload helper. */
export interface PayloadCheck {
  n: number;
  ok: boolean;
  text: string;
}

/**
 * A payload as the Conversions API would judge it: `{ data: [...] }` or one event, each line its
 * verdict. Pure: the payload helper runs it as the person types, and its action when sent without JavaScript.
 */
export function checkPayload(text: string, now: number): { error: string } | { summary: string; checks: PayloadCheck[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: T.payloadNotJson };
  }
  const list = json && typeof json === "object" && "data" in json ? (json as { data: unknown }).data : [json];
  if (!Array.isArray(list) || list.length === 0) return { error: T.payloadNoEvents };
  const checks = list.slice(0, 1000).map((raw, i) => {
    const parsed = ConversionEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return { n: i + 1, ok: false, text: T.payloadShape(issue.path.join(".") || "event", issue.message) };
    }
    const c = checkEvent(parsed.data, now);
    return c.ok ? { n: i + 1, ok: true, text: T.payloadGood } : { n: i + 1, ok: false, text: c.error };
  });
  const good = checks.filter((c) => c.ok).length;
  return { summary: T.payloadSummary(good, checks.length - good), checks };
}
