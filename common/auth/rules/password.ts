/**
 * Password rules of the two sign-up forms (auth.md §5 "checked against rules fetched from the
 * server", §9 "6 characters; a different password form elsewhere uses 8"; business.md §5), as
 * data the API serves at GET /v3/password/rules/ and as pure checks both sides run. The one check
 * that needs the big common-password list is the Worker's (worker/auth/password/weak-passwords.ts,
 * kept out of every client bundle); it is passed in as `isCommon`.
 */
import type { AuthErrorName as ApiErrorName } from "../errors";
import { BUSINESS_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME_IN_EMAIL } from "../constants";
import { usernameStem } from "./names";

export const PASSWORD_FORMS = ["primary", "business"] as const;
export type PasswordForm = (typeof PASSWORD_FORMS)[number];

/** What a client checks a new password against (the shape of GET /v3/password/rules/). */
export interface PasswordRules {
  form: PasswordForm;
  min_length: number;
  max_length: number;
  /** Printable ASCII only (§5 "ASCII only"). */
  ascii_only: boolean;
  /** Common and trivial passwords are refused (the list itself stays on the server). */
  reject_common: boolean;
  /** Must differ from the username and the email's local part (business.md §5). */
  differ_from_username: boolean;
}

export const PASSWORD_RULES: Record<PasswordForm, PasswordRules> = {
  primary: {
    form: "primary",
    min_length: PASSWORD_MIN_LENGTH,
    max_length: PASSWORD_MAX_LENGTH,
    ascii_only: true,
    reject_common: true,
    differ_from_username: false,
  },
  business: {
    form: "business",
    min_length: BUSINESS_PASSWORD_MIN_LENGTH,
    max_length: PASSWORD_MAX_LENGTH,
    ascii_only: true,
    reject_common: true,
    differ_from_username: true,
  },
};

export interface PasswordFailure {
  error: ApiErrorName;
  field: "password";
}

/** Who the password belongs to: the email (its local part) and the username, when known. */
export interface PasswordOwner {
  email?: string;
  username?: string;
}

const ASCII_PRINTABLE = /^[\x20-\x7E]*$/;
const KEYBOARD_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz"];

const localPart = (email: string) => email.trim().toLowerCase().split("@")[0] ?? "";

/** Runs of consecutive characters, forwards or backwards, of a digit row, a keyboard row or the alphabet. */
function isSequence(pw: string): boolean {
  return KEYBOARD_ROWS.some((row) => {
    const rev = [...row].reverse().join("");
    return row.includes(pw) || rev.includes(pw) || isRepeatOf(pw, row) || isRepeatOf(pw, rev);
  });
}

/** "123123123", "abcabcabc": a short run of a row repeated. */
function isRepeatOf(pw: string, row: string): boolean {
  for (let n = 2; n <= pw.length / 2; n++) {
    const unit = pw.slice(0, n);
    if (row.includes(unit) && unit.repeat(Math.ceil(pw.length / n)).slice(0, pw.length) === pw) return true;
  }
  return false;
}

/**
 * The trivial passwords no list is needed for: one character repeated, a sequence of a digit,
 * keyboard or alphabet row (either way, or a piece of one repeated), the email's local part or the
 * username (with or without trailing digits), and the product's name.
 *
 * @example
 * isTrivialPassword("aaaaaaaa") // true
 * isTrivialPassword("987654321") // true
 * isTrivialPassword("jane.doe1", { email: "jane.doe@example.com" }) // true
 */
export function isTrivialPassword(password: string, owner: PasswordOwner = {}): boolean {
  const pw = password.toLowerCase();
  if (pw.length === 0) return true;
  if ([...pw].every((ch) => ch === pw[0])) return true;
  if (isSequence(pw)) return true;
  const stripped = pw.replace(/[\d!._-]+$/, "").replace(/^[\d!._-]+/, "");
  const names = [PRODUCT_NAME_IN_EMAIL];
  if (owner.email) names.push(localPart(owner.email));
  if (owner.username) names.push(owner.username.toLowerCase());
  return names.some((name) => name.length > 0 && (pw === name || stripped === name));
}

/** The password is the username, the email's local part or the username made from it. */
export function isSameAsUsername(password: string, owner: PasswordOwner): boolean {
  const pw = password.toLowerCase();
  const names: string[] = [];
  if (owner.email) names.push(localPart(owner.email), usernameStem(owner.email));
  if (owner.username) names.push(owner.username.toLowerCase());
  return names.some((name) => name.length > 0 && pw === name);
}

/**
 * A new password against one form's rules, in the product's order: ASCII, length, same as the
 * username (business), weak. `isCommon` is the server's list lookup; without it only the trivial
 * patterns count as weak (what a page can check before any request).
 *
 * @example
 * checkPassword("business", "jane.doe", { email: "jane.doe@example.com" }) // PASSWORD_SAME_AS_USERNAME
 * checkPassword("primary", "abc") // PASSWORD_TOO_SHORT
 */
export function checkPassword(
  form: PasswordForm,
  password: string | undefined,
  owner: PasswordOwner = {},
  isCommon: (pw: string) => boolean = () => false,
): PasswordFailure | null {
  const rules = PASSWORD_RULES[form];
  const pw = password ?? "";
  const fail = (error: ApiErrorName): PasswordFailure => ({ error, field: "password" });
  if (rules.ascii_only && !ASCII_PRINTABLE.test(pw)) return fail("PASSWORD_NOT_ASCII");
  if (pw.length < rules.min_length) return fail(form === "business" ? "BUSINESS_PASSWORD_TOO_SHORT" : "PASSWORD_TOO_SHORT");
  if (pw.length > rules.max_length) return fail("PASSWORD_TOO_LONG");
  if (rules.differ_from_username && isSameAsUsername(pw, owner)) return fail("PASSWORD_SAME_AS_USERNAME");
  if (rules.reject_common && (isTrivialPassword(pw, owner) || isCommon(pw))) return fail("PASSWORD_TOO_WEAK");
  return null;
}

/** Business sign-up password (business.md §5). */
export const checkBusinessPassword = (password: string | undefined, owner: PasswordOwner, isCommon?: (pw: string) => boolean) =>
  checkPassword("business", password, owner, isCommon);
