/**
 * What the account-recovery and security forms check before sending, and how the API's refusals
 * land on them (auth.md §2.3 forgot password, §8.3 "Reset-password … errors show in a toast";
 * business.md §5 for every new password). Pure: the pages run the checks in the browser, the
 * actions run them again and place the API's answers.
 */
import { AUTH_MESSAGES } from "~common/auth/messages";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules";
import type { ApiErrorBody } from "~common/errors";
import { formString, type FormState } from "../../../lib/forms";
import { fieldError } from "../modal";

export type RecoveryField = "email" | "current_password" | "password";

export interface RecoveryFormState extends FormState<RecoveryField> {
  /** The reset link itself is the problem (used, superseded, expired): the page offers a new one. */
  linkProblem?: boolean;
}

/** The forgot-password page's two submissions: the first send and 'Resend email' (auth.md §8.4). */
export const SEND_INTENT = "send";
export const RESEND_INTENT = "resend";
/** The security page's forms. */
export const CHANGE_PASSWORD_INTENT = "change-password";
export const END_SESSION_INTENT = "end-session";
export const END_OTHER_SESSIONS_INTENT = "end-others";

const only = (field: RecoveryField, message: string): RecoveryFormState => ({ fieldErrors: { [field]: message } });

/**
 * The forgot-password form: an email or a username (the field is `email`, as the API's
 * data.field says), required; something with an @ must be an email (the API's LOGIN_EMAIL_MISSING
 * and EMAIL_FORMAT, checked first here).
 *
 * @example
 * checkForgotForm(form) // { fieldErrors: { email: "You missed a spot! Don't forget to add your email." } }
 */
export function checkForgotForm(form: FormData): RecoveryFormState | null {
  const identifier = formString(form, "email").trim();
  // The log-in form's field and messages (form-state.ts): the same email, the same words.
  if (identifier === "") return fieldError("email", AUTH_MESSAGES.emailMissing);
  if (identifier.includes("@") && !isEmailFormat(normalizeEmail(identifier))) return fieldError("email", AUTH_MESSAGES.emailFormat);
  return null;
}

/** Where the API's data.field puts an error on these forms. */
const FIELD_OF: Record<string, RecoveryField> = {
  email: "email",
  username_or_email: "email",
  current_password: "current_password",
  password: "password",
  new_password: "password",
};

/**
 * An API refusal as form state: under its field when it names one of these forms' fields,
 * otherwise for the whole form; a refusal whose code is in `linkErrorCodes` (the reset link's own
 * errors, passed in by the server action) also says the link is the problem.
 *
 * @example
 * recoveryStateFromApiError({ api_error_code: 704, message: "The password you entered is incorrect.", http_status: 400, data: { field: "current_password" } }, new Set([700, 701]))
 * // { fieldErrors: { current_password: "The password you entered is incorrect." } }
 */
export function recoveryStateFromApiError(error: ApiErrorBody, linkErrorCodes: ReadonlySet<number>): RecoveryFormState {
  const field = typeof error.data?.field === "string" ? FIELD_OF[error.data.field] : undefined;
  if (field) return only(field, error.message);
  return { fieldErrors: {}, formError: error.message, ...(linkErrorCodes.has(error.api_error_code) && { linkProblem: true }) };
}

/** The first message of a form state (what the error toast says). */
export function firstMessage(state: FormState<string> | null | undefined, order: readonly string[]): string | undefined {
  if (!state) return undefined;
  for (const f of order) {
    const m = (state.fieldErrors as Record<string, string | undefined>)[f];
    if (m) return m;
  }
  return state.formError;
}
