/**
 * The rules capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is rules's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  EMAIL_PATTERN,
  containsProductName,
  failsFreeMailCheck,
  isDeliverableEmail,
  isEmailFormat,
  isExampleDomainEmail,
  normalizeEmail,
} from "./email";
export { MFA_EXPIRED_CODES, mapAuthError, modalFromAec, recoveryModalCopy } from "./error-mapping";
export type { SocialProvider } from "./error-mapping";
export { clampFirstName, nameFromEmail, splitName, usernameStem } from "./names";
export { safeNextPath } from "./next-path";
export { PASSWORD_FORMS, PASSWORD_RULES, checkBusinessPassword, checkPassword, isTrivialPassword } from "./password";
export type { PasswordOwner, PasswordRules } from "./password";
