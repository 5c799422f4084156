/**
 * The pure rules of quick promote (common/business/quick-promote/rules.ts): step advance (§4),
 * name cut (§5, §9), micro-currency (§7, §9), duration and end date (§5), the §7 body, the save
 * failure (§8) and closing (§2).
 */
import { describe, expect, test } from "vitest";
import {
  advanceStep,
  checkPromoteForm,
  budgetProblem,
  closeAction,
  crossSitePath,
  cutCampaignName,
  endDateToSend,
  fromMicroCurrency,
  isPinBuilderPath,
  parseDuration,
  QUICK_PROMOTE_STEPS,
  quickPromoteBody,
  saveFailure,
  toMicroCurrency,
  type AdvanceFacts,
  type QuickPromoteForm,
} from "~common/business/quick-promote/rules";

describe("advanceStep (§4)", () => {
  const none: AdvanceFacts = {};
  const business: AdvanceFacts = { hasBusinessInfo: true };
  const address: AdvanceFacts = { hasBusinessAddress: true };
  const both: AdvanceFacts = { hasBusinessInfo: true, hasValidBillingProfile: true };
  const bothInfo: AdvanceFacts = { hasBusinessAddress: true, hasBillingInfo: true };
  const billingOnly: AdvanceFacts = { hasBillingInfo: true };
  test.each([
    ["consent", none, "pin_selection"],
    ["pin_selection", none, "page"],
    ["consent", both, "pin_selection"],
    ["page", both, "success"],
    ["page", bothInfo, "success"],
    ["page", business, "billing"],
    ["page", address, "billing"],
    ["page", none, "business"],
    ["page", billingOnly, "business"],
    ["business", none, "business"],
    ["business", business, "billing"],
    ["billing", business, "billing"],
    ["billing", both, "success"],
    ["page", { ...both, serverError: { area: "modal" } }, "error"],
    ["page", { ...both, serverError: { area: "pin" } }, "page"],
    ["billing", { serverError: { area: "pin" } }, "billing"],
    ["billing", { serverError: { area: "modal" } }, "error"],
    ["success", both, "success"],
    ["error", both, null],
    ["error", { serverError: { area: "modal" } }, null],
  ] as const)("from %s with %j → %s", (step, facts, expected) => {
    expect(advanceStep(step, facts)).toBe(expected);
  });

  test("the step order is the spec's", () => {
    expect(QUICK_PROMOTE_STEPS).toEqual(["consent", "pin_selection", "page", "business", "billing", "success", "error"]);
  });
});

describe("cutCampaignName (§5: under 64, 62 plus an ellipsis)", () => {
  test.each([
    ["", ""],
    ["Spring sale", "Spring sale"],
    ["a".repeat(63), "a".repeat(63)],
    ["a".repeat(64), `${"a".repeat(62)}…`],
    ["a".repeat(200), `${"a".repeat(62)}…`],
    // Code points, not UTF-16 units: an emoji is one character and never split.
    [`${"🌸".repeat(63)}`, "🌸".repeat(63)],
    [`${"🌸".repeat(64)}`, `${"🌸".repeat(62)}…`],
  ])("%j → %j", (name, cut) => {
    expect(cutCampaignName(name)).toBe(cut);
    expect([...cutCampaignName(name)].length).toBeLessThan(64);
  });
});

describe("toMicroCurrency (§7: × 1,000,000)", () => {
  test.each([
    ["3", 3_000_000],
    ["0.1", 100_000],
    ["12.5", 12_500_000],
    ["12,50", 12_500_000],
    [" 7 ", 7_000_000],
    ["1.000001", 1_000_001],
    ["1000000", 1_000_000_000_000],
    [3, 3_000_000],
    [0.3, 300_000],
    ["0", null],
    ["1.0000001", null],
    ["-1", null],
    ["abc", null],
    ["", null],
    ["1e3", null],
    ["1000001", null],
    [Number.NaN, null],
  ] as const)("%j → %j", (budget, micro) => {
    expect(toMicroCurrency(budget)).toBe(micro);
  });

  test("back to units", () => {
    expect(fromMicroCurrency(3_000_000)).toBe("3");
    expect(fromMicroCurrency(12_500_000)).toBe("12.5");
    expect(fromMicroCurrency(100_000)).toBe("0.1");
  });

  test.each([
    ["1", "US", null],
    ["0.99", "US", "BUDGET_TOO_LOW"],
    ["10", "CZ", "BUDGET_TOO_LOW"],
    ["11", "CZ", null],
    ["x", "US", "BUDGET_INVALID"],
  ])("budgetProblem(%s, %s) → %s", (budget, country, problem) => {
    expect(budgetProblem(budget, country)).toBe(problem);
  });
});

test.each([
  ["10", 10],
  ["30", 30],
  ["7 days", 7],
  [12.9, 12],
  ["0", null],
  ["-3", null],
  ["abc", null],
])("parseDuration(%j) → %j", (value, expected) => {
  expect(parseDuration(value)).toBe(expected);
});

test.each([
  [false, "2026-12-31", "2026-12-31"],
  [true, "2026-12-31", undefined],
  [false, "", undefined],
  [false, null, undefined],
  [true, "", undefined],
])("endDateToSend(ongoing %s, %j) → %j", (ongoing, date, expected) => {
  expect(endDateToSend(ongoing, date)).toBe(expected);
});

describe("quickPromoteBody (§7)", () => {
  const form: QuickPromoteForm = {
    name: "  My Pin promotion  ",
    destination_url: " https://shop.example/item ",
    budget: "3",
    duration: "10",
    inclusive_end_date: "2026-12-31",
    is_ongoing: false,
    advertiser_id: "7",
    ages: ["25-34"],
    interests: ["home_decor"],
    genders: ["female", "male", "unknown"],
    ad_type: "standard",
    selected_ocpm_tag: null,
    isAutoTargeting: true,
  };

  test("every field, the end date when not ongoing, no objective without a tag", () => {
    expect(quickPromoteBody(form, { pinId: "42", country: "US", productGroupId: null })).toEqual({
      budget_in_micro_currency: 3_000_000,
      campaign_name: "My Pin promotion",
      destination_url: "https://shop.example/item",
      duration: 10,
      auto_targeting_enabled: true,
      is_ongoing: false,
      start_now: true,
      targeting_spec: { AGE_BUCKET: ["25-34"], GENDER: ["female", "male", "unknown"], INTEREST: ["home_decor"], LOCATION: ["US"] },
      advertiser_id: "7",
      ads_client_type: "quick_promote",
      pin_id: "42",
      product_group_id: null,
      flexible_daily_budget_enabled: false,
      inclusive_end_date: "2026-12-31",
    });
  });

  test("ongoing: no end date; a conversion tag: objective and goal metadata; a long name is cut", () => {
    const body = quickPromoteBody(
      { ...form, is_ongoing: true, name: "n".repeat(70), selected_ocpm_tag: { conversionTagId: "5", conversionEvent: "CHECKOUT" } },
      { pinId: "42", country: "SE", productGroupId: "9" },
    )!;
    expect(body).not.toHaveProperty("inclusive_end_date");
    expect(body.objective_type).toBe("WEB_CONVERSION");
    expect(body.optimization_goal_metadata).toEqual({
      conversion_tag_v3_goal_metadata: { conversion_tag_id: "5", conversion_event: "CHECKOUT" },
    });
    expect(body.campaign_name).toBe(`${"n".repeat(62)}…`);
    expect(body.product_group_id).toBe("9");
    expect(body.targeting_spec.LOCATION).toEqual(["SE"]);
  });

  test("an unreadable budget or duration gives no body", () => {
    expect(quickPromoteBody({ ...form, budget: "lots" }, { pinId: "1", country: "US", productGroupId: null })).toBeNull();
    expect(quickPromoteBody({ ...form, duration: "" }, { pinId: "1", country: "US", productGroupId: null })).toBeNull();
  });
});

test.each([
  [401, { message: "Log in", message_detail: "Your session ended" }, { area: "pin", message: "Your session ended" }],
  [401, { message: "Log in" }, { area: "pin", message: "Log in" }],
  [400, { message: "Bad", message_detail: "Too low" }, { area: "modal", message: "Too low" }],
  [500, null, { area: "modal", message: null }],
] as const)("saveFailure(%s, %j) → %j (§8)", (status, error, expected) => {
  expect(saveFailure(status, error)).toEqual(expected);
});

describe("closeAction (§2)", () => {
  test.each([
    [
      { historyLength: 5, pinBuilderInHistory: false, closeWindowExperiment: false, crossSite: false },
      { kind: "back", steps: 1 },
    ],
    [
      { historyLength: 5, pinBuilderInHistory: true, closeWindowExperiment: false, crossSite: false },
      { kind: "back", steps: 3 },
    ],
    [{ historyLength: 1, pinBuilderInHistory: false, closeWindowExperiment: true, crossSite: false }, { kind: "close-window" }],
    [{ historyLength: 0, pinBuilderInHistory: true, closeWindowExperiment: true, crossSite: false }, { kind: "close-window" }],
    [
      { historyLength: 2, pinBuilderInHistory: false, closeWindowExperiment: true, crossSite: false },
      { kind: "back", steps: 1 },
    ],
    [
      { historyLength: 1, pinBuilderInHistory: false, closeWindowExperiment: false, crossSite: false },
      { kind: "back", steps: 1 },
    ],
    [{ historyLength: 1, pinBuilderInHistory: true, closeWindowExperiment: true, crossSite: true }, { kind: "history-back" }],
    [{ historyLength: 9, pinBuilderInHistory: false, closeWindowExperiment: false, crossSite: true }, { kind: "history-back" }],
  ] as const)("%j → %j", (input, expected) => {
    expect(closeAction(input)).toEqual(expected);
  });

  test.each([
    ["/pin-builder/", true],
    ["/advertiser/7/pin-builder/", true],
    ["/pin-builderx/", false],
    ["/pin/42/", false],
  ])("isPinBuilderPath(%s) → %s", (path, expected) => {
    expect(isPinBuilderPath(path)).toBe(expected);
  });

  test.each([
    ["www", "/pin/1/", "/pin/1/"],
    ["ads", "/advertiser/7/", "/advertiser/7/"],
    ["analytics", "/overview/", "/analytics/overview/"],
    ["analytics", "/analytics/overview/", "/analytics/overview/"],
    ["analytics", "overview", "/analytics/overview"],
  ] as const)("crossSitePath(%s, %s) → %s", (site, path, expected) => {
    expect(crossSitePath(site, path)).toBe(expected);
  });
});

describe("checkPromoteForm", () => {
  const ok = {
    name: "Sale",
    destination_url: "https://shop.example/",
    budget: "3",
    duration: "10",
    inclusive_end_date: "",
    is_ongoing: false,
  };
  test.each([
    [ok, "US", []],
    [{ ...ok, name: "  " }, "US", [{ field: "name", problem: "NAME_MISSING" }]],
    [{ ...ok, destination_url: "shop.example" }, "US", [{ field: "destination_url", problem: "LINK_INVALID" }]],
    [{ ...ok, budget: "10" }, "CZ", [{ field: "budget", problem: "BUDGET_TOO_LOW" }]],
    [{ ...ok, budget: "ten" }, "US", [{ field: "budget", problem: "BUDGET_INVALID" }]],
    [{ ...ok, duration: "" }, "US", [{ field: "duration", problem: "DURATION_INVALID" }]],
    [{ ...ok, inclusive_end_date: "2026-11-22" }, "US", [{ field: "inclusive_end_date", problem: "END_DATE_PAST" }]],
    [{ ...ok, inclusive_end_date: "2026-11-23" }, "US", []],
    // An ongoing ad sends no end date, so an old one in the field does not matter.
    [{ ...ok, inclusive_end_date: "2020-01-01", is_ongoing: true }, "US", []],
    [
      { ...ok, name: "", budget: "0" },
      "US",
      [
        { field: "name", problem: "NAME_MISSING" },
        { field: "budget", problem: "BUDGET_INVALID" },
      ],
    ],
  ] as const)("%j in %s → %j", (form, country, problems) => {
    expect(checkPromoteForm(form, country, "2026-11-23")).toEqual(problems);
  });
});
