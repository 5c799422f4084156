/**
 * Why: auth.md §5 "The one-tap prompt is offered only on a supported Chromium-type browser at
 * version 122 or higher, with an experiment on" (web_google_one_tap, common/platform/experiments.ts).
 * The root loader asks this on every page a logged-out visitor opens; the prompt itself is loaded
 * only where the answer is yes. Chromium-type means the Blink engine: Chrome, Edge, Opera, Brave
 * and Chromium report "Chrome/NNN"; iOS browsers (WebKit, "CriOS") do not count.
 *
 * @example
 * offersOneTap({ userAgent: "Mozilla/5.0 … Chrome/131.0.0.0 Safari/537.36", oneTap: "enabled", googleDisabled: "control", loggedIn: false, pathname: "/" }) // true
 */
import { GOOGLE_ISSUER, ONE_TAP_MIN_CHROMIUM } from "./constants";

/**
 * Which one-tap prompt a deployment shows, decided once from its vars so the page and its policy
 * agree (docs/decisions/017 "Popup and one-tap"): Google Identity Services where Google's real
 * issuer is configured ("gis"), else the local provider's card ("local").
 *
 * @example
 * oneTapForm({ GOOGLE_OIDC_ISSUER: "https://accounts.google.com" }) // "gis"
 */
export const oneTapForm = (env: { GOOGLE_OIDC_ISSUER: string }): "gis" | "local" =>
  env.GOOGLE_OIDC_ISSUER === GOOGLE_ISSUER ? "gis" : "local";

/** The Chromium major version of a user agent, or null for any other engine. */
export function chromiumVersion(userAgent: string): number | null {
  if (/CriOS|FxiOS|EdgiOS/.test(userAgent)) return null;
  const match = /(?:^|[\s(])(?:Headless)?Chrom(?:e|ium)\/(\d+)/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

export interface OneTapContext {
  userAgent: string;
  /** The viewer's group in web_google_one_tap. */
  oneTap: string;
  /** The viewer's group in web_google_disabled (§6): Google off means no prompt either. */
  googleDisabled: string;
  loggedIn: boolean;
  pathname: string;
}

/** Pages that are themselves a step of signing in (the provider's callback, its popup) or a developer's. */
const NOT_ON = ["/oauth/", "/_dev/"];

export function offersOneTap(ctx: OneTapContext): boolean {
  if (ctx.loggedIn || ctx.oneTap !== "enabled" || ctx.googleDisabled === "enabled") return false;
  if (NOT_ON.some((prefix) => ctx.pathname.startsWith(prefix))) return false;
  const version = chromiumVersion(ctx.userAgent);
  return version !== null && version >= ONE_TAP_MIN_CHROMIUM;
}
