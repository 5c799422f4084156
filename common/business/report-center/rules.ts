/**
 * Why: a saved report's rules (docs/decisions/054) are the API's and the builder page's alike —
 * the page runs checkReport before it submits, the API answers the first problem. Pure functions
 * over UTC days: the window a run covers, its periods, and when a weekly report runs next.
 */
import { calendarDayMs, daysBetween, shiftDay } from "../../platform/calendar";
import { LEVEL_COLUMNS, REPORT_MAX_DAYS, reportWindow, type ReportWindow } from "../reporting";
import { DAY_BREAKDOWN_MAX_DAYS, RANGE_DAYS, REPORT_NAME_MAX, SCHEDULE_HOUR_UTC, type ReportGranularity } from "./constants";
import type { ReportSchedule, ReportSpec } from "./schemas";

const DAY_MS = 86_400_000;

export type ReportProblemName =
  "REPORT_NAME_INVALID" | "REPORT_COLUMNS_INVALID" | "REPORT_DATES_INVALID" | "REPORT_BREAKDOWN_TOO_LONG" | "REPORT_SCHEDULE_INVALID";

export interface ReportProblem {
  name: ReportProblemName;
  field: string;
}

/** A report's name as kept: trimmed, its spaces collapsed. */
export const reportName = (name: string) => name.replace(/\s+/g, " ").trim();

/**
 * The days a run of `spec` covers when it runs on `today`: LAST_N_DAYS end yesterday (whole days
 * only); CUSTOM is its own days. Null when they are not a window reportWindow accepts.
 *
 * @example
 * runWindow({ ...spec, date_range: "LAST_7_DAYS" }, "2026-12-02") // { start: "2026-11-25", end: "2026-12-01" }
 */
export function runWindow(spec: Pick<ReportSpec, "date_range" | "start_date" | "end_date">, today: string): ReportWindow | null {
  if (spec.date_range === "CUSTOM") {
    if (spec.start_date === null || spec.end_date === null) return null;
    const w = reportWindow({ start_date: spec.start_date, end_date: spec.end_date }, today);
    return "field" in w ? null : w.current;
  }
  const end = shiftDay(today, -1);
  const start = end === null ? null : shiftDay(end, -(RANGE_DAYS[spec.date_range] - 1));
  return start === null || end === null ? null : { start, end };
}

/** The window's length in days. */
export const windowDays = (w: ReportWindow) => daysBetween(calendarDayMs(w.start)!, calendarDayMs(w.end)!) + 1;

/**
 * Every problem of a report, in the builder's order (empty: it may be saved).
 *
 * @example
 * checkReport("Spend", { ...spec, granularity: "DAY", date_range: "CUSTOM", start_date: "2026-01-01", end_date: "2026-06-30" }, schedule, "2026-12-02")
 * // [{ name: "REPORT_BREAKDOWN_TOO_LONG", field: "granularity" }]
 */
export function checkReport(name: string, spec: ReportSpec, schedule: ReportSchedule, today: string): ReportProblem[] {
  const out: ReportProblem[] = [];
  const kept = reportName(name);
  if (kept.length === 0 || [...kept].length > REPORT_NAME_MAX) out.push({ name: "REPORT_NAME_INVALID", field: "name" });
  const allowed = LEVEL_COLUMNS[spec.level];
  if (new Set(spec.columns).size !== spec.columns.length || spec.columns.some((c) => !allowed.includes(c)))
    out.push({ name: "REPORT_COLUMNS_INVALID", field: "spec.columns" });
  if (spec.date_range === "CUSTOM") {
    if (spec.start_date === null) out.push({ name: "REPORT_DATES_INVALID", field: "spec.start_date" });
    if (spec.end_date === null) out.push({ name: "REPORT_DATES_INVALID", field: "spec.end_date" });
    if (spec.start_date !== null && spec.end_date !== null) {
      const w = reportWindow({ start_date: spec.start_date, end_date: spec.end_date }, today);
      if ("field" in w) out.push({ name: "REPORT_DATES_INVALID", field: `spec.${w.field}` });
    }
  } else if (spec.start_date !== null || spec.end_date !== null) out.push({ name: "REPORT_DATES_INVALID", field: "spec.start_date" });
  const w = runWindow(spec, today);
  if (w && spec.granularity === "DAY" && windowDays(w) > DAY_BREAKDOWN_MAX_DAYS)
    out.push({ name: "REPORT_BREAKDOWN_TOO_LONG", field: "spec.granularity" });
  // A weekly email of fixed days would send the same numbers every week.
  if (schedule.frequency === "WEEKLY" && (schedule.weekday === null || spec.date_range === "CUSTOM"))
    out.push({ name: "REPORT_SCHEDULE_INVALID", field: schedule.weekday === null ? "schedule.weekday" : "spec.date_range" });
  if (schedule.frequency === "NONE" && schedule.weekday !== null) out.push({ name: "REPORT_SCHEDULE_INVALID", field: "schedule.weekday" });
  return out;
}

export interface Period extends ReportWindow {
  /** The CSV's period column: the day, or the week's first and last day in the window. */
  label: string;
}

/**
 * The periods of a window: itself (TOTAL), each day, or each ISO week (Monday to Sunday) cut to the
 * window. Bounded: a window is at most REPORT_MAX_DAYS long, checked first.
 *
 * @example
 * periodsOf({ start: "2026-11-28", end: "2026-12-01" }, "WEEK").map((p) => p.label)
 * // ["2026-11-28 to 2026-11-29", "2026-11-30 to 2026-12-01"]
 */
export function periodsOf(w: ReportWindow, granularity: ReportGranularity): Period[] {
  if (granularity === "TOTAL") return [{ ...w, label: `${w.start} to ${w.end}` }];
  const days = windowDays(w);
  if (days < 1 || days > REPORT_MAX_DAYS) return [];
  const out: Period[] = [];
  const startMs = calendarDayMs(w.start)!;
  for (let i = 0; i < days;) {
    const ms = startMs + i * DAY_MS;
    const day = new Date(ms).toISOString().slice(0, 10);
    if (granularity === "DAY") {
      out.push({ start: day, end: day, label: day });
      i += 1;
      continue;
    }
    const isoWeekday = ((new Date(ms).getUTCDay() + 6) % 7) + 1;
    const length = Math.min(8 - isoWeekday, days - i);
    const end = new Date(ms + (length - 1) * DAY_MS).toISOString().slice(0, 10);
    out.push({ start: day, end, label: `${day} to ${end}` });
    i += length;
  }
  return out;
}

/**
 * The next weekly run after `nowMs`: the weekday (ISO) at SCHEDULE_HOUR_UTC, strictly later.
 *
 * @example
 * new Date(nextWeeklyRun(Date.parse("2026-12-02T10:00:00Z"), 1)).toISOString() // "2026-12-07T06:00:00.000Z"
 */
export function nextWeeklyRun(nowMs: number, weekday: number): number {
  const now = new Date(nowMs);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const todayIso = ((now.getUTCDay() + 6) % 7) + 1;
  let at = today + ((weekday - todayIso + 7) % 7) * DAY_MS + SCHEDULE_HOUR_UTC * 3_600_000;
  if (at <= nowMs) at += 7 * DAY_MS;
  return at;
}

/**
 * An address partly hidden, for a page anyone with the link may open.
 *
 * @example
 * maskEmail("lena@example.com") // "l***@example.com"
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`;
}
