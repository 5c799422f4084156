/**
 * Why: ID tokens are the only proof of a federated identity (auth.md §3 google_open_id_token,
 * line_id_token), so they are verified here with `jose` and nowhere else: signature against the
 * issuer's JWKS (fetched from its discovery document and cached per isolate; an unknown `kid`
 * refetches once, then fails), `alg` from an allow-list (never `none` or HMAC), `iss` equal to the
 * configured issuer, `aud` our client id, `exp` and `iat` (at most MAX_ID_TOKEN_AGE_SECONDS old,
 * none from the future beyond the clock tolerance), and a `nonce` the caller checks against the
 * flow it started (docs/decisions/017).
 */
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from "jose";
import { ApiError } from "~common/errors";
import type { OidcProvider } from "./providers";

/** Asymmetric algorithms only: Google and Line sign with RS256, some identity providers with ES256. */
export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256", "PS256"];
export const MAX_ID_TOKEN_AGE_SECONDS = 3600;
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The issuer's discovery document (cached per isolate; a failed fetch is not cached). */
export function discover(issuer: string): Promise<Discovery> {
  let found = discoveries.get(issuer);
  if (!found) {
    found = (async () => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`discovery of ${issuer} answered ${res.status}`);
      const doc = (await res.json()) as Partial<Discovery>;
      if (doc.issuer?.replace(/\/$/, "") !== issuer) throw new Error(`discovery of ${issuer} names issuer ${doc.issuer}`);
      for (const k of ["authorization_endpoint", "token_endpoint", "jwks_uri"] as const) {
        if (typeof doc[k] !== "string") throw new Error(`discovery of ${issuer} lacks ${k}`);
      }
      return doc as Discovery;
    })();
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

function keySet(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    keySets.set(jwksUri, set);
  }
  return set;
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  nonce: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** Why a token was refused, for logs and tests (never shown to the person). */
export type IdTokenRefusal = "signature" | "kid" | "alg" | "iss" | "aud" | "exp" | "iat" | "nonce" | "claims" | "malformed";

export class IdTokenError extends Error {
  override name = "IdTokenError";
  constructor(
    readonly reason: IdTokenRefusal,
    detail: string,
  ) {
    super(`ID token refused (${reason}): ${detail}`);
  }
}

function refusal(err: unknown): IdTokenError {
  if (err instanceof IdTokenError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  // maxTokenAge answers JWTExpired naming the iat claim: "issued too long ago" is an iat refusal.
  if (err instanceof errors.JWTExpired) return new IdTokenError(err.claim === "iat" ? "iat" : "exp", detail);
  if (err instanceof errors.JWTClaimValidationFailed) {
    const claim = err.claim;
    if (claim === "iss" || claim === "aud" || claim === "iat" || claim === "nonce") return new IdTokenError(claim, detail);
    if (claim === "exp" || claim === "nbf") return new IdTokenError("exp", detail);
    return new IdTokenError("claims", detail);
  }
  if (err instanceof errors.JWKSNoMatchingKey) return new IdTokenError("kid", detail);
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return new IdTokenError("alg", detail);
  if (err instanceof errors.JWSSignatureVerificationFailed) return new IdTokenError("signature", detail);
  return new IdTokenError("malformed", detail);
}

/**
 * Verifies an ID token of `provider` and returns its claims; `expectedNonce` is the nonce of the
 * flow the token must belong to. Throws IdTokenError with the reason.
 *
 * @example
 * const claims = await verifyIdToken(token, oidcProvider(env, "google"), flow.nonce);
 */
export async function verifyIdToken(token: string, provider: OidcProvider, expectedNonce: string): Promise<IdTokenClaims> {
  try {
    const { jwks_uri } = await discover(provider.issuer);
    const { payload } = await jwtVerify(token, keySet(jwks_uri), {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: [provider.issuer, `${provider.issuer}/`],
      audience: provider.clientId,
      requiredClaims: ["sub", "iat", "exp", "nonce"],
      maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (typeof payload.nonce !== "string" || payload.nonce !== expectedNonce)
      throw new IdTokenError("nonce", "nonce does not match the flow");
    if (typeof payload.sub !== "string" || payload.sub === "") throw new IdTokenError("claims", "no subject");
    return payload as IdTokenClaims;
  } catch (err) {
    throw refusal(err);
  }
}

/**
 * The token's `nonce` claim without verifying anything: only to find the flow whose nonce the
 * token must then be verified against.
 */
export function unverifiedNonce(token: string): string | null {
  try {
    const { nonce } = decodeJwt(token);
    return typeof nonce === "string" ? nonce : null;
  } catch {
    return null;
  }
}

/** The API error for any refused ID token: one answer, whatever the reason (logged). */
export function idTokenApiError(err: IdTokenError, provider: string): ApiError {
  console.warn(`${provider}: ${err.message}`);
  return new ApiError("ID_TOKEN_INVALID", { data: { field: provider } });
}
