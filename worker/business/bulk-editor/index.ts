/**
 * The bulk-editor capability's surface (docs/decisions/055): its routes. Anything not exported
 * here is the bulk editor's own (test/layout/capabilities.test.ts).
 */
export { bulkEditorRoutes } from "./routes";
