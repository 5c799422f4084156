/**
 * Error catalogue of the auth area (auth.md §5, §8), codes 10–1999. The numbers are ours (the
 * spec does not show them) and stable.
 */
import { defineErrors, PLATFORM_ERRORS } from "../platform/errors";
import { PLATFORM_MESSAGES } from "../platform/messages";
import { BUSINESS_PASSWORD_MIN_LENGTH } from "./constants";
import { AUTH_API_MESSAGES as A, AUTH_MESSAGES as M } from "./messages";
import { AUTH_ACCOUNTS_ERRORS } from "./sessions/accounts-errors";
import { AUTH_RECOVERY_ERRORS } from "./recovery/errors";
import { TWO_FACTOR_ERRORS } from "./two-factor/errors";
import { PASSKEY_ERRORS } from "./passkeys/errors";
import { LIFECYCLE_ERRORS } from "./account-lifecycle/errors";
import { DATA_EXPORT_ERRORS } from "./data-export/errors";
import { SETTINGS_ERRORS } from "./settings/errors";

/**
 * The errors the field rules return (common/auth/rules): the only part of the catalogue the pages
 * need in the browser, so it is its own object (the rest stays on the server).
 */
export const AUTH_FIELD_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  EMAIL_MISSING: { code: 10, status: 400, message: M.emailMissing },
  EMAIL_FORMAT: { code: 11, status: 400, message: M.emailFormat },
  EMAIL_HAS_PRODUCT_NAME: { code: 13, status: 400, message: M.emailHasProductName },
  PASSWORD_NOT_ASCII: { code: 20, status: 400, message: M.passwordNotAscii },
  PASSWORD_TOO_SHORT: { code: 21, status: 400, message: M.passwordTooShort },
  PASSWORD_TOO_LONG: { code: 22, status: 400, message: M.passwordTooLong },
  BIRTHDAY_MISSING: { code: 30, status: 400, message: M.birthdayMissing },
  BIRTHDAY_INVALID: { code: 31, status: 400, message: M.birthdayInvalid },
  UNDER_AGE: { code: 32, status: 400, message: M.underAge },
  AGE_TOO_HIGH: { code: 33, status: 400, message: M.ageTooHigh },
  LOGIN_EMAIL_MISSING: { code: 40, status: 400, message: M.emailMissing },
  PASSWORD_SHAPE: { code: 41, status: 400, message: M.passwordShape },
  // §5 MFA code rows (common/auth/two-factor/rules.ts checkMfaCode); data.field "code".
  MFA_CODE_MISSING: { code: 101, status: 400, message: M.mfaCodeMissing },
  MFA_CODE_FORMAT: { code: 102, status: 400, message: M.mfaCodeFormat },
  PASSWORD_TOO_WEAK: { code: 150, status: 400, message: M.passwordTooWeak },
  PASSWORD_SAME_AS_USERNAME: { code: 151, status: 400, message: M.passwordSameAsUsername },
  BUSINESS_PASSWORD_TOO_SHORT: { code: 152, status: 400, message: M.passwordTooShortFor(BUSINESS_PASSWORD_MIN_LENGTH) },
  BUSINESS_NAME_MISSING: { code: 160, status: 400, message: M.businessNameMissing },
  BUSINESS_NAME_TOO_LONG: { code: 161, status: 400, message: M.businessNameTooLong },
});

/** The rest of the auth catalogue: errors only the API answers with. */
const AUTH_API_ERRORS = /* @__PURE__ */ defineErrors("auth", {
  // Sign-up (auth.md §5, §8.1)
  EMAIL_INVALID: { code: 12, status: 400, message: A.emailInvalid },
  EMAIL_TAKEN: { code: 14, status: 409, message: M.emailTaken },
  COUNTRY_INVALID: { code: 34, status: 400, message: A.countryInvalid },
  NAME_TOO_LONG: { code: 35, status: 400, message: A.nameTooLong },
  SIGNUP_TYPE_UNSUPPORTED: { code: 36, status: 400, message: A.signupTypeUnsupported },

  // Log-in (auth.md §8.2)
  PASSWORD_INCORRECT: { code: 42, status: 401, message: A.passwordIncorrect },
  ACCOUNT_NOT_FOUND: { code: 43, status: 401, message: A.accountNotFound },

  // Abuse limits (auth.md §8.2 "Rate-limited codes", §9 "Rate-limit lockout 30 minutes")
  RATE_LIMITED: { code: 50, status: 429, message: A.rateLimitedIp },
  LOGIN_LOCKED: { code: 51, status: 429, message: M.rateLimitedBody },

  // Reserved for conditions of auth.md §4.6, §8.2 not built yet, so the pages can already map
  // them (common/auth/rules/error-mapping.ts). New codes start at 100; 10–51 above never move.
  // Two-factor log-in (§2.2 loginMfa, §8.2): the password (or ID token) was right and the account
  // has two-factor on; data.mfa_method, data.email_hint for an emailed code, data.phone_number_end
  // for a texted one (none: SMS has no service here). The rest of two-factor: two-factor-errors.ts.
  MFA_REQUIRED: { code: 100, status: 401, message: M.mfaRequired },
  // Bot check: "logged in too quickly", answered with reCAPTCHA (§8.2).
  LOGGED_IN_TOO_QUICKLY: { code: 110, status: 429, message: A.loggedInTooQuickly },
  // Bot check of a sign-up (§8.1 "Other"; no v2 fallback in the signup payload): the page
  // refreshes its v3 token and the person tries again (common/auth/bot-check/rules.ts).
  SIGNUP_BOT_CHECK_FAILED: { code: 111, status: 403, message: PLATFORM_MESSAGES.somethingWrong },
  // A password given for an account that only has a social log-in (§8.2).
  FACEBOOK_ONLY_ACCOUNT: { code: 120, status: 401, message: A.facebookLoginRetired },
  GOOGLE_ONLY_ACCOUNT: { code: 121, status: 401, message: A.googleOnlyAccount },
  APPLE_ONLY_ACCOUNT: { code: 122, status: 401, message: A.appleOnlyAccount },
  // Account states that open a recovery modal (§2.4, §4.6).
  ACCOUNT_SOFT_BANNED: { code: 130, status: 403, message: A.softBannedLogin },
  ACCOUNT_SUSPENDED: { code: 131, status: 403, message: A.suspendedTitle },
  LOGIN_ASSISTANCE: { code: 132, status: 401, message: A.loginAssistanceTitle },
  ACCOUNT_DEACTIVATED: { code: 133, status: 403, message: A.accountDeactivated },
  // Sign-up (§8.1 "Missing age in the EU").
  AGE_MISSING: { code: 140, status: 400, message: A.ageMissingEu },
  // Sign-up where the Korean privacy-consent experiment applies, without the opt-in (§4.5).
  CONSENT_REQUIRED: { code: 170, status: 400, message: A.consentMissing },
  // Federated sign-in (auth.md §1, §8.2 "Any other: social: toast 'Sorry, we can't log you in.'";
  // docs/decisions/017): a refused ID token, a code flow whose state does not check out, a
  // provider that is not configured or cannot be reached.
  ID_TOKEN_INVALID: { code: 180, status: 401, message: A.socialLoginFailed },
  OAUTH_STATE_INVALID: { code: 181, status: 400, message: A.socialLoginFailed },
  PROVIDER_UNAVAILABLE: { code: 182, status: 503, message: A.providerUnavailable },
  // §6 web_google_disabled: Google sign-in turned off for this viewer (§2.3 blocked-provider modal).
  GOOGLE_DISABLED: { code: 183, status: 403, message: M.googleUnavailable },
  // Facebook's retirement (auth.md §1, §7 /v3/facebook/*, §8.2; docs/decisions/020): a Facebook
  // access token that Graph refuses or that belongs to another Facebook id than the one sent; a
  // sign-up of type facebook (no new Facebook accounts; the page shows the §2.3 new-users banner);
  // a Facebook log-in of an account that has a password (log in with it); web_facebook_disabled.
  FACEBOOK_TOKEN_INVALID: { code: 184, status: 401, message: A.socialLoginFailed },
  FACEBOOK_SIGNUP_CLOSED: { code: 185, status: 403, message: A.facebookSignupClosed },
  FACEBOOK_LOGIN_RETIRED: { code: 186, status: 401, message: A.facebookLoginRetiredUsePassword },
  FACEBOOK_DISABLED: { code: 187, status: 403, message: M.facebookUnavailable },
  // Enterprise SSO (auth.md §6 "Emails on an SSO domain are routed to SSO log-in"; docs/decisions/018):
  // an SSO log-in or sign-up for an email whose domain has no identity provider (migrations/0043).
  SSO_DOMAIN_UNKNOWN: { code: 190, status: 400, message: A.ssoDomainUnknown },
  // Password strength (auth.md §5 "rules fetched from the server"; business.md §5).
  // Business sign-up (auth.md §2.3, business.md §5).
  // A new password (sign-up, change, reset) known from data breaches: the range check of
  // worker/auth/breached-password/ (docs/decisions/036); data.field "password". Codes 760–769.
  PASSWORD_BREACHED: { code: 760, status: 400, message: A.passwordBreached },
});

// Typed by hand: TypeScript's Object.assign types at most three sources.
export const AUTH_ERRORS = /* @__PURE__ */ Object.assign(
  {},
  AUTH_FIELD_ERRORS,
  AUTH_API_ERRORS,
  AUTH_RECOVERY_ERRORS,
  AUTH_ACCOUNTS_ERRORS,
  TWO_FACTOR_ERRORS,
  PASSKEY_ERRORS,
  LIFECYCLE_ERRORS,
  DATA_EXPORT_ERRORS,
  SETTINGS_ERRORS,
) as typeof AUTH_FIELD_ERRORS &
  typeof AUTH_API_ERRORS &
  typeof AUTH_RECOVERY_ERRORS &
  typeof AUTH_ACCOUNTS_ERRORS &
  typeof TWO_FACTOR_ERRORS &
  typeof PASSKEY_ERRORS &
  typeof LIFECYCLE_ERRORS &
  typeof DATA_EXPORT_ERRORS &
  typeof SETTINGS_ERRORS;

/**
 * The errors an auth page can meet: the platform's and auth's. Pages look messages up here rather
 * than in the assembled catalogue (common/errors.ts), which would bring every area's catalogue
 * into the browser bundle.
 */
export const AUTH_PAGE_ERRORS = /* @__PURE__ */ Object.assign({}, PLATFORM_ERRORS, AUTH_ERRORS);
export type AuthPageErrorName = keyof typeof AUTH_PAGE_ERRORS;
/** The names the auth rules return (common/auth/rules). */
export type AuthErrorName = keyof typeof AUTH_FIELD_ERRORS;
