/**
 * The quick-promote capability's surface: the page code other capabilities use. Anything not exported here
 * is quick-promote's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { markPinBuilderVisit } from "./close-flow";
