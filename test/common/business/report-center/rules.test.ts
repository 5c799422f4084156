/** The report center's shared rules (docs/decisions/054): windows, checks, periods, the weekly clock, the hidden address. */
import { describe, expect, test } from "vitest";
import { checkReport, maskEmail, nextWeeklyRun, periodsOf, reportName, runWindow, type ReportSpec } from "~common/business/report-center";

const spec = (over: Partial<ReportSpec> = {}): ReportSpec => ({
  level: "campaigns",
  columns: ["impressions", "spend"],
  date_range: "LAST_7_DAYS",
  start_date: null,
  end_date: null,
  granularity: "DAY",
  status: null,
  objective_type: null,
  ...over,
});
const none = { frequency: "NONE", weekday: null } as const;

describe("runWindow", () => {
  test("relative windows end yesterday and are whole days; custom is its own days", () => {
    expect(runWindow(spec(), "2026-12-02")).toEqual({ start: "2026-11-25", end: "2026-12-01" });
    expect(runWindow(spec({ date_range: "LAST_90_DAYS" }), "2026-03-01")).toEqual({ start: "2025-12-01", end: "2026-02-28" });
    expect(runWindow(spec({ date_range: "CUSTOM", start_date: "2026-11-01", end_date: "2026-11-03" }), "2026-12-02")).toEqual({
      start: "2026-11-01",
      end: "2026-11-03",
    });
    expect(runWindow(spec({ date_range: "CUSTOM" }), "2026-12-02")).toBeNull();
  });
});

describe("checkReport", () => {
  test("a good report has no problem; each problem names its field, in the builder's order", () => {
    expect(checkReport("Spend", spec(), none, "2026-12-02")).toEqual([]);
    expect(
      checkReport(" ", spec({ columns: ["spend", "spend"] }), { frequency: "WEEKLY", weekday: null }, "2026-12-02").map((p) => p.field),
    ).toEqual(["name", "spec.columns", "schedule.weekday"]);
    expect(checkReport("x".repeat(100), spec(), none, "2026-12-02")).toEqual([]);
    expect(checkReport("x".repeat(101), spec(), none, "2026-12-02")[0]?.name).toBe("REPORT_NAME_INVALID");
  });

  test("a day breakdown is at most 92 days; a week's or a total's, the reporting tables' window", () => {
    const custom = (start: string, granularity: ReportSpec["granularity"]) =>
      checkReport("r", spec({ date_range: "CUSTOM", start_date: start, end_date: "2026-12-01", granularity }), none, "2026-12-02");
    expect(custom("2026-09-01", "DAY")).toEqual([]);
    expect(custom("2026-08-31", "DAY")).toEqual([{ name: "REPORT_BREAKDOWN_TOO_LONG", field: "spec.granularity" }]);
    expect(custom("2026-08-31", "WEEK")).toEqual([]);
    expect(custom("2025-01-01", "TOTAL")[0]?.name).toBe("REPORT_DATES_INVALID");
  });

  test("a weekly email needs a relative window and a weekday; a report not emailed has none", () => {
    const fixed = spec({ date_range: "CUSTOM", start_date: "2026-11-01", end_date: "2026-11-07" });
    expect(checkReport("r", fixed, { frequency: "WEEKLY", weekday: 1 }, "2026-12-02")).toEqual([
      { name: "REPORT_SCHEDULE_INVALID", field: "spec.date_range" },
    ]);
    expect(checkReport("r", spec(), { frequency: "NONE", weekday: 1 }, "2026-12-02")[0]?.field).toBe("schedule.weekday");
    expect(checkReport("r", spec({ start_date: "2026-11-01" }), none, "2026-12-02")[0]?.field).toBe("spec.start_date");
  });
});

describe("periodsOf", () => {
  test("TOTAL is the window; DAY each day; WEEK each ISO week (Monday to Sunday) cut to the window", () => {
    const w = { start: "2026-11-28", end: "2026-12-08" };
    expect(periodsOf(w, "TOTAL")).toEqual([{ ...w, label: "2026-11-28 to 2026-12-08" }]);
    expect(periodsOf(w, "DAY")).toHaveLength(11);
    expect(periodsOf(w, "WEEK").map((p) => p.label)).toEqual([
      "2026-11-28 to 2026-11-29",
      "2026-11-30 to 2026-12-06",
      "2026-12-07 to 2026-12-08",
    ]);
    expect(periodsOf({ start: "2025-01-01", end: "2026-12-01" }, "DAY")).toEqual([]);
  });
});

describe("nextWeeklyRun", () => {
  test("the weekday at 06:00 UTC, strictly later than now", () => {
    const at = (iso: string, weekday: number) => new Date(nextWeeklyRun(Date.parse(iso), weekday)).toISOString();
    // 2026-12-02 is a Wednesday (3).
    expect(at("2026-12-02T05:00:00Z", 3)).toBe("2026-12-02T06:00:00.000Z");
    expect(at("2026-12-02T06:00:00Z", 3)).toBe("2026-12-09T06:00:00.000Z");
    expect(at("2026-12-02T10:00:00Z", 1)).toBe("2026-12-07T06:00:00.000Z");
    expect(at("2026-12-31T23:00:00Z", 5)).toBe("2027-01-01T06:00:00.000Z");
  });
});

test("reportName and maskEmail", () => {
  expect(reportName("  Weekly   spend \n")).toBe("Weekly spend");
  expect(maskEmail("lena@example.com")).toBe("l***@example.com");
  expect(maskEmail("@x")).toBe("***");
});
