/**
 * The recovery and security forms' checks and the placement of the API's refusals
 * (app/routes/auth/recovery/recovery-form-state.ts).
 */
import { expect, test } from "vitest";
import { API_ERRORS } from "~common/errors";
import { checkForgotForm, firstMessage, recoveryStateFromApiError } from "~app/routes/auth/recovery/recovery-form-state";
import { checkChangePasswordForm, checkNewPassword } from "~app/routes/auth/recovery/new-password-form-state";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const LINK = new Set([API_ERRORS.RESET_LINK_INVALID.code, API_ERRORS.RESET_LINK_EXPIRED.code]);

test("forgot password: an email or a username is required; something with an @ must be an email", () => {
  expect(checkForgotForm(form({ email: "  " }))).toEqual({ fieldErrors: { email: "You missed a spot! Don't forget to add your email." } });
  expect(checkForgotForm(form({}))?.fieldErrors.email).toBe("You missed a spot! Don't forget to add your email.");
  expect(checkForgotForm(form({ email: "jane@@example" }))).toEqual({
    fieldErrors: { email: "Hmm...that doesn't look like an email address." },
  });
  expect(checkForgotForm(form({ email: " Jane@Example.com " }))).toBeNull();
  expect(checkForgotForm(form({ email: "janedoe" }))).toBeNull();
});

test("a new password follows business.md §5: 8+, ASCII, not the username, not weak", () => {
  const owner = { email: "marta.lopez@example.com", username: "martalopez" };
  expect(checkNewPassword("short7!", owner)?.fieldErrors.password).toBe("Your password is too short! You need 8+ characters.");
  expect(checkNewPassword("pässwörd-long", owner)?.fieldErrors.password).toBe(
    "Use only a mix of letters, numbers and special characters (for example: ?, !, $).",
  );
  expect(checkNewPassword("martalopez", owner)?.fieldErrors.password).toBe("Please make your username and password different.");
  expect(checkNewPassword("12345678", owner)?.fieldErrors.password).toBe("Please make a stronger password.");
  expect(checkNewPassword("a-new-secret-42", owner)).toBeNull();
  expect(checkChangePasswordForm(form({ current_password: "", password: "a-new-secret-42" }), owner)).toBeNull();
  expect(checkChangePasswordForm(form({ password: "" }), owner)?.fieldErrors.password).toBe(
    "Your password is too short! You need 8+ characters.",
  );
});

test("API refusals land on their field, else on the form; reset-link refusals also mark the link", () => {
  const err = (name: keyof typeof API_ERRORS, field?: string) => ({
    api_error_code: API_ERRORS[name].code,
    message: API_ERRORS[name].message,
    http_status: API_ERRORS[name].status,
    ...(field && { data: { field } }),
  });
  expect(recoveryStateFromApiError(err("CURRENT_PASSWORD_INCORRECT", "current_password"), LINK)).toEqual({
    fieldErrors: { current_password: "The password you entered is incorrect." },
  });
  expect(recoveryStateFromApiError(err("LOGIN_EMAIL_MISSING", "email"), LINK).fieldErrors).toEqual({
    email: "You missed a spot! Don't forget to add your email.",
  });
  expect(recoveryStateFromApiError(err("PASSWORD_TOO_WEAK", "password"), LINK).fieldErrors.password).toBe(
    "Please make a stronger password.",
  );
  expect(recoveryStateFromApiError(err("RESET_LINK_EXPIRED"), LINK)).toEqual({
    fieldErrors: {},
    formError: API_ERRORS.RESET_LINK_EXPIRED.message,
    linkProblem: true,
  });
  expect(recoveryStateFromApiError(err("RATE_LIMITED"), LINK)).toEqual({ fieldErrors: {}, formError: API_ERRORS.RATE_LIMITED.message });
  expect(recoveryStateFromApiError(err("BAD_REQUEST", "token"), LINK).formError).toBe(API_ERRORS.BAD_REQUEST.message);
});

test("the toast says the first field's error in the form's order, else the form's", () => {
  expect(firstMessage({ fieldErrors: { password: "b", current_password: "a" } }, ["current_password", "password"])).toBe("a");
  expect(firstMessage({ fieldErrors: {}, formError: "c" }, ["password"])).toBe("c");
  expect(firstMessage(null, ["password"])).toBeUndefined();
});
