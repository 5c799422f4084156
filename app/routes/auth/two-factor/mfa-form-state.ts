/**
 * The loginMfa step's forms (auth.md §2.2, §4.3, §5; docs/decisions/019): their intents, the
 * code field's check, and the step's words carried back in hidden fields. Its own module, so the
 * log-in pages' first load carries none of it (the step is loaded when it shows, login-form.tsx).
 */
import { AUTH_FIELD_ERRORS } from "~common/auth/errors";
import { checkMfaCode, MFA_METHODS, type MfaMethod } from "~common/auth/two-factor/rules";
import { formString } from "../../../lib/forms";
import { fieldError, type AuthFormState, type MfaState } from "../modal";

/** The step's two forms: the code, and the resend action. */
export const MFA_CODE_INTENT = "mfa-code";
export const MFA_RESEND_INTENT = "mfa-resend";

/** The step's words as its form carries them (hidden fields, or /login?step=mfa's query). */
export function mfaStateFromForm(form: FormData): MfaState {
  const method = formString(form, "mfa_method");
  const text = (name: string) => formString(form, name) || null;
  return {
    method: (MFA_METHODS as readonly string[]).includes(method) ? (method as MfaMethod) : null,
    emailHint: text("email_hint"),
    phoneNumberEnd: text("phone_number_end"),
  };
}

/** The code field's §5 checks (the API's own rule), as form state. */
export function checkMfaForm(form: FormData): AuthFormState | null {
  const failure = checkMfaCode(formString(form, "code"));
  return failure ? fieldError("code", AUTH_FIELD_ERRORS[failure.error].message) : null;
}
