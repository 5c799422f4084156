/** Route contracts of the platform: liveness. See common/auth/contracts.ts for the pattern. */
import { createRoute, z } from "@hono/zod-openapi";
import { okResponse } from "./envelope";

export const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.object({
      commit: z
        .string()
        .openapi({ description: "The git commit the Worker was built from (unknown outside a checkout)", example: "8af0aa5c…" }),
      built_at: z.string().openapi({ description: "When it was built (ISO 8601)", example: "2026-12-01T22:15:00.000Z" }),
      schema: z.string().openapi({ description: "The newest D1 migration this version needs", example: "0050_promoted_delivery.sql" }),
      deployment: z
        .object({ id: z.string(), tag: z.string() })
        .optional()
        .openapi({ description: "The deployed version's id and tag (its commit) at Cloudflare; absent on a local run" }),
    }),
  })
  .openapi("Health");

export const healthRoute = createRoute({
  operationId: "health",
  method: "get",
  path: "/healthz",
  tags: ["platform"],
  summary: "Liveness check, and which version of the Worker answered",
  responses: { 200: okResponse(HealthSchema, "The Worker is up") },
});
