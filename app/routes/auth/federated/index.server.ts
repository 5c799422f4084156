/**
 * The federated capability's surface: the page code other capabilities use. Anything not exported here
 * is federated's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { oneTapFor } from "./one-tap.server";
