/**
 * Why: an auth failure is shown in one of several places (auth.md §4.6, §5 "Field errors go to a
 * field by code", §8.1, §8.2): under a field, above the form, in a toast, in an account-recovery
 * modal, as the two-factor step, or not at all. One pure function decides where, from the API's
 * error body alone, so every page and modal agrees and none parses free text.
 */
import type { ApiErrorBody } from "../../errors";
import { PLATFORM_MESSAGES } from "../../platform/messages";
import { TOAST_MS, TOAST_SHORT_MS } from "../constants";
import { AUTH_ERRORS, AUTH_PAGE_ERRORS, type AuthPageErrorName } from "../errors";
import { AUTH_API_MESSAGES as A, AUTH_MESSAGES as M } from "../messages";
import { MFA_METHODS, type MfaMethod } from "../two-factor";
/** Codes that open the "Oops! Too many login attempts" modal (auth.md §4.6). */
export const RATE_LIMIT_CODES: readonly number[] = [AUTH_ERRORS.RATE_LIMITED.code, AUTH_ERRORS.LOGIN_LOCKED.code];

/**
 * Codes that open the "We protected your account" modal (auth.md §4.6), also as the `aec` query
 * parameter of §2.5.
 */
export const SOFT_BAN_CODES: readonly number[] = [AUTH_ERRORS.ACCOUNT_SOFT_BANNED.code];

/** Codes that end the loginMfa step: a new log-in is needed (docs/decisions/019). */
export const MFA_EXPIRED_CODES: readonly number[] = [AUTH_ERRORS.MFA_TOO_MANY_TRIES.code, AUTH_ERRORS.MFA_LOGIN_EXPIRED.code];

/** §3 login-assistance kinds: the account-recovery modals with a number. */
export const LOGIN_ASSISTANCE_KINDS = {
  SOFT_BANNED: 0,
  RATE_LIMITED: 1,
  LOGIN_ASSISTANCE: 2,
  PASSWORD_RESET_SENT: 3,
  PREVENT_FACEBOOK_REGISTER: 4,
  PREVENT_GOOGLE_REGISTER: 5,
  SUSPENDED: 6,
} as const;

/** §2.4 / §4.6 account-recovery modals: the numbered kinds plus voluntarily deactivated. */
export type RecoveryModal = keyof typeof LOGIN_ASSISTANCE_KINDS | "VOLUNTARILY_DEACTIVATED";

/** Where a field error goes (§5): a form field, the MFA code field, or a provider button's error. */
export const ERROR_FIELDS = ["email", "password", "birthday", "code", "facebook", "google"] as const;
export type ErrorField = (typeof ERROR_FIELDS)[number];

export type ErrorDisplay =
  | { kind: "field"; field: ErrorField; message: string }
  /** `recaptcha`: load reCAPTCHA v2 before the next attempt (§8.2 "logged in too quickly"). */
  | { kind: "form"; message: string; recaptcha?: true }
  | { kind: "toast"; message: string; durationMs: number }
  | { kind: "modal"; modal: RecoveryModal; message: string }
  /**
   * §8.2: open the loginMfa step; `phoneNumberEnd` from data.phone_number_end, `method` and
   * `emailHint` from data.mfa_method and data.email_hint (docs/decisions/019).
   */
  | { kind: "mfa"; phoneNumberEnd: string | null; method: MfaMethod | null; emailHint: string | null; message: string }
  /** The log-in waiting for its code is over (too many wrong codes, or expired): back to the login step. */
  | { kind: "mfaExpired"; message: string }
  /** §8.2: a social log-in found no account, so social sign-up starts. */
  | { kind: "socialSignup" }
  /** Counted by the caller, never shown: an aborted call, or an unknown error with no message. */
  | { kind: "silent" };

export type SocialProvider = "facebook" | "google" | "line";

export interface ErrorContext {
  /**
   * The call that failed: the email form (default), a social log-in, social sign-up in the modal,
   * SSO log-in, the consents step or reset password.
   */
  via?: "form" | "social" | "socialSignup" | "sso" | "consent" | "resetPassword";
  /** The provider of a social log-in. */
  provider?: SocialProvider;
  /** The social log-in was started from account recovery, where it must not register (§4.1). */
  accountRecovery?: boolean;
}

const code = (name: AuthPageErrorName) => AUTH_PAGE_ERRORS[name].code;

/** §5: the field each code belongs to when the server names none. */
const FIELD_BY_CODE = new Map<number, ErrorField>([
  ...(["EMAIL_MISSING", "EMAIL_FORMAT", "EMAIL_INVALID", "EMAIL_HAS_PRODUCT_NAME", "EMAIL_TAKEN", "LOGIN_EMAIL_MISSING"] as const).map(
    (n) => [code(n), "email"] as const,
  ),
  [code("ACCOUNT_NOT_FOUND"), "email"],
  [code("APPLE_ONLY_ACCOUNT"), "email"],
  ...(["PASSWORD_INCORRECT", "PASSWORD_SHAPE", "PASSWORD_NOT_ASCII", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"] as const).map(
    (n) => [code(n), "password"] as const,
  ),
  ...(["BIRTHDAY_MISSING", "BIRTHDAY_INVALID", "UNDER_AGE", "AGE_TOO_HIGH", "AGE_MISSING"] as const).map(
    (n) => [code(n), "birthday"] as const,
  ),
  [code("MFA_CODE_MISSING"), "code"],
  [code("MFA_CODE_FORMAT"), "code"],
  [code("MFA_CODE_INCORRECT"), "code"],
  [code("FACEBOOK_ONLY_ACCOUNT"), "facebook"],
  [code("GOOGLE_ONLY_ACCOUNT"), "google"],
]);

/** §8.1 "server message, or …": codes whose catalogue text stands in for an empty server message. */
const FALLBACK_CODES = new Set([code("AGE_MISSING"), code("AGE_TOO_HIGH")]);

/** Account-state codes that open a recovery modal (§4.6), with the text shown when the server sends none. */
const MODAL_BY_CODE = new Map<number, { modal: RecoveryModal; fallback: string }>([
  ...SOFT_BAN_CODES.map((c) => [c, { modal: "SOFT_BANNED", fallback: A.softBannedLogin }] as const),
  [AUTH_ERRORS.ACCOUNT_SUSPENDED.code, { modal: "SUSPENDED", fallback: A.suspendedTitle }],
  [AUTH_ERRORS.LOGIN_ASSISTANCE.code, { modal: "LOGIN_ASSISTANCE", fallback: A.loginAssistanceTitle }],
  [AUTH_ERRORS.ACCOUNT_DEACTIVATED.code, { modal: "VOLUNTARILY_DEACTIVATED", fallback: A.accountDeactivated }],
]);

/** An error body as the API sends it (common/errors.ts `ApiErrorBody`). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v["api_error_code"] === "number" &&
    typeof v["http_status"] === "number" &&
    (v["message"] === undefined || typeof v["message"] === "string")
  );
}

const isAbort = (value: unknown): boolean =>
  typeof value === "object" && value !== null && (value as { name?: unknown }).name === "AbortError";

const isField = (value: unknown): value is ErrorField => typeof value === "string" && (ERROR_FIELDS as readonly string[]).includes(value);

/**
 * Where an auth failure is shown, and with which text (§4.6, §5, §8.1, §8.2). The server's message
 * is shown as sent, except for 5xx (never leaked: 'Sorry! Something went wrong on our end.') and
 * the texts the spec fixes. Anything that is not an error body is 'Unknown Error'; an aborted
 * call, or an error of no known kind with an empty message, is only counted.
 *
 * @example
 * mapAuthError({ api_error_code: 42, http_status: 401, message: "…", data: { field: "password" } });
 * // { kind: "field", field: "password", message: "…" }
 * mapAuthError({ api_error_code: 999, http_status: 429, message: "slow down" });
 * // { kind: "modal", modal: "RATE_LIMITED", message: "slow down" }
 * mapAuthError(new DOMException("", "AbortError")); // { kind: "silent" }
 */
export function mapAuthError(error: unknown, ctx: ErrorContext = {}): ErrorDisplay {
  if (isAbort(error)) return { kind: "silent" };
  if (!isApiErrorBody(error)) return { kind: "form", message: PLATFORM_MESSAGES.unknownError };
  const { api_error_code: c, http_status: status } = error;
  const sent = error.message ?? "";

  if (c === AUTH_ERRORS.MFA_REQUIRED.code) {
    const text = (key: string) => {
      const value = error.data?.[key];
      return typeof value === "string" && value !== "" ? value : null;
    };
    const method = text("mfa_method");
    return {
      kind: "mfa",
      phoneNumberEnd: text("phone_number_end"),
      method: method !== null && (MFA_METHODS as readonly string[]).includes(method) ? (method as MfaMethod) : null,
      emailHint: text("email_hint"),
      message: sent || M.mfaRequired,
    };
  }
  if (MFA_EXPIRED_CODES.includes(c)) return { kind: "mfaExpired", message: sent || catalogueMessage(c) };
  // §8.2: invalid credentials with a 429-like status and a message not ending with '!'.
  if (
    c === AUTH_ERRORS.LOGGED_IN_TOO_QUICKLY.code ||
    (c === AUTH_ERRORS.PASSWORD_INCORRECT.code && status === 429 && !sent.endsWith("!"))
  ) {
    return { kind: "form", message: A.loggedInTooQuickly, recaptcha: true };
  }
  if (status === 429 || RATE_LIMIT_CODES.includes(c)) return { kind: "modal", modal: "RATE_LIMITED", message: sent || M.rateLimitedBody };
  const modal = MODAL_BY_CODE.get(c);
  if (modal) return { kind: "modal", modal: modal.modal, message: sent || modal.fallback };

  if (c === AUTH_ERRORS.ACCOUNT_NOT_FOUND.code && ctx.via === "social") {
    // §4.1, §8.2: account recovery must not register; it says the account did not match instead.
    if (ctx.accountRecovery && ctx.provider === "facebook")
      return { kind: "modal", modal: "PREVENT_FACEBOOK_REGISTER", message: A.facebookNotMatched };
    if (ctx.accountRecovery && ctx.provider === "google")
      return { kind: "modal", modal: "PREVENT_GOOGLE_REGISTER", message: A.googleNotMatched };
    return { kind: "socialSignup" };
  }

  const message = sent || (FALLBACK_CODES.has(c) ? catalogueMessage(c) : "");
  if (message === "") return { kind: "silent" };

  const named = error.data?.["field"];
  const field = isField(named) ? named : FIELD_BY_CODE.get(c);
  if (field && status < 500) return { kind: "field", field, message };

  switch (ctx.via) {
    case "social":
      return { kind: "toast", message: A.socialLoginFailed, durationMs: TOAST_SHORT_MS };
    case "socialSignup":
      return { kind: "form", message: A.modalGenericFailure };
    case "sso":
      return { kind: "form", message: PLATFORM_MESSAGES.somethingWrong };
    case "consent":
    case "resetPassword":
      // §8.3: these errors show in a toast for 3.5 s.
      return { kind: "toast", message: status >= 500 ? PLATFORM_MESSAGES.somethingWrong : message, durationMs: TOAST_MS };
    default:
      return { kind: "form", message: status >= 500 ? PLATFORM_MESSAGES.somethingWrong : message };
  }
}

function catalogueMessage(c: number): string {
  return Object.values(AUTH_PAGE_ERRORS).find((e) => e.code === c)?.message ?? "";
}

/**
 * The title and body of a recovery modal where the spec gives them (§2.4, §8.4); `null` where it
 * does not (the suspended reasons and login-assistance body are the modal's own layout, and the
 * voluntarily-deactivated modal shows no title).
 *
 * @example
 * recoveryModalCopy("PASSWORD_RESET_SENT", { email: "jane@example.com" }).body;
 * // "We sent instructions to pick a new password to jane@example.com."
 */
export function recoveryModalCopy(modal: RecoveryModal, { email }: { email?: string } = {}): { title: string | null; body: string | null } {
  switch (modal) {
    case "SOFT_BANNED":
      return { title: A.softBannedTitle, body: A.softBannedBody };
    case "RATE_LIMITED":
      return { title: M.rateLimitedTitle, body: M.rateLimitedBody };
    case "LOGIN_ASSISTANCE":
      return { title: A.loginAssistanceTitle, body: null };
    case "PASSWORD_RESET_SENT":
      return { title: M.passwordResetSentTitle, body: email ? M.passwordResetSentBody(email) : null };
    case "PREVENT_FACEBOOK_REGISTER":
      return { title: A.socialNotMatchedTitle, body: A.facebookNotMatched };
    case "PREVENT_GOOGLE_REGISTER":
      return { title: A.socialNotMatchedTitle, body: A.googleNotMatched };
    case "SUSPENDED":
      return { title: A.suspendedTitle, body: null };
    case "VOLUNTARILY_DEACTIVATED":
      return { title: null, body: null };
  }
}

/**
 * §2.5: an `aec` query parameter equal to a soft-ban code opens the soft-banned modal (the page
 * then removes the parameter from the URL).
 *
 * @example
 * modalFromAec(new URLSearchParams("aec=130").get("aec")); // "SOFT_BANNED"
 */
export function modalFromAec(aec: string | null | undefined): RecoveryModal | null {
  if (!aec || !/^\d+$/.test(aec.trim())) return null;
  return SOFT_BAN_CODES.includes(Number(aec.trim())) ? "SOFT_BANNED" : null;
}
