/**
 * Why: the local stand-in for Google reCAPTCHA (docs/decisions/021) must behave like the real
 * service where our code depends on it: a token proves it was minted by the service, for one kind
 * (v2 or v3), one v3 action and a score, lives 120 s and works once. The stand-in's tokens are
 * HS256 JWTs (jose) signed with BOT_CHECK_LOCAL_SECRET; their ids are spent in D1
 * (migrations/0047) when verified, so a replay is refused even across isolates.
 */
import { jwtVerify, SignJWT } from "jose";
import { BOT_CHECK_TOKEN_SECONDS } from "~common/auth/bot-check";
import type { TokenVerdict } from "~common/auth/bot-check/rules";

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
  const jwt = new SignJWT({
    ...(claims.action !== undefined && { action: claims.action }),
    ...(claims.score !== undefined && { score: claims.score }),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(claims.kind)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + BOT_CHECK_TOKEN_SECONDS);
  return jwt.sign(keyOf(secret));
}

/** A stand-in token that checked out: its id and expiry (to spend it) and its verdict. */
export type ReadToken = { status: "valid"; jti: string; exp: number; verdict: TokenVerdict } | { status: "invalid"; reason: string };

/**
 * Checks a stand-in token of `kind` without spending it: invalid when forged, of the other kind or
 * expired. Never throws for a bad token.
 *
 * @example
 * const read = await readLocalToken(secret, "v3", token); // { status: "valid", jti, exp, verdict: { status: "valid", score: 0.9, action: "login" } }
 */
export async function readLocalToken(secret: string, kind: TokenKind, token: string): Promise<ReadToken> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: kind,
      requiredClaims: ["jti", "exp", "iat"],
    }));
  } catch (err) {
    return { status: "invalid", reason: err instanceof Error ? err.name : "unverifiable" };
  }
  const score = kind === "v3" && typeof payload["score"] === "number" ? payload["score"] : null;
  const action = kind === "v3" && typeof payload["action"] === "string" ? payload["action"] : null;
  return { status: "valid", jti: payload.jti!, exp: payload.exp!, verdict: { status: "valid", score, action } };
}

/**
 * Verifies a stand-in token of `kind` and spends it (`readLocalToken`, then its id into D1): also
 * invalid when already used.
 *
 * @example
 * const verdict = await verifyLocalToken(env.DB, secret, "v2", token); // { status: "valid", score: null, action: null }
 */
export async function verifyLocalToken(db: D1Database, secret: string, kind: TokenKind, token: string): Promise<TokenVerdict> {
  const read = await readLocalToken(secret, kind, token);
  if (read.status === "invalid") return read;
  const [, spent] = await db.batch([
    db.prepare("DELETE FROM bot_check_tokens_used WHERE expires_at < ?").bind(Math.floor(Date.now() / 1000)),
    db.prepare("INSERT INTO bot_check_tokens_used (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING").bind(read.jti, read.exp),
  ]);
  if (spent!.meta.changes !== 1) return { status: "invalid", reason: "used" };
  return read.verdict;
}
