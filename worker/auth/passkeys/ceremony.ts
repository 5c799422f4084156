/**
 * A WebAuthn ceremony's two halves on the Worker (docs/decisions/038): the relying party from
 * config (PASSKEY_RP_ID, PASSKEY_ORIGINS), the browser's ceremony cookie, and the challenge —
 * made with the options, stored for PASSKEY_CHALLENGE_SECONDS, taken once with the answer. A
 * challenge verifies only from the browser that asked for it (the HttpOnly `pin_webauthn` cookie,
 * stored as its SHA-256), for the purpose and account it was made for; the cookie stays the same
 * across options calls, so two tabs (or a page mounted twice) each keep a usable challenge.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { originAllowed, PASSKEY_CHALLENGE_SECONDS, PASSKEY_COOKIE, rpIdFits } from "~common/auth/passkeys/rules";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";
import type { ApiEnv } from "../../platform/types";
import { challengeLive, storeChallenge, takeChallenge, useChallengeStatement, type CeremonyPurpose } from "./store";

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Bytes as base64url (no padding), and back; `fromBase64url` throws on text that is not base64. */
export const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));

/** 32 random bytes, base64url: cookie tokens and user handles. */
export const randomToken = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const sha256 = async (text: string) => toBase64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

function cookieOptions(c: Context): CookieOptions {
  const https = isHttps(c);
  return { path: "/", httpOnly: true, sameSite: "Strict", secure: https, ...(https && { prefix: "host" as const }) };
}
const readCookie = (c: Context) => (isHttps(c) ? getCookie(c, PASSKEY_COOKIE, "host") : getCookie(c, PASSKEY_COOKIE));
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The relying party of this request's host, or PASSKEYS_UNAVAILABLE (an IP address, another domain). */
export function relyingParty(c: Context<ApiEnv>): { rpId: string; origins: string } {
  const cfg = config(c.env);
  if (!rpIdFits(new URL(c.req.url).hostname, cfg.PASSKEY_RP_ID)) throw new ApiError("PASSKEYS_UNAVAILABLE");
  return { rpId: cfg.PASSKEY_RP_ID, origins: cfg.PASSKEY_ORIGINS };
}

/**
 * Stores the options' challenge for this browser (its cookie, made or kept and renewed for
 * PASSKEY_CHALLENGE_SECONDS), for `purpose` and the account (null: a log-in).
 */
export async function rememberChallenge(c: Context<ApiEnv>, challenge: string, purpose: CeremonyPurpose, userId: string | null) {
  const held = readCookie(c);
  const token = held && COOKIE_SHAPE.test(held) ? held : randomToken();
  setCookie(c, PASSKEY_COOKIE, token, { ...cookieOptions(c), maxAge: PASSKEY_CHALLENGE_SECONDS });
  await storeChallenge(c.env.DB, { challenge, binding: await sha256(token), purpose, userId, now: nowSeconds() });
}

/** What the browser's client data says: its challenge and origin (null when it is not client data at all). */
export function readClientData(clientDataJSON: string): { challenge: string; origin: string } | null {
  try {
    const parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(fromBase64url(clientDataJSON))) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const { challenge, origin } = parsed as Record<string, unknown>;
    return typeof challenge === "string" && typeof origin === "string" ? { challenge, origin } : null;
  } catch {
    return null;
  }
}

/**
 * The answer's half: takes its challenge (once) and checks its origin against PASSKEY_ORIGINS.
 * Returns what the verification must expect; throws PASSKEY_CEREMONY_EXPIRED when no live challenge
 * of this browser, purpose and account matches, `refusal` when the client data is not ours.
 */
export async function takeCeremony(
  c: Context<ApiEnv>,
  clientDataJSON: string,
  purpose: CeremonyPurpose,
  userId: string | null,
  refusal: "PASSKEY_NOT_VERIFIED" | "PASSKEY_LOGIN_FAILED" | "PASSKEY_CONFIRMATION_INCORRECT",
): Promise<{ challenge: string; origin: string; rpId: string }> {
  const { rpId, origins } = relyingParty(c);
  const data = readClientData(clientDataJSON);
  if (!data) throw new ApiError(refusal);
  const token = readCookie(c);
  const taken =
    token !== undefined &&
    COOKIE_SHAPE.test(token) &&
    (await takeChallenge(c.env.DB, { challenge: data.challenge, binding: await sha256(token), purpose, userId, now: nowSeconds() }));
  if (!taken) throw new ApiError("PASSKEY_CEREMONY_EXPIRED");
  // After the challenge is used up: a response from another origin costs its challenge too.
  if (!originAllowed(data.origin, origins)) throw new ApiError(refusal);
  return { challenge: data.challenge, origin: data.origin, rpId };
}

/**
 * takeCeremony's checks without using the challenge up: `use` is the statement that does, for the
 * caller's own batch (adding a passkey: ./store.ts insertPasskey). A response from another origin
 * still costs its challenge.
 */
export async function readCeremony(
  c: Context<ApiEnv>,
  clientDataJSON: string,
  purpose: CeremonyPurpose,
  userId: string | null,
  refusal: "PASSKEY_NOT_VERIFIED" | "PASSKEY_LOGIN_FAILED" | "PASSKEY_CONFIRMATION_INCORRECT",
): Promise<{ challenge: string; origin: string; rpId: string; use: D1PreparedStatement }> {
  const { rpId, origins } = relyingParty(c);
  const data = readClientData(clientDataJSON);
  if (!data) throw new ApiError(refusal);
  const token = readCookie(c);
  if (token === undefined || !COOKIE_SHAPE.test(token)) throw new ApiError("PASSKEY_CEREMONY_EXPIRED");
  const take = { challenge: data.challenge, binding: await sha256(token), purpose, userId, now: nowSeconds() };
  if (!(await challengeLive(c.env.DB, take))) throw new ApiError("PASSKEY_CEREMONY_EXPIRED");
  const use = useChallengeStatement(c.env.DB, take);
  if (!originAllowed(data.origin, origins)) {
    await use.run();
    throw new ApiError(refusal);
  }
  return { challenge: data.challenge, origin: data.origin, rpId, use };
}
