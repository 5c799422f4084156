/**
 * The login capability's surface: the page code other capabilities use. Anything not exported here
 * is login's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { botCheckTokens, logIn, logInSteps, mfaLoginPath } from "./login.server";
export type { FacebookOutcomeState } from "./login.server";
