/**
 * The sections capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is sections's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { reorderSections } from "./rules";
