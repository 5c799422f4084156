/**
 * Zod schemas of the offsite link check (business.md §4, §7 GET /v3/offsite/): its query and its
 * answer. They produce the OpenAPI document and type the app's client.
 */
import { z } from "@hono/zod-openapi";
import { ID_PATTERN } from "../../saving/schemas";
import { flagParam as flag, ignoredParam as ignored, optionalQuery as q } from "../../platform/query-params";
import { OFFSITE_URL_MAX_LENGTH } from "./constants";

export const REDIRECT_STATUSES = ["ok", "blocked", "suspicious", "porn"] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** business.md §7 GET /v3/offsite/ with pin_id (or third_party_ad), check_only, client_tracking_params, url, aux_data. */
export const OffsiteQuerySchema = z.object({
  url: z
    .string()
    .min(1)
    .max(OFFSITE_URL_MAX_LENGTH)
    .openapi({
      param: { name: "url", in: "query", required: true },
      description: "The link to check (http or https only)",
      example: "https://www.example.com/recipe",
    }),
  pin_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi(q("pin_id", "The Pin the link belongs to; a link that is not that Pin's is suspicious", "42")),
  third_party_ad: flag("third_party_ad", "false", "true: the link is a third-party ad's (no Pin to compare with)"),
  check_only: flag("check_only", "true", "true: only check (the product always sends true; false is treated the same)"),
  client_tracking_params: ignored("client_tracking_params", "Logging."),
  aux_data: ignored("aux_data", "Logging."),
});

export const OffsiteSchema = z
  .object({
    redirect_status: z
      .enum(REDIRECT_STATUSES)
      .openapi({ description: "blocked, suspicious or porn: do not open the link (business.md §4); ok: open it" }),
    url: z
      .string()
      .openapi({ description: "The link as it should be opened (parsed and normalised)", example: "https://www.example.com/recipe" }),
  })
  .openapi("OffsiteCheck");

export type OffsiteCheck = z.infer<typeof OffsiteSchema>;
