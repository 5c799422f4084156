/**
 * The search capability's surface: the page code other capabilities use. Anything not exported here
 * is search's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SearchBox } from "./search-box";
export { searchQuery } from "./search-query";
