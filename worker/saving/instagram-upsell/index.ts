/**
 * The instagram-upsell capability's surface: the Worker code other capabilities use. Anything not exported here
 * is instagram-upsell's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { instagramOAuth } from "./instagram-oauth";
