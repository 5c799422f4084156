/**
 * Error catalogue of two-factor authentication (auth.md §2.2 loginMfa, §3 creds mfa_token and
 * mfa_resend, §5, §8.2; /settings/security; docs/decisions/019): codes 200–229 of the auth range,
 * stable once shipped. Merged into the auth catalogue by common/auth/errors.ts. MFA_REQUIRED (100)
 * and the §5 field errors (101, 102) were reserved earlier and stay in errors.ts.
 *
 * No status here is 429 except the settings page's own limits: the log-in pages open the
 * rate-limited modal for any 429 (auth.md §4.6), which is not what a wrong code means.
 */
import { defineErrors } from "../../platform/errors";

/** Messages only the API sends (ours: the spec does not show them); pages show them as received. */
export const TWO_FACTOR_API_MESSAGES = {
  codeIncorrect: "That code isn't right. Check it and try again.",
  codeUsed: "That code has been used already: each code works once. Wait for your app to show the next one.",
  backupCodeUsed: "That backup code has been used already: each backup code works once. Use another one.",
  tooManyTries: "That's too many wrong codes. Log in again to get a new one.",
  loginExpired: "Your code has expired. Log in again to get a new one.",
  resendsLimited: "We've sent you several codes already. Use the newest one, or log in again.",
  codeByApp: "Your authenticator app makes your codes: open it to see the current one.",
  alreadyOn: "Two-factor authentication is already on.",
  off: "Two-factor authentication is off.",
  setupExpired: "That setup has expired. Start again to get a new code.",
  checksLimited: "That's too many wrong codes. Try again in 10 minutes.",
  backupCodesLimited: "You've made new backup codes too often. Try again later.",
} as const;
const T = TWO_FACTOR_API_MESSAGES;

export const TWO_FACTOR_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // A well-formed code that is not the one expected (wrong, already used, or a used backup code);
  // data.field "code", data.tries_left.
  MFA_CODE_INCORRECT: { code: 200, status: 401, message: T.codeIncorrect },
  // The MFA_MAX_TRIES-th wrong code: the log-in waiting for it is over (its cookie is cleared).
  MFA_TOO_MANY_TRIES: { code: 201, status: 401, message: T.tooManyTries },
  // No log-in waits for a code here: none started, older than MFA_CODE_SECONDS, used, or over.
  MFA_LOGIN_EXPIRED: { code: 202, status: 401, message: T.loginExpired },
  // mfa_resend more than MFA_RESENDS_MAX times for one log-in.
  MFA_RESENDS_LIMITED: { code: 203, status: 400, message: T.resendsLimited },
  // mfa_resend (or an emailed code for turning it off) where the codes come from an app.
  MFA_CODE_BY_APP: { code: 204, status: 409, message: T.codeByApp },
  // /settings/security: set-up while it is on, turn-off while it is off.
  TWO_FACTOR_ALREADY_ON: { code: 205, status: 409, message: T.alreadyOn },
  TWO_FACTOR_OFF: { code: 206, status: 409, message: T.off },
  // Turning it on with no set-up waiting (none started, older than MFA_CODE_SECONDS, or its
  // MFA_MAX_TRIES wrong codes were used up).
  TWO_FACTOR_SETUP_EXPIRED: { code: 207, status: 400, message: T.setupExpired },
  // Turning it off: MFA_MAX_TRIES wrong codes per MFA_CODE_SECONDS, counted exactly (D1).
  TWO_FACTOR_CHECKS_LIMITED: { code: 208, status: 429, message: T.checksLimited },
  // New backup codes: BACKUP_CODES_REGENERATIONS_MAX sets per BACKUP_CODES_WINDOW_SECONDS, counted exactly (D1).
  BACKUP_CODES_LIMITED: { code: 209, status: 429, message: T.backupCodesLimited },
});
