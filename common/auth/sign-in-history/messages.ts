/**
 * Text of the sign-in history (the section of /settings/security) and of the new-device email:
 * the auth catalogue continued, one module per page (see common/auth/sessions/security-messages.ts).
 * "ours": the spec does not show this text (docs/decisions/037).
 */
import { PRODUCT_NAME } from "../../platform/messages";
import { SIGN_IN_HISTORY_DAYS, SIGN_IN_HISTORY_PAGE, type SignInMethod } from "./rules";

/** The "Sign-in history" section of /settings/security. */
export const SIGN_IN_HISTORY_COPY = {
  heading: "Sign-in history", // ours
  lead: `Your last ${SIGN_IN_HISTORY_PAGE} sign-ins and failed attempts from the past ${SIGN_IN_HISTORY_DAYS} days. Don't recognise one? Log out of that device above and change your password.`, // ours
  empty: "No sign-ins to show yet.", // ours
  failed: "Failed attempt", // ours
  signedIn: "Signed in", // ours
  unknownPlace: "Unknown location", // ours
  place: (city: string | null, country: string | null) => [city, country].filter(Boolean).join(", "), // ours
  methods: {
    password: "Password",
    google: "Google",
    google_one_tap: "Google One Tap",
    line: "LINE",
    sso: "Single sign-on",
    facebook: "Facebook",
    two_factor: "Two-factor code",
    passkey: "Passkey",
    passkey_added: "Passkey added",
    email_changed: "Email changed",
  } satisfies Record<SignInMethod, string>, // ours
  methodLabel: (method: string) => `Method: ${method}`, // ours
  passkeyAdded: "A passkey was added", // ours
  emailChanged: "The email was changed", // ours
} as const;

/** The email sent when the account is signed in from a new device or country (Worker only). */
export const NEW_DEVICE_EMAIL_COPY = {
  subject: `New sign-in to your ${PRODUCT_NAME} account`, // ours
  greeting: (name: string) => `Hi ${name},`, // ours
  intro: (device: string, place: string, when: string) => `Your account was just signed in on ${device} in ${place} (${when}).`, // ours
  why: `We're letting you know because we haven't seen this device in this country in the past ${SIGN_IN_HISTORY_DAYS} days.`, // ours
  ifYou: "If this was you, there's nothing to do.", // ours
  ifNotYou: "If it wasn't you, review where you're logged in and log out of what you don't recognise, then reset your password:", // ours
  button: "Review your sessions", // ours
  footnote: "You get this email for every sign-in from a new device or country.", // ours
  signature: `The ${PRODUCT_NAME} team`, // ours
  unknownPlace: "an unknown location", // ours
} as const;
