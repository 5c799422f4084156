/**
 * The message catalogue of account recovery and devices (auth.md §2.3 forgot password, §2.4/§8.4
 * password reset sent, §8.3; /settings/security; the reset email): the auth area's catalogue
 * continued, as in common/auth/messages.ts — verbatim from auth.md where the spec gives the text,
 * "ours" where it does not. A module of its own, imported only by the recovery pages and the
 * Worker: every page loads the chunk that holds messages.ts, and text kept there (or in a module
 * common/auth/errors.ts imports) would reach the browser on every page (test/build/budgets). The
 * messages only the API sends are beside their codes, in recovery-errors.ts.
 */
import { PRODUCT_NAME } from "../platform/messages";

/** Titles, labels and other page text of the recovery pages and /settings/security. */
export const AUTH_RECOVERY_COPY = {
  // §8.4 password reset sent: the toast after 'Resend email'
  emailSent: "Email sent!",
  // §2.3 the account-recovery page (/password/reset, ?ue=, ?lookup=true)
  resetTitle: "Reset your password", // ours
  resetLead: "Enter the email or username of your account and we'll send you a link to pick a new password.", // ours
  lookupTitle: "Find your account", // ours (§2.3 lookup=true: after Facebook log-in was retired)
  lookupLead: "Facebook log-in is no longer available. Enter your account's email or username and we'll email you a link to set a password.", // ours
  resetDescription: `Get a link to pick a new ${PRODUCT_NAME} password.`, // ours
  emailOrUsernameLabel: "Email or username", // ours
  sendResetLink: "Send reset link", // ours
  sendingResetLink: "Sending…", // ours
  resendEmail: "Resend email", // §8.4
  backToLogIn: "Back to log in", // ours
  // /password/reset/{token}: the new-password form (business.md §5 rules)
  newPasswordTitle: "Pick a new password", // ours
  newPasswordLead: "Your new password logs you in everywhere; every device that was logged in is logged out.", // ours
  newPasswordLabel: "New password", // ours
  saveNewPassword: "Reset password", // ours
  savingPassword: "Saving…", // ours
  passwordResetDoneTitle: "Your password is reset", // ours
  passwordResetDoneBody: "You're logged out everywhere. Log in with your new password.", // ours
  resetLinkProblemTitle: "This link doesn't work", // ours
  sendNewLink: "Send a new link", // ours
  // /settings/security: password and sessions
  securityTitle: "Security", // ours
  securityDescription: `Your ${PRODUCT_NAME} password and the devices you're logged in on.`, // ours
  changePasswordHeading: "Change your password", // ours
  setPasswordHeading: "Set a password", // ours
  setPasswordLead: "Your account has no password yet. Set one to log in with your email too.", // ours
  currentPasswordLabel: "Current password", // ours
  changePassword: "Change password", // ours
  setPassword: "Set password", // ours
  passwordChanged: "Your password is changed. Your other devices are logged out.", // ours
  passwordSet: "Your password is set.", // ours
  sessionsHeading: "Where you're logged in", // ours
  sessionsLead: "Log out of any device you don't recognise.", // ours
  thisDevice: "This device", // ours
  loggedInAt: (when: string) => `Logged in ${when}`, // ours
  lastActiveAt: (when: string) => `Last active ${when}`, // ours
  endSession: "Log out", // ours
  endSessionOf: (device: string) => `Log out of ${device}`, // ours
  endOtherSessions: "Log out of all other devices", // ours
  sessionEnded: "That device is logged out.", // ours
  otherSessionsEnded: (n: number) => (n === 1 ? "1 other device is logged out." : `${n} other devices are logged out.`), // ours
  noOtherSessions: "You're not logged in anywhere else.", // ours
  deviceLabel: (browser: string, os: string) => `${browser} on ${os}`, // ours
  unknownDevice: "Unknown device", // ours
  unknownBrowser: "A browser", // ours
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
