/**
 * The instagram-upsell capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is instagram-upsell's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { userSettingsRoute } from "./contracts";
export { INSTAGRAM_USERNAME_PATTERN } from "./schemas";
