/**
 * The search capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is search's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { ATTRIBUTION_EXPIRY_SECONDS, ATTRIBUTION_VIEW_PRIORITY, AUTOCOMPLETE_TERM_MAX_LENGTH, HOVER, LAYOUT_WIDTHS, OFFSITE_URL_MAX_LENGTH, PAGE_CLASS_BREAKPOINTS, SCROLL, SPONSORSHIP_HIDDEN_STATUSES, VERIFIED_BADGE_NAME_LENGTH, VISITOR_PINS_SEEN_KEY, VISITOR_PROMPT_AFTER_PINS } from "./constants";
export { ATTRIBUTION_REGISTER_HEADER, attributionSourceRoute, autocompleteRoute, creatorCardRoute, offsiteRoute, searchPinsRoute } from "./contracts";
export { DISCOVERY_COPY, VISITOR_PROMPTS } from "./messages";
export { NoticeSchema } from "./schemas";
export { suggestHashtags } from "./suggestions";
export type { Autocomplete, CreatorCard, Notice, OffsiteCheck, RedirectStatus, Sensitivity } from "./schemas";
export { foldWord, hashtagText, normalizeQuery } from "./search-query";
