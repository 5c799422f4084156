/**
 * The password capability's surface: the Worker code other capabilities use. Anything not exported here
 * is password's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { hashPassword, needsRehash, verifyPassword } from "./password-hash";
export { isCommonPassword } from "./weak-passwords";
