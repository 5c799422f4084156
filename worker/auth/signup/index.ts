/**
 * The signup capability's surface: the Worker code other capabilities use. Anything not exported here
 * is signup's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  consentsToStore,
  insertWithFreeUsername,
  registerWithEmail,
  resolveBusinessName,
  resolveCountry,
  resolveNames,
  ruleError,
} from "./register-user";
export type { AccountWrites, SignupContext, WithAccount } from "./register-user";
