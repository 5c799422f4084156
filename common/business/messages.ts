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

/** Words business.md shows outside the business pages (the save confirmation of §4, shown by the saving area's dialog). */
export const BUSINESS_COPY = {
  /** §4 'You saved this Pin to {board}!' */
  youSavedThisPin: (board: string) => `You saved this Pin to ${board}!`,
  /** §4 'You saved your first Pin to {board}!' */
  youSavedFirstPin: (board: string) => `You saved your first Pin to ${board}!`,
} as const;
