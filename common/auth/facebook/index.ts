/**
 * The facebook capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is facebook's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { FACEBOOK_RECOVERY_PATH } from "./constants";
export { FACEBOOK_COPY } from "./messages";
export { FACEBOOK_OUTCOME_PARAM, facebookOutcomeDisplay, isFacebookOutcome } from "./rules";
export type { FacebookOutcomeDisplay } from "./rules";
