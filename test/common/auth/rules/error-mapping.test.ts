import { describe, expect, test } from "vitest";
import { TOAST_MS, TOAST_SHORT_MS } from "~common/auth/constants";
import { AUTH_API_MESSAGES as A, AUTH_MESSAGES as M } from "~common/auth/messages";
import {
  ERROR_FIELDS,
  LOGIN_ASSISTANCE_KINDS,
  isApiErrorBody,
  mapAuthError,
  modalFromAec,
  recoveryModalCopy,
  type ErrorContext,
  type ErrorDisplay,
  type RecoveryModal,
} from "~common/auth/rules/error-mapping";
import { API_ERRORS, ApiError, type ApiErrorBody, type ApiErrorName } from "~common/errors";
import { PLATFORM_API_MESSAGES, PLATFORM_MESSAGES as P } from "~common/platform/messages";
import { TWO_FACTOR_API_MESSAGES as TF } from "~common/auth/two-factor/errors";

/** The body the Worker sends for a catalogue error (the real ApiError, so codes and texts stay in step). */
const body = (name: ApiErrorName, data?: Record<string, unknown>): ApiErrorBody => new ApiError(name, data ? { data } : {}).toBody();
const raw = (api_error_code: number, http_status: number, message: string, data?: Record<string, unknown>): ApiErrorBody => ({
  api_error_code,
  http_status,
  message,
  ...(data && { data }),
});

describe("mapAuthError: the email forms (no context)", () => {
  test.each<[string, unknown, ErrorDisplay]>([
    // §5 field errors: data.field first, then the code's own field
    [
      "a named field wins",
      body("PASSWORD_INCORRECT", { field: "password" }),
      { kind: "field", field: "password", message: A.passwordIncorrect },
    ],
    [
      "incorrect password without a field → password",
      body("PASSWORD_INCORRECT"),
      { kind: "field", field: "password", message: A.passwordIncorrect },
    ],
    ["the password shape code → password", body("PASSWORD_SHAPE"), { kind: "field", field: "password", message: M.passwordShape }],
    [
      "Facebook-only → the Facebook error",
      body("FACEBOOK_ONLY_ACCOUNT"),
      { kind: "field", field: "facebook", message: A.facebookLoginRetired },
    ],
    ["Google-only → the Google error", body("GOOGLE_ONLY_ACCOUNT"), { kind: "field", field: "google", message: A.googleOnlyAccount }],
    ["Apple-only → email", body("APPLE_ONLY_ACCOUNT"), { kind: "field", field: "email", message: A.appleOnlyAccount }],
    ["account not found → email", body("ACCOUNT_NOT_FOUND"), { kind: "field", field: "email", message: A.accountNotFound }],
    ["email taken → email", body("EMAIL_TAKEN", { field: "email" }), { kind: "field", field: "email", message: M.emailTaken }],
    ["under age → birthday", body("UNDER_AGE"), { kind: "field", field: "birthday", message: M.underAge }],
    ["MFA code format → code", body("MFA_CODE_FORMAT"), { kind: "field", field: "code", message: M.mfaCodeFormat }],
    ["MFA code missing → code", body("MFA_CODE_MISSING", { field: "code" }), { kind: "field", field: "code", message: M.mfaCodeMissing }],
    [
      "a wrong MFA code → code",
      body("MFA_CODE_INCORRECT", { field: "code", tries_left: 3 }),
      { kind: "field", field: "code", message: TF.codeIncorrect },
    ],
    [
      "server text passes through",
      raw(42, 401, "Custom text from the server"),
      { kind: "field", field: "password", message: "Custom text from the server" },
    ],
    [
      "a field the forms do not know falls back to the code",
      body("NAME_TOO_LONG", { field: "first_name" }),
      { kind: "form", message: A.nameTooLong },
    ],
    ["an unknown named field on an unknown code → form", raw(777, 400, "Nope", { field: "shoe_size" }), { kind: "form", message: "Nope" }],
    // §8.1 "server message, or …"
    [
      "EU age missing, empty message → catalogue text",
      raw(API_ERRORS.AGE_MISSING.code, 400, ""),
      { kind: "field", field: "birthday", message: A.ageMissingEu },
    ],
    [
      "age over 120, empty message → catalogue text",
      raw(API_ERRORS.AGE_TOO_HIGH.code, 400, ""),
      { kind: "field", field: "birthday", message: M.ageTooHigh },
    ],
    [
      "age over 120, server message kept",
      raw(API_ERRORS.AGE_TOO_HIGH.code, 400, "Too old?"),
      { kind: "field", field: "birthday", message: "Too old?" },
    ],
    // §4.6 recovery modals
    ["rate-limit code", body("LOGIN_LOCKED"), { kind: "modal", modal: "RATE_LIMITED", message: M.rateLimitedBody }],
    ["the per-IP rate-limit code", body("RATE_LIMITED"), { kind: "modal", modal: "RATE_LIMITED", message: A.rateLimitedIp }],
    ["any HTTP 429", raw(999, 429, "slow down"), { kind: "modal", modal: "RATE_LIMITED", message: "slow down" }],
    ["HTTP 429 with no message", raw(999, 429, ""), { kind: "modal", modal: "RATE_LIMITED", message: M.rateLimitedBody }],
    [
      "a rate-limit code beats a named field",
      body("LOGIN_LOCKED", { field: "email" }),
      { kind: "modal", modal: "RATE_LIMITED", message: M.rateLimitedBody },
    ],
    ["soft ban", body("ACCOUNT_SOFT_BANNED"), { kind: "modal", modal: "SOFT_BANNED", message: A.softBannedLogin }],
    ["suspended", body("ACCOUNT_SUSPENDED"), { kind: "modal", modal: "SUSPENDED", message: A.suspendedTitle }],
    ["login assistance", body("LOGIN_ASSISTANCE"), { kind: "modal", modal: "LOGIN_ASSISTANCE", message: A.loginAssistanceTitle }],
    [
      "voluntarily deactivated",
      body("ACCOUNT_DEACTIVATED"),
      { kind: "modal", modal: "VOLUNTARILY_DEACTIVATED", message: A.accountDeactivated },
    ],
    [
      "a modal with an empty message gets its own text",
      raw(API_ERRORS.ACCOUNT_SOFT_BANNED.code, 403, ""),
      { kind: "modal", modal: "SOFT_BANNED", message: A.softBannedLogin },
    ],
    // §8.2 two-factor
    [
      "MFA required with the phone end",
      body("MFA_REQUIRED", { phone_number_end: "42" }),
      { kind: "mfa", phoneNumberEnd: "42", method: null, emailHint: null, message: M.mfaRequired },
    ],
    [
      "MFA required without it",
      body("MFA_REQUIRED"),
      { kind: "mfa", phoneNumberEnd: null, method: null, emailHint: null, message: M.mfaRequired },
    ],
    [
      "MFA required with a non-string phone end",
      body("MFA_REQUIRED", { phone_number_end: 42 }),
      { kind: "mfa", phoneNumberEnd: null, method: null, emailHint: null, message: M.mfaRequired },
    ],
    [
      "MFA required, by app",
      body("MFA_REQUIRED", { mfa_method: "totp" }),
      { kind: "mfa", phoneNumberEnd: null, method: "totp", emailHint: null, message: M.mfaRequired },
    ],
    [
      "MFA required, by email with its hint",
      body("MFA_REQUIRED", { mfa_method: "email", email_hint: "j•••@example.com" }),
      { kind: "mfa", phoneNumberEnd: null, method: "email", emailHint: "j•••@example.com", message: M.mfaRequired },
    ],
    [
      "MFA required, a method we do not know",
      body("MFA_REQUIRED", { mfa_method: "carrier-pigeon" }),
      { kind: "mfa", phoneNumberEnd: null, method: null, emailHint: null, message: M.mfaRequired },
    ],
    ["too many wrong codes → back to log in", body("MFA_TOO_MANY_TRIES"), { kind: "mfaExpired", message: TF.tooManyTries }],
    ["the log-in waiting for a code expired → back to log in", body("MFA_LOGIN_EXPIRED"), { kind: "mfaExpired", message: TF.loginExpired }],
    ["no more new codes → form", body("MFA_RESENDS_LIMITED"), { kind: "form", message: TF.resendsLimited }],
    // §8.2 logged in too quickly
    ["the reserved code", body("LOGGED_IN_TOO_QUICKLY"), { kind: "form", message: A.loggedInTooQuickly, recaptcha: true }],
    [
      "invalid credentials, 429, message not ending with '!'",
      raw(42, 429, "Slow down"),
      { kind: "form", message: A.loggedInTooQuickly, recaptcha: true },
    ],
    [
      "invalid credentials, 429, message ending with '!' → rate limited",
      raw(42, 429, "Slow down!"),
      { kind: "modal", modal: "RATE_LIMITED", message: "Slow down!" },
    ],
    // generic
    ["a platform error → form, its text", body("CROSS_SITE_REQUEST"), { kind: "form", message: PLATFORM_API_MESSAGES.crossSite }],
    ["5xx never leaks server text", raw(3, 500, "db exploded"), { kind: "form", message: P.somethingWrong }],
    [
      "5xx with a named field is still generic",
      raw(42, 503, "upstream", { field: "password" }),
      { kind: "form", message: P.somethingWrong },
    ],
    ["empty message of no known kind → only counted", raw(1, 400, ""), { kind: "silent" }],
    ["a missing message is an empty one", { api_error_code: 1, http_status: 400 }, { kind: "silent" }],
    // not an error body
    ["an aborted call is ignored", new DOMException("The operation was aborted.", "AbortError"), { kind: "silent" }],
    ["an abort-like object is ignored", { name: "AbortError" }, { kind: "silent" }],
    ["undefined → Unknown Error", undefined, { kind: "form", message: P.unknownError }],
    ["null → Unknown Error", null, { kind: "form", message: P.unknownError }],
    ["a thrown TypeError → Unknown Error", new TypeError("Failed to fetch"), { kind: "form", message: P.unknownError }],
    ["a string → Unknown Error", "boom", { kind: "form", message: P.unknownError }],
    [
      "a body with a string code → Unknown Error",
      { api_error_code: "42", http_status: 401, message: "x" },
      { kind: "form", message: P.unknownError },
    ],
  ])("%s", (_, error, expected) => {
    expect(mapAuthError(error)).toEqual(expected);
  });
});

describe("mapAuthError: by the call that failed", () => {
  const social = (provider: ErrorContext["provider"], accountRecovery = false): ErrorContext => ({
    via: "social",
    provider,
    accountRecovery,
  });
  test.each<[string, unknown, ErrorContext, ErrorDisplay]>([
    // §8.2 account not found on social log-in
    ["social, no account → social sign-up", body("ACCOUNT_NOT_FOUND"), social("google"), { kind: "socialSignup" }],
    ["Line, no account → social sign-up", body("ACCOUNT_NOT_FOUND"), social("line"), { kind: "socialSignup" }],
    [
      "Facebook in account recovery → prevented",
      body("ACCOUNT_NOT_FOUND"),
      social("facebook", true),
      { kind: "modal", modal: "PREVENT_FACEBOOK_REGISTER", message: A.facebookNotMatched },
    ],
    [
      "Google in account recovery → prevented",
      body("ACCOUNT_NOT_FOUND"),
      social("google", true),
      { kind: "modal", modal: "PREVENT_GOOGLE_REGISTER", message: A.googleNotMatched },
    ],
    [
      "Line in account recovery has no prevent modal → social sign-up",
      body("ACCOUNT_NOT_FOUND"),
      social("line", true),
      { kind: "socialSignup" },
    ],
    [
      "the email form's account-not-found stays a field error",
      body("ACCOUNT_NOT_FOUND"),
      { via: "form" },
      { kind: "field", field: "email", message: A.accountNotFound },
    ],
    // §8.2 any other
    [
      "social, any other → toast",
      body("CROSS_SITE_REQUEST"),
      social("google"),
      { kind: "toast", message: A.socialLoginFailed, durationMs: TOAST_SHORT_MS },
    ],
    [
      "social, 5xx → toast",
      raw(3, 500, "x"),
      social("facebook"),
      { kind: "toast", message: A.socialLoginFailed, durationMs: TOAST_SHORT_MS },
    ],
    [
      "social, rate limit still opens the modal",
      raw(999, 429, "wait"),
      social("google"),
      { kind: "modal", modal: "RATE_LIMITED", message: "wait" },
    ],
    [
      "social, soft ban still opens the modal",
      body("ACCOUNT_SOFT_BANNED"),
      social("google"),
      { kind: "modal", modal: "SOFT_BANNED", message: A.softBannedLogin },
    ],
    // §8.1 social or generic failure in the modal
    ["social sign-up in the modal", body("CROSS_SITE_REQUEST"), { via: "socialSignup" }, { kind: "form", message: A.modalGenericFailure }],
    // §8.2 SSO
    ["SSO failure", raw(777, 400, "bad token"), { via: "sso" }, { kind: "form", message: P.somethingWrong }],
    [
      "SSO 'No tokens returned' (code 0, §5)",
      raw(0, 502, "No tokens returned"),
      { via: "sso" },
      { kind: "form", message: P.somethingWrong },
    ],
    // §8.3 toasts for 3.5 s
    [
      "consent error → toast",
      raw(777, 400, "Consent failed"),
      { via: "consent" },
      { kind: "toast", message: "Consent failed", durationMs: TOAST_MS },
    ],
    [
      "reset password error → toast",
      raw(777, 400, "No such user"),
      { via: "resetPassword" },
      { kind: "toast", message: "No such user", durationMs: TOAST_MS },
    ],
    [
      "reset password 5xx → generic toast",
      raw(3, 500, "db"),
      { via: "resetPassword" },
      { kind: "toast", message: P.somethingWrong, durationMs: TOAST_MS },
    ],
    ["consent, empty message → counted only", raw(777, 400, ""), { via: "consent" }, { kind: "silent" }],
  ])("%s", (_, error, ctx, expected) => {
    expect(mapAuthError(error, ctx)).toEqual(expected);
  });
});

test("every auth catalogue error has a place, and none is silent or unknown", () => {
  for (const [name, spec] of Object.entries(API_ERRORS)) {
    if (spec.code < 10 || spec.code > 1999) continue;
    const shown = mapAuthError(body(name as ApiErrorName));
    expect(shown.kind, name).not.toBe("silent");
    expect(shown, name).not.toEqual({ kind: "form", message: P.unknownError });
  }
});

test("isApiErrorBody accepts the Worker's bodies and nothing looser", () => {
  expect(isApiErrorBody(body("EMAIL_TAKEN", { field: "email" }))).toBe(true);
  expect(isApiErrorBody({ api_error_code: 1, http_status: 400 })).toBe(true);
  expect(isApiErrorBody({ api_error_code: 1 })).toBe(false);
  expect(isApiErrorBody({ api_error_code: 1, http_status: 400, message: 5 })).toBe(false);
  expect(isApiErrorBody([])).toBe(false);
});

test("the field list is the §5 set", () => {
  expect(ERROR_FIELDS).toEqual(["email", "password", "birthday", "code", "facebook", "google"]);
});

describe("recoveryModalCopy (§2.4, §8.4)", () => {
  test.each<[RecoveryModal, string | null, string | null]>([
    ["SOFT_BANNED", A.softBannedTitle, A.softBannedBody],
    ["RATE_LIMITED", "Oops! Too many login attempts", "You have reached the maximum number of login attempts. Try again in 30 minutes."],
    ["LOGIN_ASSISTANCE", "Looks like you're having trouble logging in", null],
    ["PASSWORD_RESET_SENT", "Password reset email sent", "We sent instructions to pick a new password to jane@example.com."],
    ["PREVENT_FACEBOOK_REGISTER", "Oops! Something went wrong", A.facebookNotMatched],
    ["PREVENT_GOOGLE_REGISTER", "Oops! Something went wrong", A.googleNotMatched],
    ["SUSPENDED", "Your account has been deactivated", null],
    ["VOLUNTARILY_DEACTIVATED", null, null],
  ])("%s", (modal, title, bodyText) => {
    expect(recoveryModalCopy(modal, { email: "jane@example.com" })).toEqual({ title, body: bodyText });
  });
  test("password reset sent without an email has no body", () => {
    expect(recoveryModalCopy("PASSWORD_RESET_SENT").body).toBeNull();
  });
  test("every numbered kind has a title", () => {
    for (const kind of Object.keys(LOGIN_ASSISTANCE_KINDS) as RecoveryModal[]) expect(recoveryModalCopy(kind).title, kind).toBeTruthy();
  });
});

describe("modalFromAec (§2.5)", () => {
  test.each<[string | null | undefined, RecoveryModal | null]>([
    [String(API_ERRORS.ACCOUNT_SOFT_BANNED.code), "SOFT_BANNED"],
    [` ${API_ERRORS.ACCOUNT_SOFT_BANNED.code} `, "SOFT_BANNED"],
    [String(API_ERRORS.ACCOUNT_SUSPENDED.code), null],
    [`${API_ERRORS.ACCOUNT_SOFT_BANNED.code}abc`, null],
    ["1e2", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("aec=%j → %s", (aec, expected) => {
    expect(modalFromAec(aec)).toBe(expected);
  });
});
