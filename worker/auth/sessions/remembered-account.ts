/**
 * Why: limited login (auth.md §2.2 login step, §3 Viewer LIMITED_LOGIN, §6). After log-out the
 * device remembers the last account so /login can say "Welcome back, {name}!". The browser holds
 * a cookie with only the user id, a display name, the user's session_version and an expiry,
 * signed with HMAC-SHA-256 (hono's signed cookies, key DEVICE_COOKIE_SECRET). It is never a
 * session: it grants nothing but the welcome. Bumping users.session_version (which ends every
 * session) also makes the remembered account unknown, and the forget route clears it.
 *
 * Like the session cookie it is `__Host-pin_acct` over https and `pin_acct` over http, HttpOnly,
 * SameSite=Lax; it lives REMEMBERED_ACCOUNT_SECONDS (wrangler.toml: 30 days), refreshed on every
 * log-in.
 */
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { z } from "zod";
import { config } from "../../platform/config";
import type { ApiEnv } from "../../platform/types";
import { findUserById, type UserRow } from "../users";

const BASE_NAME = "pin_acct";

const isHttps = (url: string) => new URL(url).protocol === "https:";

function options(url: string): CookieOptions {
  const https = isHttps(url);
  return { path: "/", httpOnly: true, sameSite: "Lax", secure: https, ...(https && { prefix: "host" as const }) };
}

/** What the cookie holds: user id, display name, session_version, expiry (epoch seconds). */
const PayloadSchema = z.object({ uid: z.string().min(1), name: z.string(), ver: z.number().int(), exp: z.number().int() });
export type RememberedAccount = z.infer<typeof PayloadSchema>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The development secret in wrangler.toml; a deployment must set its own (`wrangler secret put`). */
const DEV_SECRET_PREFIX = "dev-only-";

/**
 * The signing secret, or null when an https (deployed) Worker still has the development value:
 * then no account is remembered (a published secret would let anyone forge the cookie) and the
 * operator sees the error in the logs; log-in itself keeps working.
 */
function signingSecret(c: Context<ApiEnv>): string | null {
  const secret = config(c.env).DEVICE_COOKIE_SECRET;
  if (isHttps(c.req.url) && secret.startsWith(DEV_SECRET_PREFIX)) {
    console.error("DEVICE_COOKIE_SECRET is the development value: set it with `wrangler secret put DEVICE_COOKIE_SECRET`");
    return null;
  }
  return secret;
}

/** Remembers `user` on this device (log-in, sign-up): sets or refreshes the cookie. */
export async function rememberAccount(c: Context<ApiEnv>, user: UserRow): Promise<void> {
  const cfg = config(c.env);
  const secret = signingSecret(c);
  if (secret === null) return;
  const payload: RememberedAccount = {
    uid: user.id,
    name: user.first_name,
    ver: user.session_version,
    exp: nowSeconds() + cfg.REMEMBERED_ACCOUNT_SECONDS,
  };
  await setSignedCookie(c, BASE_NAME, JSON.stringify(payload), secret, {
    ...options(c.req.url),
    maxAge: cfg.REMEMBERED_ACCOUNT_SECONDS,
  });
}

/** The remembered cookie's verified payload, or null when absent, forged, malformed or expired. */
export async function readRememberedAccount(c: Context<ApiEnv>): Promise<RememberedAccount | null> {
  const secret = signingSecret(c);
  if (secret === null) return null;
  const raw = isHttps(c.req.url) ? await getSignedCookie(c, secret, BASE_NAME, "host") : await getSignedCookie(c, secret, BASE_NAME);
  if (typeof raw !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = PayloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp <= nowSeconds()) return null;
  return parsed.data;
}

/**
 * The remembered account's user, when the cookie is valid and the user still exists with the same
 * session_version; otherwise null (and a stale cookie is cleared).
 */
export async function rememberedUser(c: Context<ApiEnv>): Promise<UserRow | null> {
  const remembered = await readRememberedAccount(c);
  if (!remembered) {
    if (hasRememberedCookie(c)) forgetAccount(c);
    return null;
  }
  const user = await findUserById(c.env.DB, remembered.uid);
  if (!user || user.session_version !== remembered.ver) {
    forgetAccount(c);
    return null;
  }
  return user;
}

function hasRememberedCookie(c: Context): boolean {
  return /(?:^|;\s*)(?:__Host-)?pin_acct=/.test(c.req.header("Cookie") ?? "");
}

/** Forgets the device's account ("Not you? Log in with a different account"). */
export function forgetAccount(c: Context) {
  deleteCookie(c, BASE_NAME, options(c.req.url));
}
