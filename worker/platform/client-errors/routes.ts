/**
 * Why: POST /v3/client_errors/ (common/platform/contracts.ts): the pages' uncaught errors in the
 * Worker's logs (Workers Observability), one JSON line each, scrubbed again here since anyone can
 * send this; limited per address so it cannot flood the logs.
 */
import { clientErrorRoute } from "~common/platform/contracts";
import { CLIENT_ERROR_MESSAGE_MAX, CLIENT_ERROR_SOURCE_MAX, scrubClientError } from "~common/platform/client-errors";
import { rateLimit } from "../middleware";
import { ok } from "../respond";
import { createRouter } from "../router";

export const clientErrorRoutes = createRouter();
clientErrorRoutes.on("POST", clientErrorRoute.path, rateLimit("errors"));
clientErrorRoutes.openapi(clientErrorRoute, (c) => {
  const report = c.req.valid("json");
  const line = {
    event: "client_error",
    kind: report.kind,
    message: scrubClientError(report.message, CLIENT_ERROR_MESSAGE_MAX),
    ...(report.source && { source: scrubClientError(report.source, CLIENT_ERROR_SOURCE_MAX) }),
    ...(report.line !== undefined && { line: report.line, column: report.column ?? 0 }),
    page: scrubClientError(report.page, CLIENT_ERROR_SOURCE_MAX),
  };
  console.error(JSON.stringify(line));
  return ok(c, { recorded: true as const });
});
