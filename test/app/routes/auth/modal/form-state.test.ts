import { expect, test } from "vitest";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { birthdayToEpochSeconds } from "~app/routes/auth/modal/form-state";
import { checkMfaForm, mfaStateFromForm } from "~app/routes/auth/two-factor/mfa-form-state";
import { formStateFromApiError } from "~app/routes/auth/modal/form-state.server";
import { API_ERRORS } from "~common/errors";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";

const err = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  api_error_code: API_ERRORS[name].code,
  http_status: API_ERRORS[name].status,
  message: API_ERRORS[name].message,
  ...(data && { data }),
});

test("errors with a field go under that field", () => {
  expect(formStateFromApiError(err("PASSWORD_INCORRECT", { field: "password" }))).toEqual({
    fieldErrors: { password: AUTH_API_MESSAGES.passwordIncorrect },
  });
  expect(formStateFromApiError(err("UNDER_AGE", { field: "birthday" })).fieldErrors.birthday).toBe(AUTH_MESSAGES.underAge);
});

test("rate-limit codes and HTTP 429 open the rate-limited modal (§4.6)", () => {
  expect(formStateFromApiError(err("LOGIN_LOCKED")).rateLimited).toBe(AUTH_MESSAGES.rateLimitedBody);
  expect(formStateFromApiError(err("RATE_LIMITED")).rateLimited).toBe(AUTH_API_MESSAGES.rateLimitedIp);
  expect(formStateFromApiError({ api_error_code: 999, http_status: 429, message: "slow down" }).rateLimited).toBe("slow down");
});

test("other errors are form-level; 5xx never leaks server text", () => {
  expect(formStateFromApiError(err("CROSS_SITE_REQUEST")).formError).toBe(API_ERRORS.CROSS_SITE_REQUEST.message);
  expect(formStateFromApiError({ api_error_code: 3, http_status: 500, message: "db exploded" }).formError).toBe(
    PLATFORM_MESSAGES.somethingWrong,
  );
  expect(formStateFromApiError({ api_error_code: 1, http_status: 400, message: "" }).formError).toBe(PLATFORM_MESSAGES.unknownError);
});

test("birthdayToEpochSeconds parses date inputs strictly", () => {
  expect(birthdayToEpochSeconds("1990-01-01")).toBe(631152000);
  expect(birthdayToEpochSeconds("")).toBeNull();
  expect(birthdayToEpochSeconds(null)).toBeNull();
  expect(birthdayToEpochSeconds("2023-02-31")).toBeNaN();
  expect(birthdayToEpochSeconds("01/02/1990")).toBeNaN();
});

test("MFA_REQUIRED opens the loginMfa step with its words; a wrong code goes under the code field (docs/decisions/019)", () => {
  expect(formStateFromApiError(err("MFA_REQUIRED", { mfa_method: "email", email_hint: "j•••@example.com" }))).toEqual({
    fieldErrors: {},
    mfa: { method: "email", emailHint: "j•••@example.com", phoneNumberEnd: null },
  });
  expect(formStateFromApiError(err("MFA_CODE_INCORRECT", { field: "code", tries_left: 2 }))).toEqual({
    fieldErrors: { code: API_ERRORS.MFA_CODE_INCORRECT.message },
  });
  // The log-in is over: its message above the log-in form, no step.
  expect(formStateFromApiError(err("MFA_TOO_MANY_TRIES"))).toEqual({ fieldErrors: {}, formError: API_ERRORS.MFA_TOO_MANY_TRIES.message });
});

test("the loginMfa step's form carries its words back; the code field has the §5 checks", () => {
  const form = new FormData();
  form.set("mfa_method", "totp");
  form.set("email_hint", "");
  expect(mfaStateFromForm(form)).toEqual({ method: "totp", emailHint: null, phoneNumberEnd: null });
  form.set("mfa_method", "sms-please");
  expect(mfaStateFromForm(form).method).toBeNull();
  form.set("code", " ");
  expect(checkMfaForm(form)).toEqual({ fieldErrors: { code: AUTH_MESSAGES.mfaCodeMissing } });
  form.set("code", "12 34");
  expect(checkMfaForm(form)).toEqual({ fieldErrors: { code: AUTH_MESSAGES.mfaCodeFormat } });
  form.set("code", "123 456");
  expect(checkMfaForm(form)).toBeNull();
});
