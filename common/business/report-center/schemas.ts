/**
 * Zod schemas of the report center (business.md §2 /report-center/; docs/decisions/054): a saved
 * report (what the reporting tables show, over a window, broken down by day or week, emailed weekly
 * to whoever subscribed), its runs (each one CSV file, made in the background) and the unsubscribe
 * link's token. Days are UTC; times are ISO 8601.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN } from "../../saving/schemas";
import { REPORT_COLUMNS, REPORT_LEVELS, REPORT_OBJECTIVES, REPORT_STATUSES } from "../reporting";
import { AdvertiserParamsSchema } from "../schemas";
import { REPORT_FREQUENCIES, REPORT_GRANULARITIES, REPORT_NAME_MAX, REPORT_RANGES } from "./constants";

const pathParam = (name: string, example: string) =>
  z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name, in: "path", required: true }, example });
// Any short text: a day that does not exist or is out of range is 400 REPORT_DATES_INVALID, naming the field.
const day = z.string().max(20).nullable().openapi({ description: "A UTC day (CUSTOM windows only)", example: "2026-11-01" });
export const RUN_ID = /^[0-9a-f]{24}$/;

export const ReportParamsSchema = AdvertiserParamsSchema.extend({ reportId: pathParam("reportId", "3") });
export const RunParamsSchema = AdvertiserParamsSchema.extend({
  runId: z
    .string()
    .regex(RUN_ID)
    .openapi({ param: { name: "runId", in: "path", required: true }, example: "5f1c0a9e2b7d4c3a1e0f9b8d" }),
});

export const ReportSpecSchema = z
  .object({
    level: z.enum(REPORT_LEVELS).openapi({ description: "The reporting table it reads", example: "campaigns" }),
    columns: z
      .array(z.enum(REPORT_COLUMNS))
      .min(1)
      .max(REPORT_COLUMNS.length)
      .openapi({ description: "The columns, in this order (the level's own only)", example: ["impressions", "clicks", "spend"] }),
    date_range: z.enum(REPORT_RANGES).openapi({ description: "LAST_N_DAYS end yesterday; CUSTOM names its days", example: "LAST_7_DAYS" }),
    start_date: day.default(null),
    end_date: day.default(null),
    granularity: z.enum(REPORT_GRANULARITIES).openapi({ description: "TOTAL, or a line per row and DAY or ISO WEEK", example: "DAY" }),
    status: z.enum(REPORT_STATUSES).nullable().default(null).openapi({ description: "Only rows of this status" }),
    objective_type: z.enum(REPORT_OBJECTIVES).nullable().default(null).openapi({ description: "Only campaigns of this objective" }),
  })
  .openapi("ReportSpec");

export const ReportScheduleSchema = z
  .object({
    frequency: z.enum(REPORT_FREQUENCIES).openapi({ description: "WEEKLY: run and emailed on its weekday", example: "WEEKLY" }),
    weekday: z
      .number()
      .int()
      .min(1)
      .max(7)
      .nullable()
      .default(null)
      .openapi({ description: "ISO weekday, 1 Monday … 7 Sunday (WEEKLY)", example: 1 }),
  })
  .openapi("ReportSchedule");

export const ReportBodySchema = z
  .object({
    name: userText(REPORT_NAME_MAX * 4).openapi({
      description: `At most ${REPORT_NAME_MAX} characters`,
      example: "Weekly spend by campaign",
    }),
    spec: ReportSpecSchema,
    schedule: ReportScheduleSchema,
    run_now: z.boolean().default(false).openapi({ description: "Also run it now (one run, in the same write)" }),
  })
  .openapi("ReportBody");

export const ReportChangeSchema = ReportBodySchema.extend({
  version: z
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .openapi({ description: "The version read: a report changed meanwhile is 409", example: 1 }),
}).openapi("ReportChange");

export const RunStateSchema = z.enum(["queued", "ready", "failed", "expired"]);

export const ReportRunSchema = z
  .object({
    id: z.string(),
    report_id: z.string().nullable().openapi({ description: "null once the report is deleted" }),
    name: z.string().openapi({ description: "The report's name when it ran" }),
    trigger: z.enum(["manual", "schedule"]),
    state: RunStateSchema,
    level: z.enum(REPORT_LEVELS),
    granularity: z.enum(REPORT_GRANULARITIES),
    start_date: z.string(),
    end_date: z.string(),
    lines: z.number().int().nullable().openapi({ description: "The CSV's lines (ready runs)" }),
    bytes: z.number().int().nullable(),
    truncated: z.boolean().openapi({ description: "The CSV stopped at 100,000 lines" }),
    requested_by: z.string().nullable().openapi({ description: "Who asked (their name), null for a removed person or a schedule" }),
    requested_at: z.string(),
    ready_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    download_path: z.string().nullable().openapi({ description: "The CSV's API path while it can be downloaded" }),
  })
  .openapi("ReportRun");

export const SavedReportSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    spec: ReportSpecSchema,
    schedule: ReportScheduleSchema.extend({
      next_run_at: z.string().nullable().openapi({ description: "When a weekly report runs next" }),
    }),
    subscribed: z.boolean().openapi({ description: "The viewer gets its weekly email" }),
    subscribers: z.number().int(),
    created_by: z.string().nullable().openapi({ description: "Who made it (their name); null for a removed person" }),
    may_change: z
      .boolean()
      .openapi({ description: "The viewer may edit or delete it (its maker, or someone who may act for the account)" }),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    last_run: ReportRunSchema.nullable(),
  })
  .openapi("SavedReport");

export const SavedReportAnswerSchema = z
  .object({ report: SavedReportSchema, run: ReportRunSchema.nullable() })
  .openapi("SavedReportAnswer");

export const ListQuerySchema = z.object({
  bookmark: z
    .string()
    .max(400)
    .optional()
    .openapi({ param: { name: "bookmark", in: "query" }, description: "The previous page's bookmark" }),
});
export const RunsQuerySchema = ListQuerySchema.extend({
  report_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi({ param: { name: "report_id", in: "query" }, description: "Only this report's runs" }),
});

export const SavedReportPageSchema = z
  .object({ items: z.array(SavedReportSchema), bookmark: z.string().nullable() })
  .openapi("SavedReportPage");
export const ReportRunPageSchema = z.object({ items: z.array(ReportRunSchema), bookmark: z.string().nullable() }).openapi("ReportRunPage");

export const SubscriptionSchema = z.object({ subscribed: z.boolean(), subscribers: z.number().int() }).openapi("ReportSubscription");

const token = z.string().min(1).max(200).openapi({ description: "The token of an emailed report's unsubscribe link" });
export const UnsubscribeQuerySchema = z.object({ token: token.openapi({ param: { name: "token", in: "query" } }) });
export const UnsubscribeBodySchema = z.object({ token }).openapi("UnsubscribeBody");
/** RFC 8058's one-click POST body (application/x-www-form-urlencoded), as a mail client sends it. */
export const OneClickBodySchema = z.object({ "List-Unsubscribe": z.literal("One-Click") }).openapi("OneClickUnsubscribeBody");
export const UnsubscribeViewSchema = z
  .object({
    report_name: z.string(),
    advertiser_name: z.string(),
    email: z.string().openapi({ description: "The address it goes to, partly hidden", example: "l***@example.com" }),
    subscribed: z.boolean(),
  })
  .openapi("UnsubscribeView");

export type ReportSpec = z.output<typeof ReportSpecSchema>;
export type ReportSchedule = z.output<typeof ReportScheduleSchema>;
export type ReportBody = z.output<typeof ReportBodySchema>;
export type ReportBodyInput = z.input<typeof ReportBodySchema>;
export type ReportRun = z.output<typeof ReportRunSchema>;
export type SavedReport = z.output<typeof SavedReportSchema>;
export type SavedReportPage = z.output<typeof SavedReportPageSchema>;
export type ReportRunPage = z.output<typeof ReportRunPageSchema>;
export type UnsubscribeView = z.output<typeof UnsubscribeViewSchema>;
