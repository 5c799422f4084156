import { expect, test } from "vitest";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { birthdayToEpochSeconds } from "~app/routes/auth/form-state";
import { formStateFromApiError } from "~app/routes/auth/form-state.server";
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
