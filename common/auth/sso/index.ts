/**
 * The sso capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is sso's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { SSO_COPY } from "./messages";
export type { SsoCheck } from "./rules";
