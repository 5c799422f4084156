/**
 * The signup capability's surface: the page code other capabilities use. Anything not exported here
 * is signup's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { consentsStep, readConsentsSubmission } from "./consents.server";
export { underageFlagCookie, underageFlagSet } from "./underage-flag.server";
