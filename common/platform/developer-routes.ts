/**
 * Developer-only operations: routes the Worker serves only where its DEV_TOOLS var is "true" on a
 * local run (a loopback host: never a deployment, worker/platform/deployment/), answering 404 NOT_FOUND elsewhere. Each
 * one's contract spreads DEVELOPER_ONLY, which marks the operation `x-developer-only: true`. The
 * published OpenAPI document — GET /openapi.json on every deployment, openapi/openapi.json in the
 * repository, the /api/docs reference — leaves them out; the developer document — GET
 * /openapi.dev.json where DEV_TOOLS is "true" (404 elsewhere), openapi/openapi.dev.json — is the
 * same document with them added (docs/decisions/028-developer-openapi-document.md).
 *
 * @example
 * export const mailboxRoute = createRoute({ ...DEVELOPER_ONLY, operationId: "mailbox", method: "get", path: "/v3/dev/mailbox/", … });
 */

/** The OpenAPI extension that marks a developer-only operation. */
export const DEVELOPER_ONLY_EXTENSION = "x-developer-only";

/** Spread into a route contract (`createRoute({ ...DEVELOPER_ONLY, … })`) whose handler answers only where DEV_TOOLS is "true". */
export const DEVELOPER_ONLY = { [DEVELOPER_ONLY_EXTENSION]: true } as const;

/** The published document, served by every deployment. */
export const OPENAPI_PATH = "/openapi.json";
/** The developer document (the published one and the developer-only operations), served only where DEV_TOOLS is "true". */
export const DEVELOPER_OPENAPI_PATH = "/openapi.dev.json";

/**
 * Whether a route contract or an operation of the developer document is developer-only.
 *
 * @example
 * isDeveloperOnly(mailboxRoute) // true
 * isDeveloperOnly(doc.paths["/v3/dev/mailbox/"].get) // true
 */
export const isDeveloperOnly = (operation: object): boolean => (operation as Record<string, unknown>)[DEVELOPER_ONLY_EXTENSION] === true;
