/**
 * Why: connecting Instagram (saving.md §2 /settings/claim/, §4 the upsell's 'Connect now') is an
 * OAuth authorization-code exchange. The rest of the Worker sees only `InstagramOAuth`; this
 * project has no Instagram app, so `localInstagramOAuth` stands in for it: its "authorize" step
 * (a developer route, the consent page /settings/claim/instagram) mints a code — the Instagram
 * username, the user it is for and an expiry, signed with HMAC-SHA-256 — and `exchange` checks
 * it as Instagram's token endpoint would. A real implementation replaces this one file.
 */
import { INSTAGRAM_USERNAME_PATTERN } from "~common/saving/instagram-upsell/schemas";
import { config } from "../../platform/config";

export interface InstagramOAuth {
  /** A code for `instagramUsername`, granted to `userId` (the stand-in's consent step). */
  authorize(userId: string, instagramUsername: string, now: number): Promise<string>;
  /** The Instagram account a code grants, or null when it is not one for `userId` (forged, expired). */
  exchange(userId: string, code: string, now: number): Promise<{ username: string } | null>;
}

/** ours: how long a stand-in code works, seconds. */
export const INSTAGRAM_CODE_SECONDS = 600;

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function sign(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`instagram-stand-in:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return b64url(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload)));
}

/**
 * @example
 * const oauth = localInstagramOAuth(config(env).DEVICE_COOKIE_SECRET);
 */
export function localInstagramOAuth(secret: string): InstagramOAuth {
  return {
    async authorize(userId, username, now) {
      const payload = `${username}.${now + INSTAGRAM_CODE_SECONDS}`;
      return `${payload}.${await sign(secret, `${userId}.${payload}`)}`;
    },
    async exchange(userId, code, now) {
      const m = /^([A-Za-z0-9._]{1,30})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(code);
      if (!m || !INSTAGRAM_USERNAME_PATTERN.test(m[1]!) || Number(m[2]) < now) return null;
      const expected = await sign(secret, `${userId}.${m[1]}.${m[2]}`);
      return expected === m[3] ? { username: m[1]! } : null;
    },
  };
}

/**
 * The Worker's Instagram OAuth: the stand-in, keyed with DEVICE_COOKIE_SECRET.
 *
 * @example
 * const granted = await instagramOAuth(c.env).exchange(viewer, code, now);
 */
export const instagramOAuth = (env: Env): InstagramOAuth => localInstagramOAuth(config(env).DEVICE_COOKIE_SECRET);
