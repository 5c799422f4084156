/**
 * Why: the weak-password check of sign-up (auth.md §5 "checked against rules fetched from the
 * server", business.md §5 'Please make a stronger password.'): the trivial patterns of
 * common/auth/rules/password.ts plus the common-password list, which only the Worker carries (it
 * is ~40 KiB gzip, far over a page's client budget). The list is split into a Set on first use.
 */
import { isTrivialPassword, type PasswordOwner } from "~common/auth/rules";
import { COMMON_PASSWORDS } from "./common-passwords";

let common: Set<string> | undefined;

/** The password (any case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  return common.has(password.toLowerCase());
}

/**
 * @example
 * isWeakPassword("Password1", {}) // true: on the list
 * isWeakPassword("jane.doe99", { email: "jane.doe@example.com" }) // true: the email's local part
 * isWeakPassword("correct-horse-7", { email: "jane@example.com" }) // false
 */
export const isWeakPassword = (password: string, owner: PasswordOwner = {}): boolean =>
  isTrivialPassword(password, owner) || isCommonPassword(password);
