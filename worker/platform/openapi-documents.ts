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
  return doc.getOpenAPI31Document(config);
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
