/**
 * Why: a Conversions API access token is a bearer secret a shop's server holds; a stolen database
 * must not yield it, so only its SHA-256 is stored and it is shown once. Revoking is immediate: every
 * event request marks its token used, a write, so the lookup is the primary's.
 */
import { ACCESS_TOKENS_MAX, sha256Hex as hashOf, type AccessToken } from "~common/business/conversions";
import { ApiError } from "~common/errors";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());

interface TokenRow {
  id: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}
const view = (r: TokenRow): AccessToken => ({
  id: String(r.id),
  name: r.name,
  created_at: iso(r.created_at)!,
  last_used_at: iso(r.last_used_at),
  revoked_at: iso(r.revoked_at),
});

/** The ad account's live tokens, newest first (a revoked one is gone from the page as from the API). */
export async function listTokens(db: D1Database, advertiserId: number): Promise<AccessToken[]> {
  const { results } = await db
    .prepare(
      "SELECT id, name, created_at, last_used_at, revoked_at FROM conversion_access_tokens WHERE advertiser_id = ? AND revoked_at IS NULL ORDER BY id DESC",
    )
    .bind(advertiserId)
    .all<TokenRow>();
  return results.map(view);
}

/**
 * A new token for the ad account; the insert counts the live ones itself, so ten at once cannot make eleven.
 *
 * @example
 * const { token } = await createToken(env.DB, { advertiserId: 7, name: "Shop server", actor: viewer.id, now });
 */
export async function createToken(db: D1Database, input: { advertiserId: number; name: string; actor: string; now: number }) {
  const token = `pinc_${hex(crypto.getRandomValues(new Uint8Array(32)))}`;
  const row = await db
    .prepare(
      `INSERT INTO conversion_access_tokens (advertiser_id, name, token_hash, created_by, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5 WHERE (SELECT COUNT(*) FROM conversion_access_tokens WHERE advertiser_id = ?1 AND revoked_at IS NULL) < ?6
       RETURNING id, name, created_at, last_used_at, revoked_at`,
    )
    .bind(input.advertiserId, input.name, await hashOf(token), input.actor, input.now, ACCESS_TOKENS_MAX)
    .first<TokenRow>();
  if (!row) throw new ApiError("CONVERSION_TOKENS_MAX");
  return { ...view(row), token };
}

export async function revokeToken(db: D1Database, advertiserId: number, tokenId: number, now: number): Promise<AccessToken> {
  const row = await db
    .prepare(
      `UPDATE conversion_access_tokens SET revoked_at = COALESCE(revoked_at, ?3) WHERE advertiser_id = ?1 AND id = ?2
       RETURNING id, name, created_at, last_used_at, revoked_at`,
    )
    .bind(advertiserId, tokenId, now)
    .first<TokenRow>();
  if (!row) throw new ApiError("CONVERSION_TOKEN_NOT_FOUND", { data: { field: "tokenId" } });
  return view(row);
}

/**
 * The token's id when `authorization` is a live token of this ad account, else CONVERSION_TOKEN_INVALID
 * (one answer for unknown, revoked and another account's: nothing to probe). Marks it used.
 */
export async function authenticate(db: D1Database, advertiserId: number, authorization: string | undefined, now: number): Promise<number> {
  const token = /^Bearer (pinc_[0-9a-f]{64})$/.exec(authorization ?? "")?.[1];
  if (!token) throw new ApiError("CONVERSION_TOKEN_INVALID", { data: { field: "authorization" } });
  // A write: on the primary, so a token revoked a moment ago is refused (no replica decides it).
  const row = await db
    .prepare(
      `UPDATE conversion_access_tokens SET last_used_at = ?3 WHERE token_hash = ?1 AND advertiser_id = ?2 AND revoked_at IS NULL RETURNING id`,
    )
    .bind(await hashOf(token), advertiserId, now)
    .first<{ id: number }>();
  if (!row) throw new ApiError("CONVERSION_TOKEN_INVALID", { data: { field: "authorization" } });
  return row.id;
}
