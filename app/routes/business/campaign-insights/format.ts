/**
 * Why: the insights page, the console home's columns, the billing page's invoices, the chart's
 * axis and its description show the same numbers the same way (business.md §2 campaign insights):
 * counts with grouping, CTR as a percentage, spend in the ad account's currency, days and windows
 * as short UTC dates, a change against the comparison window in words (the shared `change` rule).
 * Pure and deterministic ("en", UTC), so the server's markup and the hydrated page agree.
 */
import { change, INSIGHTS_COPY as T, type InsightsMetric } from "~common/business/campaign-insights";

/**
 * An amount of micro-currency in the ad account's currency.
 *
 * @example
 * money(3_000_000, "USD") // "$3.00"
 * money(1_234_567_890, "EUR") // "€1,234.57"
 */
export const money = (micro: number, currency: string) =>
  // Intl rounds to the currency's digits; micro-currency ÷ 10⁶ is exact to far more than those.
  new Intl.NumberFormat("en", { style: "currency", currency, minimumFractionDigits: 2 }).format(micro / 1_000_000);

/**
 * A count with grouping.
 *
 * @example
 * count(12345) // "12,345"
 */
export const count = (n: number) => new Intl.NumberFormat("en").format(n);

/**
 * A fraction as a percentage with two decimals.
 *
 * @example
 * percent(0.011667) // "1.17%"
 */
export const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** One day's (or a window's) numbers, as the API answers them. */
export interface Numbers {
  impressions: number;
  clicks: number;
  ctr: number;
  spend_in_micro_currency: number;
}

/** The raw value of a metric (spend in micro-currency). */
export const metricValue = (metric: InsightsMetric, n: Numbers): number =>
  metric === "spend" ? n.spend_in_micro_currency : metric === "ctr" ? n.ctr : n[metric];

/**
 * A metric's raw value as the page shows it.
 *
 * @example
 * formatMetric("spend", 2_400_000, "USD") // "$2.40"
 * formatMetric("ctr", 0.0125, "USD") // "1.25%"
 */
export function formatMetric(metric: InsightsMetric, value: number, currency: string): string {
  if (metric === "spend") return money(value, currency);
  if (metric === "ctr") return percent(value);
  return count(value);
}

/**
 * A value's change against the comparison window, in words ("new" when the comparison is 0).
 *
 * @example
 * changeText(150, 100, String) // { direction: "up", text: "Up 50.0% from 100" }
 * changeText(5, 0, String) // { direction: "new", text: "New: none in the comparison window" }
 */
export function changeText(
  value: number,
  comparison: number,
  format: (n: number) => string,
): { direction: "up" | "down" | "same" | "new" | "none"; text: string } {
  const c = change(value, comparison);
  if (c === null) return value === 0 ? { direction: "none", text: T.nothingYet } : { direction: "new", text: T.newMetric };
  const pct = `${Math.abs(c * 100).toFixed(1)}%`;
  if (pct === "0.0%") return { direction: "same", text: T.same(format(comparison)) };
  return c > 0 ? { direction: "up", text: T.up(pct, format(comparison)) } : { direction: "down", text: T.down(pct, format(comparison)) };
}

const DAY = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const DAY_YEAR = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A YYYY-MM-DD day, short.
 *
 * @example
 * shortDay("2026-11-22") // "Nov 22"
 */
export const shortDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * A window of days, with its year once.
 *
 * @example
 * windowText("2026-11-01", "2026-11-30") // "Nov 1 – Nov 30, 2026"
 * windowText("2025-12-28", "2026-01-03") // "Dec 28, 2025 – Jan 3, 2026"
 * windowText("2026-11-05", "2026-11-05") // "Nov 5, 2026"
 */
export function windowText(start: string, end: string): string {
  const last = DAY_YEAR.format(new Date(`${end}T00:00:00Z`));
  if (start === end) return last;
  const first = start.slice(0, 4) === end.slice(0, 4) ? shortDay(start) : DAY_YEAR.format(new Date(`${start}T00:00:00Z`));
  return `${first} – ${last}`;
}

/**
 * A YYYY-MM month, long.
 *
 * @example
 * monthText("2026-11") // "November 2026"
 */
export const monthText = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
