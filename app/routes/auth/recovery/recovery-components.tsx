/**
 * Pieces the recovery pages and /settings/security share: feedback that is a toast where
 * JavaScript runs and text in the page where it does not (auth.md §8.3 "Reset-password … errors
 * show in a toast for 3.5 s", §8.4 'Email sent!' for 3.5 s), and the business.md §5 password hint.
 */
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { AUTH_COPY } from "~common/auth/messages";
import { BUSINESS_PASSWORD_MIN_LENGTH } from "~common/auth/constants";
import { useToastFor } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import { FormError } from "../modal";

/**
 * Shows `message` as a toast for 3.5 s each time `trigger` changes to a new value with a message
 * (an action's answer, a client-side check).
 *
 * @example
 * useNoticeToast(firstMessage(form.errors, FIELDS), form.errors);
 */
export function useNoticeToast(message: string | undefined, trigger: unknown) {
  // Only a new answer shows a toast; the message of the same answer must not repeat.
  useToastFor(trigger, message && { message, duration: TOAST_DURATION_MS.notice });
}

/** A form-level error as page text, only where no toast can show it (no JavaScript). */
export function FallbackError({ message }: { message?: string }) {
  const hydrated = useHydrated();
  return hydrated ? null : <FormError message={message} />;
}

/** A notice ('Email sent!', 'Your password is changed…') as page text, only without JavaScript. */
export function FallbackNotice({ message }: { message?: string }) {
  const hydrated = useHydrated();
  return !hydrated && message ? (
    <p className="notice" role="status">
      {message}
    </p>
  ) : null;
}

/**
 * The business.md §5 rules as the hint under a new-password field, in the business sign-up's
 * words (app/routes/auth/business-login/form-state.ts passwordRulesHint of PASSWORD_RULES.business); spelt
 * out here so these pages do not load the sign-up form's code.
 */
export const NEW_PASSWORD_HINT = [
  AUTH_COPY.passwordHintLength(BUSINESS_PASSWORD_MIN_LENGTH),
  AUTH_COPY.passwordHintAscii,
  AUTH_COPY.passwordHintNotUsername,
  AUTH_COPY.passwordHintNotCommon,
].join(", ");
