/**
 * The login capability's surface: the Worker code other capabilities use. Anything not exported here
 * is login's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { LoginLockout, lockoutStub } from "./login-lockout";
