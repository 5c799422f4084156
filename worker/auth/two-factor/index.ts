/**
 * The two-factor capability's surface: the Worker code other capabilities use. Anything not exported here
 * is two-factor's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { completeSecondFactor, demandSecondFactor, isSecondFactorCall } from "./login-challenge";
export { confirmWithCode } from "./confirm";
export { codeEmail, newEmailCode } from "./codes";
export { codeHash } from "./keys";
