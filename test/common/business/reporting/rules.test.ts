/** The reporting tables' pure rules (docs/decisions/053): windows, derived numbers, CSV, queries. */
import { describe, expect, test } from "vitest";
import { csvField, metricsOf, normaliseSearchQuery, previousWindow, reportCsv, reportWindow } from "~common/business/reporting";

describe("reportWindow", () => {
  const today = "2026-12-02";
  test("defaults: the last 7 days, no comparison", () => {
    expect(reportWindow({}, today)).toEqual({ current: { start: "2026-11-26", end: "2026-12-02" }, comparison: null });
  });
  test("every refusal names its field", () => {
    expect(reportWindow({ start_date: "2019-12-31" }, today)).toMatchObject({ field: "start_date" });
    expect(reportWindow({ end_date: "2026-12-03" }, today)).toMatchObject({ field: "end_date" });
    expect(reportWindow({ start_date: "2026-02-30" }, today)).toMatchObject({ field: "start_date" });
    expect(reportWindow({ start_date: "2026-05-30", end_date: "2026-12-02" }, today)).toMatchObject({ field: "end_date" }); // 187 days
    expect(reportWindow({ start_date: "2026-05-31", end_date: "2026-12-02" }, today)).toMatchObject({ comparison: null }); // 186
    expect(reportWindow({ start_date: "2026-12-02", end_date: "2026-12-01" }, today)).toMatchObject({ field: "end_date" });
    expect(reportWindow({ comp_start_date: "2026-11-01" }, today)).toMatchObject({ field: "comp_end_date" });
    expect(reportWindow({ comp_end_date: "2026-11-01" }, today)).toMatchObject({ field: "comp_start_date" });
    expect(reportWindow({ comp_start_date: "2026-11-01", comp_end_date: "2026-11-08" }, today)).toMatchObject({ field: "comp_end_date" });
  });
  test("a comparison of the same length", () => {
    expect(reportWindow({ comp_start_date: "2026-11-01", comp_end_date: "2026-11-07" }, today)).toMatchObject({
      comparison: { start: "2026-11-01", end: "2026-11-07" },
    });
  });
});

test("previousWindow: the same length just before; none before 2020", () => {
  expect(previousWindow({ start: "2026-11-26", end: "2026-12-02" })).toEqual({ start: "2026-11-19", end: "2026-11-25" });
  expect(previousWindow({ start: "2020-01-01", end: "2020-01-03" })).toBeNull();
});

test("metricsOf: CTR, CPC, CPM, cost per conversion and ROAS, 0 where undefined", () => {
  expect(metricsOf(2000, 10, 4_000_000, 4, 12_000_000)).toEqual({
    impressions: 2000,
    clicks: 10,
    ctr: 0.005,
    spend_in_micro_currency: 4_000_000,
    cpc_in_micro_currency: 400_000,
    cpm_in_micro_currency: 2_000_000,
    conversions: 4,
    conversion_value_in_micro_currency: 12_000_000,
    cpa_in_micro_currency: 1_000_000,
    roas: 3,
  });
  expect(metricsOf(0, 0, 0)).toMatchObject({
    ctr: 0,
    cpc_in_micro_currency: 0,
    cpm_in_micro_currency: 0,
    cpa_in_micro_currency: 0,
    roas: 0,
  });
});

test("csvField quotes and defuses formulas", () => {
  expect(csvField('Sale, "big"')).toBe('"Sale, ""big"""');
  expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  expect(csvField(-3)).toBe("-3");
});

test("reportCsv: chosen columns, money in the currency, comparison, totals last", () => {
  const m = metricsOf(1000, 10, 2_500_000);
  const row = {
    id: "1",
    name: "Spring",
    status: "ACTIVE",
    objective_type: "CONSIDERATION",
    campaign_id: "1",
    campaign_name: "Spring",
    ad_group_id: null,
    ad_group_name: null,
    pin_id: null,
    product_group_id: null,
    query: null,
    current: m,
    comparison: metricsOf(0, 0, 0),
  };
  expect(reportCsv([row], { current: m, comparison: metricsOf(0, 0, 0) }, ["status", "impressions", "spend"], "EUR", true)).toBe(
    "name,status,impressions,spend_EUR,comparison_impressions,comparison_spend_EUR\r\nSpring,ACTIVE,1000,2.5,0,0\r\nTotal,,1000,2.5,0,0\r\n",
  );
});

test("normaliseSearchQuery: lower-case, trimmed, spaces collapsed, at most 100 characters", () => {
  expect(normaliseSearchQuery("  Linen   CUSHION ")).toBe("linen cushion");
  expect(normaliseSearchQuery("   ")).toBeNull();
  expect(normaliseSearchQuery("x".repeat(150))).toHaveLength(100);
});
