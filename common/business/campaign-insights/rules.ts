/**
 * Why: a report's windows, its totals and their change, and its CSV are computed the same way by
 * the API and the console page (business.md §2 campaign insights; docs/decisions/039): pure
 * functions over UTC days.
 */
import { calendarDayMs, daysBetween, shiftDay } from "../../platform/calendar";
import { fromMicroCurrency } from "../quick-promote";
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_MAX_DAYS } from "./constants";
import type { CampaignInsights, InsightsTotals } from "./schemas";

/** The epoch ms of a YYYY-MM-DD day that exists within the calendar's range, else null ("2026-02-30" does not). */
export const dayMs = calendarDayMs;

/** The day `n` days after `day` (n may be negative); both must be within the calendar's range (reportWindows checks). */
export function addDays(day: string, n: number): string {
  const out = shiftDay(day, n);
  if (out === null) throw new RangeError(`${day} + ${n} days is outside the calendar`);
  return out;
}

/** Every day from start to end, inclusive: at most INSIGHTS_MAX_DAYS (a longer span is a caller's bug, refused before the loop). */
export function daysOf(start: string, end: string): string[] {
  const [from, to] = [calendarDayMs(start), calendarDayMs(end)];
  if (from === null || to === null || daysBetween(from, to) + 1 > INSIGHTS_MAX_DAYS)
    throw new RangeError(`${start}..${end} is not a report window`);
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

export interface ReportWindows {
  current: { start: string; end: string };
  comparison: { start: string; end: string };
}

/**
 * The report and comparison windows of a query, with the defaults filled in, or null when a date
 * does not exist or lies outside the calendar (CALENDAR_FIRST_DAY..CALENDAR_LAST_DAY), a window ends
 * before it starts, or is longer than INSIGHTS_MAX_DAYS.
 *
 * @example
 * reportWindows({}, "2026-11-28")
 * // { current: { start: "2026-11-22", end: "2026-11-28" }, comparison: { start: "2026-11-15", end: "2026-11-21" } }
 */
export function reportWindows(
  q: { start_date?: string; end_date?: string; comp_start_date?: string; comp_end_date?: string },
  today: string,
): ReportWindows | null {
  const given = [q.start_date, q.end_date, q.comp_start_date, q.comp_end_date];
  if (given.some((d) => d !== undefined && calendarDayMs(d) === null)) return null;
  const end = q.end_date ?? (q.start_date && q.start_date > today ? q.start_date : today);
  const start = q.start_date ?? shiftDay(end, -(INSIGHTS_DEFAULT_DAYS - 1));
  if (start === null || calendarDayMs(end) === null) return null;
  const length = daysBetween(calendarDayMs(start)!, calendarDayMs(end)!) + 1;
  // Lengths first: every default below is then a bounded shift within the calendar.
  if (length < 1 || length > INSIGHTS_MAX_DAYS) return null;
  const compStart = q.comp_start_date ?? (q.comp_end_date ? shiftDay(q.comp_end_date, -(length - 1)) : shiftDay(start, -length));
  const compEnd = q.comp_end_date ?? (compStart === null ? null : shiftDay(compStart, length - 1));
  if (compStart === null || compEnd === null) return null;
  const compLength = daysBetween(calendarDayMs(compStart)!, calendarDayMs(compEnd)!) + 1;
  if (compLength < 1 || compLength > INSIGHTS_MAX_DAYS) return null;
  return { current: { start, end }, comparison: { start: compStart, end: compEnd } };
}

/** clicks ÷ impressions, 0 without impressions. */
export const ctr = (impressions: number, clicks: number): number => (impressions > 0 ? clicks / impressions : 0);

/** The totals of some days. */
export function totalsOf(
  days: readonly {
    impressions: number;
    clicks: number;
    spend_in_micro_currency: number;
    invalid_impressions: number;
    invalid_clicks: number;
  }[],
): InsightsTotals {
  const t = days.reduce(
    (a, d) => ({
      impressions: a.impressions + d.impressions,
      clicks: a.clicks + d.clicks,
      spend: a.spend + d.spend_in_micro_currency,
      invalidImpressions: a.invalidImpressions + d.invalid_impressions,
      invalidClicks: a.invalidClicks + d.invalid_clicks,
    }),
    { impressions: 0, clicks: 0, spend: 0, invalidImpressions: 0, invalidClicks: 0 },
  );
  return {
    impressions: t.impressions,
    clicks: t.clicks,
    ctr: ctr(t.impressions, t.clicks),
    spend_in_micro_currency: t.spend,
    invalid_impressions: t.invalidImpressions,
    invalid_clicks: t.invalidClicks,
  };
}

/**
 * The change of a number against its comparison, as a fraction; null when the comparison is 0
 * (no change to speak of, or "new").
 *
 * @example
 * change(150, 100) // 0.5
 * change(5, 0) // null
 */
export const change = (value: number, comparison: number): number | null => (comparison === 0 ? null : (value - comparison) / comparison);

const CSV_HEADER = ["window", "date", "impressions", "clicks", "ctr", "spend", "invalid_impressions", "invalid_clicks"] as const;

/**
 * A report as CSV (RFC 4180, CRLF): one row per day of the window, then of the comparison; spend
 * in currency units with up to 6 decimals, CTR as a fraction with 6 decimals; then the invalid
 * (not charged) impressions and clicks.
 *
 * @example
 * insightsCsv(report) // "window,date,impressions,clicks,ctr,spend_USD,invalid_impressions,invalid_clicks\r\ncurrent,2026-11-22,1200,14,0.011667,2.4,30,2\r\n…"
 */
export function insightsCsv(report: CampaignInsights): string {
  const header = CSV_HEADER.map((h) => (h === "spend" ? `spend_${report.currency}` : h)).join(",");
  const rows = (["current", "comparison"] as const).flatMap((w) =>
    report[w].days.map((d) =>
      [
        w,
        d.date,
        d.impressions,
        d.clicks,
        d.ctr.toFixed(6),
        fromMicroCurrency(d.spend_in_micro_currency),
        d.invalid_impressions,
        d.invalid_clicks,
      ].join(","),
    ),
  );
  return [header, ...rows].join("\r\n") + "\r\n";
}
