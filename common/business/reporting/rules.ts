/**
 * Why: a report's window, its derived numbers and its CSV are computed the same way by the API and
 * the console's tables (docs/decisions/053): pure functions over UTC days and micro-currency.
 */
import { calendarDayMs, daysBetween, shiftDay } from "../../platform/calendar";
import { fromMicroCurrency } from "../quick-promote";
import { REPORT_DEFAULT_DAYS, REPORT_FIRST_DAY, REPORT_MAX_DAYS, type ReportColumn } from "./constants";
import type { ReportMetrics, ReportRow } from "./schemas";

export interface ReportWindow {
  start: string;
  end: string;
}

/** Which date of a query is wrong, and why (the error's data names the field). */
export type DateProblem = { field: "start_date" | "end_date" | "comp_start_date" | "comp_end_date"; reason: string };

/**
 * The report window and comparison window of a query, or the first problem: a date that does not
 * exist, before REPORT_FIRST_DAY or after today; an end before its start; a window longer than
 * REPORT_MAX_DAYS; a comparison with one end only or of another length than the window.
 *
 * @example
 * reportWindow({ start_date: "2026-11-01", end_date: "2026-11-07" }, "2026-12-02")
 * // { current: { start: "2026-11-01", end: "2026-11-07" }, comparison: null }
 */
export function reportWindow(
  q: { start_date?: string; end_date?: string; comp_start_date?: string; comp_end_date?: string },
  today: string,
): { current: ReportWindow; comparison: ReportWindow | null } | DateProblem {
  for (const field of ["start_date", "end_date", "comp_start_date", "comp_end_date"] as const) {
    const d = q[field];
    if (d === undefined) continue;
    if (calendarDayMs(d) === null) return { field, reason: "not a day" };
    if (d < REPORT_FIRST_DAY) return { field, reason: "before 2020" };
    if (d > today) return { field, reason: "in the future" };
  }
  const end = q.end_date ?? today;
  const start = q.start_date ?? shiftDay(end, -(REPORT_DEFAULT_DAYS - 1))!;
  const length = daysBetween(calendarDayMs(start)!, calendarDayMs(end)!) + 1;
  if (length < 1) return { field: "end_date", reason: "before the start" };
  if (length > REPORT_MAX_DAYS) return { field: "end_date", reason: "window too long" };
  if (q.comp_start_date === undefined && q.comp_end_date === undefined) return { current: { start, end }, comparison: null };
  if (q.comp_start_date === undefined) return { field: "comp_start_date", reason: "missing" };
  if (q.comp_end_date === undefined) return { field: "comp_end_date", reason: "missing" };
  const compLength = daysBetween(calendarDayMs(q.comp_start_date)!, calendarDayMs(q.comp_end_date)!) + 1;
  if (compLength !== length) return { field: "comp_end_date", reason: "not the window's length" };
  return { current: { start, end }, comparison: { start: q.comp_start_date, end: q.comp_end_date } };
}

/** The window of the same length just before `w` (the comparison toggle's), or null before REPORT_FIRST_DAY. */
export function previousWindow(w: ReportWindow): ReportWindow | null {
  const length = daysBetween(calendarDayMs(w.start)!, calendarDayMs(w.end)!) + 1;
  const end = shiftDay(w.start, -1);
  const start = end === null ? null : shiftDay(end, -(length - 1));
  return start === null || end === null || start < REPORT_FIRST_DAY ? null : { start, end };
}

/**
 * A row's derived numbers from its counts: CTR, CPC and CPM, cost per conversion in micro-currency
 * and ROAS (0 where undefined).
 */
export function metricsOf(impressions: number, clicks: number, spend: number, conversions = 0, value = 0): ReportMetrics {
  return {
    impressions,
    clicks,
    ctr: impressions > 0 ? clicks / impressions : 0,
    spend_in_micro_currency: spend,
    cpc_in_micro_currency: clicks > 0 ? Math.round(spend / clicks) : 0,
    cpm_in_micro_currency: impressions > 0 ? Math.round((spend * 1000) / impressions) : 0,
    conversions,
    conversion_value_in_micro_currency: value,
    cpa_in_micro_currency: conversions > 0 ? Math.round(spend / conversions) : 0,
    roas: spend > 0 ? value / spend : 0,
  };
}

/** The columns that are numbers (a sort, a CSV field, a table cell). */
export type MetricColumn = Exclude<ReportColumn, "status" | "objective">;

/** A column's value of some metrics, for sorting and the CSV. */
export function metricValue(m: ReportMetrics, column: MetricColumn): number {
  switch (column) {
    case "impressions":
      return m.impressions;
    case "clicks":
      return m.clicks;
    case "ctr":
      return m.ctr;
    case "spend":
      return m.spend_in_micro_currency;
    case "cpc":
      return m.cpc_in_micro_currency;
    case "cpm":
      return m.cpm_in_micro_currency;
    case "conversions":
      return m.conversions;
    case "cpa":
      return m.cpa_in_micro_currency;
    case "roas":
      return m.roas;
  }
}

/** A CSV field: quoted when it needs to be, and a leading =, +, - or @ defused (a spreadsheet would run it). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const MONEY_COLUMNS = new Set<ReportColumn>(["spend", "cpc", "cpm", "cpa"]);

/** How a report's CSV lines are written: its header and one line per row (see reportCsv). */
export interface ReportCsvLines {
  header: string[];
  line: (name: string, status: string, objective: string, current: ReportMetrics, comparison: ReportMetrics | null) => string[];
}

/**
 * The header and the line writer of a report's CSV: the name, the chosen columns (money in the
 * account's currency, CTR as a fraction), then the comparison's numbers when there is one. Fields
 * are not yet quoted: join them through csvField.
 */
export function reportCsvLines(columns: readonly ReportColumn[], currency: string, compared: boolean): ReportCsvLines {
  const numbers = columns.filter((c): c is MetricColumn => c !== "status" && c !== "objective");
  const label = (c: ReportColumn) => (MONEY_COLUMNS.has(c) ? `${c}_${currency}` : c);
  const header = [
    "name",
    ...columns.filter((c) => c === "status" || c === "objective").map(label),
    ...numbers.map(label),
    ...(compared ? numbers.map((c) => `comparison_${label(c)}`) : []),
  ];
  const cells = (m: ReportMetrics | null) =>
    numbers.map((c) => {
      if (m === null) return "";
      const v = metricValue(m, c);
      return String(c === "ctr" || c === "roas" ? v.toFixed(c === "ctr" ? 6 : 4) : MONEY_COLUMNS.has(c) ? fromMicroCurrency(v) : v);
    });
  const line = (name: string, status: string, objective: string, current: ReportMetrics, comparison: ReportMetrics | null) => [
    name,
    ...(columns.includes("status") ? [status] : []),
    ...(columns.includes("objective") ? [objective] : []),
    ...cells(current),
    ...(compared ? cells(comparison) : []),
  ];
  return { header, line };
}

/**
 * A report's rows and totals as CSV (reportCsvLines), the totals row last.
 *
 * @example
 * reportCsv(rows, totals, ["impressions", "spend"], "USD", false)
 * // "name,impressions,spend_USD\r\nSpring sale,1200,2.4\r\nTotal,1200,2.4\r\n"
 */
export function reportCsv(
  rows: readonly ReportRow[],
  totals: { current: ReportMetrics; comparison: ReportMetrics | null },
  columns: readonly ReportColumn[],
  currency: string,
  compared: boolean,
): string {
  const { header, line } = reportCsvLines(columns, currency, compared);
  const join = (fields: string[]) => fields.map(csvField).join(",");
  return (
    [
      header.join(","),
      ...rows.map((r) => join(line(r.name, r.status ?? "", r.objective_type ?? "", r.current, r.comparison))),
      join(line("Total", "", "", totals.current, totals.comparison)),
    ].join("\r\n") + "\r\n"
  );
}
