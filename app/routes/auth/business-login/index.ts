/**
 * The business-login capability's surface: the page code other capabilities use. Anything not exported here
 * is business-login's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export type { BusinessFormState } from "./form-state";
