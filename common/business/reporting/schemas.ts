/**
 * Zod schemas of the reporting tables (business.md §2 /reporting/…; docs/decisions/053): a level's
 * rows over a window (and a comparison window), their totals over every matching row, keyset
 * paging, and the columns a person chose per level. Money is micro-currency of the ad account's
 * currency; days are UTC.
 */
import { z } from "@hono/zod-openapi";
import { REPORT_COLUMNS, REPORT_LEVELS, REPORT_OBJECTIVES, REPORT_PAGE_MAX, REPORT_SORTS, REPORT_STATUSES } from "./constants";

const queryParam = <T extends z.ZodType>(schema: T, name: string, description: string, example?: string) =>
  schema.openapi({ param: { name, in: "query" }, description, ...(example !== undefined && { example }) });
// Any short text: a day that does not exist or is out of range is 400 REPORT_DATES_INVALID, naming the field.
const day = (name: string, description: string) => queryParam(z.string().max(20).optional(), name, description, "2026-11-22");

export const ReportLevelParamsSchema = z.object({
  advertiserId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .openapi({ param: { name: "advertiserId", in: "path" }, example: "7" }),
  level: z.enum(REPORT_LEVELS).openapi({ param: { name: "level", in: "path" }, example: "campaigns" }),
});
export const ReportAdvertiserParamsSchema = ReportLevelParamsSchema.pick({ advertiserId: true });

export const ReportQuerySchema = z.object({
  start_date: day("start_date", "First day (UTC, from 2020-01-01, not after today); default six days before end_date"),
  end_date: day("end_date", "Last day, inclusive (not after today); default today. A window is at most 186 days"),
  comp_start_date: day("comp_start_date", "First day of the comparison window (with comp_end_date; the same length as the window)"),
  comp_end_date: day("comp_end_date", "Last day of the comparison window, inclusive"),
  status: queryParam(z.enum(REPORT_STATUSES).optional(), "status", "Only rows of this status (default: every status)"),
  objective_type: queryParam(
    z.enum(REPORT_OBJECTIVES).optional(),
    "objective_type",
    "Only rows of campaigns of this objective (§2 shortcuts)",
  ),
  sort: queryParam(z.enum(REPORT_SORTS).default("spend"), "sort", "The column sorted by (default spend)"),
  direction: queryParam(z.enum(["asc", "desc"]).default("desc"), "direction", "Sort direction (default desc)"),
  page_size: queryParam(z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(25), "page_size", "Rows per page, 1–100 (default 25)"),
  bookmark: queryParam(z.string().max(400).optional(), "bookmark", "The previous page's bookmark (keyset paging; same sort and filters)"),
  format: queryParam(
    z.enum(["json", "csv"]).default("json"),
    "format",
    "csv: every matching row (at most 10,000) and the totals as a CSV download, in the chosen columns",
  ),
});

export const ReportMetricsSchema = z
  .object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    ctr: z.number().openapi({ description: "clicks ÷ impressions (0 without impressions)", example: 0.0125 }),
    spend_in_micro_currency: z.number().int(),
    cpc_in_micro_currency: z.number().int().openapi({ description: "spend ÷ clicks, rounded (0 without clicks)" }),
    cpm_in_micro_currency: z.number().int().openapi({ description: "spend per 1,000 impressions, rounded (0 without impressions)" }),
    conversions: z.number().int().openapi({
      description: "Conversions attributed to the row's ads in the window, by the day they happened (a click 30 days back, a view 1 day)",
    }),
    conversion_value_in_micro_currency: z.number().int().openapi({ description: "Their value, those in the ad account's currency" }),
    cpa_in_micro_currency: z.number().int().openapi({ description: "spend ÷ conversions, rounded (0 without conversions)" }),
    roas: z.number().openapi({ description: "conversion value ÷ spend (0 without spend)", example: 3.2 }),
  })
  .openapi("ReportMetrics");

export const ReportRowSchema = z
  .object({
    id: z.string().openapi({ description: "The row's key: the entity's id, or campaign/ad group id and query" }),
    name: z.string().openapi({ description: "The campaign's, ad group's or ad's Pin's name, the product group id or the search query" }),
    status: z.string().nullable(),
    objective_type: z.string().nullable(),
    campaign_id: z.string().nullable(),
    campaign_name: z.string().nullable(),
    ad_group_id: z.string().nullable(),
    ad_group_name: z.string().nullable(),
    pin_id: z.string().nullable(),
    product_group_id: z.string().nullable(),
    query: z.string().nullable(),
    current: ReportMetricsSchema,
    comparison: ReportMetricsSchema.nullable(),
  })
  .openapi("ReportRow");

export const ReportSchema = z
  .object({
    level: z.enum(REPORT_LEVELS),
    currency: z.string(),
    time_zone: z.literal("UTC"),
    start_date: z.string(),
    end_date: z.string(),
    comp_start_date: z.string().nullable(),
    comp_end_date: z.string().nullable(),
    sort: z.enum(REPORT_SORTS),
    direction: z.enum(["asc", "desc"]),
    items: z.array(ReportRowSchema),
    totals: z.object({ current: ReportMetricsSchema, comparison: ReportMetricsSchema.nullable() }).openapi({
      description: "Over every matching row (not only this page)",
    }),
    total_rows: z.number().int(),
    truncated: z.boolean().openapi({ description: "More than 10,000 rows matched: the first 10,000 by the sort are the report" }),
    bookmark: z.string().nullable(),
    has_keywords: z.boolean().openapi({
      description:
        "ad_group_keywords: whether any ad group (of the filters) has keywords; each row is one keyword with the searches that held it",
    }),
    columns: z
      .array(z.enum(REPORT_COLUMNS))
      .openapi({ description: "The viewer's chosen columns of this level (/reporting/preferences/)" }),
  })
  .openapi("Report");

export const ReportPreferencesSchema = z
  .object({
    levels: z.record(z.enum(REPORT_LEVELS), z.array(z.enum(REPORT_COLUMNS))).openapi({
      description: "Per level, the columns shown (the level's default where none were chosen)",
    }),
  })
  .openapi("ReportPreferences");

export const ReportPreferencesChangeSchema = z
  .object({
    level: z.enum(REPORT_LEVELS),
    columns: z
      .array(z.enum(REPORT_COLUMNS))
      .max(REPORT_COLUMNS.length)
      .openapi({ description: "The columns to show (the level's own only; none is allowed: the name is always shown)" }),
  })
  .openapi("ReportPreferencesChange");

export type ReportQuery = z.infer<typeof ReportQuerySchema>;
export type ReportMetrics = z.infer<typeof ReportMetricsSchema>;
export type ReportRow = z.infer<typeof ReportRowSchema>;
export type Report = z.infer<typeof ReportSchema>;
export type ReportPreferences = z.infer<typeof ReportPreferencesSchema>;
export type ReportPreferencesChange = z.infer<typeof ReportPreferencesChangeSchema>;
