/**
 * The settings routes' refusals (./errors.ts), apart from the pages' copy (./messages.ts): the auth
 * catalogue is on every auth page, and a module in it comes whole. All ours.
 */
import { ABOUT_MAX_LENGTH, NAME_PART_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "./constants";

/** The refusals of the settings routes (common/auth/settings/errors.ts). */
export const SETTINGS_API_MESSAGES = {
  firstNameMissing: "Enter your first name.",
  nameTooLong: `Keep each name to ${NAME_PART_MAX_LENGTH} characters or fewer.`,
  usernameTooShort: `Your username needs at least ${USERNAME_MIN_LENGTH} characters.`,
  usernameTooLong: `Keep your username to ${USERNAME_MAX_LENGTH} characters or fewer.`,
  usernameFormat: "Use only letters, numbers and underscores in your username.",
  usernameReserved: "That username isn't available. Try another.",
  usernameTaken: "That username is taken. Try another.",
  aboutTooLong: `Keep your about to ${ABOUT_MAX_LENGTH} characters or fewer.`,
  websiteInvalid: "Enter a web address starting with http:// or https://.",
  photoInvalid: "Choose a square photo (JPEG, PNG or WebP) and try again.",
  emailUnchanged: "That's already your email.",
  emailChangeExpired: "That code has expired or was already used. Ask for a new one.",
  emailChangeIncorrect: "That code isn't right. Check the email and try again.",
  emailChangeTooManyTries: "That's too many wrong codes. Ask for a new one.",
  identityNotLinked: "That account isn't linked.",
  lastWayIn: "That's your only way to log in. Add a password or a passkey first, then unlink it.",
} as const;
