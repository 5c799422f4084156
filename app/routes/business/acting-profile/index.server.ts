/**
 * The acting-profile capability's surface: the page code other capabilities use. Anything not exported here
 * is acting-profile's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { businessHeaderFor } from "./business-header.server";
export { actingAdAccountFor } from "./business-profiles.server";
