/**
 * Numbers of the auth area. Values from auth.md §9 are marked with their section; the rest are
 * places where the spec says "not shown" and we chose a value.
 */
import { PRODUCT_NAME } from "../platform/messages";
export const PASSWORD_MIN_LENGTH = 6; // §5, §9 primary sign-up
export const PASSWORD_MAX_LENGTH = 256; // not shown: bounds hashing work per request
export const BUSINESS_PASSWORD_MIN_LENGTH = 8; // business.md §5, auth.md §9 "a different password form elsewhere uses 8"
export const BUSINESS_NAME_MAX_LENGTH = 100; // not shown: the business name of a business sign-up (auth.md §2.3)
/** Cookie the sign-up page sets after an under-age refusal (auth.md §4.4); the API refuses sign-up while it is "1". */
export const UNDERAGE_COOKIE = "pin_underage";
export const MIN_SIGNUP_AGE = 13; // not shown: the age below which sign-up is refused
export const MAX_AGE = 120; // §9 birthday cap
export const FIRST_NAME_MAX_LENGTH = 30; // §9 maximum first name
export const DEFAULT_COUNTRY = "US"; // not shown: "Default country from a constant not shown"
/** Emails whose local part contains this are refused (§8.1 "Email contains the product name"). */
export const PRODUCT_NAME_IN_EMAIL = PRODUCT_NAME.toLowerCase();
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit
export const TYPO_SUGGESTION_MAX_LENGTH = 60; // §9
/** not shown: the number of default avatar colours a new user's index is drawn from */
export const AVATAR_COLOR_COUNT = 9;
/** §9 toast durations: 3000, 3500 (the 3.5 s of §4.4, §8.3, §8.4) and 5000 ms (§4.3). */
export const TOAST_SHORT_MS = 3000;
export const TOAST_MS = 3500;
export const TOAST_LONG_MS = 5000;
export const UNDERAGE_REDIRECT_MS = 4000; // §4.4, §9 redirect after underage confirm
/** not shown: wrong passwords in a row after which log-in offers help (§2.4 login assistance), below the lockout of §9 */
export const LOGIN_ASSISTANCE_AFTER = 5;
/** §9 SSO email-check debounce (app/routes/auth/sso/sso-email.ts, docs/decisions/018). */
export const SSO_EMAIL_CHECK_DEBOUNCE_MS = 300;
// §9 "Facebook popup close poll every 1000 ms": POPUP_CLOSED_POLL_MS in ./federated/constants.ts (every sign-in popup),
// out of this module, which every auth page loads first.
/** Not shown: how long a federated sign-in flow (state, PKCE verifier, nonce) stays usable, start to log-in or sign-up. */
export const OIDC_FLOW_SECONDS = 600;

/** §3 login types, as logged with each log-in. */
export const LOGIN_TYPES = {
  EMAIL: 1,
  FACEBOOK: 2,
  GPLUS: 3,
  GOOGLE_ONE_TAP: 4,
  SMARTLOCK: 5,
  MULTIFACTOR: 6,
  SWITCH_ACCOUNT: 7,
  LINE: 8,
  SSO: 9,
} as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];
/** Not shown (ours, after §3's 1–9, which it leaves as they are): a log-in with a passkey (common/auth/passkeys, docs/decisions/038). */
export const PASSKEY_LOGIN_TYPE = 10 as const;

/** §3 flow states of a logged log-in or sign-up flow. */
export const FLOW_STATES = { STARTED: 1, FINISHED: 2 } as const;
export type FlowState = (typeof FLOW_STATES)[keyof typeof FLOW_STATES];

/** §3 origin codes: how an account was created or signed in ("p": the product's own password). */
export const ORIGIN_CODES = {
  GOOGLE: "g",
  FACEBOOK: "fb",
  PRODUCT: "p",
  APPLE: "apl",
  LINE: "ln",
  UNKNOWN: "unk",
  SSO: "sso",
} as const;
export type OriginCode = (typeof ORIGIN_CODES)[keyof typeof ORIGIN_CODES];

/** Width of the limited-login ("Welcome back") box, px (auth.md §9). */
export const LIMITED_LOGIN_BOX_WIDTH = 400;

/**
 * Several accounts on one device (auth.md §3 stored accounts, §6 account-switch mode;
 * docs/decisions/012). Not shown: at most this many accounts, the active one included.
 */
export const MAX_ACCOUNTS_PER_DEVICE = 5;
/**
 * The cookie holding the other accounts' session tokens (`__Host-` prefixed over https). The app
 * reads only whether it is there: without it the device holds one account, and the header's
 * account menu needs no API call.
 */
/** The active session's cookie (`__Host-` prefixed over https; worker/auth/sessions/session-cookie.ts). */
export const SESSION_COOKIE = "pin_sess";
export const STORED_ACCOUNTS_COOKIE = "pin_accts";

/**
 * Two-factor authentication (auth.md §2.2 loginMfa, §3 creds mfa_token and mfa_resend, §5 the MFA
 * code rows; docs/decisions/019). The spec shows none of these numbers: all ours.
 */
export const MFA_CODE_DIGITS = 6;
/** A code, and the log-in or setup waiting for it, is good for 10 minutes. */
export const MFA_CODE_SECONDS = 600;
/** Wrong codes per log-in (or setup, or disabling); after the last one a new log-in is needed. */
export const MFA_MAX_TRIES = 5;
/** New emailed codes one log-in may ask for ('We sent you a new code!', §4.3). */
export const MFA_RESENDS_MAX = 3;
/** Single-use backup codes made when two-factor is turned on, shown once. */
export const BACKUP_CODE_COUNT = 10;
/** New sets of backup codes an account may make per BACKUP_CODES_WINDOW_SECONDS (each needs a fresh proof). */
export const BACKUP_CODES_REGENERATIONS_MAX = 5;
export const BACKUP_CODES_WINDOW_SECONDS = 86_400;
/** The authenticator app's code period (RFC 6238's default, what every app assumes). */
export const TOTP_PERIOD_SECONDS = 30;
/** The HttpOnly cookie naming the log-in that waits for its second factor (`__Host-` prefixed over https). */
export const MFA_CHALLENGE_COOKIE = "pin_mfa";

// Bot protection's numbers (auth.md §7, §9) are in ~common/auth/bot-check (./bot-check/service.ts), beside
// the rest of the bot check, so the pages' lazily loaded bot-check code takes them (test/build/budgets).
