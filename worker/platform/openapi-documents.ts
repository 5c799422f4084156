/**
 * Why: the API has two OpenAPI documents made from the same zod route contracts
 * (docs/decisions/028-developer-openapi-document.md): the published one, without the
 * developer-only operations (common/platform/developer-routes.ts), and the developer one, with
 * them. Both come from the app's registry, each from the definitions it keeps, through the same
 * generator `app.doc31` uses, so a schema only developer routes use is not in the published one.
 * Made once per isolate, at the first request for them (every route is registered by then).
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { isDeveloperOnly } from "~common/platform/developer-routes";
import { API_ERRORS } from "~common/errors";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_TTL_SECONDS } from "~common/platform/idempotency";

type Definition = OpenAPIHono["openAPIRegistry"]["definitions"][number];
type DocumentConfig = Parameters<OpenAPIHono["getOpenAPI31Document"]>[0];
export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/**
 * The OpenAPI 3.1 document of `definitions` with the routes `keep` keeps, and every component.
 * Only route and component definitions occur in this app (app.ts registers no loose schema,
 * parameter or webhook); any other kind throws, so a new one is noticed rather than dropped.
 */
export function openApiDocument(
  definitions: readonly Definition[],
  config: DocumentConfig,
  keep: (route: object) => boolean,
): OpenApiDocument {
  const doc = new OpenAPIHono();
  for (const def of definitions) {
    if (def.type === "route") {
      if (keep(def.route)) doc.openAPIRegistry.registerPath(def.route);
    } else if (def.type === "component") {
      doc.openAPIRegistry.registerComponent(def.componentType, def.name, def.component as never);
    } else {
      throw new Error(`worker/platform/openapi-documents.ts copies route and component definitions only, not a ${def.type}`);
    }
  }
  return withIdempotencyKeys(doc.getOpenAPI31Document(config));
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: "header",
  required: false,
  description: `Makes the write safe to retry (docs/decisions/047): the same key and request again, for ${IDEMPOTENCY_KEY_TTL_SECONDS / 3600} h, answer the first answer (status, body and cookies) with \`Idempotent-Replayed: true\` and change nothing; the same key with another method, path or body answers 422 IDEMPOTENCY_KEY_MISMATCH; while the first request still runs, 409 IDEMPOTENCY_KEY_IN_USE. Keys are scoped to the caller's session. A first request that failed with a 5xx before changing anything leaves the key unused.`,
  schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX, example: "3f0c2b8e-4d1a-4c7e-9b2f-6a1d5e8c9f00" },
} as const;

interface ErrorResponseObject {
  description: string;
  content?: unknown;
  "x-api-error-codes"?: number[];
}

/** `responses` documenting the catalogue error `name` too (the middleware answers it on every write). */
function withError(
  responses: Record<string, ErrorResponseObject>,
  name: "BAD_REQUEST" | "IDEMPOTENCY_KEY_MISMATCH" | "IDEMPOTENCY_KEY_IN_USE",
) {
  const { code, status } = API_ERRORS[name];
  const existing = responses[status];
  if (existing?.["x-api-error-codes"]?.includes(code)) return;
  if (existing) {
    // A copy: the generator's objects may be the route contracts' own.
    responses[status] = {
      ...existing,
      description: `${existing.description}, ${code} ${name}`,
      "x-api-error-codes": [...(existing["x-api-error-codes"] ?? []), code],
    };
    return;
  }
  responses[status] = {
    description: `Error envelope. api_error_code one of: ${code} ${name}`,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    "x-api-error-codes": [code],
  };
}

/** Every write operation takes the platform's Idempotency-Key (worker/platform/idempotency/), declared once here. */
function withIdempotencyKeys(document: OpenApiDocument): OpenApiDocument {
  let used = false;
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ["post", "put", "patch", "delete"] as const) {
      const operation = (item as Record<string, { parameters?: { name?: string; in?: string }[] } | undefined>)[method];
      if (!operation) continue;
      const others = (operation.parameters ?? []).filter((p) => !(p.in === "header" && p.name?.toLowerCase() === "idempotency-key"));
      operation.parameters = [...others, { $ref: "#/components/parameters/IdempotencyKey" }] as never;
      const responses = (operation as { responses?: Record<string, ErrorResponseObject> }).responses;
      if (responses)
        for (const name of ["BAD_REQUEST", "IDEMPOTENCY_KEY_MISMATCH", "IDEMPOTENCY_KEY_IN_USE"] as const) withError(responses, name);
      used = true;
    }
  }
  if (used)
    document.components = {
      ...document.components,
      parameters: { ...document.components?.parameters, IdempotencyKey: IDEMPOTENCY_PARAMETER as never },
    };
  return document;
}

/**
 * The two documents of `app`, each made at its first use.
 *
 * @example
 * const docs = openApiDocuments(app, PUBLIC_INFO, DEVELOPER_INFO);
 * docs.published().paths["/v3/dev/mailbox/"] // undefined
 */
export function openApiDocuments(
  app: { openAPIRegistry: { definitions: Definition[] } },
  published: DocumentConfig,
  developer: DocumentConfig,
) {
  let publishedDoc: OpenApiDocument | undefined;
  let developerDoc: OpenApiDocument | undefined;
  return {
    /** Every operation but the developer-only ones. */
    published: () => (publishedDoc ??= openApiDocument(app.openAPIRegistry.definitions, published, (route) => !isDeveloperOnly(route))),
    /** Every operation. */
    developer: () => (developerDoc ??= openApiDocument(app.openAPIRegistry.definitions, developer, () => true)),
  };
}
