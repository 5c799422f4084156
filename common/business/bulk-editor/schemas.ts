/**
 * Zod schemas of the bulk editor (docs/decisions/055): an upload's answer (what it changes or
 * changed, line by line), its history, and the id library. Budgets in a change are
 * micro-currency of the ad account's currency (§9), as the history has them.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN, PageQuerySchema } from "../../saving/schemas";
import { BULK_COLUMNS, BULK_ENTITIES, BULK_FIELDS, BULK_UPLOAD_STATES } from "./constants";

export const BulkRowErrorSchema = z
  .object({
    line: z.number().int().openapi({ description: "The file's line the row starts on (the header is line 1)", example: 4 }),
    column: z.enum(BULK_COLUMNS).nullable().openapi({ example: "Daily budget" }),
    message: z.string(),
  })
  .openapi("BulkRowError");

export const BulkChangeSchema = z
  .object({
    line: z.number().int(),
    entity_type: z.enum(BULK_ENTITIES),
    entity_id: z.string(),
    entity_name: z.string().openapi({ description: "The campaign's or ad group's name before the change; an ad's Pin title" }),
    campaign_id: z.string(),
    field: z.enum(BULK_FIELDS),
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .openapi("BulkChange");

export const BulkUploadQuerySchema = z.object({
  dry_run: z
    .enum(["true", "false"])
    .optional()
    .openapi({ param: { name: "dry_run", in: "query" }, description: "true: check and answer what would change, change nothing" }),
  file_name: userText(200)
    .optional()
    .openapi({
      param: { name: "file_name", in: "query" },
      description: "The sheet's file name, for the history (a multipart file's own name otherwise)",
    }),
});

export const BulkResultSchema = z
  .object({
    upload_id: z.string().nullable().openapi({ description: "The history's entry; null for a dry run" }),
    dry_run: z.boolean(),
    state: z.enum(["PREVIEW", "APPLIED"]),
    rows: z.number().int().openapi({ description: "Data rows in the sheet (the header not counted)" }),
    changed: z.number().int().openapi({ description: "Campaigns, ad groups and ads the upload changes" }),
    skipped: z.number().int().openapi({ description: "Rows with nothing to change" }),
    changes: z.array(BulkChangeSchema),
    currency: z.string(),
  })
  .openapi("BulkResult");

export const BulkUploadSchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    actor: z.object({ id: z.string(), username: z.string(), full_name: z.string() }).nullable(),
    file_name: z.string(),
    rows: z.number().int(),
    changed: z.number().int(),
    state: z.enum(BULK_UPLOAD_STATES),
    errors: z.array(BulkRowErrorSchema).openapi({ description: "A refused upload's first problems" }),
  })
  .openapi("BulkUpload");

export const BulkUploadPageSchema = z
  .object({ items: z.array(BulkUploadSchema), bookmark: z.string().nullable() })
  .openapi("BulkUploadPage");

export const BulkTemplateQuerySchema = z.object({
  campaign_id: z
    .union([z.string().regex(ID_PATTERN), z.array(z.string().regex(ID_PATTERN)).max(100)])
    .optional()
    .openapi({ param: { name: "campaign_id", in: "query" }, description: "Only these campaigns (repeat it); all of them without" }),
});

export const BulkIdsQuerySchema = z.object({
  q: userText(100)
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Only ids or names containing this (case-insensitive)" }),
});

export const BulkIdSchema = z
  .object({
    entity_type: z.enum(BULK_ENTITIES),
    id: z.string(),
    name: z.string().openapi({ description: "The campaign's or ad group's name; an ad's Pin title" }),
    campaign_id: z.string(),
    campaign_name: z.string(),
    status: z.string(),
  })
  .openapi("BulkId");

export const BulkIdsSchema = z
  .object({ items: z.array(BulkIdSchema), truncated: z.boolean().openapi({ description: "More matched than the 5,000 listed" }) })
  .openapi("BulkIds");

export const BulkUploadsQuerySchema = PageQuerySchema;

export type BulkRowErrorView = z.infer<typeof BulkRowErrorSchema>;
export type BulkResult = z.infer<typeof BulkResultSchema>;
export type BulkUpload = z.infer<typeof BulkUploadSchema>;
export type BulkUploadPage = z.infer<typeof BulkUploadPageSchema>;
export type BulkIds = z.infer<typeof BulkIdsSchema>;
