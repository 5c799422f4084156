/**
 * The session cookie. Over https it is `__Host-pin_sess` (Secure, Path=/, no Domain: no subdomain
 * or plain-http page can set or shadow it); over http (local runs) the prefix and Secure flag are
 * impossible, so it is `pin_sess`. Always HttpOnly and SameSite=Lax.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";

const BASE_NAME = "pin_sess";

const isHttps = (url: string) => new URL(url).protocol === "https:";

/** Full cookie name for a request URL (the app needs it to forward the cookie). */
export const sessionCookieName = (url: string) => (isHttps(url) ? `__Host-${BASE_NAME}` : BASE_NAME);

function options(url: string): CookieOptions {
  const https = isHttps(url);
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: https, ...(https && { prefix: "host" as const }) };
}

export function readSessionCookie(c: Context): string | undefined {
  return isHttps(c.req.url) ? getCookie(c, BASE_NAME, "host") : getCookie(c, BASE_NAME);
}

export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number) {
  setCookie(c, BASE_NAME, token, { ...options(c.req.url), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, BASE_NAME, options(c.req.url));
}
