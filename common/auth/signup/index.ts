/**
 * The signup capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is signup's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { NO_CONSENTS, consentPayload } from "./consent";
export type { ConsentPayload, ConsentState } from "./consent";
export { checkBirthday, checkEmail, isPlausibleLoginPassword } from "./rules";
export type { RuleFailure } from "./rules";
