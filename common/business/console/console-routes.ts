/**
 * Why: the advertiser console (business.md §2 "Advertiser console paths") is linked to from many
 * places — quick promote's success, the billing link, the ad group link, the console's own
 * navigation — and every path may carry the /advertiser/{advertiserId} prefix. One typed table
 * builds every link and matches every path (the console pages use `matchConsolePath` to know which
 * page they are), so a path is spelt once. An unknown route key throws (§2 "An unknown route key
 * raises an error"). Table-tested in test/common/business/console/console-routes.test.ts.
 */

/** The console's sections, for its navigation (titles in console-copy.ts). */
export const CONSOLE_SECTIONS = [
  "overview",
  "reporting",
  "ads",
  "audiences",
  "billing",
  "bulk_editor",
  "experiments",
  "history",
  "conversions",
  "pin_builder",
  "accounts_manager",
  "report_center",
  "quick_promote",
  "recommendations",
  "catalogs",
  "campaign_insights",
  "media_planner",
  "optimizer",
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** "view-results" → "view_results", "ab-test/create" → "ab_test_create" (a route key's spelling). */
type Snake<S extends string> = S extends `${infer A}-${infer B}`
  ? Snake<`${A}_${B}`>
  : S extends `${infer A}/${infer B}`
    ? Snake<`${A}_${B}`>
    : S;

/** The sub-pages of a section, keyed `{section}_{sub page}`. */
const sub = <S extends ConsoleSection, P extends string>(section: S, base: string, parts: readonly P[]) =>
  Object.fromEntries(parts.map((p) => [`${section}_${p.replace(/[-/]/g, "_")}`, { path: `${base}${p}/`, section }])) as unknown as {
    [K in P as `${S}_${Snake<K>}`]: { path: string; section: ConsoleSection };
  };

/** §2, verbatim paths (without the optional /advertiser/{advertiserId} prefix), by route key. */
export const CONSOLE_ROUTES = {
  home: { path: "/", section: "overview" },
  reporting_campaigns: { path: "/reporting/campaigns/", section: "reporting" },
  reporting_adgroups: { path: "/reporting/adgroups/", section: "reporting" },
  reporting_ads: { path: "/reporting/ads/", section: "reporting" },
  reporting_productgroups: { path: "/reporting/productgroups/", section: "reporting" },
  reporting_productitems: { path: "/reporting/productitems/", section: "reporting" },
  reporting_campaign_negative_keywords: { path: "/reporting/campaignNegativeKeywords/", section: "reporting" },
  reporting_campaign_search_queries: { path: "/reporting/campaignSearchQueries/", section: "reporting" },
  reporting_adgroup_negative_keywords: { path: "/reporting/adGroupNegativeKeywords/", section: "reporting" },
  reporting_adgroup_positive_keywords: { path: "/reporting/adGroupPositiveKeywords/", section: "reporting" },
  reporting_adgroup_search_queries: { path: "/reporting/adGroupSearchQueries/", section: "reporting" },
  reporting_preferences: { path: "/reporting/preferences/", section: "reporting" },
  ads_create: { path: "/ads/create/", section: "ads" },
  automated_ads_create: { path: "/automated/ads/create/", section: "ads" },
  ads_edit: { path: "/ads/edit/", section: "ads" },
  automated_ads_edit: { path: "/automated/ads/edit/", section: "ads" },
  ads_edit_draft: { path: "/ads/edit_draft/", section: "ads" },
  ads_duplicate: { path: "/ads/duplicate/", section: "ads" },
  ads_campaign_mode: { path: "/ads/campaign_mode/", section: "ads" },
  ads_bulk_edit: { path: "/ads/bulk_edit/", section: "ads" },
  audiences: { path: "/audiences/", section: "audiences" },
  audience_debug: { path: "/audience_debug/", section: "audiences" },
  billing: { path: "/billing/", section: "billing" },
  ...sub("billing", "/billing/", [
    "history",
    "order_lines",
    "promotions",
    "documents",
    "tax_documents",
    "prepaid_campaign_spend_summary",
    "prepaid_spend_campaign_breakdown",
  ] as const),
  bulk_editor: { path: "/bulk_editor/", section: "bulk_editor" },
  ...sub("bulk_editor", "/bulk_editor/", ["upload_template", "download_template", "history", "bulk_id_library", "resources"] as const),
  experiments: { path: "/experiments/", section: "experiments" },
  ...sub("experiments", "/experiments/", ["create", "view-results", "ab-test/create"] as const),
  experiments_view_result: { path: "/experiments/view-results/{id}/", section: "experiments" },
  history: { path: "/history/", section: "history" },
  conversions: { path: "/conversions/", section: "conversions" },
  ...sub("conversions", "/conversions/", [
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
  ] as const),
  pin_builder: { path: "/pin-builder/", section: "pin_builder" },
  accounts_manager: { path: "/accounts_manager/", section: "accounts_manager" },
  report_center: { path: "/report-center/", section: "report_center" },
  ...sub("report_center", "/report-center/", ["builder", "history", "unsubscribe", "download"] as const),
  quick_promote: { path: "/quick-promote/", section: "quick_promote" },
  advertiser_quick_promote: { path: "/advertiser/quick-promote/", section: "quick_promote" },
  recommendations: { path: "/recommendations/", section: "recommendations" },
  product_catalogs_data_source: { path: "/product-catalogs/data-source", section: "catalogs" },
  campaign_insights: { path: "/campaign-insights/{campaignId}/", section: "campaign_insights" },
  campaign_insights_product_group: { path: "/campaign-insights/{campaignId}/product-group/{productGroupId}", section: "campaign_insights" },
  media_planner: { path: "/media_planner/", section: "media_planner" },
  msot_optimizer: { path: "/msot-optimizer/", section: "optimizer" },
} as const satisfies Record<string, { path: string; section: ConsoleSection }>;

export type ConsoleRouteKey = keyof typeof CONSOLE_ROUTES;

/**
 * §2 objective-specific report shortcuts: the campaigns report filtered by an objective type
 * (the spec's list; the type names are ours).
 */
export const OBJECTIVE_REPORTS = {
  awareness: "AWARENESS",
  traffic: "CONSIDERATION",
  app_install: "APP_INSTALL",
  catalog_sales: "CATALOG_SALES",
  web_conversion: "WEB_CONVERSION",
  video_view: "VIDEO_VIEW",
  purchases: "PURCHASES",
  engagement: "ENGAGEMENT",
  video_completion: "VIDEO_COMPLETION",
  video_max_reach: "VIDEO_MAX_REACH",
  video_ongoing: "VIDEO_ONGOING",
  shopping: "SHOPPING",
} as const;
export type ObjectiveReport = keyof typeof OBJECTIVE_REPORTS;

export interface ConsoleRouteOptions {
  /** Adds the /advertiser/{advertiserId} prefix. */
  advertiserId?: string;
  /** Values of the path's {placeholders}. */
  params?: Record<string, string>;
  query?: Record<string, string | boolean | number | undefined | null>;
}

const ADVERTISER_ID = /^[1-9][0-9]{0,14}$/;

/**
 * The path of a console page.
 *
 * @example
 * consoleRoute("campaign_insights", { advertiserId: "7", params: { campaignId: "19" }, query: { start_date: "2026-11-01" } })
 * // "/advertiser/7/campaign-insights/19/?start_date=2026-11-01"
 * consoleRoute("nope" as ConsoleRouteKey) // throws
 */
export function consoleRoute(key: ConsoleRouteKey, opts: ConsoleRouteOptions = {}): string {
  const route = Object.hasOwn(CONSOLE_ROUTES, key) ? CONSOLE_ROUTES[key] : undefined;
  if (!route) throw new Error(`Unknown console route key: ${String(key)}`);
  if (opts.advertiserId !== undefined && !ADVERTISER_ID.test(opts.advertiserId))
    throw new Error(`Not an ad account id: ${opts.advertiserId}`);
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = opts.params?.[name];
    if (value === undefined || value === "") throw new Error(`Console route ${key} needs ${name}`);
    return encodeURIComponent(value);
  });
  const prefix = opts.advertiserId ? `/advertiser/${opts.advertiserId}` : "";
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) query.set(k, String(v));
  // The prefixed home is /advertiser/{id}/, not /advertiser/{id}//.
  const full = prefix && path === "/" ? `${prefix}/` : `${prefix}${path}`;
  return query.size ? `${full}?${query}` : full;
}

/**
 * §2 "campaign insights with query start_date, end_date, comp_start_date, comp_end_date".
 *
 * @example
 * campaignInsightsRoute("7", "19", { start_date: "2026-11-01", end_date: "2026-11-30" })
 */
export const campaignInsightsRoute = (
  advertiserId: string,
  campaignId: string,
  dates: { start_date?: string; end_date?: string; comp_start_date?: string; comp_end_date?: string } = {},
) => consoleRoute("campaign_insights", { advertiserId, params: { campaignId }, query: dates });

/**
 * §2 "Advertiser billing link shape: /advertiser/{advertiserId}/billing/ with query campaign_id,
 * objective_type=CLICKTHROUGH, is_quick_promote=true".
 *
 * @example
 * billingRoute("7", "19") // "/advertiser/7/billing/?campaign_id=19&objective_type=CLICKTHROUGH&is_quick_promote=true"
 */
export const billingRoute = (advertiserId: string, campaignId: string) =>
  consoleRoute("billing", { advertiserId, query: { campaign_id: campaignId, objective_type: "CLICKTHROUGH", is_quick_promote: true } });

/**
 * §2 "An ad group link is built from an adgroup route with id and showAllEntities": ours, the ad
 * groups report with the ad group's id (the console shows that ad group).
 *
 * @example
 * adGroupRoute("7", "23") // "/advertiser/7/reporting/adgroups/?id=23&showAllEntities=true"
 */
export const adGroupRoute = (advertiserId: string, adGroupId: string, showAllEntities = true) =>
  consoleRoute("reporting_adgroups", { advertiserId, query: { id: adGroupId, showAllEntities } });

/**
 * §2 objective report shortcut.
 *
 * @example
 * objectiveReportRoute("awareness", "7") // "/advertiser/7/reporting/campaigns/?objective_type=AWARENESS"
 */
export function objectiveReportRoute(report: ObjectiveReport, advertiserId?: string): string {
  const type = Object.hasOwn(OBJECTIVE_REPORTS, report) ? OBJECTIVE_REPORTS[report] : undefined;
  if (!type) throw new Error(`Unknown objective report: ${String(report)}`);
  return consoleRoute("reporting_campaigns", { advertiserId, query: { objective_type: type } });
}

export interface ConsoleMatch {
  key: ConsoleRouteKey;
  section: ConsoleSection;
  advertiserId: string | null;
  params: Record<string, string>;
}

const compiled = (Object.entries(CONSOLE_ROUTES) as [ConsoleRouteKey, { path: string; section: ConsoleSection }][]).map(([key, r]) => {
  const names: string[] = [];
  const source = r.path
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 === 1 ? (names.push(part), "([^/]+)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  // A trailing slash is optional either way (the spec writes some paths without it).
  return { key, section: r.section, names, pattern: new RegExp(`^${source.replace(/\/$/, "")}/?$`) };
});

/**
 * Which console page a path is (with or without the /advertiser/{id} prefix), or null.
 *
 * @example
 * matchConsolePath("/advertiser/7/billing/history/") // { key: "billing_history", section: "billing", advertiserId: "7", params: {} }
 */
export function matchConsolePath(pathname: string): ConsoleMatch | null {
  const prefixed = /^\/advertiser\/([1-9][0-9]{0,14})(\/.*)?$/.exec(pathname);
  const advertiserId = prefixed ? prefixed[1]! : null;
  const rest = prefixed ? (prefixed[2] ?? "/") : pathname;
  for (const r of compiled) {
    const m = r.pattern.exec(rest);
    if (m)
      return {
        key: r.key,
        section: r.section,
        advertiserId,
        params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])),
      };
  }
  return null;
}
