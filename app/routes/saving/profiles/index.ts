/**
 * The profiles capability's surface: the page code other capabilities use. Anything not exported here
 * is profiles's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { FollowButton } from "./follow-button";
export { noindexMeta } from "./robots-meta";
