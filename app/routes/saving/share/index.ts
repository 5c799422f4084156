/**
 * The share capability's surface: the page code other capabilities use. Anything not exported here
 * is share's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { ShareButton, ShareSheet, useShareSheet } from "./share-sheet";
export { PREVIEW_IMAGE_WIDTH, previewImage, shareMeta } from "./meta";
export type { SharePreview } from "./meta";
