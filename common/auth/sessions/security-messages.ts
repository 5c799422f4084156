/**
 * Page text of /settings/security (the password and the account's sessions) and the device labels
 * the sessions API answers with: the auth catalogue continued, one module per page (see
 * recovery-messages.ts for why). "ours": the spec does not show this text.
 */
import { PRODUCT_NAME } from "../../platform/messages";

export const AUTH_SECURITY_COPY = {
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
  passkeysStillWork: "Your passkeys still log in: remove any you don't recognise under Passkeys.", // ours (docs/decisions/038)
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
  removePasskeysToo: "Also remove every passkey, so a device that added one can't log in with it again", // ours (docs/decisions/038)
  passkeysRemoved: (n: number) => (n === 1 ? "1 passkey is removed." : `${n} passkeys are removed.`), // ours
  deviceLabel: (browser: string, os: string) => `${browser} on ${os}`, // ours
  unknownDevice: "Unknown device", // ours
  unknownBrowser: "A browser", // ours
} as const;
