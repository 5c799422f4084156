/**
 * Why: the verification-code field of the loginMfa step (auth.md §2.2, §5 "MFA code: required /
 * format") takes two kinds of code — the 6-digit code of an authenticator app or an email, and a
 * single-use backup code — and the browser, the app's actions and the API must agree on which
 * inputs are a code at all, how one is typed (spaces, a hyphen, upper case, a mistyped O) and how
 * an email address is hinted at. One pure module, so none of them disagree (docs/decisions/019).
 */
import { MFA_CODE_DIGITS } from "../constants";

/** How an account's second factor reaches its owner (SMS has no local service: docs/decisions/019). */
export const MFA_METHODS = ["totp", "email"] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** Crockford's base32 alphabet (no I, L, O, U): backup codes are read off paper and typed back. */
export const BACKUP_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** Characters of a backup code (40 bits), shown as two groups of four. */
export const BACKUP_CODE_LENGTH = 8;

export type MfaCodeKind = "otp" | "backup";

export interface MfaCodeFailure {
  error: "MFA_CODE_MISSING" | "MFA_CODE_FORMAT";
  field: "code";
}

const OTP_SHAPE = new RegExp(`^\\d{${MFA_CODE_DIGITS}}$`);
const BACKUP_SHAPE = new RegExp(`^[${BACKUP_CODE_ALPHABET}]{${BACKUP_CODE_LENGTH}}$`);

/**
 * A typed code as the server compares it: no spaces or hyphens, lower case, and Crockford's
 * look-alikes read as digits (O → 0, I and L → 1).
 *
 * @example
 * normalizeMfaCode(" 123 456 "); // "123456"
 * normalizeMfaCode("AB1O-QRST"); // "ab10qrst"
 */
export function normalizeMfaCode(raw: string | null | undefined): string {
  return (raw ?? "").replace(/[\s-]/g, "").toLowerCase().replace(/o/g, "0").replace(/[il]/g, "1");
}

/**
 * Which kind of code a normalized input is, or null when it is neither.
 *
 * @example
 * mfaCodeKind("123456"); // "otp"
 * mfaCodeKind("ab10qrst"); // "backup"
 * mfaCodeKind("12345"); // null
 */
export function mfaCodeKind(normalized: string): MfaCodeKind | null {
  if (OTP_SHAPE.test(normalized)) return "otp";
  if (BACKUP_SHAPE.test(normalized)) return "backup";
  return null;
}

/**
 * §5: the code field is required, and must look like a code (6 digits, or a backup code).
 *
 * @example
 * checkMfaCode("   "); // { error: "MFA_CODE_MISSING", field: "code" }
 * checkMfaCode("12ab"); // { error: "MFA_CODE_FORMAT", field: "code" }
 * checkMfaCode("123 456"); // null
 */
export function checkMfaCode(raw: string | null | undefined): MfaCodeFailure | null {
  const code = normalizeMfaCode(raw);
  if (code === "") return { error: "MFA_CODE_MISSING", field: "code" };
  if (mfaCodeKind(code) === null) return { error: "MFA_CODE_FORMAT", field: "code" };
  return null;
}

/**
 * A backup code as it is shown (and printed): two groups of four.
 *
 * @example
 * formatBackupCode("ab10qrst"); // "ab10-qrst"
 */
export const formatBackupCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The hint at the address an email code went to: its first character and its domain, so a person
 * recognises the address without the page spelling it out to whoever typed the password.
 *
 * @example
 * emailHint("jane.doe@example.com"); // "j•••@example.com"
 */
export function emailHint(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * The authenticator app's time step at `nowMs` (RFC 6238: whole periods since the epoch); a code
 * is good for one step, and a used step is never accepted again.
 *
 * @example
 * totpStep(59_000, 30); // 1
 */
export const totpStep = (nowMs: number, periodSeconds: number) => Math.floor(nowMs / 1000 / periodSeconds);
