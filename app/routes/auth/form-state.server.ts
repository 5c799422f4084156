/**
 * API refusals as auth form state (auth.md §4.6, §8), through the one error mapping of
 * common/auth/rules/error-mapping.ts. Server-only: actions build the state, pages only render it,
 * so the mapping's tables stay out of the browser bundle.
 */
import { mapAuthError } from "~common/auth/rules/error-mapping";
import type { ApiErrorBody } from "~common/errors";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { fieldError, type AuthField, type AuthFormState } from "./form-state";

const FIELDS: readonly string[] = ["email", "password", "birthday"];

/**
 * The email forms' reading of `mapAuthError`. These pages have the rate-limited modal and fields
 * for email, password and birthday; every other place (recovery modals and the MFA step not built
 * yet, a provider button's error) shows its message above the form. A form that failed must say
 * something, so what the modal would only count ("silent") reads 'Unknown Error' here.
 */
export function formStateFromApiError(error: ApiErrorBody): AuthFormState {
  const shown = mapAuthError(error);
  switch (shown.kind) {
    case "modal":
      if (shown.modal === "RATE_LIMITED") return { fieldErrors: {}, rateLimited: shown.message };
      return { fieldErrors: {}, formError: shown.message };
    case "field":
      return FIELDS.includes(shown.field) ? fieldError(shown.field as AuthField, shown.message) : { fieldErrors: {}, formError: shown.message };
    case "form":
    case "toast":
    case "mfa":
      return { fieldErrors: {}, formError: shown.message };
    case "socialSignup":
    case "silent":
      return { fieldErrors: {}, formError: PLATFORM_MESSAGES.unknownError };
  }
}
