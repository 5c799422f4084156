/**
 * Why: every date a client sends is checked against one range before anything loops over days
 * (a window from 1970 to 9999 once kept a Worker busy until the runtime killed it). Days are
 * YYYY-MM-DD in UTC.
 */

/** ours: the first and last day any request may name (reports, end dates). */
export const CALENDAR_FIRST_DAY = "2000-01-01";
export const CALENDAR_LAST_DAY = "2100-12-31";

const DAY_MS = 86_400_000;
const CALENDAR_SPAN_DAYS = (Date.parse(`${CALENDAR_LAST_DAY}T00:00:00Z`) - Date.parse(`${CALENDAR_FIRST_DAY}T00:00:00Z`)) / DAY_MS;

/**
 * The epoch ms of a YYYY-MM-DD day that exists and lies within CALENDAR_FIRST_DAY..CALENDAR_LAST_DAY, else null.
 *
 * @example
 * calendarDayMs("2026-02-28") // 1772236800000
 * calendarDayMs("2026-02-30") // null
 * calendarDayMs("9999-12-31") // null
 */
export function calendarDayMs(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < CALENDAR_FIRST_DAY || day > CALENDAR_LAST_DAY) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** Whether a text is a day calendarDayMs accepts. */
export const isCalendarDay = (day: string): boolean => calendarDayMs(day) !== null;

/**
 * The day `n` days after a calendar day (n may be negative), or null when either is outside the range.
 *
 * @example
 * shiftDay("2026-12-31", 1) // "2027-01-01"
 * shiftDay("2100-12-31", 1) // null
 */
export function shiftDay(day: string, n: number): string | null {
  const ms = calendarDayMs(day);
  // Beyond the calendar's whole span no shift can land inside it (and Date would overflow).
  if (ms === null || !Number.isInteger(n) || Math.abs(n) > CALENDAR_SPAN_DAYS) return null;
  const out = new Date(ms + n * DAY_MS).toISOString().slice(0, 10);
  return calendarDayMs(out) === null ? null : out;
}

/** Whole days from `start` to `end` (both calendar days; negative when end is before start). */
export const daysBetween = (startMs: number, endMs: number): number => Math.round((endMs - startMs) / DAY_MS);

/** Epoch seconds, as D1 keeps times, and their ISO form, as the API answers them. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
export const isoOfSeconds = (s: number): string => new Date(s * 1000).toISOString();
