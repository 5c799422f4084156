/**
 * What an auth form action returns to its page: field errors (under the fields), a form-level
 * error, or the rate-limited modal (auth.md §4.6: rate-limit codes and HTTP 429 open it).
 * Built from the API's error envelope (placed by common/auth/rules/error-mapping.ts) or a shared
 * rule's failure, so the page never guesses at messages.
 */
import { checkLogIn } from "~common/auth/login";
import type { MfaMethod } from "~common/auth/two-factor";
import type { RuleFailure } from "~common/auth/signup";
import { AUTH_FIELD_ERRORS } from "~common/auth/errors";
import { formString, type FormState } from "../../../lib/forms";

export type AuthField = "email" | "password" | "birthday" | "code";

/**
 * The loginMfa step (auth.md §2.2, §8.2; docs/decisions/019): where the code comes from, as the
 * MFA_REQUIRED answer said. The challenge itself is the API's HttpOnly `pin_mfa` cookie; these are
 * only words for the page, carried in the step's form.
 */
export interface MfaState {
  method: MfaMethod | null;
  emailHint: string | null;
  phoneNumberEnd: string | null;
}

/**
 * An account-recovery modal to show, with its text decided on the server (common/auth/rules/
 * error-mapping.ts `recoveryModalCopy`), so the API-only messages stay out of the browser bundle.
 */
export interface RecoveryState {
  modal: "SOFT_BANNED" | "SUSPENDED" | "LOGIN_ASSISTANCE" | "PREVENT_FACEBOOK_REGISTER";
  title: string;
  /** Null where the modal has its own layout (suspended's reasons, login assistance's text). */
  body: string | null;
}

export interface AuthFormState extends FormState<AuthField> {
  /** Body text of the "Oops! Too many login attempts" modal, when it should open. */
  rateLimited?: string;
  /** Another account-recovery modal to open (auth.md §2.4, §4.6): soft banned, suspended, login assistance. */
  recovery?: RecoveryState;
  /** §8.2 a Facebook-only account: the label of the 'Recover your account' link (reset with lookup=true) under the form error. */
  recoverAccount?: { label: string; href: string };
  /** auth.md §8.2 voluntarily deactivated: the message shown in a tooltip by the form. */
  deactivated?: string;
  /** §4.1, §8.2: the server demands the second factor: the loginMfa step. */
  mfa?: MfaState;
  /** §8.2 "logged in too quickly": the v2 challenge shows for the next attempt (../bot-check/bot-check.tsx). */
  recaptcha?: true;
  /** A closed account's log-in in its grace (docs/decisions/042): the reopen screen instead of a session. */
  reopen?: { token: string; question: string };
  /** A toast the step machine's answer asks for (§4.3 'We sent you a new code!', 5000 ms). */
  toast?: { message: string; durationMs: number };
}

/** The log-in form's `intent` for "Not you? Log in with a different account" (auth.md §2.2 login). */
export const FORGET_INTENT = "forget-account";

/** The UnderageConfirmation step's two forms (auth.md §2.2, §4.4). */
export const UNDERAGE_CONFIRM_INTENT = "underage-confirm";
export const UNDERAGE_EDIT_INTENT = "underage-edit";
/** The consents step's two buttons (auth.md §2.2, §4.5): Next, and Back to the signup step. */
export const CONSENTS_NEXT_INTENT = "consents-next";
export const CONSENTS_BACK_INTENT = "consents-back";
/** The landing flag of the no-JavaScript Confirm: it shows the ineligible notice once. */
export { UNDERAGE_NOTICE } from "../../../lib/landing";

export const fieldError = (field: AuthField, message: string): AuthFormState => ({ fieldErrors: { [field]: message } });

export const ruleFailureState = (f: RuleFailure): AuthFormState => fieldError(f.field, AUTH_FIELD_ERRORS[f.error].message);

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

/** The log-in form's §5 checks (same rules as the API), as form state. */
export function checkLogInForm(form: FormData): AuthFormState | null {
  const failure = checkLogIn({ email: formString(form, "email"), password: formString(form, "password") });
  return failure ? ruleFailureState(failure) : null;
}
