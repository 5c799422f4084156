/**
 * The share capability's surface: the rules and copy other capabilities use. Anything not exported here
 * is share's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SITEMAP_MAX_FILES, SITEMAP_PAGE_SIZE, shareLinks } from "./links";
export type { ShareLink, ShareNetwork } from "./links";
export { SHARE_BUTTON_COPY } from "./labels";
export { SHARE_COPY } from "./messages";
export { SHARE_PARAM, wantsShareSheet } from "./params";
