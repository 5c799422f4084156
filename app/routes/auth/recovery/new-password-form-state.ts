/**
 * The new-password checks of /password/reset/{token} and /settings/security (business.md §5: 8+
 * printable ASCII, not the username, not weak), apart from recovery-form-state.ts so the
 * forgot-password page does not load the password rules.
 */
import { checkPassword, type PasswordOwner } from "~common/auth/rules";
import { formString } from "../../../lib/forms";
import { ruleFailureState } from "../modal";
import type { RecoveryFormState } from "./recovery-form-state";

/** A new password under business.md §5 (the common-password list is the server's; it adds that). */
export function checkNewPassword(password: string, owner: PasswordOwner): RecoveryFormState | null {
  const failure = checkPassword("business", password, owner);
  return failure ? (ruleFailureState(failure) as RecoveryFormState) : null;
}

/**
 * The change-password form of /settings/security: the new password's rules. A missing current
 * password is the API's to say (CURRENT_PASSWORD_MISSING, on its field): its message lives with
 * the API's catalogue (common/auth/recovery/errors.ts), not in the page's bundle.
 */
export function checkChangePasswordForm(form: FormData, owner: PasswordOwner): RecoveryFormState | null {
  return checkNewPassword(formString(form, "password"), owner);
}
