/**
 * API refusals as auth form state (auth.md §4.6, §8), through the one error mapping of
 * common/auth/rules/error-mapping.ts. Server-only: actions build the state, pages only render it,
 * so the mapping's tables stay out of the browser bundle.
 */
import { mapAuthError, recoveryModalCopy } from "~common/auth/rules";
import type { ApiErrorBody } from "~common/errors";
import { AUTH_ERRORS } from "~common/auth/errors";
import { FACEBOOK_COPY } from "~common/auth/facebook";
import { FACEBOOK_RECOVERY_PATH } from "~common/auth/facebook";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { deletionDate, LIFECYCLE_COPY } from "~common/auth/account-lifecycle";
import { fieldError, type AuthField, type AuthFormState, type RecoveryState } from "./form-state";

/** A recovery modal's state with its title and body (auth.md §2.4, §8.4). */
export function recoveryState(modal: RecoveryState["modal"]): RecoveryState {
  const copy = recoveryModalCopy(modal);
  return { modal, title: copy.title ?? "", body: copy.body };
}

const FIELDS: readonly string[] = ["email", "password", "birthday", "code"];

/**
 * The email forms' reading of `mapAuthError`. These pages have the recovery modals of §2.4 (rate
 * limited, soft banned, suspended, login assistance), the deactivated tooltip and fields for
 * email, password, birthday and the loginMfa step's code; MFA_REQUIRED opens that step (`mfa`),
 * and the end of its log-in (too many wrong codes, expired) shows above the log-in form again;
 * everything else (a provider button's error) shows its message above the form. A form that failed must say
 * something, so what the modal would only count ("silent") reads 'Unknown Error' here.
 */
export function formStateFromApiError(error: ApiErrorBody): AuthFormState {
  // A closed account in its grace (docs/decisions/042): "Reopen it?" instead of an error.
  const closed = error.api_error_code === AUTH_ERRORS.ACCOUNT_CLOSED.code ? error.data : undefined;
  if (closed && typeof closed.reopen_token === "string" && typeof closed.deletion_at === "number")
    return {
      fieldErrors: {},
      reopen: { token: closed.reopen_token, question: LIFECYCLE_COPY.reopenScheduled(deletionDate(closed.deletion_at)) },
    };
  const shown = mapAuthError(error);
  switch (shown.kind) {
    case "modal":
      switch (shown.modal) {
        case "RATE_LIMITED":
          return { fieldErrors: {}, rateLimited: shown.message };
        case "SOFT_BANNED":
        case "SUSPENDED":
        case "LOGIN_ASSISTANCE":
          return { fieldErrors: {}, recovery: recoveryState(shown.modal) };
        case "VOLUNTARILY_DEACTIVATED":
          return { fieldErrors: {}, deactivated: shown.message };
        default:
          // The social and reset-sent modals come from other calls than these forms'.
          return { fieldErrors: {}, formError: shown.message };
      }
    case "field":
      // §8.2: a Facebook-only account given a password is pointed to recovery.
      if (error.api_error_code === AUTH_ERRORS.FACEBOOK_ONLY_ACCOUNT.code)
        return {
          fieldErrors: {},
          formError: shown.message,
          recoverAccount: { label: FACEBOOK_COPY.recoverAccount, href: FACEBOOK_RECOVERY_PATH },
        };
      return FIELDS.includes(shown.field)
        ? fieldError(shown.field as AuthField, shown.message)
        : { fieldErrors: {}, formError: shown.message };
    case "mfa":
      return { fieldErrors: {}, mfa: { method: shown.method, emailHint: shown.emailHint, phoneNumberEnd: shown.phoneNumberEnd } };
    case "form":
      return { fieldErrors: {}, formError: shown.message, ...(shown.recaptcha && { recaptcha: true }) };
    case "mfaExpired":
    case "toast":
      return { fieldErrors: {}, formError: shown.message };
    case "socialSignup":
    case "silent":
      return { fieldErrors: {}, formError: PLATFORM_MESSAGES.unknownError };
  }
}
