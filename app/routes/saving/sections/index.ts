/**
 * The sections capability's surface: the page code other capabilities use. Anything not exported here
 * is sections's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export type { SectionOption } from "./board-sections";
