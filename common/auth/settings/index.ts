/**
 * The settings capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is settings's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  accountSettingsRoute,
  confirmEmailChangeRoute,
  removeProfilePhotoRoute,
  setProfilePhotoRoute,
  startEmailChangeRoute,
  unlinkIdentityRoute,
  updatePreferencesRoute,
  updateProfileRoute,
  usernameRoute,
} from "./contracts";
export { EMAIL_CHANGE_CODE_COPY, EMAIL_CHANGED_EMAIL_COPY, SETTINGS_API_MESSAGES, SETTINGS_COPY } from "./messages";
export { canUnlink, checkProfile, checkUsername, normalizeAbout, normalizeNamePart } from "./rules";
export { checkNewEmail } from "./email-rules";
export { SETTINGS_ERRORS } from "./errors";
export {
  ABOUT_MAX_LENGTH,
  EMAIL_CHANGE_ATTEMPTS_MAX,
  PHOTO_BASE64_MAX_LENGTH,
  PHOTO_SIZE,
  UNLINKABLE_PROVIDERS,
  USERNAME_MAX_LENGTH,
  USERNAME_REDIRECT_DAYS,
} from "./constants";
export type { ProfileFieldError, WaysIn } from "./rules";
export type { UnlinkableProvider } from "./constants";
export type { AccountSettings } from "./schemas";
