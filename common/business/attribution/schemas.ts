/**
 * Zod schemas of a Pin view's attribution source (business.md §7 attribution): its query and its
 * answer. They produce the OpenAPI document and type the app's client.
 */
import { z } from "@hono/zod-openapi";
import { ID_PATTERN } from "../../saving/schemas";
import { DOMAIN_PATTERN } from "../../saving/rules";
import { optionalQuery as q } from "../../platform/query-params";

/** business.md §7 attribution: source event id, destination list, expiry, priority, event type, advertiser id, campaign id, hostname. */
export const AttributionQuerySchema = z.object({
  source_event_id: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .openapi({ param: { name: "source_event_id", in: "query", required: true }, description: "Decimal, up to 64 bits", example: "42" }),
  destination: z
    .string()
    .max(1024)
    .openapi({
      param: { name: "destination", in: "query", required: true },
      description: "Comma-separated https sites the conversion may happen on (at most 3)",
      example: "https://example.com",
    }),
  expiry: z.coerce
    .number()
    .int()
    .min(86_400)
    .max(30 * 86_400)
    .optional()
    .openapi(q("expiry", "Seconds the source lives (1 to 30 days; default 30 days)")),
  priority: z.coerce
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1)
    .optional()
    .openapi(q("priority", "Higher wins when several sources match")),
  event_type: z
    .enum(["view", "click"])
    .default("view")
    .openapi(q("event_type", "view (event source) or click (navigation source)", "view")),
  advertiser_id: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .openapi({
      param: { name: "advertiser_id", in: "query", required: true },
      description: "The partner's user id",
      example: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
    }),
  campaign_id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "campaign_id", in: "query", required: true }, example: "3" }),
  hostname: z.string().regex(DOMAIN_PATTERN).optional().openapi(q("hostname", "The page's host, for a host other than the main one")),
});

export const AttributionSchema = z
  .object({
    registered: z.boolean().openapi({
      description:
        "true when the browser asked to register a source (Attribution-Reporting-Eligible) and the answer carries the registration header",
    }),
  })
  .openapi("AttributionSource");

export type AttributionQuery = z.output<typeof AttributionQuerySchema>;
