/**
 * The share capability's surface: the page code other capabilities use. Anything not exported here
 * is share's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { ShareButton, ShareSheet, useShareSheetOpen } from "./share-button";
