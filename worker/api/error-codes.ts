/**
 * The API's error catalogue: every `api_error_code` the Worker can answer with, its HTTP status,
 * and the message shown when the spec gives one. Numbers are ours (the specs do not show them)
 * except 7, which auth.md §2.5 names as the 401 "log in first" code. Codes are stable: partners
 * pin them through the Pact contracts, so never renumber, only add.
 */
import { AUTH_MESSAGES } from "../auth/messages";

export interface ApiErrorSpec {
  code: number;
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500;
  message: string;
}

const define = <T extends Record<string, ApiErrorSpec>>(t: T) => t;

export const API_ERRORS = define({
  // Generic request errors
  BAD_REQUEST: { code: 1, status: 400, message: "The request is not valid." },
  NOT_FOUND: { code: 2, status: 404, message: "Not found." },
  INTERNAL: { code: 3, status: 500, message: AUTH_MESSAGES.somethingWrong },
  CROSS_SITE_REQUEST: { code: 4, status: 403, message: "Requests from other sites are not allowed." },
  METHOD_NOT_ALLOWED: { code: 5, status: 405, message: "Method not allowed." },
  UNSUPPORTED_MEDIA_TYPE: { code: 6, status: 415, message: "Send the body as application/json." },
  AUTH_REQUIRED: { code: 7, status: 401, message: "You need to log in first." },

  // Sign-up (auth.md §5, §8.1)
  EMAIL_MISSING: { code: 10, status: 400, message: AUTH_MESSAGES.emailMissing },
  EMAIL_FORMAT: { code: 11, status: 400, message: AUTH_MESSAGES.emailFormat },
  EMAIL_INVALID: { code: 12, status: 400, message: AUTH_MESSAGES.emailInvalid },
  EMAIL_HAS_PRODUCT_NAME: { code: 13, status: 400, message: AUTH_MESSAGES.emailHasProductName },
  EMAIL_TAKEN: { code: 14, status: 409, message: AUTH_MESSAGES.emailTaken },
  PASSWORD_NOT_ASCII: { code: 20, status: 400, message: AUTH_MESSAGES.passwordNotAscii },
  PASSWORD_TOO_SHORT: { code: 21, status: 400, message: AUTH_MESSAGES.passwordTooShort },
  PASSWORD_TOO_LONG: { code: 22, status: 400, message: AUTH_MESSAGES.passwordTooLong },
  BIRTHDAY_MISSING: { code: 30, status: 400, message: AUTH_MESSAGES.birthdayMissing },
  BIRTHDAY_INVALID: { code: 31, status: 400, message: AUTH_MESSAGES.birthdayInvalid },
  UNDER_AGE: { code: 32, status: 400, message: AUTH_MESSAGES.underAge },
  AGE_TOO_HIGH: { code: 33, status: 400, message: AUTH_MESSAGES.ageTooHigh },
  COUNTRY_INVALID: { code: 34, status: 400, message: AUTH_MESSAGES.countryInvalid },
  NAME_TOO_LONG: { code: 35, status: 400, message: AUTH_MESSAGES.nameTooLong },
  SIGNUP_TYPE_UNSUPPORTED: { code: 36, status: 400, message: AUTH_MESSAGES.signupTypeUnsupported },

  // Log-in (auth.md §8.2)
  LOGIN_EMAIL_MISSING: { code: 40, status: 400, message: AUTH_MESSAGES.emailMissing },
  PASSWORD_SHAPE: { code: 41, status: 400, message: AUTH_MESSAGES.passwordShape },
  PASSWORD_INCORRECT: { code: 42, status: 401, message: AUTH_MESSAGES.passwordIncorrect },
  ACCOUNT_NOT_FOUND: { code: 43, status: 401, message: AUTH_MESSAGES.accountNotFound },

  // Abuse limits (auth.md §8.2 "Rate-limited codes", §9 "Rate-limit lockout 30 minutes")
  RATE_LIMITED: { code: 50, status: 429, message: AUTH_MESSAGES.rateLimitedIp },
  LOGIN_LOCKED: { code: 51, status: 429, message: AUTH_MESSAGES.rateLimitedBody },
});

export type ApiErrorName = keyof typeof API_ERRORS;

/** Codes that open the "Oops! Too many login attempts" modal (auth.md §4.6). */
export const RATE_LIMIT_CODES: readonly number[] = [API_ERRORS.RATE_LIMITED.code, API_ERRORS.LOGIN_LOCKED.code];
