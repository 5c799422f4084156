/**
 * Text of passkeys (docs/decisions/038): the API's refusals and the pages' copy, the auth
 * catalogue continued. All ours: auth.md does not have passkeys.
 */
import { PRODUCT_NAME } from "../../platform/messages";
import { PASSKEY_NAME_MAX_LENGTH, PASSKEYS_MAX } from "./rules";

/** Messages only the API sends; pages show them as received. */
export const PASSKEY_API_MESSAGES = {
  limitReached: `You can have up to ${PASSKEYS_MAX} passkeys. Remove one to add another.`,
  ceremonyExpired: "That passkey request has expired. Try again.",
  notVerified: "We couldn't verify that passkey. Try again.",
  alreadyRegistered: "That passkey is already on your account.",
  loginFailed: "We couldn't log you in with that passkey. Try again, or log in another way.",
  unknown: "That passkey isn't on an account here. Log in another way, then add it in your security settings.",
  notFound: "That passkey isn't on your account.",
  nameMissing: "Give your passkey a name.",
  nameTooLong: `Keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer.`,
  confirmationRequired: "Confirm it's you first: enter your password or a code, or use a passkey.",
  confirmationIncorrect: "That didn't confirm it's you. Check it and try again.",
  checksLimited: "That's too many wrong tries, so your account is locked for a while. Try again later, or reset your password.",
  emailCodeUnavailable: "Confirm it's you with your password or two-factor code instead.",
  unavailable: "Passkeys can't be used on this address. Open the site at its usual address to use them.",
} as const;

/** The passkeys section of /settings/security, and the log-in pages' passkey button. */
export const PASSKEY_COPY = {
  heading: "Passkeys",
  lead: "Log in with your fingerprint, face or screen lock instead of a password. A passkey counts as both steps of two-factor authentication.",
  none: "You don't have any passkeys yet.",
  add: "Add a passkey",
  adding: "Adding passkey…",
  addLead: "Confirm it's you first: a passkey works like a password and a two-factor code in one.",
  addWithPasskey: "Confirm with a passkey",
  emailCodeLead: "Your account has no password or two-factor: we'll email you a code to confirm it's you.",
  sendEmailCode: "Email me a code",
  sendingEmailCode: "Sending…",
  emailCodeSent: (hint: string) => `We sent a code to ${hint}. It works once, for 10 minutes.`,
  emailCodeLabel: "Code from the email",
  nameLabel: "Passkey name",
  nameHint: "Optional: a name that tells you where it is, like “Work laptop”.",
  added: (name: string) => `Passkey “${name}” added.`,
  renamed: "Passkey renamed.",
  removed: "Passkey removed.",
  cancelled: "No passkey was added.",
  unsupported: "This browser can't make passkeys.",
  ipAddress: "Passkeys don't work on an IP address like this one, only on a site's name.",
  openOnLocalhost: "Open this page on localhost",
  limitNote: (n: number) => `${n} of ${PASSKEYS_MAX} passkeys.`,
  createdAt: (when: string) => `Added ${when}`,
  createdAtOn: (when: string, device: string) => `Added ${when} on ${device}`,
  lastUsedAt: (when: string) => `Last used ${when}`,
  neverUsed: "Not used yet",
  synced: "Synced",
  rename: "Rename",
  renameOf: (name: string) => `Rename ${name}`,
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  remove: "Remove",
  removeOf: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove “${name}”?`,
  removeLead: "You won't be able to log in with it any more. Confirm it's you to remove it.",
  confirmPassword: "Your password",
  confirmCode: "Or a two-factor code",
  codeLabel: "Two-factor code",
  confirmEmailCode: "Or a code we email you",
  confirmWithPasskey: "Confirm with a passkey",
  confirmOnlyWithPasskey: "Your account has no password: confirm with one of your passkeys.",
  setPasswordToRemove: "Your account has no password: set one above to confirm with it, or use a browser that can use passkeys.",
  removing: "Removing…",
  logInWithPasskey: "Log in with a passkey",
  loggingIn: "Waiting for your passkey…",
  loginCancelled: "No passkey was chosen.",
} as const;

/** The email sent when a passkey is added to the account (Worker only; docs/decisions/038). */
export const PASSKEY_ADDED_EMAIL_COPY = {
  subject: `A passkey was added to your ${PRODUCT_NAME} account`,
  greeting: (name: string) => `Hi ${name},`,
  intro: (name: string, device: string, when: string) =>
    `A passkey was added to your account: “${name}”, from ${device} (${when}). It logs in without your password or two-factor code.`,
  ifYou: "If this was you, there's nothing to do.",
  ifNotYou:
    "If it wasn't you, remove it on your security page, log out of all other devices (with their passkeys) and reset your password:",
  button: "Review your passkeys",
  footnote: "You get this email whenever a passkey is added to your account.",
  signature: `The ${PRODUCT_NAME} team`,
} as const;
