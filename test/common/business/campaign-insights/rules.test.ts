/** common/business/campaign-insights/rules.ts: report windows and their defaults, totals, change, the CSV. */
import { describe, expect, test } from "vitest";
import {
  addDays,
  change,
  ctr,
  dayMs,
  daysOf,
  insightsCsv,
  reportWindows,
  totalsOf,
  type CampaignInsights,
} from "~common/business/campaign-insights";

const TODAY = "2026-11-28";
const windows = (q: Parameters<typeof reportWindows>[0]) => {
  const w = reportWindows(q, TODAY);
  return w && [w.current.start, w.current.end, w.comparison.start, w.comparison.end];
};

describe("windows outside the calendar", () => {
  test("a day past 2100 or before 2000 is no window, whatever the other dates (no loop runs)", () => {
    for (const q of [
      { start_date: "9999-12-31" },
      { end_date: "9999-12-31" },
      { start_date: "1970-01-01", end_date: "1970-01-07" },
      { comp_start_date: "9999-01-01" },
      { start_date: "2000-01-01", end_date: "2000-01-07" },
      { start_date: "2100-12-31", end_date: "2100-12-31", comp_start_date: "2100-12-31", comp_end_date: "2101-01-06" },
    ]) {
      expect(reportWindows(q, "2026-11-28"), JSON.stringify(q)).toBeNull();
    }
    expect(reportWindows({ start_date: "2000-01-08", end_date: "2000-01-14" }, "2026-11-28")?.comparison).toEqual({
      start: "2000-01-01",
      end: "2000-01-07",
    });
  });

  test("daysOf refuses a span longer than a report window before looping", () => {
    expect(() => daysOf("2000-01-01", "2100-12-31")).toThrow(RangeError);
  });
});

describe("days", () => {
  test("a day exists or is null; days step across months and years", () => {
    expect(dayMs("2026-11-28")).toBe(Date.UTC(2026, 10, 28));
    expect([dayMs("2026-02-30"), dayMs("2026-13-01"), dayMs("2026-1-1"), dayMs("")]).toEqual([null, null, null, null]);
    expect([addDays("2026-12-31", 1), addDays("2024-03-01", -1)]).toEqual(["2027-01-01", "2024-02-29"]);
    expect(daysOf("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(daysOf("2026-11-02", "2026-11-01")).toEqual([]);
  });
});

describe("reportWindows", () => {
  test("defaults: the last 7 days with today, against the 7 before", () => {
    expect(windows({})).toEqual(["2026-11-22", "2026-11-28", "2026-11-15", "2026-11-21"]);
  });

  test("what is given is kept; what is left out follows it", () => {
    expect(windows({ start_date: "2026-11-01", end_date: "2026-11-30" })).toEqual(["2026-11-01", "2026-11-30", "2026-10-02", "2026-10-31"]);
    expect(windows({ end_date: "2026-11-10" })).toEqual(["2026-11-04", "2026-11-10", "2026-10-28", "2026-11-03"]);
    expect(windows({ start_date: "2026-11-25" })).toEqual(["2026-11-25", "2026-11-28", "2026-11-21", "2026-11-24"]);
    // A start after today: that day alone.
    expect(windows({ start_date: "2026-12-05" })).toEqual(["2026-12-05", "2026-12-05", "2026-12-04", "2026-12-04"]);
    expect(windows({ comp_start_date: "2026-01-01" })).toEqual(["2026-11-22", "2026-11-28", "2026-01-01", "2026-01-07"]);
    expect(windows({ comp_end_date: "2026-01-07" })).toEqual(["2026-11-22", "2026-11-28", "2026-01-01", "2026-01-07"]);
    // The comparison may be of another length.
    expect(windows({ comp_start_date: "2026-01-01", comp_end_date: "2026-01-02" })).toEqual([
      "2026-11-22",
      "2026-11-28",
      "2026-01-01",
      "2026-01-02",
    ]);
  });

  test("null: a date that does not exist, an end before its start, a window over 366 days", () => {
    expect(windows({ start_date: "2026-02-30" })).toBeNull();
    expect(windows({ start_date: "2026-11-10", end_date: "2026-11-01" })).toBeNull();
    expect(windows({ comp_start_date: "2026-11-10", comp_end_date: "2026-11-01" })).toBeNull();
    expect(windows({ start_date: "2025-11-28", end_date: TODAY })).not.toBeNull();
    expect(windows({ start_date: "2025-11-27", end_date: TODAY })).toBeNull();
    expect(windows({ comp_start_date: "2024-01-01", comp_end_date: "2025-01-01" })).toBeNull();
  });
});

describe("numbers", () => {
  test("CTR, totals and the change against the comparison", () => {
    expect([ctr(200, 3), ctr(0, 0)]).toEqual([0.015, 0]);
    expect(
      totalsOf([
        { impressions: 100, clicks: 1, spend_in_micro_currency: 250_000, invalid_impressions: 7, invalid_clicks: 2 },
        { impressions: 300, clicks: 3, spend_in_micro_currency: 750_000, invalid_impressions: 0, invalid_clicks: 1 },
      ]),
    ).toEqual({ impressions: 400, clicks: 4, ctr: 0.01, spend_in_micro_currency: 1_000_000, invalid_impressions: 7, invalid_clicks: 3 });
    expect(totalsOf([])).toEqual({
      impressions: 0,
      clicks: 0,
      ctr: 0,
      spend_in_micro_currency: 0,
      invalid_impressions: 0,
      invalid_clicks: 0,
    });
    expect([change(150, 100), change(50, 100), change(5, 0), change(0, 0)]).toEqual([0.5, -0.5, null, null]);
  });

  test("the CSV: a header naming the currency, the window's days then the comparison's, CRLF", () => {
    const day = (date: string, impressions: number, clicks: number, spend: number) => ({
      date,
      impressions,
      clicks,
      ctr: ctr(impressions, clicks),
      spend_in_micro_currency: spend,
      invalid_impressions: impressions > 0 ? 30 : 0,
      invalid_clicks: clicks > 1 ? 2 : 0,
    });
    const current = [day("2026-11-27", 1200, 14, 2_400_000), day("2026-11-28", 0, 0, 0)];
    const comparison = [day("2026-11-25", 3, 1, 1_500)];
    const report: CampaignInsights = {
      campaign_id: "19",
      currency: "EUR",
      time_zone: "UTC",
      daily_budget_in_micro_currency: 3_000_000,
      current: { start_date: "2026-11-27", end_date: "2026-11-28", days: current, totals: totalsOf(current) },
      comparison: { start_date: "2026-11-25", end_date: "2026-11-25", days: comparison, totals: totalsOf(comparison) },
    };
    expect(insightsCsv(report)).toBe(
      [
        "window,date,impressions,clicks,ctr,spend_EUR,invalid_impressions,invalid_clicks",
        "current,2026-11-27,1200,14,0.011667,2.4,30,2",
        "current,2026-11-28,0,0,0.000000,0,0,0",
        "comparison,2026-11-25,3,1,0.333333,0.0015,30,0",
        "",
      ].join("\r\n"),
    );
  });
});
