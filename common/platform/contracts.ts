/** Route contracts of the platform: liveness. See common/auth/contracts.ts for the pattern. */
import { createRoute, z } from "@hono/zod-openapi";
import { okResponse } from "./envelope";

export const HealthSchema = z.object({ status: z.literal("ok") }).openapi("Health");

export const healthRoute = createRoute({
  operationId: "health",
  method: "get",
  path: "/healthz",
  tags: ["platform"],
  summary: "Liveness check",
  responses: { 200: okResponse(HealthSchema, "The Worker is up") },
});
