/**
 * The share capability's surface: the rules and copy other capabilities use. Anything not exported here
 * is share's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SHARE_PARAM, SITEMAP_MAX_FILES, SITEMAP_PAGE_SIZE, shareLinks, wantsShareSheet } from "./links";
export type { ShareLink, ShareNetwork } from "./links";
export { SHARE_COPY } from "./messages";
