/**
 * The breached-password capability's surface: the Worker code other capabilities use. Anything not exported here
 * is breached-password's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { breachedPasswordsFor, pwnedPasswords, refuseIfBreached } from "./pwned-passwords";
export type { BreachedPasswords, PwnedPasswordsOptions } from "./pwned-passwords";
