/**
 * The session cookies. Over https they are `__Host-` prefixed (Secure, Path=/, no Domain: no
 * subdomain or plain-http page can set or shadow them); over http (local runs) the prefix and
 * Secure flag are impossible. Always HttpOnly and SameSite=Lax.
 *   - `pin_sess`: the active session's token.
 *   - `pin_accts`: the other accounts this device is logged in to (auth.md §3 stored accounts,
 *     docs/decisions/012): their session tokens, dot-separated, most recently active first. The
 *     cookie is only a list of claims: every token is checked server-side on every read
 *     (device-accounts.ts).
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { MAX_ACCOUNTS_PER_DEVICE, SESSION_COOKIE, STORED_ACCOUNTS_COOKIE } from "~common/auth/constants";

const BASE_NAME = SESSION_COOKIE;

const isHttps = (url: string) => new URL(url).protocol === "https:";

/** Full cookie name for a request URL (the app needs it to forward the cookie). */
export const sessionCookieName = (url: string) => (isHttps(url) ? `__Host-${BASE_NAME}` : BASE_NAME);

function options(url: string): CookieOptions {
  const https = isHttps(url);
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: https, ...(https && { prefix: "host" as const }) };
}

const read = (c: Context, name: string) => (isHttps(c.req.url) ? getCookie(c, name, "host") : getCookie(c, name));

export function readSessionCookie(c: Context): string | undefined {
  return read(c, BASE_NAME);
}

export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number) {
  setCookie(c, BASE_NAME, token, { ...options(c.req.url), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, BASE_NAME, options(c.req.url));
}

/** The shape of a session token (session-store.ts newToken: 128 bits, base64url). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The stored-accounts cookie exactly as the request carried it, or undefined without one. */
export const storedTokensCookieValue = (c: Context) => read(c, STORED_ACCOUNTS_COOKIE);

/** Whether the request carries the stored-accounts cookie at all (even an empty or broken one). */
export const hasStoredTokensCookie = (c: Context) => storedTokensCookieValue(c) !== undefined;

/**
 * The stored-accounts cookie's tokens: well-formed, distinct, not the active token, and at most
 * MAX_ACCOUNTS_PER_DEVICE - 1 of them (anything past that is ignored).
 */
export function readStoredTokens(c: Context): string[] {
  const active = readSessionCookie(c);
  const tokens = (read(c, STORED_ACCOUNTS_COOKIE) ?? "").split(".").filter((t) => TOKEN_SHAPE.test(t) && t !== active);
  return [...new Set(tokens)].slice(0, MAX_ACCOUNTS_PER_DEVICE - 1);
}

/** Sets the stored-accounts cookie to `tokens`, or clears it when there are none. */
export function writeStoredTokens(c: Context, tokens: string[], maxAgeSeconds: number) {
  if (tokens.length === 0) {
    if (hasStoredTokensCookie(c)) clearStoredTokens(c);
    return;
  }
  setCookie(c, STORED_ACCOUNTS_COOKIE, tokens.join("."), { ...options(c.req.url), maxAge: maxAgeSeconds });
}

export function clearStoredTokens(c: Context) {
  deleteCookie(c, STORED_ACCOUNTS_COOKIE, options(c.req.url));
}
