/**
 * Why: which bot-protection service a deployment uses (docs/decisions/021) decides three things
 * that live on both sides — the verifier (worker/auth/bot-check/verifier.ts), the page policy's
 * allowances (worker/platform/security-headers.ts) and the script and site keys the pages use
 * (app/routes/auth/bot-check/bot-check.tsx). One function decides it from the Worker's vars, so they agree.
 */

/**
 * Bot protection (auth.md §7 "A reCAPTCHA v2 script loaded on demand, and a v3 bot-protection
 * token", §9; docs/decisions/021). The page asks for a fresh v3 token every
 * BOT_CHECK_REFRESH_MS (§9 "Bot-protection token refresh every 105000 ms"), inside a token's
 * 120 s life; BOT_CHECK_TOKEN_TIMEOUT_MS bounds one `execute` and BOT_CHECK_SCRIPT_TIMEOUT_MS a
 * script load (§9 "other timeouts 8000 and 30000 ms").
 */
export const BOT_CHECK_REFRESH_MS = 105_000;
export const BOT_CHECK_TOKEN_TIMEOUT_MS = 8_000;
export const BOT_CHECK_SCRIPT_TIMEOUT_MS = 30_000;
/** A token's life, Google's and the local verifier's: 120 s from minting, usable once. */
export const BOT_CHECK_TOKEN_SECONDS = 120;
/**
 * §9 "Local bot-check limit: three timestamps within 3600 s": the timestamps are an account's
 * failed password log-ins (common/auth/bot-check/rules.ts); with this many in the window, its
 * next log-in needs a v2 token.
 */
export const BOT_CHECK_FAILURES_MAX = 3;
export const BOT_CHECK_WINDOW_SECONDS = 3600;
/** A v3 score below this answers LOGGED_IN_TOO_QUICKLY (ours: Google's suggested default). */
export const BOT_CHECK_MIN_SCORE = 0.5;
/** The v3 actions the pages ask tokens for; the server expects the one of its route. */
export const BOT_CHECK_ACTIONS = { login: "login", signup: "signup" } as const;

/** The name of the group around the v2 "I'm not a robot" challenge (ours; only the lazily loaded form part needs it). */
export const BOT_CHECK_LABEL = "Security check";

/** The local stand-in's script and its token endpoint (worker/auth/bot-check/stand-in.ts). */
export const STAND_IN_SCRIPT_PATH = "/vx/bot-check/api.js";
export const STAND_IN_TOKENS_PATH = "/vx/bot-check/tokens/";

/** What Google reCAPTCHA needs in a page's Content-Security-Policy (Google's CSP guide). */
export const RECAPTCHA_CSP_SOURCES = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const;

/** What the pages need to ask for tokens: where the `grecaptcha` script is and the two site keys. */
export interface BotCheckSetup {
  provider: "recaptcha" | "local";
  scriptUrl: string;
  /** The v3 key's site key ("local" for the stand-in). */
  siteKey: string;
  /** The v2 "I'm not a robot" key's site key. */
  v2SiteKey: string;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The deployment's bot-protection setup: Google's with both RECAPTCHA secrets set, else the
 * stand-in's.
 *
 * @example
 * botCheckSetup({}); // { provider: "local", scriptUrl: "/vx/bot-check/api.js", siteKey: "local", v2SiteKey: "local" }
 */
export function botCheckSetup(vars: object): BotCheckSetup {
  const v = vars as Record<string, unknown>;
  if (text(v["RECAPTCHA_SECRET"]) !== "" && text(v["RECAPTCHA_V2_SECRET"]) !== "") {
    const siteKey = text(v["RECAPTCHA_SITE_KEY"]);
    return {
      provider: "recaptcha",
      scriptUrl: `https://www.google.com/recaptcha/api.js?${new URLSearchParams({ render: siteKey })}`,
      siteKey,
      v2SiteKey: text(v["RECAPTCHA_V2_SITE_KEY"]),
    };
  }
  return { provider: "local", scriptUrl: STAND_IN_SCRIPT_PATH, siteKey: "local", v2SiteKey: "local" };
}
