/**
 * Why: a person should see where their account was signed in from, and hear about it when that
 * was somewhere new (docs/decisions/037). These are the rules of that history, pure so the Worker
 * and the tests share them: which sign-in methods a row names, how long rows live (90 days), how
 * many the page shows (50), how a device is kept compactly, and when a sign-in is from a new device.
 */
import { LOGIN_TYPES, PASSKEY_LOGIN_TYPE, type LoginType } from "../constants";

/**
 * How a sign-in was made: its credential (a sign-up's first session counts as a sign-in of its
 * kind). passkey_added is no sign-in but a new way in, shown among them (docs/decisions/038);
 * email_changed likewise (the account's address changed, worker/auth/settings).
 */
export const SIGN_IN_METHODS = [
  "password",
  "google",
  "google_one_tap",
  "line",
  "sso",
  "facebook",
  "two_factor",
  "passkey",
  "passkey_added",
  "email_changed",
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Rows older than this are deleted (on the account's next sign-in) and never count as "seen". */
export const SIGN_IN_HISTORY_DAYS = 90;
export const SIGN_IN_HISTORY_SECONDS = SIGN_IN_HISTORY_DAYS * 24 * 60 * 60;
/** The rows /settings/security lists, newest first. */
export const SIGN_IN_HISTORY_PAGE = 50;
/**
 * Failed attempts kept per account (the newest): what the page can show. Successful sign-ins are
 * kept for the whole window, since they decide what a known device is; failures decide nothing,
 * so a stranger guessing passwords cannot fill the table.
 */
export const FAILED_SIGN_INS_KEPT = SIGN_IN_HISTORY_PAGE;

/** The oldest time (epoch seconds) a row may have and still be kept at `now`. */
export const historyCutoff = (now: number) => now - SIGN_IN_HISTORY_SECONDS;

/**
 * The method of a log-in's login type (auth.md §3 login types); null for one that is no sign-in
 * with a credential (switching accounts) or that this product does not make.
 *
 * @example
 * signInMethodOf(LOGIN_TYPES.EMAIL) // "password"
 * signInMethodOf(LOGIN_TYPES.SWITCH_ACCOUNT) // null
 */
export function signInMethodOf(loginType: LoginType | typeof PASSKEY_LOGIN_TYPE): SignInMethod | null {
  switch (loginType) {
    case LOGIN_TYPES.EMAIL:
      return "password";
    case LOGIN_TYPES.GPLUS:
      return "google";
    case LOGIN_TYPES.GOOGLE_ONE_TAP:
      return "google_one_tap";
    case LOGIN_TYPES.LINE:
      return "line";
    case LOGIN_TYPES.SSO:
      return "sso";
    case LOGIN_TYPES.FACEBOOK:
      return "facebook";
    case LOGIN_TYPES.MULTIFACTOR:
      return "two_factor";
    case PASSKEY_LOGIN_TYPE:
      return "passkey";
    default:
      return null;
  }
}

/**
 * The compact device of a row: "browser|os" from the sessions list's description
 * (common/auth/sessions/device.ts), either side empty where the User-Agent does not say. No
 * versions, so a browser update is not a new device.
 *
 * @example
 * deviceKey({ browser: "Chrome", os: "Linux" }) // "Chrome|Linux"
 * deviceKey({ browser: null, os: null }) // "|"
 */
export const deviceKey = (d: { browser: string | null; os: string | null }) => `${d.browser ?? ""}|${d.os ?? ""}`;

/** The description back from a row's device. */
export function deviceOfKey(key: string): { browser: string | null; os: string | null } {
  const [browser = "", os = ""] = key.split("|");
  return { browser: browser || null, os: os || null };
}

/** What a new-device decision needs of the account's successful sign-ins within the window. */
export interface KnownSignIns {
  /** Any successful sign-in within the window (none: the account's first, nothing to compare). */
  any: boolean;
  /** A successful one from this device in this country. */
  sameDeviceAndCountry: boolean;
}

/**
 * Whether a successful sign-in should be announced by email: the account has signed in within
 * the window before (its very first sign-in, right after sign-up, has nothing to compare with), and
 * never from this device in this country. Failed attempts never make a device known.
 *
 * @example
 * isNewDevice({ any: false, sameDeviceAndCountry: false }) // false: the first sign-in
 * isNewDevice({ any: true, sameDeviceAndCountry: false }) // true
 */
export const isNewDevice = (known: KnownSignIns) => known.any && !known.sameDeviceAndCountry;
