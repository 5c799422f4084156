/**
 * Route contracts of the reporting tables (docs/decisions/053), defined once: the Worker registers
 * them (worker/business/reporting/), the console's tables call them with `api.call(route, input)`,
 * and the Pact tests build interactions from them. Everyone with access to the ad account reads
 * (OWNER, ADMIN, CAMPAIGN_MANAGER, ANALYST; business.md §4); a stranger is 403.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  ReportAdvertiserParamsSchema,
  ReportLevelParamsSchema,
  ReportPreferencesChangeSchema,
  ReportPreferencesSchema,
  ReportQuerySchema,
  ReportSchema,
} from "./schemas";

const tags = ["business"];
/** Reports are limited per address like the account's other console calls (RATE_LIMITED). */
const READ_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND", "RATE_LIMITED"] as const;

export const reportRoute = createRoute({
  operationId: "report",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/reports/{level}/",
  tags,
  summary: "A reporting table: one level's rows over a window, with a comparison window, totals, sort, filters and paging",
  description:
    "Levels: campaigns, ad_groups, ads (an ad is a promoted Pin), product_groups (CATALOG_SALES campaigns by product group), product_items (their ads' Pins), campaign_search_queries and ad_group_search_queries (the searches whose results page showed the ads), ad_group_keywords (the ad groups' keywords; none exist yet, so the search queries they matched). A day out of range (before 2020-01-01, after today, a window over 186 days, a comparison of another length) is 400 REPORT_DATES_INVALID naming the field. With format=csv the answer is text/csv: every matching row (at most 10,000) and the totals.",
  request: { params: ReportLevelParamsSchema, query: ReportQuerySchema },
  responses: {
    200: {
      ...okResponse(ReportSchema, "A page of the report, with the totals over every matching row"),
      content: {
        ...okResponse(ReportSchema, "").content,
        "text/csv": { schema: z.string().openapi({ description: "format=csv: the whole report (at most 10,000 rows) and its totals" }) },
      },
    },
    ...errorResponses(...READ_ERRORS, "REPORT_DATES_INVALID", "REPORT_BOOKMARK_INVALID"),
  },
});

export const reportPreferencesRoute = createRoute({
  operationId: "reportPreferences",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/reports/preferences/",
  tags,
  summary: "The viewer's chosen columns per report level, for this ad account",
  request: { params: ReportAdvertiserParamsSchema },
  responses: {
    200: okResponse(ReportPreferencesSchema, "The columns per level"),
    ...errorResponses(...READ_ERRORS),
  },
});

export const saveReportPreferencesRoute = createRoute({
  operationId: "saveReportPreferences",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/reports/preferences/",
  tags,
  summary: "Choose the columns of one report level (remembered per person and ad account)",
  description: "Columns the level does not have are 400 REPORT_COLUMNS_INVALID. An ANALYST may choose their own columns too.",
  request: { params: ReportAdvertiserParamsSchema, body: jsonBody(ReportPreferencesChangeSchema) },
  responses: {
    200: okResponse(ReportPreferencesSchema, "The columns per level, as they are now"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "ADVERTISER_ACCESS_DENIED",
      "ADVERTISER_NOT_FOUND",
      "RATE_LIMITED",
      "REPORT_COLUMNS_INVALID",
    ),
  },
});
