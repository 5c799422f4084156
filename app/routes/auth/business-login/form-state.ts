/**
 * The business sign-up form's state and checks (auth.md §2.3 /business/create, business.md §5):
 * the personal form's fields plus the business name, checked with the shared rules before any
 * request (`checkBusinessPassword` without the server's common-password list, which the API adds),
 * and the API's refusals placed on the same fields. The password-rules hint is built from the
 * rules the loader fetched (GET /v3/password/rules/?form=business).
 */
import { BUSINESS_NAME_MAX_LENGTH } from "~common/auth/constants";
import { AUTH_COPY } from "~common/auth/messages";
import { checkBusinessPassword, type PasswordRules } from "~common/auth/rules";
import { checkBirthday, checkEmail } from "~common/auth/signup";
import { failsFreeMailCheck } from "~common/auth/rules";
import { AUTH_MESSAGES } from "~common/auth/messages";
import { AUTH_FIELD_ERRORS, type AuthErrorName } from "~common/auth/errors";
import { formString, type FormState } from "../../../lib/forms";
import { birthdayToEpochSeconds } from "../modal";

/** The fields in the page's order (the order errors are focused). */
export const BUSINESS_FIELDS = ["business_name", "email", "password", "birthday"] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

export interface BusinessFormState extends FormState<BusinessField> {
  /** Body text of the "Oops! Too many login attempts" modal, when it should open. */
  rateLimited?: string;
}

const message = (name: AuthErrorName) => AUTH_FIELD_ERRORS[name].message;

/**
 * Every field's first failure, before any request. Under-age is left to the API, whose refusal
 * stores the auth.md §4.4 flag (as on /signup).
 *
 * @example
 * checkBusinessSignupForm(new FormData(form)) // { fieldErrors: { password: "Please make a stronger password." } }
 */
export function checkBusinessSignupForm(form: FormData, now = new Date()): BusinessFormState | null {
  const fieldErrors: BusinessFormState["fieldErrors"] = {};
  const name = formString(form, "business_name").trim();
  if (name === "") fieldErrors.business_name = message("BUSINESS_NAME_MISSING");
  else if ([...name].length > BUSINESS_NAME_MAX_LENGTH) fieldErrors.business_name = message("BUSINESS_NAME_TOO_LONG");

  const email = formString(form, "email").trim();
  const emailFailure = checkEmail(email);
  if (emailFailure) fieldErrors.email = message(emailFailure.error);
  else if (failsFreeMailCheck(email)) fieldErrors.email = AUTH_MESSAGES.emailNotValid;

  const passwordFailure = checkBusinessPassword(formString(form, "password"), { email });
  if (passwordFailure) fieldErrors.password = message(passwordFailure.error);

  const birthdayFailure = checkBirthday(birthdayToEpochSeconds(formString(form, "birthday")), now);
  if (birthdayFailure && birthdayFailure.error !== "UNDER_AGE") fieldErrors.birthday = message(birthdayFailure.error);

  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : null;
}

/**
 * The hint under the password field, from the fetched rules.
 *
 * @example
 * passwordRulesHint(PASSWORD_RULES.business) // "8+ characters, only letters, numbers and special characters, not your email name, not a common password"
 */
export function passwordRulesHint(rules: PasswordRules): string {
  return [
    AUTH_COPY.passwordHintLength(rules.min_length),
    rules.ascii_only && AUTH_COPY.passwordHintAscii,
    rules.differ_from_username && AUTH_COPY.passwordHintNotUsername,
    rules.reject_common && AUTH_COPY.passwordHintNotCommon,
  ]
    .filter(Boolean)
    .join(", ");
}
