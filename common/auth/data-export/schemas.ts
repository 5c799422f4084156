/**
 * Zod schemas of "Download your data" (docs/decisions/042): an archive asked for, as the data page
 * lists it. Asking takes the passkeys' fresh proof.
 */
import { z } from "@hono/zod-openapi";
import { PROOF_FIELDS } from "../passkeys";

export const DATA_EXPORT_STATES = ["preparing", "ready", "failed", "too_large", "expired"] as const;

export const DataExportSchema = z
  .object({
    id: z.string(),
    state: z.enum(DATA_EXPORT_STATES).openapi({
      description: "too_large: ready, but without some images (listed in images-missing.json); expired: past expires_at, the file is gone",
    }),
    requested_at: z.number().int(),
    ready_at: z.number().int().nullable(),
    expires_at: z.number().int().nullable(),
    bytes: z.number().int().nullable(),
    download_path: z.string().nullable().openapi({ description: "The owner's download link (session-checked) while it lasts" }),
  })
  .openapi("DataExport");

export const DataExportsSchema = z
  .object({
    latest: DataExportSchema.nullable(),
    next_allowed_at: z.number().int().openapi({ description: "Epoch seconds from which another archive may be asked for" }),
  })
  .openapi("DataExports");

export const RequestDataExportBodySchema = z
  .object(PROOF_FIELDS)
  .openapi("RequestDataExportPayload", { description: "One fresh proof that it is the account's owner" });

export const DataExportParamsSchema = z.object({
  exportId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .openapi({ param: { name: "exportId", in: "path" } }),
});

export type DataExport = z.infer<typeof DataExportSchema>;
export type DataExports = z.infer<typeof DataExportsSchema>;
