/**
 * Why: a promoted card's events must come from the viewer it was shown to, for the campaign it
 * was shown for, or a page (or anyone with curl) could count impressions and spend an
 * advertiser's budget at will. Delivery hands each promoted card a token: the campaign, ad and
 * Pin, when it was issued, the surface (home feed, search, Pin page), a random placement id of
 * its own (the counter charges each token's impression and click at most once, the click only
 * after the impression) and a short keyed hash of the viewer, signed with PROMOTED_TOKEN_SECRET
 * (HMAC-SHA-256). The beacon checks the signature, the age and that the viewer sending it is the
 * one it names (docs/decisions/039).
 *
 * The viewer: a logged-in account by its id; a visitor (no account, no cookie of ours needed) by
 * a keyed hash of their address and browser for the UTC day, so nobody's address is kept and a
 * visitor's ids of two days are unrelated.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { ApiError } from "~common/errors";
import { PROMOTED_SURFACES, PROMOTED_TOKEN_SECONDS, utcDay, type PromotedSurface } from "~common/business/promoted-pins";
import { normaliseSearchQuery, QUERY_TOKEN_BYTES } from "~common/business/reporting";
import { config } from "../../platform/config";
import { clientIp } from "../../platform/middleware";
import type { ApiEnv } from "../../platform/types";

// p3 adds the search query of a card on a search results page (the reporting tables, docs/decisions/053);
// p2 tokens (no query) are still read for their 24 hours.
const VERSION = "p3";
const PREVIOUS = "p2";
const SURFACE_OF = new Map<string, PromotedSurface>(
  Object.entries(PROMOTED_SURFACES).map(([name, letter]) => [letter, name as PromotedSurface]),
);
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function mac(secret: string, text: string, bytes: number): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(text));
  return b64url(new Uint8Array(sig).slice(0, bytes));
}

/**
 * The request's viewer id for promoted Pins: `u:{userId}` for an account, else `v:{hash}` of the
 * visitor's address and browser for the day of `nowMs`.
 */
export async function promotedViewer(c: Context<ApiEnv>, userId: string | null, nowMs: number): Promise<string> {
  if (userId !== null) return `u:${userId}`;
  const ip = await clientIp(c.req.raw.headers);
  const ua = c.req.header("user-agent") ?? "";
  return `v:${await mac(config(c.env).PROMOTED_TOKEN_SECRET, `visitor|${utcDay(nowMs)}|${ip}|${ua}`, 12)}`;
}

/**
 * A keyed hash of the request's client address for the UTC day of `nowMs`: the per-address caps'
 * key (the address itself is never kept, and one address's keys of two days are unrelated).
 */
export async function promotedAddress(c: Context<ApiEnv>, nowMs: number): Promise<string> {
  const ip = await clientIp(c.req.raw.headers);
  return `a:${await mac(config(c.env).PROMOTED_TOKEN_SECRET, `address|${utcDay(nowMs)}|${ip}`, 12)}`;
}

export interface DeliveryToken {
  campaignId: number;
  adId: number;
  pinId: number;
  /** epoch seconds */
  issuedAt: number;
  /** where the card was placed */
  surface: PromotedSurface;
  /** the card's own random id: one token, one placement */
  placement: string;
  /** keyed hash of the viewer it was issued to */
  viewerTag: string;
  /** the normalised search query of a card on a search results page, else null */
  query: string | null;
}

/** A query's UTF-8 bytes, at most QUERY_TOKEN_BYTES of them (a whole character's), base64url: the token stays under PROMOTED_TOKEN_MAX. */
function encodeQuery(query: string | null): string {
  if (!query) return "";
  let bytes = new TextEncoder().encode(query);
  let chars = [...query];
  while (bytes.length > QUERY_TOKEN_BYTES) {
    chars = chars.slice(0, -1);
    bytes = new TextEncoder().encode(chars.join(""));
  }
  return b64url(bytes);
}

function decodeQuery(part: string): string | null | undefined {
  if (part === "") return null;
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(part)) return undefined;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(part, "base64url"));
    return normaliseSearchQuery(text) ?? undefined;
  } catch {
    return undefined;
  }
}

const viewerTag = (secret: string, viewer: string) => mac(secret, `viewer|${viewer}`, 9);

/**
 * A signed token for one promoted card shown to `viewer`.
 *
 * @example
 * const token = await signDeliveryToken(env, { campaignId: 19, adId: 23, pinId: 42 }, "u:8f…", Date.now(), "home");
 */
export async function signDeliveryToken(
  env: Env,
  ad: { campaignId: number; adId: number; pinId: number },
  viewer: string,
  nowMs: number,
  surface: PromotedSurface,
  query: string | null = null,
): Promise<string> {
  const secret = config(env).PROMOTED_TOKEN_SECRET;
  const placement = b64url(crypto.getRandomValues(new Uint8Array(8)));
  const payload = [
    VERSION,
    ad.campaignId,
    ad.adId,
    ad.pinId,
    Math.floor(nowMs / 1000),
    PROMOTED_SURFACES[surface],
    await viewerTag(secret, viewer),
    placement,
    encodeQuery(surface === "search" ? query : null),
  ].join(".");
  return `${payload}.${await mac(secret, payload, 16)}`;
}

/** A token's placement: the card's click id (the `epik` its ad's link carries, docs/decisions/059). */
export const placementOf = (token: string): string => token.split(".")[7] ?? "";

export type TokenCheck = { ok: true; token: DeliveryToken; expired: boolean } | { ok: false; reason: "invalid" | "foreign" };

/**
 * Checks a token's signature and that it was issued to the viewer `viewerAt` names for the moment
 * it was issued (a visitor's id changes with the UTC day); an old token is still the viewer's,
 * only `expired`.
 */
export async function checkDeliveryToken(
  env: Env,
  raw: string,
  viewerAt: (issuedMs: number) => Promise<string>,
  nowMs: number,
): Promise<TokenCheck> {
  const parts = raw.split(".");
  const current = parts.length === 10 && parts[0] === VERSION;
  if (!current && !(parts.length === 9 && parts[0] === PREVIOUS)) return { ok: false, reason: "invalid" };
  const [, campaign, ad, pin, issued, letter, tag, placement] = parts as [string, string, string, string, string, string, string, string];
  const sig = parts.at(-1)!;
  const query = current ? decodeQuery(parts[8]!) : null;
  const surface = SURFACE_OF.get(letter);
  if (![campaign, ad, pin, issued].every((n) => /^[1-9][0-9]{0,14}$/.test(n)) || !surface || query === undefined)
    return { ok: false, reason: "invalid" };
  const secret = config(env).PROMOTED_TOKEN_SECRET;
  if (!sameMac(sig, await mac(secret, parts.slice(0, -1).join("."), 16))) return { ok: false, reason: "invalid" };
  const issuedAt = Number(issued);
  if (!sameMac(tag, await viewerTag(secret, await viewerAt(issuedAt * 1000)))) return { ok: false, reason: "foreign" };
  const age = nowMs / 1000 - issuedAt;
  return {
    ok: true,
    token: { campaignId: Number(campaign), adId: Number(ad), pinId: Number(pin), issuedAt, surface, placement, viewerTag: tag, query },
    expired: age > PROMOTED_TOKEN_SECONDS || age < -300,
  };
}

/** Two MACs compared in constant time (node:crypto's, as worker/dev/pact-state/credential.ts does). */
function sameMac(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The delivery token `raw` of the request's viewer, or the beacon's refusal: 400
 * PROMOTED_TOKEN_INVALID for one the Worker did not sign, 403 PROMOTED_TOKEN_FOREIGN for another
 * viewer's (`field` names the body field in the error's data).
 *
 * @example
 * const { token, expired } = await viewerToken(c, userId, body.token, promotedNow(c), "token");
 */
export async function viewerToken(c: Context<ApiEnv>, userId: string | null, raw: string, nowMs: number, field: string) {
  const check = await checkDeliveryToken(c.env, raw, (issuedMs) => promotedViewer(c, userId, issuedMs), nowMs);
  if (!check.ok) throw new ApiError(check.reason === "foreign" ? "PROMOTED_TOKEN_FOREIGN" : "PROMOTED_TOKEN_INVALID", { data: { field } });
  return check;
}
