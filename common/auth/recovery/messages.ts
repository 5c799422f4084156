/**
 * The message catalogue of account recovery and devices (auth.md §2.3 forgot password, §2.4/§8.4
 * password reset sent, §8.3; /settings/security; the reset email): the auth area's catalogue
 * continued, as in common/auth/messages.ts — verbatim from auth.md where the spec gives the text,
 * "ours" where it does not. One module per page (this one: /password/reset and the reset email;
 * new-password-messages.ts; security-messages.ts), imported only by that page and the Worker:
 * every page loads the chunk that holds messages.ts, and text kept there (or in a module
 * common/auth/errors.ts imports) would reach the browser on every page (test/build/budgets). The
 * messages only the API sends are beside their codes, in recovery-errors.ts.
 */
import { PRODUCT_NAME } from "../../platform/messages";

/** Page text of /password/reset and its 'Password reset email sent' modal. */
export const AUTH_RECOVERY_COPY = {
  // §8.4 password reset sent: the toast after 'Resend email'
  emailSent: "Email sent!",
  // §2.3 the account-recovery page (/password/reset, ?ue=, ?lookup=true)
  resetTitle: "Reset your password", // ours
  resetLead: "Enter the email or username of your account and we'll send you a link to pick a new password.", // ours
  lookupTitle: "Find your account", // ours (§2.3 lookup=true: after Facebook log-in was retired)
  lookupLead:
    "Facebook log-in is no longer available. Enter your account's email or username and we'll email you a link to set a password.", // ours
  resetDescription: `Get a link to pick a new ${PRODUCT_NAME} password.`, // ours
  emailOrUsernameLabel: "Email or username", // ours
  sendResetLink: "Send reset link", // ours
  sendingResetLink: "Sending…", // ours
  resendEmail: "Resend email", // §8.4
  backToLogIn: "Back to log in", // ours
} as const;

/**
 * The password-reset email (auth.md §2.3, §7 forgot_password type 'reset' or 'unified'). Only the
 * Worker sends it, so it is its own object: pages that import the catalogue do not carry it.
 */
export const AUTH_EMAIL_COPY = {
  resetSubject: `Reset your ${PRODUCT_NAME} password`, // ours
  unifiedSubject: `Get back into your ${PRODUCT_NAME} account`, // ours
  greeting: (name: string) => `Hi ${name},`, // ours
  resetIntro: "Someone asked to reset the password of your account. To pick a new one, open this link:", // ours
  unifiedIntro: "Someone asked for help getting back into your account. To pick a new password and log in, open this link:", // ours
  button: "Pick a new password", // ours
  expiry: "The link works once, within one hour.", // ours
  ignore: "If you didn't ask for this, ignore this email: your password stays as it is.", // ours
  signature: `The ${PRODUCT_NAME} team`, // ours
} as const;
