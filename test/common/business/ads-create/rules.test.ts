/**
 * The create form's own rules (common/business/ads-create/rules.ts) that the API never sees: the
 * form's text turned into a plan (amounts, keywords, lists a form could send anything in) and the
 * small helpers the page and the API share. The plan's rules are the API's, tested against the
 * Worker (test/worker/business/ads-create/).
 */
import { describe, expect, test } from "vitest";
import { duplicateName, emptyForm, lifetimeDailyCap, parseKeywords, planFromForm } from "~common/business/ads-create";

const facts = { country: "US", currency: "USD", today: "2026-12-02" };

describe("planFromForm", () => {
  test("amounts to micro-currency; empty bid automatic; an empty end date ongoing; the form's lists kept to what they may hold", () => {
    const form = emptyForm(facts, false);
    form.budget = "12,5";
    form.ad_groups[0] = {
      ...form.ad_groups[0]!,
      bid: "",
      genders: ["female", "robot", "female"],
      ages: ["25-34", "200+"],
      interests: ["travel", "<script>"],
      location: "ZZ",
      keywords: "Reading Chair,\n  armchair  ",
      pins: [{ pin_id: "42", destination_url: " " }],
    };
    const { plan, problems } = planFromForm(form);
    expect(problems).toEqual([]);
    expect(plan).toMatchObject({ budget_in_micro_currency: 12_500_000, end_date: null, conversion_tag_id: null });
    expect(plan.ad_groups[0]).toEqual({
      name: "Ad group 1",
      targeting_spec: { AGE_BUCKET: ["25-34"], GENDER: ["female"], INTEREST: ["travel"], LOCATION: [] },
      auto_targeting_enabled: true,
      bid_in_micro_currency: null,
      keywords: ["reading chair", "armchair"],
      ads: [{ pin_id: "42" }],
    });
  });

  test("a budget or bid that is no amount, too many keywords and a group without Pins are the form's own problems", () => {
    const form = emptyForm(facts, false);
    form.budget = "lots";
    form.ad_groups[0] = { ...form.ad_groups[0]!, bid: "1.2.3", keywords: Array.from({ length: 51 }, (_, i) => `k${i}`).join(",") };
    expect(planFromForm(form).problems.map((p) => [p.name, p.field])).toEqual([
      ["BUDGET_INVALID", "budget_in_micro_currency"],
      ["BID_INVALID", "ad_groups.0.bid_in_micro_currency"],
      ["KEYWORD_INVALID", "ad_groups.0.keywords"],
      ["AD_PINS_MISSING", "ad_groups.0.ads"],
    ]);
  });

  test("a lifetime budget may be more than a day's maximum", () => {
    const form = { ...emptyForm(facts, false), budget_type: "LIFETIME", budget: "5000000" };
    expect(planFromForm(form).plan.budget_in_micro_currency).toBe(5_000_000_000_000);
  });
});

test("keywords: lower-case, trimmed, once each; too long or too many is none", () => {
  expect(parseKeywords("Bar  Seating, bar seating\n\n, stool")).toEqual(["bar seating", "stool"]);
  expect(parseKeywords("x".repeat(81))).toBeNull();
});

test("a lifetime budget's daily share never adds up to more than the budget", () => {
  for (const [total, days] of [
    [100_000_000, 30],
    [7, 3],
    [1_000_000, 7],
  ] as const)
    expect(lifetimeDailyCap(total, days) * days).toBeLessThanOrEqual(total);
});

test("a copy's name stays under the limit", () => {
  expect(duplicateName("Autumn")).toBe("Copy of Autumn");
  expect([...duplicateName("x".repeat(63))].length).toBe(63);
});
