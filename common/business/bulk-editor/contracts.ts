/**
 * Route contracts of the bulk editor (docs/decisions/055), defined once: the Worker registers
 * them (worker/business/bulk-editor/), the console pages call them, and the Pact tests build
 * interactions from them. An upload needs a person who may act for the ad account (OWNER, ADMIN,
 * CAMPAIGN_MANAGER); the template, the id library and the history are readable by all with access.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { AdvertiserParamsSchema } from "../schemas";
import { BULK_MAX_BYTES, BULK_MAX_CHANGED, BULK_MAX_ROWS } from "./constants";
import {
  BulkIdsQuerySchema,
  BulkIdsSchema,
  BulkResultSchema,
  BulkTemplateQuerySchema,
  BulkUploadPageSchema,
  BulkUploadQuerySchema,
  BulkUploadsQuerySchema,
} from "./schemas";

const tags = ["business"];
const READ_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;

export const BULK_PATH = "/ads/v4/advertisers/{advertiserId}/bulk/";

export const bulkTemplateRoute = createRoute({
  operationId: "bulkTemplate",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/bulk/template/",
  tags,
  summary: "Download the ad account's bulk sheet: its campaigns, ad groups and ads as CSV (business.md §2 /bulk_editor/download_template/)",
  description: `One row per campaign, ad group and ad (at most ${BULK_MAX_ROWS}), UTF-8 with a BOM, RFC 4180 quoting; a cell starting with = + - @ is written with a ' first so spreadsheets do not run it. Daily budgets are money in the Currency column's currency ("30.00").`,
  request: { params: AdvertiserParamsSchema, query: BulkTemplateQuerySchema },
  responses: {
    200: {
      description: "The sheet (Content-Disposition: attachment)",
      content: { "text/csv": { schema: z.string().openapi({ example: "Action,Entity type,Campaign ID,…" }) } },
    },
    ...errorResponses(...READ_ERRORS),
  },
});

const csvBody = { schema: z.string().openapi({ description: "The sheet, RFC 4180 CSV, UTF-8" }) };

export const bulkUploadRoute = createRoute({
  operationId: "bulkUpload",
  method: "post",
  path: BULK_PATH,
  tags,
  summary: "Upload a bulk sheet: check every row, and apply all of its changes at once or none (business.md §2 /bulk_editor/)",
  description: `The body is the sheet as text/csv (or text/plain, UTF-8), or multipart/form-data with it as \`file\` (at most ${BULK_MAX_BYTES} bytes and ${BULK_MAX_ROWS} rows, checked before anything else). Rows are checked with the single changes' rules (campaign control); unchanged rows are skipped; any problem answers 400 BULK_ROWS_INVALID with \`data.errors\` ([{line, column, message}]) and changes nothing. At most ${BULK_MAX_CHANGED} campaigns, ad groups and ads change in one upload, in one batch; a campaign changed since the checks read it answers 409 CAMPAIGN_CHANGED_MEANWHILE and nothing changes. \`dry_run=true\` answers what would change.`,
  request: {
    params: AdvertiserParamsSchema,
    query: BulkUploadQuerySchema,
    body: {
      required: true,
      content: {
        "text/csv": csvBody,
        "text/plain": csvBody,
        "multipart/form-data": { schema: z.object({ file: z.unknown().optional().openapi({ type: "string", format: "binary" }) }) },
      },
    },
  },
  responses: {
    200: okResponse(BulkResultSchema, "What changes (dry run) or changed"),
    ...errorResponses(
      "BAD_REQUEST",
      "CROSS_SITE_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "AUTH_REQUIRED",
      "ADVERTISER_ACCESS_DENIED",
      "ADVERTISER_NOT_FOUND",
      "RATE_LIMITED",
      "BULK_FILE_INVALID",
      "BULK_TOO_MANY_ROWS",
      "BULK_ROWS_INVALID",
      "BULK_TOO_MANY_CHANGES",
      "CAMPAIGN_CHANGED_MEANWHILE",
    ),
  },
});

export const bulkUploadsRoute = createRoute({
  operationId: "bulkUploads",
  method: "get",
  path: BULK_PATH,
  tags,
  summary: "The ad account's bulk uploads, newest first (business.md §2 /bulk_editor/history/)",
  request: { params: AdvertiserParamsSchema, query: BulkUploadsQuerySchema },
  responses: { 200: okResponse(BulkUploadPageSchema, "A page of uploads"), ...errorResponses(...READ_ERRORS) },
});

export const bulkIdsRoute = createRoute({
  operationId: "bulkIds",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/bulk/ids/",
  tags,
  summary: "The ad account's campaign, ad group and ad ids with their names (business.md §2 /bulk_editor/bulk_id_library/)",
  request: { params: AdvertiserParamsSchema, query: BulkIdsQuerySchema },
  responses: { 200: okResponse(BulkIdsSchema, "The ids, campaigns first"), ...errorResponses(...READ_ERRORS) },
});
