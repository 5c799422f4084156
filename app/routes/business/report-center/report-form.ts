/**
 * Why: the builder's form is read the same way in the browser (checked with checkReport before it
 * is sent, as campaign create checks its plan) and in the action (checked again, then sent to the
 * API), so a problem is named by the same field on both sides — and the API's own `field` of a
 * REPORT_* error lands on the same input.
 */
import {
  checkReport,
  REPORT_FREQUENCIES,
  REPORT_GRANULARITIES,
  REPORT_RANGES,
  type ReportBody,
  type ReportFrequency,
  type ReportGranularity,
  type ReportRange,
  type SavedReport,
} from "~common/business/report-center";
import { BUSINESS_MESSAGES } from "~common/business/messages";
import { LEVEL_COLUMNS, REPORT_COLUMNS, REPORT_LEVELS, type ReportColumn, type ReportLevel } from "~common/business/reporting";

/** The builder's values as the form holds them (text, as typed). */
export interface BuilderForm {
  name: string;
  level: ReportLevel;
  columns: ReportColumn[];
  date_range: ReportRange;
  start_date: string;
  end_date: string;
  granularity: ReportGranularity;
  status: string;
  objective_type: string;
  frequency: ReportFrequency;
  weekday: string;
}

/** A problem of the form, on one of its fields ("" for the form as a whole). */
export interface FieldProblem {
  field: string;
  message: string;
}

export const NEW_REPORT: BuilderForm = {
  name: "",
  level: "campaigns",
  columns: ["impressions", "clicks", "ctr", "spend"],
  date_range: "LAST_7_DAYS",
  start_date: "",
  end_date: "",
  granularity: "TOTAL",
  status: "",
  objective_type: "",
  frequency: "NONE",
  weekday: "1",
};

/** The levels whose rows have an objective of their own (the reporting tables' filters). */
export const hasObjective = (level: ReportLevel) => level !== "product_groups" && level !== "product_items";

/** The level's own columns among `columns`, in the table's order. */
export const levelColumns = (level: ReportLevel, columns: readonly string[]) => LEVEL_COLUMNS[level].filter((c) => columns.includes(c));

const pick = <T extends string>(all: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (all as readonly string[]).includes(value) ? (value as T) : fallback;
const text = (value: FormDataEntryValue | null, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * The builder's values from its posted form; anything unknown falls back to the new report's.
 *
 * @example
 * const form = builderFromData(await request.formData());
 */
export function builderFromData(data: FormData): BuilderForm {
  return {
    name: text(data.get("name"), 400),
    level: pick(REPORT_LEVELS, data.get("level"), NEW_REPORT.level),
    columns: REPORT_COLUMNS.filter((c) => data.getAll("columns").includes(c)),
    date_range: pick(REPORT_RANGES, data.get("date_range"), NEW_REPORT.date_range),
    start_date: text(data.get("start_date"), 20),
    end_date: text(data.get("end_date"), 20),
    granularity: pick(REPORT_GRANULARITIES, data.get("granularity"), NEW_REPORT.granularity),
    status: text(data.get("status"), 20),
    objective_type: text(data.get("objective_type"), 40),
    frequency: pick(REPORT_FREQUENCIES, data.get("frequency"), NEW_REPORT.frequency),
    weekday: text(data.get("weekday"), 2),
  };
}

/** A saved report's values in the builder. */
export const builderFromReport = (r: SavedReport): BuilderForm => ({
  name: r.name,
  level: r.spec.level,
  columns: [...r.spec.columns],
  date_range: r.spec.date_range,
  start_date: r.spec.start_date ?? "",
  end_date: r.spec.end_date ?? "",
  granularity: r.spec.granularity,
  status: r.spec.status ?? "",
  objective_type: r.spec.objective_type ?? "",
  frequency: r.schedule.frequency,
  weekday: String(r.schedule.weekday ?? NEW_REPORT.weekday),
});

/**
 * What the API is sent: dates only for custom windows, a weekday only for a weekly email, no
 * objective for a level without one (the fields the page hides say nothing).
 */
export function bodyOf(f: BuilderForm): Omit<ReportBody, "run_now"> {
  const custom = f.date_range === "CUSTOM";
  const weekly = f.frequency === "WEEKLY";
  const weekday = Number(f.weekday);
  return {
    name: f.name,
    spec: {
      level: f.level,
      columns: f.columns,
      date_range: f.date_range,
      start_date: custom ? f.start_date || null : null,
      end_date: custom ? f.end_date || null : null,
      granularity: f.granularity,
      status: (f.status || null) as ReportBody["spec"]["status"],
      objective_type: hasObjective(f.level) ? f.objective_type || null : null,
    },
    schedule: { frequency: f.frequency, weekday: weekly && Number.isInteger(weekday) && weekday >= 1 && weekday <= 7 ? weekday : null },
  };
}

const MESSAGES: Record<string, string> = {
  REPORT_NAME_INVALID: BUSINESS_MESSAGES.reportNameInvalid,
  REPORT_COLUMNS_INVALID: BUSINESS_MESSAGES.reportColumnsInvalid,
  REPORT_DATES_INVALID: BUSINESS_MESSAGES.reportDatesInvalid,
  REPORT_BREAKDOWN_TOO_LONG: BUSINESS_MESSAGES.reportBreakdownTooLong,
  REPORT_SCHEDULE_INVALID: BUSINESS_MESSAGES.reportScheduleInvalid,
};

/** An API or checkReport field ("spec.start_date", "schedule.weekday") as the form's input name. */
export const formField = (field: unknown) => (typeof field === "string" ? field.replace(/^(spec|schedule)\./, "") : "");

/**
 * Every problem of the form (checkReport's, on today's UTC day), by the form's field names.
 *
 * @example
 * builderProblems({ ...NEW_REPORT, name: "" }, "2026-12-02") // [{ field: "name", message: "Give the report a name…" }]
 */
export function builderProblems(f: BuilderForm, today: string): FieldProblem[] {
  const body = bodyOf(f);
  const found = checkReport(body.name, body.spec, body.schedule, today).map((p) => ({
    field: formField(p.field),
    message: MESSAGES[p.name] ?? p.name,
  }));
  // One problem per field: the first, as the API would answer it.
  return found.filter((p, i) => found.findIndex((q) => q.field === p.field) === i);
}

/** Today as a UTC day, the days reports are made of. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
