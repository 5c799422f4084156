/**
 * The move-pins capability's surface: the page code other capabilities use. Anything not exported here
 * is move-pins's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { ORGANIZE_PARAM } from "./organize-params";
