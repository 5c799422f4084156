/**
 * Why: which bot-protection service a deployment uses (docs/decisions/021) decides three things
 * that live on both sides — the verifier (worker/auth/bot-check/verifier.ts), the page policy's
 * allowances (worker/platform/security-headers.ts) and the script and site keys the pages use
 * (app/routes/auth/bot-check.tsx). One function decides it from the Worker's vars, so they agree.
 */

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
