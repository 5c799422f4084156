/**
 * The report center's choices and bounds (business.md §2 /report-center/; docs/decisions/054).
 * §2 names the pages only: every number here is ours.
 */

/** The windows a saved report may cover: relative ones end yesterday (whole days), so a weekly email never holds half a day. */
export const REPORT_RANGES = ["LAST_7_DAYS", "LAST_14_DAYS", "LAST_30_DAYS", "LAST_90_DAYS", "CUSTOM"] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const RANGE_DAYS: Record<Exclude<ReportRange, "CUSTOM">, number> = {
  LAST_7_DAYS: 7,
  LAST_14_DAYS: 14,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
};

/** How a report's numbers are broken down: one total per row, or a row per day or ISO week (Monday to Sunday). */
export const REPORT_GRANULARITIES = ["TOTAL", "DAY", "WEEK"] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];
/** ours: the longest window broken down by day (a quarter); by week or in total, the reporting tables' 186 days. */
export const DAY_BREAKDOWN_MAX_DAYS = 92;

/** How often a report is emailed. */
export const REPORT_FREQUENCIES = ["NONE", "WEEKLY"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
/** ours: a weekly report is run at this UTC hour of its weekday (ISO: 1 Monday … 7 Sunday). */
export const SCHEDULE_HOUR_UTC = 6;

/** ours: saved reports per ad account. */
export const REPORTS_MAX = 100;
/** ours: a report's name (characters). */
export const REPORT_NAME_MAX = 100;
/** ours: runs one ad account may have waiting at once, and in a day (scheduled ones included). */
export const RUNS_WAITING_MAX = 5;
export const RUNS_PER_DAY_MAX = 50;
/** ours: the lines of one run's CSV at most (a longer one stops there and says it is cut). */
export const RUN_LINES_MAX = 100_000;
/** ours: how long a run's file can be downloaded (then it is removed). */
export const RUN_TTL_DAYS = 30;
/** ours: a queued run whose job did not start by then is started again by the every-minute sweep. */
export const RUN_RESTART_AFTER_MS = 2 * 60_000;
/** ours: the report and run lists' page. */
export const REPORT_CENTER_PAGE = 25;
