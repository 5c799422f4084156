/**
 * Error catalogue of the account settings (issue 34 items 4, 9): codes 300–339 of the auth range,
 * stable once shipped. Merged into the auth catalogue by common/auth/errors.ts.
 */
import { defineErrors } from "../../platform/errors";
import { SETTINGS_API_MESSAGES as S } from "./api-messages";

export const SETTINGS_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // The profile's fields (./rules.ts checkProfile); data.field names the field.
  FIRST_NAME_MISSING: { code: 300, status: 400, message: S.firstNameMissing },
  PROFILE_NAME_TOO_LONG: { code: 301, status: 400, message: S.nameTooLong },
  USERNAME_TOO_SHORT: { code: 302, status: 400, message: S.usernameTooShort },
  USERNAME_TOO_LONG: { code: 303, status: 400, message: S.usernameTooLong },
  USERNAME_FORMAT: { code: 304, status: 400, message: S.usernameFormat },
  USERNAME_RESERVED: { code: 305, status: 400, message: S.usernameReserved },
  // Another person's username, or one still redirecting to its former owner (USERNAME_REDIRECT_DAYS).
  USERNAME_TAKEN: { code: 306, status: 409, message: S.usernameTaken },
  ABOUT_TOO_LONG: { code: 307, status: 400, message: S.aboutTooLong },
  WEBSITE_INVALID: { code: 308, status: 400, message: S.websiteInvalid },
  // A photo that is not a square JPEG, PNG or WebP of at most 1024 px.
  PHOTO_INVALID: { code: 309, status: 400, message: S.photoInvalid },
  // An email change (data.field "email" or "code").
  EMAIL_UNCHANGED: { code: 310, status: 400, message: S.emailUnchanged },
  // No change in progress: never asked, expired, already used, or ended by too many wrong codes.
  EMAIL_CHANGE_EXPIRED: { code: 311, status: 400, message: S.emailChangeExpired },
  // data.tries_left: wrong codes the change still takes.
  EMAIL_CHANGE_CODE_INCORRECT: { code: 312, status: 400, message: S.emailChangeIncorrect },
  EMAIL_CHANGE_TOO_MANY_TRIES: { code: 313, status: 400, message: S.emailChangeTooManyTries },
  // Unlinking Google or LINE.
  IDENTITY_NOT_LINKED: { code: 320, status: 404, message: S.identityNotLinked },
  LAST_WAY_IN: { code: 321, status: 409, message: S.lastWayIn },
});
