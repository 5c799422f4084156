/**
 * What an auth form action returns to its page: field errors (under the fields), a form-level
 * error, or the rate-limited modal (auth.md §4.6: rate-limit codes and HTTP 429 open it).
 * Built from the API's error envelope so the page never guesses at messages.
 */
import type { ApiErrorBody } from "../../worker/api/envelope";
import { RATE_LIMIT_CODES } from "../../worker/api/error-codes";
import { AUTH_MESSAGES } from "../../worker/auth/messages";
import type { RuleFailure } from "../../worker/auth/signup-rules";
import { API_ERRORS } from "../../worker/api/error-codes";

export type AuthField = "email" | "password" | "birthday";

export interface AuthFormState {
  fieldErrors: Partial<Record<AuthField, string>>;
  formError?: string;
  /** Body text of the "Oops! Too many login attempts" modal, when it should open. */
  rateLimited?: string;
}

const FIELDS: readonly string[] = ["email", "password", "birthday"];

export const fieldError = (field: AuthField, message: string): AuthFormState => ({ fieldErrors: { [field]: message } });

export const ruleFailureState = (f: RuleFailure): AuthFormState => fieldError(f.field, API_ERRORS[f.error].message);

export function formStateFromApiError(error: ApiErrorBody): AuthFormState {
  if (error.http_status === 429 || RATE_LIMIT_CODES.includes(error.api_error_code)) {
    return { fieldErrors: {}, rateLimited: error.message };
  }
  const field = error.data?.["field"];
  if (typeof field === "string" && FIELDS.includes(field)) return fieldError(field as AuthField, error.message);
  if (error.http_status >= 500) return { fieldErrors: {}, formError: AUTH_MESSAGES.somethingWrong };
  return { fieldErrors: {}, formError: error.message || AUTH_MESSAGES.unknownError };
}

/** "1990-05-17" (an <input type=date> value) → epoch seconds at UTC midnight, or null. */
export function birthdayToEpochSeconds(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const date = new Date(ms);
  // Reject 2023-02-31 and friends instead of letting Date roll them over.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return Number.NaN;
  return Math.floor(ms / 1000);
}
