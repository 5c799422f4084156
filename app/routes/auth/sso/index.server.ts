/**
 * The sso capability's surface: the page code other capabilities use. Anything not exported here
 * is sso's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { finishSso, isSsoSubmission, ssoCheckFor, ssoFailureState } from "./sso.server";
