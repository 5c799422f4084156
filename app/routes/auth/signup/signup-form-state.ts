/** The sign-up form's client-side checks (auth.md §4.2, §5), apart so the log-in page does not carry them. */
import { AUTH_MESSAGES } from "~common/auth/messages";
import { failsFreeMailCheck } from "~common/auth/rules";
import { checkSignup } from "~common/auth/signup/rules";
import { formString } from "../../../lib/forms";
import { birthdayToEpochSeconds, fieldError, ruleFailureState, type AuthFormState } from "../modal";

/**
 * The sign-up form's §5 checks that need no server: the API's rules, plus the free-mail check.
 * Under-age is left to the API, whose refusal is what stores the §4.4 flag (the action sets it).
 */
export function checkSignupForm(form: FormData, now = new Date()): AuthFormState | null {
  const email = formString(form, "email");
  const failure = checkSignup(
    { email, password: formString(form, "password"), birthday: birthdayToEpochSeconds(formString(form, "birthday")) },
    now,
  );
  if (failure && failure.error !== "UNDER_AGE") return ruleFailureState(failure);
  if (failsFreeMailCheck(email)) return fieldError("email", AUTH_MESSAGES.emailNotValid);
  return null;
}
