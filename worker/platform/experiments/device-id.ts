/**
 * The experiments device id (auth.md §6): a random 128-bit id in a cookie that lives a year, so a
 * logged-out visitor keeps their device assignments. `__Host-pin_device` over https, `pin_device`
 * over http (as the session cookie, worker/auth/sessions/session-cookie.ts); HttpOnly,
 * SameSite=Lax. It names a device, grants nothing, so it is not signed.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { ApiEnv } from "../types";

const BASE_NAME = "pin_device";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[0-9a-f]{32}$/;

const isHttps = (url: string) => new URL(url).protocol === "https:";

function options(url: string): CookieOptions {
  const https = isHttps(url);
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: https, ...(https && { prefix: "host" as const }) };
}

/** The device id the browser sent, if it is well-formed; never sets one. */
export function existingDeviceId(c: Context<ApiEnv>): string | null {
  const made = c.get("deviceId");
  if (made) return made;
  const current = isHttps(c.req.url) ? getCookie(c, BASE_NAME, "host") : getCookie(c, BASE_NAME);
  return current && ID_PATTERN.test(current) ? current : null;
}

/**
 * The request's device id; when it has none (or a malformed one), a new one is set on the answer
 * (once per request: later calls get the same id).
 */
export function deviceId(c: Context<ApiEnv>): string {
  const current = existingDeviceId(c);
  if (current) return current;
  const id = crypto.randomUUID().replace(/-/g, "");
  setCookie(c, BASE_NAME, id, { ...options(c.req.url), maxAge: ONE_YEAR_SECONDS });
  c.set("deviceId", id);
  return id;
}
