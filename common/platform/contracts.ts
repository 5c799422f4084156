/** Route contracts of the platform: liveness, browsers' error reports. See common/auth/contracts.ts for the pattern. */
import { createRoute, z } from "@hono/zod-openapi";
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_SOURCE_MAX, CLIENT_ERRORS_PATH } from "./client-errors";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "./envelope";

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

export const ClientErrorBodySchema = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string().max(CLIENT_ERROR_MESSAGE_MAX * 2),
    source: z
      .string()
      .max(CLIENT_ERROR_SOURCE_MAX * 2)
      .optional()
      .openapi({ description: "The script's path (no query string)" }),
    line: z.number().int().min(0).max(10_000_000).optional(),
    column: z.number().int().min(0).max(10_000_000).optional(),
    page: z
      .string()
      .max(CLIENT_ERROR_SOURCE_MAX * 2)
      .openapi({ description: "The page's path (no query string)", example: "/pin/42/" }),
  })
  .openapi("ClientError");

export const clientErrorRoute = createRoute({
  operationId: "reportClientError",
  method: "post",
  path: CLIENT_ERRORS_PATH,
  tags: ["platform"],
  summary: "Report an uncaught error in a page (the Worker logs it)",
  description:
    "Sent by the pages' own script (navigator.sendBeacon) for an uncaught error or rejection, at most a few per page. Nothing that could name a person is kept: query strings, fragments, emails, long numbers and tokens are removed and the texts cut short before the one log line; no address, account or cookie is logged. Limited per address (RATE_LIMITED).",
  request: { body: jsonBody(ClientErrorBodySchema) },
  responses: {
    200: okResponse(z.object({ recorded: z.literal(true) }), "Logged"),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED"),
  },
});
