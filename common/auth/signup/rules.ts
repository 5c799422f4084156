/**
 * Sign-up validation (auth.md §5, §8.1), in the order the product checks: email, then password,
 * then birthday. Returns the first failure as an API error name plus the field it belongs to, so
 * the API and the pages (before any request) give the same message for the same input.
 */
import type { AuthErrorName as ApiErrorName } from "../errors";
import { MAX_AGE, MIN_SIGNUP_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { containsProductName, isEmailFormat, normalizeEmail } from "../rules";

export type SignupField = "email" | "password" | "birthday";
export interface RuleFailure {
  error: ApiErrorName;
  field: SignupField;
}

const ASCII_PRINTABLE = /^[\x20-\x7E]*$/;

export function checkEmail(raw: string | undefined): RuleFailure | null {
  const email = normalizeEmail(raw ?? "");
  if (email === "") return { error: "EMAIL_MISSING", field: "email" };
  if (!isEmailFormat(email)) return { error: "EMAIL_FORMAT", field: "email" };
  if (containsProductName(email)) return { error: "EMAIL_HAS_PRODUCT_NAME", field: "email" };
  return null;
}

export function checkNewPassword(password: string | undefined): RuleFailure | null {
  const pw = password ?? "";
  if (!ASCII_PRINTABLE.test(pw)) return { error: "PASSWORD_NOT_ASCII", field: "password" };
  if (pw.length < PASSWORD_MIN_LENGTH) return { error: "PASSWORD_TOO_SHORT", field: "password" };
  if (pw.length > PASSWORD_MAX_LENGTH) return { error: "PASSWORD_TOO_LONG", field: "password" };
  return null;
}

/** Whole years between a birthday and `now`, both in UTC. */
export function ageInYears(birthday: Date, now: Date): number {
  const age = now.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeAnniversary =
    now.getUTCMonth() < birthday.getUTCMonth() ||
    (now.getUTCMonth() === birthday.getUTCMonth() && now.getUTCDate() < birthday.getUTCDate());
  return beforeAnniversary ? age - 1 : age;
}

/** Birthday in epoch seconds (§3). */
export function checkBirthday(epochSeconds: number | undefined | null, now: Date): RuleFailure | null {
  if (epochSeconds === undefined || epochSeconds === null || Number.isNaN(epochSeconds))
    return { error: "BIRTHDAY_MISSING", field: "birthday" };
  if (!Number.isFinite(epochSeconds)) return { error: "BIRTHDAY_INVALID", field: "birthday" };
  const birthday = new Date(epochSeconds * 1000);
  const jan1 = Date.UTC(now.getUTCFullYear(), 0, 1);
  if (Number.isNaN(birthday.getTime()) || birthday.getTime() > jan1) return { error: "BIRTHDAY_INVALID", field: "birthday" };
  const age = ageInYears(birthday, now);
  if (age > MAX_AGE) return { error: "AGE_TOO_HIGH", field: "birthday" };
  if (age < MIN_SIGNUP_AGE) return { error: "UNDER_AGE", field: "birthday" };
  return null;
}

export interface SignupInput {
  email?: string;
  password?: string;
  birthday?: number | null;
}

export function checkSignup(input: SignupInput, now: Date): RuleFailure | null {
  return checkEmail(input.email) ?? checkNewPassword(input.password) ?? checkBirthday(input.birthday, now);
}

/**
 * Log-in shape check (§5 "Login password: server-side shape check"): a password that could never
 * have been set is refused before any lookup or hashing.
 */
export const isPlausibleLoginPassword = (pw: string): boolean =>
  pw.length > 0 && pw.length <= PASSWORD_MAX_LENGTH && ASCII_PRINTABLE.test(pw);
