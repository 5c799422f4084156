/**
 * The business sign-up form's checks, the placing of the API's refusals, the password-rules hint
 * (app/routes/auth/business-login/form-state.ts), and the page as rendered when the rules could not be
 * fetched (auth.md §5: sign-up is blocked, 'Sorry! Something went wrong on our end.').
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import BusinessCreatePage from "~app/routes/auth/business-login/business-signup";
import { checkBusinessSignupForm, passwordRulesHint } from "~app/routes/auth/business-login/form-state";
import { businessStateFromApiError } from "~app/routes/auth/business-login/form-state.server";
import { AUTH_API_MESSAGES, AUTH_MESSAGES } from "~common/auth/messages";
import { PASSWORD_RULES } from "~common/auth/rules/password";
import { API_ERRORS } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";

const NOW = new Date("2026-06-01T00:00:00Z");
const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    business_name: "Acme",
    email: "ops@acme.example",
    password: "kite-river-22",
    birthday: "1990-05-17",
    ...values,
  }))
    f.set(k, v);
  return f;
};
const err = (name: keyof typeof API_ERRORS, data?: Record<string, unknown>) => ({
  api_error_code: API_ERRORS[name].code,
  http_status: API_ERRORS[name].status,
  message: API_ERRORS[name].message,
  ...(data && { data }),
});

test("a complete form with a good password passes", () => {
  expect(checkBusinessSignupForm(form({}), NOW)).toBeNull();
});

test("business.md §5 password rules, on the password field", () => {
  const pw = (password: string) => checkBusinessSignupForm(form({ password }), NOW)?.fieldErrors.password;
  expect(pw("kite9")).toBe("Your password is too short! You need 8+ characters.");
  expect(pw("kite-rivér-22")).toBe(AUTH_MESSAGES.passwordNotAscii);
  expect(pw("12345678")).toBe(AUTH_MESSAGES.passwordTooWeak);
  expect(pw("ops")).toBe("Your password is too short! You need 8+ characters.");
  expect(checkBusinessSignupForm(form({ email: "jane.doe@acme.example", password: "jane.doe" }), NOW)?.fieldErrors.password).toBe(
    AUTH_MESSAGES.passwordSameAsUsername,
  );
  // The common-password list is the server's: the page lets "password1" through.
  expect(pw("password1")).toBeUndefined();
});

test("every field in error at once; under-age is left to the API (it stores the §4.4 flag)", () => {
  expect(checkBusinessSignupForm(form({ business_name: " ", email: "nope", password: "", birthday: "" }), NOW)).toEqual({
    fieldErrors: {
      business_name: AUTH_MESSAGES.businessNameMissing,
      email: AUTH_MESSAGES.emailFormat,
      password: "Your password is too short! You need 8+ characters.",
      birthday: AUTH_MESSAGES.birthdayMissing,
    },
  });
  expect(checkBusinessSignupForm(form({ business_name: "x".repeat(101) }), NOW)?.fieldErrors.business_name).toBe(
    AUTH_MESSAGES.businessNameTooLong,
  );
  expect(checkBusinessSignupForm(form({ birthday: "2020-01-01" }), NOW)).toBeNull();
});

test("API refusals go to their fields, the business name's included", () => {
  expect(businessStateFromApiError(err("BUSINESS_NAME_MISSING", { field: "business_name" }))).toEqual({
    fieldErrors: { business_name: AUTH_MESSAGES.businessNameMissing },
  });
  expect(businessStateFromApiError(err("PASSWORD_TOO_WEAK", { field: "password" })).fieldErrors.password).toBe(
    AUTH_MESSAGES.passwordTooWeak,
  );
  expect(businessStateFromApiError(err("EMAIL_TAKEN", { field: "email" })).fieldErrors.email).toBe(API_ERRORS.EMAIL_TAKEN.message);
  expect(businessStateFromApiError(err("RATE_LIMITED")).rateLimited).toBe(AUTH_API_MESSAGES.rateLimitedIp);
});

test("the hint follows the fetched rules", () => {
  expect(passwordRulesHint(PASSWORD_RULES.business)).toBe(
    "8+ characters, only letters, numbers and special characters, not your email name, not a common password",
  );
  expect(passwordRulesHint({ ...PASSWORD_RULES.business, min_length: 12, differ_from_username: false, reject_common: false })).toBe(
    "12+ characters, only letters, numbers and special characters",
  );
});

function renderCreatePage(rules: (typeof PASSWORD_RULES)["business"] | null) {
  const Stub = createRoutesStub([{ id: "create", path: "/business/create", Component: BusinessCreatePage as never, loader: () => null }]);
  return renderToString(
    createElement(Stub, { initialEntries: ["/business/create"], hydrationData: { loaderData: { create: { rules, underage: false } } } }),
  );
}

const submitButton = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? "";

test("without the rules the page blocks sign-up and says something went wrong (auth.md §5)", () => {
  const blocked = renderCreatePage(null);
  expect(blocked).toContain(`<p class="form-error" role="alert">${PLATFORM_MESSAGES.somethingWrong}</p>`);
  expect(submitButton(blocked)).toContain('disabled=""');
  const open = renderCreatePage(PASSWORD_RULES.business);
  expect(open).not.toContain("Something went wrong");
  expect(submitButton(open)).not.toContain("disabled");
  expect(open).toContain(passwordRulesHint(PASSWORD_RULES.business));
});
