/**
 * Message catalogue of the business area, verbatim from business.md. Every string the business
 * pages or API show lives here; test/common/spec-strings.test.ts lists the spec's strings not yet here.
 */
import { AUTH_MESSAGES } from "../auth/messages";

export const BUSINESS_MESSAGES = {
  // §5 business sign-up password rules; the auth catalogue spells them (the auth API answers them).
  passwordNotAscii: AUTH_MESSAGES.passwordNotAscii,
  passwordTooShortFor: AUTH_MESSAGES.passwordTooShortFor,
  passwordSameAsUsername: AUTH_MESSAGES.passwordSameAsUsername,
  passwordTooWeak: AUTH_MESSAGES.passwordTooWeak,
} as const;
