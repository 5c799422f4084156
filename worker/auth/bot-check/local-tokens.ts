/**
 * Why: the local stand-in for Google reCAPTCHA (docs/decisions/021) must behave like the real
 * service where our code depends on it: a token proves it was minted by the service, for one kind
 * (v2 or v3), one v3 action and a score, lives 120 s and works once. The stand-in's tokens are
 * HS256 JWTs (jose) signed with BOT_CHECK_LOCAL_SECRET; their ids are spent in D1
 * (migrations/0045) when verified, so a replay is refused even across isolates.
 */
import { jwtVerify, SignJWT } from "jose";
import { BOT_CHECK_TOKEN_SECONDS } from "~common/auth/constants";
import type { TokenVerdict } from "~common/auth/rules/bot-check";

export type TokenKind = "v2" | "v3";

const ISSUER = "pinboard-bot-check-local";

export interface LocalTokenClaims {
  kind: TokenKind;
  /** v3 only: the action the page asked for ("login", "signup"). */
  action?: string;
  /** v3 only: 0.0 (a bot) to 1.0 (a person). */
  score?: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A stand-in token. `issuedAt` (epoch seconds, default now) lets tests make expired ones.
 *
 * @example
 * const token = await mintLocalToken(secret, { kind: "v3", action: "login", score: 0.9 });
 */
export async function mintLocalToken(secret: string, claims: LocalTokenClaims, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
  const jwt = new SignJWT({ ...(claims.action !== undefined && { action: claims.action }), ...(claims.score !== undefined && { score: claims.score }) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(claims.kind)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BOT_CHECK_TOKEN_SECONDS);
  return jwt.sign(keyOf(secret));
}

/**
 * Verifies a stand-in token of `kind` and spends it: invalid when forged, of the other kind,
 * expired or already used; valid with its score and action otherwise. Never throws for a bad token.
 *
 * @example
 * const verdict = await verifyLocalToken(env.DB, secret, "v2", token); // { status: "valid", score: null, action: null }
 */
export async function verifyLocalToken(db: D1Database, secret: string, kind: TokenKind, token: string): Promise<TokenVerdict> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: ["HS256"], issuer: ISSUER, audience: kind, requiredClaims: ["jti", "exp", "iat"] }));
  } catch (err) {
    return { status: "invalid", reason: err instanceof Error ? err.name : "unverifiable" };
  }
  const score = typeof payload["score"] === "number" ? payload["score"] : null;
  const action = typeof payload["action"] === "string" ? payload["action"] : null;
  const now = Math.floor(Date.now() / 1000);
  const [, spent] = await db.batch([
    db.prepare("DELETE FROM bot_check_tokens_used WHERE expires_at < ?").bind(now),
    db.prepare("INSERT INTO bot_check_tokens_used (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING").bind(payload.jti!, payload.exp!),
  ]);
  if (spent!.meta.changes !== 1) return { status: "invalid", reason: "used" };
  return { status: "valid", score: kind === "v3" ? score : null, action: kind === "v3" ? action : null };
}
