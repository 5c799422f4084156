/**
 * Route contracts of the report center (docs/decisions/054), defined once: the Worker registers
 * them (worker/business/report-center/), the console's report center calls them with
 * `api.call(route, input)`, and the Pact tests build interactions from them. Everyone with access
 * to the ad account (OWNER, ADMIN, CAMPAIGN_MANAGER, ANALYST; business.md §4) builds, runs and
 * downloads reports; a report is changed by its maker or by someone who may act for the account.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { IdempotencyHeadersSchema } from "../contracts";
import { AdvertiserParamsSchema } from "../schemas";
import {
  ListQuerySchema,
  OneClickBodySchema,
  ReportBodySchema,
  ReportChangeSchema,
  ReportParamsSchema,
  ReportRunPageSchema,
  ReportRunSchema,
  RunParamsSchema,
  RunsQuerySchema,
  SavedReportAnswerSchema,
  SavedReportPageSchema,
  SavedReportSchema,
  SubscriptionSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeViewSchema,
} from "./schemas";

const tags = ["business"];
const READ_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND", "RATE_LIMITED"] as const;
const WRITE_ERRORS = [...JSON_WRITE_ERRORS, ...READ_ERRORS] as const;
const SPEC_ERRORS = [
  "REPORT_NAME_INVALID",
  "REPORT_COLUMNS_INVALID",
  "REPORT_DATES_INVALID",
  "REPORT_BREAKDOWN_TOO_LONG",
  "REPORT_SCHEDULE_INVALID",
] as const;
const BASE = "/ads/v4/advertisers/{advertiserId}/report_center";

export const savedReportsRoute = createRoute({
  operationId: "savedReports",
  method: "get",
  path: `${BASE}/reports/`,
  tags,
  summary: "The ad account's saved reports, newest first, 25 a page",
  request: { params: AdvertiserParamsSchema, query: ListQuerySchema },
  responses: { 200: okResponse(SavedReportPageSchema, "A page of reports"), ...errorResponses(...READ_ERRORS) },
});

export const createReportRoute = createRoute({
  operationId: "createReport",
  method: "post",
  path: `${BASE}/reports/`,
  tags,
  summary: "Save a report (and run it now, with run_now)",
  description:
    "A report is a reporting level, its columns, a window (the last 7, 14, 30 or 90 whole days, or custom days) and a breakdown (TOTAL, DAY up to 92 days, or WEEK). A weekly schedule emails it to its maker, who is subscribed, on its ISO weekday at 06:00 UTC. At most 100 reports per ad account (409 REPORTS_LIMITED). With run_now a run is queued in the same write; at most 5 runs wait at once and 50 are made a day per ad account (429 REPORT_RUNS_LIMITED). An Idempotency-Key makes a retry answer the first report.",
  request: { params: AdvertiserParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(ReportBodySchema) },
  responses: {
    200: okResponse(SavedReportAnswerSchema, "The report saved, and its run when run_now"),
    ...errorResponses(...WRITE_ERRORS, ...SPEC_ERRORS, "REPORTS_LIMITED", "REPORT_RUNS_LIMITED", "IDEMPOTENCY_KEY_REUSED"),
  },
});

export const savedReportRoute = createRoute({
  operationId: "savedReport",
  method: "get",
  path: `${BASE}/reports/{reportId}/`,
  tags,
  summary: "One saved report",
  request: { params: ReportParamsSchema },
  responses: { 200: okResponse(SavedReportSchema, "The report"), ...errorResponses(...READ_ERRORS, "REPORT_NOT_FOUND") },
});

export const changeReportRoute = createRoute({
  operationId: "changeReport",
  method: "put",
  path: `${BASE}/reports/{reportId}/`,
  tags,
  summary: "Change a saved report (its maker, or someone who may act for the ad account)",
  description: "The body names the version read: a report changed meanwhile is 409 REPORT_CHANGED_MEANWHILE.",
  request: { params: ReportParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(ReportChangeSchema) },
  responses: {
    200: okResponse(SavedReportAnswerSchema, "The report as it is now, and its run when run_now"),
    ...errorResponses(...WRITE_ERRORS, ...SPEC_ERRORS, "REPORT_NOT_FOUND", "REPORT_CHANGED_MEANWHILE", "REPORT_RUNS_LIMITED"),
  },
});

export const deleteReportRoute = createRoute({
  operationId: "deleteReport",
  method: "delete",
  path: `${BASE}/reports/{reportId}/`,
  tags,
  summary: "Delete a saved report and its schedule (its files stay downloadable until they expire)",
  request: { params: ReportParamsSchema, headers: IdempotencyHeadersSchema },
  responses: {
    200: okResponse(z.object({ deleted: z.literal(true) }), "Deleted"),
    ...errorResponses(...WRITE_ERRORS, "REPORT_NOT_FOUND"),
  },
});

export const runReportRoute = createRoute({
  operationId: "runReport",
  method: "post",
  path: `${BASE}/reports/{reportId}/runs/`,
  tags,
  summary: "Run a saved report now: its CSV is made in the background",
  description:
    "The run is queued and made by a background job within seconds; poll GET …/runs/{runId}/ until it is ready. At most 5 runs wait at once and 50 are made a day per ad account (429 REPORT_RUNS_LIMITED). An Idempotency-Key makes a retry answer the first run.",
  request: { params: ReportParamsSchema, headers: IdempotencyHeadersSchema },
  responses: {
    200: okResponse(ReportRunSchema, "The run, queued"),
    ...errorResponses(...WRITE_ERRORS, "REPORT_NOT_FOUND", "REPORT_RUNS_LIMITED"),
  },
});

export const subscribeReportRoute = createRoute({
  operationId: "subscribeReport",
  method: "put",
  path: `${BASE}/reports/{reportId}/subscription/`,
  tags,
  summary: "Get a weekly report's email (the viewer)",
  request: { params: ReportParamsSchema, headers: IdempotencyHeadersSchema },
  responses: {
    200: okResponse(SubscriptionSchema, "Subscribed"),
    ...errorResponses(...WRITE_ERRORS, "REPORT_NOT_FOUND", "REPORT_SCHEDULE_INVALID"),
  },
});

export const unsubscribeReportRoute = createRoute({
  operationId: "unsubscribeReport",
  method: "delete",
  path: `${BASE}/reports/{reportId}/subscription/`,
  tags,
  summary: "Stop a report's email (the viewer)",
  request: { params: ReportParamsSchema, headers: IdempotencyHeadersSchema },
  responses: {
    200: okResponse(SubscriptionSchema, "Unsubscribed"),
    ...errorResponses(...WRITE_ERRORS, "REPORT_NOT_FOUND"),
  },
});

export const reportRunsRoute = createRoute({
  operationId: "reportRuns",
  method: "get",
  path: `${BASE}/runs/`,
  tags,
  summary: "The ad account's report runs (the report center's history), newest first, 25 a page",
  request: { params: AdvertiserParamsSchema, query: RunsQuerySchema },
  responses: { 200: okResponse(ReportRunPageSchema, "A page of runs"), ...errorResponses(...READ_ERRORS) },
});

export const reportRunRoute = createRoute({
  operationId: "reportRun",
  method: "get",
  path: `${BASE}/runs/{runId}/`,
  tags,
  summary: "One run: queued, ready (with its download path), failed or expired",
  request: { params: RunParamsSchema },
  responses: { 200: okResponse(ReportRunSchema, "The run"), ...errorResponses(...READ_ERRORS, "REPORT_RUN_NOT_FOUND") },
});

export const downloadRunRoute = createRoute({
  operationId: "downloadReportRun",
  method: "get",
  path: `${BASE}/runs/{runId}/download/`,
  tags,
  summary: "A ready run's CSV",
  description: "A queued run is 409 REPORT_RUN_NOT_READY; one past its 30 days, 404 REPORT_RUN_EXPIRED.",
  request: { params: RunParamsSchema },
  responses: {
    200: { description: "The CSV", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(...READ_ERRORS, "REPORT_RUN_NOT_FOUND", "REPORT_RUN_NOT_READY", "REPORT_RUN_EXPIRED"),
  },
});

export const unsubscribeLinkRoute = createRoute({
  operationId: "unsubscribeLink",
  method: "get",
  path: "/ads/v4/report_unsubscribe/",
  tags,
  summary: "What an emailed report's unsubscribe link stops (no log-in: the link's token is the proof)",
  request: { query: UnsubscribeQuerySchema },
  responses: {
    200: okResponse(UnsubscribeViewSchema, "The report and the address, partly hidden"),
    ...errorResponses("BAD_REQUEST", "RATE_LIMITED", "UNSUBSCRIBE_LINK_INVALID"),
  },
});

export const unsubscribeByLinkRoute = createRoute({
  operationId: "unsubscribeByLink",
  method: "post",
  path: "/ads/v4/report_unsubscribe/",
  tags,
  summary: "Stop an emailed report by its unsubscribe link (no log-in); again is the same answer",
  request: { headers: IdempotencyHeadersSchema, body: jsonBody(UnsubscribeBodySchema) },
  responses: {
    200: okResponse(UnsubscribeViewSchema, "Unsubscribed"),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "UNSUBSCRIBE_LINK_INVALID"),
  },
});

export const oneClickUnsubscribeRoute = createRoute({
  operationId: "oneClickUnsubscribe",
  method: "post",
  path: "/ads/v4/report_unsubscribe/one_click/",
  tags,
  summary: "RFC 8058 one-click unsubscribe: what a mail client posts to an emailed report's List-Unsubscribe address",
  description:
    "The email's List-Unsubscribe header names this path with the link's token, and List-Unsubscribe-Post says to POST `List-Unsubscribe=One-Click` as a form. No log-in, no page: the email stops; again is the same answer.",
  request: {
    query: UnsubscribeQuerySchema,
    headers: IdempotencyHeadersSchema,
    body: { required: true, content: { "application/x-www-form-urlencoded": { schema: OneClickBodySchema } } },
  },
  responses: {
    200: okResponse(UnsubscribeViewSchema, "Unsubscribed"),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "UNSUBSCRIBE_LINK_INVALID"),
  },
});
