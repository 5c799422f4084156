/**
 * Why: one place assembles the Hono API (envelope on every answer, CSRF guard and body cap on
 * every call, the published OpenAPI document at /openapi.json and its Scalar reference at
 * /api/docs, the developer document at /openapi.dev.json where DEV_TOOLS is "true"). `createApi()`
 * is used by the Worker entry, by the app's in-process client and by the OpenAPI generator, so all
 * three see the same routes.
 */
import { HTTPException } from "hono/http-exception";
import { ApiError, errorEnvelope } from "~common/errors";
import { DEVELOPER_ONLY_EXTENSION, DEVELOPER_OPENAPI_PATH, OPENAPI_PATH } from "~common/platform/developer-routes";
import { config } from "./config";
import { errorLogEntry } from "./error-log";
import { authRouter } from "../auth/router";
import { businessRouter } from "../business/router";
import { devRouter } from "../dev/router";
import { savingRouter } from "../saving/router";
import { platformRouter } from "./routes";
import { PIN_BUILDER_UPLOAD_MAX_BYTES, PIN_BUILDER_UPLOAD_PATH } from "~common/business/constants";
import { bodyLimit, JSON_BODY_LIMIT_BYTES, jsonBodyLimit } from "./middleware";
import { MAX_PIN_IMAGE_BASE64_LENGTH } from "~common/saving/constants";
import { createPinRoute } from "~common/saving/contracts";
import { BULK_MAX_BYTES } from "~common/business/bulk-editor";
import { EVENTS_BODY_MAX_BYTES, sendTagEventsRoute, UPLOAD_MAX_BYTES } from "~common/business/conversions";
import { LIST_BODY_MAX_BYTES } from "~common/business/audiences";
import { cors } from "hono/cors";
import { d1Count } from "./middleware";
import { originGuard } from "./middleware";
import { rateLimitedRoutes } from "./middleware";
import { openApiDocuments } from "./openapi-documents";
import { createRouter } from "./router";
import { idempotency } from "./idempotency";
import { faults } from "./faults";

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "Pinboard edge API",
    version: "1.0.0",
    license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    description: [
      "Every success is `{resource_response: {data}}`; every error is `{resource_response: {error: {api_error_code, message, message_detail?, http_status, data?}}}` with the same HTTP status.",
      "A known path called with a method it does not take answers 405 METHOD_NOT_ALLOWED (components.responses.MethodNotAllowed) with an `Allow` header; an unknown path answers 404 NOT_FOUND.",
      "State-changing calls from another site's page (`Origin` of another origin, or `Sec-Fetch-Site: cross-site|same-site`) answer 403 CROSS_SITE_REQUEST; request bodies over 64 KiB answer 413 PAYLOAD_TOO_LARGE, but for the two that carry an image: POST /v3/pins/ (its image_base64) and the pin builder's upload, up to the 10 MiB image limit.",
      "Text fields take well-formed Unicode only: a lone surrogate, a control character other than tab and line breaks, or a bidirectional override answers 400 BAD_REQUEST naming the field; names, titles and descriptions are stored with line breaks as `\\n` and in Unicode NFC.",
    ].join("\n\n"),
  },
  // Relative: the document describes whichever deployment serves it.
  servers: [{ url: "/", description: "The Worker serving this document" }] as { url: string; description: string }[],
} as const;

/**
 * The developer document's (GET /openapi.dev.json, DEV_TOOLS only; openapi/openapi.dev.json): the
 * published one's, saying what it adds (common/platform/developer-routes.ts).
 */
export const DEVELOPER_OPENAPI_INFO = {
  ...OPENAPI_INFO,
  info: {
    ...OPENAPI_INFO.info,
    title: "Pinboard edge API (developer)",
    description: [
      `The published document (${OPENAPI_PATH}) and the developer-only operations, each marked \`${DEVELOPER_ONLY_EXTENSION}: true\`: a Worker serves them, and this document, only where its DEV_TOOLS var is "true" (local runs on a loopback host only: a deployment never has it, whatever the var says), and answers 404 NOT_FOUND for them elsewhere. They are tools for developers and tests, not part of the API partners build on.`,
      OPENAPI_INFO.info.description,
    ].join("\n\n"),
  },
};

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    // Hono's own 4xx (e.g. malformed JSON body): a client mistake, never a 500.
    if (err.status === 415) return new ApiError("UNSUPPORTED_MEDIA_TYPE");
    if (err.status === 413) return new ApiError("PAYLOAD_TOO_LARGE");
    if (err.status >= 400 && err.status < 500) return new ApiError("BAD_REQUEST", { detail: err.message });
  }
  return new ApiError("INTERNAL");
}

const BULK_UPLOAD_PATH = /^\/ads\/v4\/advertisers\/[^/]+\/bulk\/$/;
const CONVERSION_EVENTS_PATH = /^\/ads\/v4\/advertisers\/[^/]+\/events\/$/;
const CONVERSION_UPLOAD_PATH = /^\/ads\/v4\/advertisers\/[^/]+\/conversions\/uploads\/$/;
const AUDIENCE_LIST_PATH = /^\/ads\/v4\/advertisers\/[^/]+\/audiences\/([^/]+\/list\/)?$/;

export function createApi() {
  const app = createRouter();
  app.use("*", d1Count); // DEV_TOOLS only, on request: D1 calls per request in headers
  // The conversion tag posts from shops' pages: any origin, no credentials (its handler reads no session).
  // Only a real preflight is answered as one: a bare OPTIONS meets the 405 of any other path.
  const tagCors = cors({ origin: "*", allowMethods: ["POST"], allowHeaders: ["Content-Type"], maxAge: 86_400 });
  app.use(sendTagEventsRoute.path, (c, next) =>
    c.req.method === "OPTIONS" && !c.req.header("access-control-request-method") ? next() : tagCors(c, next),
  );
  app.use("*", (c, next) => (c.req.path === sendTagEventsRoute.path ? next() : originGuard(c, next)));
  // Pin-builder uploads carry an image, not JSON: their own, larger cap (business.md §2 pin builder).
  const uploadBodyLimit = bodyLimit(PIN_BUILDER_UPLOAD_MAX_BYTES);
  // A Pin create may carry its image as image_base64, up to the same image limit (saving.md §7).
  const pinCreateBodyLimit = bodyLimit(MAX_PIN_IMAGE_BASE64_LENGTH + JSON_BODY_LIMIT_BYTES);
  // A bulk sheet upload: the sheet's cap and a multipart envelope's room (docs/decisions/055).
  const bulkBodyLimit = bodyLimit(BULK_MAX_BYTES + JSON_BODY_LIMIT_BYTES);
  // A Conversions API batch: up to 1,000 events (issue 37 item 1).
  const eventsBodyLimit = bodyLimit(EVENTS_BODY_MAX_BYTES);
  // An offline upload's CSV, inside its JSON (escaping may grow it).
  const conversionUploadLimit = bodyLimit(UPLOAD_MAX_BYTES * 2);
  // A customer list's hashes: up to LIST_HASHES_PER_REQUEST_MAX a request (issue 37 item 2).
  const audienceListLimit = bodyLimit(LIST_BODY_MAX_BYTES);
  app.use("*", (c, next) =>
    c.req.path === PIN_BUILDER_UPLOAD_PATH
      ? uploadBodyLimit(c, next)
      : c.req.path === createPinRoute.path
        ? pinCreateBodyLimit(c, next)
        : BULK_UPLOAD_PATH.test(c.req.path)
          ? bulkBodyLimit(c, next)
          : CONVERSION_EVENTS_PATH.test(c.req.path)
            ? eventsBodyLimit(c, next)
            : CONVERSION_UPLOAD_PATH.test(c.req.path)
              ? conversionUploadLimit(c, next)
              : AUDIENCE_LIST_PATH.test(c.req.path)
                ? audienceListLimit(c, next)
                : jsonBodyLimit(c, next),
  );
  // After the guards and the body cap: a refused request never claims its Idempotency-Key.
  app.use("*", idempotency);
  // After idempotency: the fault matrix fails the route's own calls, not the key's bookkeeping (DEV_TOOLS only).
  app.use("*", faults);
  // The five areas' routers. Auth before saving: auth's /v3/users/me/…, /v3/users/reset_password/…
  // are matched before saving's /v3/users/{username}/… (and those names are never usernames).
  app.route("/", platformRouter);
  app.route("/", authRouter);
  app.route(
    "/",
    devRouter(() => rateLimitedRoutes(app.routes)),
  );
  app.route("/", savingRouter);
  app.route("/", businessRouter);

  app.openAPIRegistry.registerComponent("responses", "MethodNotAllowed", {
    description: "The path exists but does not take this method; `Allow` lists the methods it takes.",
    headers: { Allow: { description: "The methods the path takes, e.g. `GET, POST`", schema: { type: "string" } } },
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
  });
  // Both documents from the same routes: the published one everywhere, the developer one where DEV_TOOLS is on.
  const documents = openApiDocuments(app, OPENAPI_INFO, DEVELOPER_OPENAPI_INFO);
  app.get(OPENAPI_PATH, (c) => c.json(documents.published()));
  app.get(DEVELOPER_OPENAPI_PATH, (c) => {
    if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    return c.json(documents.developer());
  });

  // Route paths with parameters (`/v3/pins/:id/`) as patterns, for the 405 below.
  let templates: { method: string; pattern: RegExp }[] | undefined;
  const templatedRoutes = () =>
    (templates ??= app.routes
      .filter((r) => r.method !== "ALL" && r.path.includes("/:"))
      .map((r) => ({
        method: r.method,
        pattern: new RegExp(
          `^${r.path
            .split(/:\w+/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("[^/]+")}$`,
        ),
      })));

  app.notFound((c) => {
    const detail = `${c.req.method} ${c.req.path}`;
    // A known path with another method is 405 with the methods it does take, not 404; a path
    // with parameters (/v3/pins/42/) is known when it fits a route's pattern.
    const allowed = [
      ...new Set([
        ...app.routes.filter((r) => r.path === c.req.path && r.method !== "ALL").map((r) => r.method),
        ...templatedRoutes()
          .filter((t) => t.pattern.test(c.req.path))
          .map((t) => t.method),
      ]),
    ];
    if (allowed.length > 0) {
      c.header("Allow", allowed.join(", "));
      return c.json(errorEnvelope(new ApiError("METHOD_NOT_ALLOWED", { detail })), 405);
    }
    return c.json(errorEnvelope(new ApiError("NOT_FOUND", { detail })), 404);
  });
  app.onError((err, c) => {
    const apiError = toApiError(err);
    // Logged for the operator, one JSON line (./error-log.ts); the client gets the envelope without a stack.
    const entry = errorLogEntry(err, apiError, c.req.raw);
    if (entry) console[entry.level](JSON.stringify(entry));
    for (const [k, v] of Object.entries(apiError.headers ?? {})) c.header(k, v);
    return c.json(errorEnvelope(apiError), apiError.spec.status);
  });
  return app;
}

export type Api = ReturnType<typeof createApi>;
