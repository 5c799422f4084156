/**
 * Error catalogue of account recovery and devices (auth.md §2.3 forgot password, §2.4, §8.3;
 * /settings/security): codes 700–749 of the auth range, stable once shipped. Merged into the auth
 * catalogue by common/auth/errors.ts. API-only: pages get these messages inside API answers.
 * No import of recovery-messages.ts here: errors.ts is in every auth page's chunk.
 */
import { defineErrors } from "../../platform/errors";
import { AUTH_MESSAGES as M } from "../messages";

/**
 * Messages only the API sends (ours: the spec does not show them). Kept here, not in a module the
 * pages import, so no page carries them (see recovery-messages.ts).
 */
export const AUTH_RECOVERY_API_MESSAGES = {
  resetLinkInvalid: "This reset link doesn't work any more: it was already used, or a newer one was sent. Ask for a new link.",
  resetLinkExpired: "This reset link has expired: links work for one hour. Ask for a new link.",
  resetEmailsLimited: "We've already sent several reset emails. Check your inbox, or try again in an hour.",
  currentPasswordMissing: "You missed a spot! Don't forget to add your current password.",
  passwordChecksLimited: "Too many wrong passwords. Try again in 30 minutes.", // §9 lockout length
} as const;
const RM = AUTH_RECOVERY_API_MESSAGES;

export const AUTH_RECOVERY_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // The reset link (/password/reset/{token}): unknown, used, or made before a later password set …
  RESET_LINK_INVALID: { code: 700, status: 400, message: RM.resetLinkInvalid },
  // … or older than PASSWORD_RESET_TOKEN_SECONDS (one hour).
  RESET_LINK_EXPIRED: { code: 701, status: 400, message: RM.resetLinkExpired },
  // Reset emails per account (or unknown identifier) and window: RESET_EMAILS_PER_ACCOUNT_MAX.
  RESET_EMAILS_LIMITED: { code: 702, status: 429, message: RM.resetEmailsLimited },
  // Changing a password on /settings/security needs the current one (when the account has one).
  CURRENT_PASSWORD_MISSING: { code: 703, status: 400, message: RM.currentPasswordMissing },
  CURRENT_PASSWORD_INCORRECT: { code: 704, status: 400, message: M.passwordShape },
  // Wrong current passwords per account: LOGIN_LOCKOUT_THRESHOLD per LOGIN_LOCKOUT_SECONDS.
  PASSWORD_CHECKS_LIMITED: { code: 705, status: 429, message: RM.passwordChecksLimited },
});
