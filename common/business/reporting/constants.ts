/**
 * The reporting tables' levels, columns and bounds (issue 36 item 3; docs/decisions/053). Every
 * number is ours.
 */
import { OBJECTIVE_REPORTS } from "../console";

/** The report levels of GET …/reports/{level}/. */
export const REPORT_LEVELS = [
  "campaigns",
  "ad_groups",
  "ads",
  "product_groups",
  "product_items",
  "campaign_search_queries",
  "ad_group_search_queries",
  "ad_group_keywords",
] as const;
export type ReportLevel = (typeof REPORT_LEVELS)[number];

/** The columns a table can show (chosen in /reporting/preferences/); the name column is always shown. */
export const REPORT_COLUMNS = [
  "status",
  "objective",
  "impressions",
  "clicks",
  "ctr",
  "spend",
  "cpc",
  "cpm",
  "conversions",
  "cpa",
  "roas",
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/**
 * The columns a level has (search queries and product groups have no status or objective of their
 * own, and no conversions: a conversion is attributed to an ad, docs/decisions/059).
 */
export const LEVEL_COLUMNS: Record<ReportLevel, readonly ReportColumn[]> = {
  campaigns: REPORT_COLUMNS,
  ad_groups: REPORT_COLUMNS,
  ads: REPORT_COLUMNS,
  product_groups: ["impressions", "clicks", "ctr", "spend", "cpc", "cpm"],
  product_items: ["status", "impressions", "clicks", "ctr", "spend", "cpc", "cpm"],
  campaign_search_queries: ["impressions", "clicks", "ctr", "spend", "cpc", "cpm"],
  ad_group_search_queries: ["impressions", "clicks", "ctr", "spend", "cpc", "cpm"],
  ad_group_keywords: ["impressions", "clicks", "ctr", "spend", "cpc", "cpm"],
};

/** What a table is sorted by (a whitelist: anything else is 400 BAD_REQUEST). */
export const REPORT_SORTS = [
  "name",
  "status",
  "impressions",
  "clicks",
  "ctr",
  "spend",
  "cpc",
  "cpm",
  "conversions",
  "cpa",
  "roas",
] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** A row's status filter (ENDED and ARCHIVED are a campaign's; an ad group or ad has its campaign's then). */
export const REPORT_STATUSES = ["ACTIVE", "PAUSED", "ENDED", "ARCHIVED"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The §2 objective shortcuts' types (common/business/console OBJECTIVE_REPORTS). */
export const REPORT_OBJECTIVES = Object.values(OBJECTIVE_REPORTS) as [string, ...string[]];

/** ours: a report's first possible day, its longest window and its default one. */
export const REPORT_FIRST_DAY = "2020-01-01";
export const REPORT_MAX_DAYS = 186;
export const REPORT_DEFAULT_DAYS = 7;
/** ours: a page's rows. */
export const REPORT_PAGE_MAX = 100;
export const REPORT_PAGE_DEFAULT = 25;
/**
 * ours: the rows a report reads at most (its totals and its CSV are over these): an account with
 * more rows in one report gets `truncated: true` and the first REPORT_ROWS_MAX by the sort.
 */
export const REPORT_ROWS_MAX = 10_000;
