/**
 * The search capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is search's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { AUTOCOMPLETE_TERM_MAX_LENGTH } from "./constants";
export { autocompleteRoute, searchPinsRoute } from "./contracts";
export { suggestHashtags } from "./suggestions";
export type { Autocomplete } from "./schemas";
export { answersSearch, foldWord, hashtagText, normalizeQuery } from "./search-query";
export { DISCOVERY_TAGS } from "./contracts";
