/** GET /healthz: liveness for load balancers and the benchmark's baseline. */
import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../api/create-router";
import { okResponse } from "../api/envelope";

const HealthSchema = z.object({ status: z.literal("ok") }).openapi("Health");

export const healthRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/healthz",
    tags: ["health"],
    summary: "Liveness check",
    responses: { 200: okResponse(HealthSchema, "The Worker is up") },
  }),
  (c) => c.json({ resource_response: { data: { status: "ok" as const } } }, 200),
);
