/**
 * The sso capability's surface: the Worker code other capabilities use. Anything not exported here
 * is sso's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { logInWithSso, registerWithSso } from "./sso";
