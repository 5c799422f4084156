/**
 * The operations of the committed OpenAPI documents — openapi/openapi.json, the published one, and
 * openapi/openapi.dev.json, the same with the developer-only operations marked `x-developer-only`
 * (common/platform/developer-routes.ts, docs/decisions/028-developer-openapi-document.md) — and
 * which operation a contract's request is for. Used by the verifier (./provider-states.ts: a
 * developer-only operation's interactions are left out where DEV_TOOLS is off) and by the gates
 * that hold the contracts against the documents (test/gates/openapi-pact.provider.test.ts,
 * test/gates/openapi-coverage.provider.test.ts). Both files are kept equal to the code by
 * test/worker/platform/openapi-drift.integration.test.ts (`npm run openapi:check`).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { isDeveloperOnly } from "~common/platform/developer-routes";

const ROOT = resolve(import.meta.dirname, "../..");
export const PUBLISHED_DOCUMENT = resolve(ROOT, "openapi/openapi.json");
export const DEVELOPER_DOCUMENT = resolve(ROOT, "openapi/openapi.dev.json");

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

export interface DocumentOperation {
  /** "GET /v3/boards/{id}/" */
  id: string;
  /** Upper case, as Pact writes it. */
  method: string;
  /** The path template, as the document names it. */
  path: string;
  /** Marked `x-developer-only` (only the developer document has such operations). */
  developerOnly: boolean;
  /** Matches a request path, each `{name}` one segment. */
  pattern: RegExp;
  /** Segments without a parameter: the more, the more specific the template. */
  literals: number;
}

export const readDocument = (file: string) => JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument;

/** Every operation of `doc`. */
export function operationsOf(doc: OpenApiDocument): DocumentOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        developerOnly: isDeveloperOnly(operation as object),
        pattern: new RegExp(`^${path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^/]+")}$`),
        literals: path.split("/").filter((segment) => segment !== "" && !segment.includes("{")).length,
      })),
  );
}

/**
 * The operation a request is for: of the operations whose method and path template match, the
 * most specific (`/v3/users/me/` rather than `/v3/users/{username}/`), as the router picks it.
 *
 * @example
 * operationFor(operationsOf(doc), "DELETE", "/v3/boards/12/")?.id // "DELETE /v3/boards/{id}/"
 */
export function operationFor(operations: DocumentOperation[], method: string, path: string): DocumentOperation | undefined {
  return operations
    .filter((op) => op.method === method.toUpperCase() && op.pattern.test(path))
    .sort((a, b) => b.literals - a.literals)[0];
}

let developerDocumentOperations: DocumentOperation[] | undefined;

/**
 * Whether a request is for a developer-only operation of the committed developer document (served
 * only where DEV_TOOLS is "true").
 *
 * @example
 * isDeveloperRequest({ method: "PUT", path: "/v3/experiments/device/" }) // true
 * isDeveloperRequest({ method: "GET", path: "/v3/experiments/" }) // false
 */
export function isDeveloperRequest(request: { method: string; path: string }): boolean {
  developerDocumentOperations ??= operationsOf(readDocument(DEVELOPER_DOCUMENT));
  return operationFor(developerDocumentOperations, request.method, request.path)?.developerOnly === true;
}
