/**
 * Why: every answer the Worker gives, page or API, carries the same security headers, set in one
 * place after the answer is made. Pages get a Content-Security-Policy whose scripts run only by
 * the per-request nonce React Router and React stamp on their inline scripts; API answers get a
 * policy that allows nothing (JSON is never a document). A handler that set its own policy (the
 * API reference page) keeps it.
 */
import { RECAPTCHA_CSP_SOURCES, type BotCheckSetup } from "~common/auth/bot-check";

/** 128 random bits, base64: the nonce of one page response. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Google Identity Services, production's one-tap prompt (auth.md §1; docs/decisions/017 "Popup and
 * one-tap"): the script, the prompt's frame, its calls and its stylesheet, as Google documents
 * them. Allowed only where Google's real issuer is configured; local runs use the local provider.
 */
const GIS = "https://accounts.google.com/gsi/";

/**
 * The page policy. `dev` (Vite's dev server) also allows the inline styles and the websocket Vite
 * uses for hot reload; never in a build. `googleIdentity` allows Google Identity Services (GIS).
 * `botCheck` (docs/decisions/021): Google reCAPTCHA's script and challenge frame hosts are allowed
 * only where it is the deployment's bot protection; the local stand-in is our own script ('self')
 * and frames nothing.
 */
export function pagePolicy(
  nonce: string,
  {
    https,
    dev,
    googleIdentity = false,
    botCheck = "local",
  }: { https: boolean; dev: boolean; googleIdentity?: boolean; botCheck?: BotCheckSetup["provider"] },
): string {
  const gis = (path = "") => (googleIdentity ? ` ${GIS}${path}` : "");
  const recaptcha = botCheck === "recaptcha";
  const frames = [...(googleIdentity ? ["'self'", GIS] : []), ...(recaptcha ? RECAPTCHA_CSP_SOURCES.frame : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${gis("client")}${recaptcha ? ` ${RECAPTCHA_CSP_SOURCES.script.join(" ")}` : ""}`,
    dev ? `style-src 'self' 'unsafe-inline'${gis("style")}` : `style-src 'self'${gis("style")}`,
    ...(frames.length > 0 ? [`frame-src ${frames.join(" ")}`] : []),
    // Avatars colour themselves with a style attribute; attributes cannot run script.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? `connect-src 'self' ws: wss:${gis()}` : `connect-src 'self'${gis()}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const COMMON: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};

/** One year, subdomains included (sent over https only: browsers ignore it over http). */
export const HSTS = "max-age=31536000; includeSubDomains";

export interface HeaderOptions {
  /** The nonce the page was rendered with; absent for API answers. */
  nonce?: string;
  dev?: boolean;
  /** Allow Google Identity Services (production's one-tap prompt). */
  googleIdentity?: boolean;
  /** The deployment's bot protection (common/auth/bot-check/service.ts botCheckSetup). */
  botCheck?: BotCheckSetup["provider"];
}

/**
 * The response with the security headers added (a copy: fetched responses are immutable).
 * Pages requested with a session cookie are `private, no-store`: they show the viewer.
 *
 * @example
 * return withSecurityHeaders(request, await handlePage(request, context), { nonce });
 */
export function withSecurityHeaders(request: Request, response: Response, opts: HeaderOptions = {}): Response {
  const out = new Response(response.body, response);
  const https = new URL(request.url).protocol === "https:";
  for (const [k, v] of Object.entries(COMMON)) if (!out.headers.has(k)) out.headers.set(k, v);
  if (https) out.headers.set("Strict-Transport-Security", HSTS);
  const isHtml = /^text\/html/i.test(out.headers.get("Content-Type") ?? "");
  if (!out.headers.has("Content-Security-Policy")) {
    out.headers.set(
      "Content-Security-Policy",
      isHtml && opts.nonce
        ? pagePolicy(opts.nonce, { https, dev: opts.dev ?? false, googleIdentity: opts.googleIdentity ?? false, botCheck: opts.botCheck })
        : API_POLICY,
    );
  }
  if (isHtml) {
    const hasSession = /(?:^|;\s*)(?:__Host-)?pin_sess=/.test(request.headers.get("Cookie") ?? "");
    if (hasSession) out.headers.set("Cache-Control", "private, no-store");
    else if (!out.headers.has("Cache-Control")) out.headers.set("Cache-Control", "private, no-cache");
  }
  return out;
}
