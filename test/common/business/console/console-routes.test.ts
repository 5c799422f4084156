/**
 * The advertiser console's route builder (common/business/console/console-routes.ts, business.md §2):
 * every path of the spec's table, with and without the /advertiser/{advertiserId} prefix, the
 * query-carrying links (campaign insights, billing, ad group, objective reports), the matcher that
 * reads a path back, and the unknown key that throws.
 */
import { describe, expect, test } from "vitest";
import {
  adGroupRoute,
  billingRoute,
  campaignInsightsRoute,
  CONSOLE_ROUTES,
  consoleRoute,
  matchConsolePath,
  OBJECTIVE_REPORTS,
  objectiveReportRoute,
  type ConsoleRouteKey,
} from "~common/business/console/console-routes";

/** §2's list, written out as the spec has it. */
const SPEC_PATHS = [
  "/",
  ...[
    "campaigns",
    "adgroups",
    "ads",
    "productgroups",
    "productitems",
    "campaignNegativeKeywords",
    "campaignSearchQueries",
    "adGroupNegativeKeywords",
    "adGroupPositiveKeywords",
    "adGroupSearchQueries",
    "preferences",
  ].map((p) => `/reporting/${p}/`),
  "/ads/create/",
  "/automated/ads/create/",
  "/ads/edit/",
  "/automated/ads/edit/",
  "/ads/edit_draft/",
  "/ads/duplicate/",
  "/ads/campaign_mode/",
  "/ads/bulk_edit/",
  "/audiences/",
  "/audience_debug/",
  "/billing/",
  ...[
    "history",
    "order_lines",
    "promotions",
    "documents",
    "tax_documents",
    "prepaid_campaign_spend_summary",
    "prepaid_spend_campaign_breakdown",
  ].map((p) => `/billing/${p}/`),
  "/bulk_editor/",
  ...["upload_template", "download_template", "history", "bulk_id_library", "resources"].map((p) => `/bulk_editor/${p}/`),
  "/experiments/",
  "/experiments/create/",
  "/experiments/view-results/",
  "/experiments/view-results/{id}/",
  "/experiments/ab-test/create/",
  "/history/",
  "/conversions/",
  ...[
    "tag",
    "events-overview",
    "event-history",
    "health",
    "test-events",
    "tag_manual_setup",
    "api_manual_setup",
    "api_partner_setup",
    "access_token",
    "setup-api",
    "deduplication",
    "payload-helper",
    "upload",
    "history",
    "pca_history",
    "pca_upload",
    "pinterest_capi_connect",
    "tag-health",
  ].map((p) => `/conversions/${p}/`),
  "/pin-builder/",
  "/accounts_manager/",
  "/report-center/",
  ...["builder", "history", "unsubscribe", "download"].map((p) => `/report-center/${p}/`),
  "/quick-promote/",
  "/advertiser/quick-promote/",
  "/recommendations/",
  "/product-catalogs/data-source",
  "/campaign-insights/{campaignId}/",
  "/campaign-insights/{campaignId}/product-group/{productGroupId}",
  "/media_planner/",
  "/msot-optimizer/",
];

test("the table holds exactly the spec's paths, each once", () => {
  const paths = Object.values(CONSOLE_ROUTES).map((r) => r.path);
  expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  expect(new Set(paths).size).toBe(paths.length);
});

const PARAMS = { id: "5", campaignId: "19", productGroupId: "88" };

describe.each(Object.keys(CONSOLE_ROUTES) as ConsoleRouteKey[])("%s", (key) => {
  const path = CONSOLE_ROUTES[key].path;
  const filled = path.replace("{id}", "5").replace("{campaignId}", "19").replace("{productGroupId}", "88");
  test("without and with the prefix, and matched back", () => {
    const params = path.includes("{") ? PARAMS : undefined;
    expect(consoleRoute(key, { params })).toBe(filled);
    const prefixed = consoleRoute(key, { advertiserId: "7", params });
    expect(prefixed).toBe(filled === "/" ? "/advertiser/7/" : `/advertiser/7${filled}`);
    const match = matchConsolePath(prefixed);
    expect(match?.advertiserId).toBe("7");
    expect(match?.section).toBe(CONSOLE_ROUTES[key].section);
    // Two keys can share nothing: the match is this very key, with its parameters.
    expect(match?.key).toBe(key);
    for (const name of path.match(/\{(\w+)\}/g) ?? [])
      expect(match!.params[name.slice(1, -1)]).toBe(PARAMS[name.slice(1, -1) as keyof typeof PARAMS]);
    if (filled !== "/") expect(matchConsolePath(filled)?.key).toBe(key);
  });
});

test("an unknown route key raises an error (§2, §8)", () => {
  expect(() => consoleRoute("reporting_everything" as ConsoleRouteKey)).toThrow("Unknown console route key: reporting_everything");
  expect(() => consoleRoute("toString" as ConsoleRouteKey)).toThrow(/Unknown console route key/);
  expect(() => objectiveReportRoute("fame" as never)).toThrow(/Unknown objective report/);
});

test("a missing path parameter or a bad ad account id raises an error", () => {
  expect(() => consoleRoute("campaign_insights")).toThrow("Console route campaign_insights needs campaignId");
  expect(() => consoleRoute("home", { advertiserId: "../x" })).toThrow(/Not an ad account id/);
});

test("campaign insights carry start_date, end_date, comp_start_date, comp_end_date (§2)", () => {
  expect(
    campaignInsightsRoute("7", "19", {
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      comp_start_date: "2026-10-01",
      comp_end_date: "2026-10-31",
    }),
  ).toBe(
    "/advertiser/7/campaign-insights/19/?start_date=2026-11-01&end_date=2026-11-30&comp_start_date=2026-10-01&comp_end_date=2026-10-31",
  );
  expect(campaignInsightsRoute("7", "19")).toBe("/advertiser/7/campaign-insights/19/");
});

test("the billing link shape (§2) and the ad group link", () => {
  expect(billingRoute("7", "19")).toBe("/advertiser/7/billing/?campaign_id=19&objective_type=CLICKTHROUGH&is_quick_promote=true");
  expect(adGroupRoute("7", "23")).toBe("/advertiser/7/reporting/adgroups/?id=23&showAllEntities=true");
  expect(adGroupRoute("7", "23", false)).toBe("/advertiser/7/reporting/adgroups/?id=23&showAllEntities=false");
});

test.each(Object.entries(OBJECTIVE_REPORTS))("objective report %s filters by %s", (report, type) => {
  expect(objectiveReportRoute(report as keyof typeof OBJECTIVE_REPORTS, "7")).toBe(
    `/advertiser/7/reporting/campaigns/?objective_type=${type}`,
  );
  expect(objectiveReportRoute(report as keyof typeof OBJECTIVE_REPORTS)).toBe(`/reporting/campaigns/?objective_type=${type}`);
});

test.each([
  ["/advertiser/7", "home"],
  ["/advertiser/7/", "home"],
  ["/product-catalogs/data-source/", "product_catalogs_data_source"],
  ["/advertiser/7/advertiser/quick-promote/", "advertiser_quick_promote"],
  ["/advertiser/quick-promote/", "advertiser_quick_promote"],
])("matchConsolePath(%s) → %s", (path, key) => {
  expect(matchConsolePath(path)?.key).toBe(key);
});

test.each(["/advertiser/7/nope/", "/reporting/", "/pin/1/", "/advertiser/x/billing/"])("matchConsolePath(%s) → null", (path) => {
  expect(matchConsolePath(path)).toBeNull();
});
