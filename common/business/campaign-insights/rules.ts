/**
 * Why: a report's windows, its totals and their change, and its CSV are computed the same way by
 * the API and the console page (business.md §2 campaign insights; docs/decisions/039): pure
 * functions over UTC days.
 */
import { fromMicroCurrency } from "../quick-promote";
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_MAX_DAYS } from "./constants";
import type { CampaignInsights, InsightsTotals } from "./schemas";

const DAY_MS = 86_400_000;

/** The epoch ms of a YYYY-MM-DD day that exists, else null ("2026-02-30" does not). */
export function dayMs(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** The day `n` days after `day` (n may be negative). */
export const addDays = (day: string, n: number): string => new Date(dayMs(day)! + n * DAY_MS).toISOString().slice(0, 10);

/** Every day from start to end, inclusive. */
export function daysOf(start: string, end: string): string[] {
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
 * does not exist, a window ends before it starts, or is longer than INSIGHTS_MAX_DAYS.
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
  if (given.some((d) => d !== undefined && dayMs(d) === null)) return null;
  const end = q.end_date ?? (q.start_date && q.start_date > today ? q.start_date : today);
  const start = q.start_date ?? addDays(end, -(INSIGHTS_DEFAULT_DAYS - 1));
  const length = (dayMs(end)! - dayMs(start)!) / DAY_MS + 1;
  const compStart = q.comp_start_date ?? (q.comp_end_date ? addDays(q.comp_end_date, -(length - 1)) : addDays(start, -length));
  const compEnd = q.comp_end_date ?? addDays(compStart, length - 1);
  const compLength = (dayMs(compEnd)! - dayMs(compStart)!) / DAY_MS + 1;
  if (length < 1 || compLength < 1 || length > INSIGHTS_MAX_DAYS || compLength > INSIGHTS_MAX_DAYS) return null;
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
