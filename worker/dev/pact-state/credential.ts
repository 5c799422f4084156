/**
 * Why: the Pact contracts are verified against real deployments (docs/contracts-for-partners.md),
 * whose provider states must arrange accounts, mail and devices the public API cannot arrange
 * cheaply, or at all where DEV_TOOLS is off, and must not spend the per-IP rate-limit windows the
 * verified interactions themselves are measured against. One credential grants exactly that: the
 * Worker secret PACT_STATE_SECRET, sent in the X-Pact-State-Secret header. A request carrying it
 * skips the per-IP buckets (worker/platform/middleware/rate-limit.ts) and reaches the
 * provider-state endpoint (./routes.ts); nothing else — no log-in, no per-account lockout, no
 * other check — changes. Unset, or shorter than 32 characters, the credential is never honoured
 * (production's default: the feature is off). docs/decisions/025-pact-provider-states.md.
 */
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { PACT_STATE_HEADER, PACT_STATE_SECRET_MIN_LENGTH } from "~common/platform/pact-state-contracts";
import { config } from "../../platform/config";

/** The configured secret, or null when the feature is off (unset or too short). */
export function pactStateSecret(env: Env): string | null {
  const secret = config(env).PACT_STATE_SECRET;
  return secret !== undefined && secret.length >= PACT_STATE_SECRET_MIN_LENGTH ? secret : null;
}

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/**
 * Whether `presented` is the configured secret, compared in constant time (over SHA-256 digests,
 * so neither the length nor a common prefix shows in the timing).
 *
 * @example
 * await matchesPactStateSecret(env, request.headers.get("x-pact-state-secret"));
 */
export async function matchesPactStateSecret(env: Env, presented: string | null | undefined): Promise<boolean> {
  const secret = pactStateSecret(env);
  if (secret === null || !presented) return false;
  const [a, b] = await Promise.all([digest(presented), digest(secret)]);
  return timingSafeEqual(a, b);
}

/**
 * Whether the request carries the provider-state credential (cached on the request: the rate
 * limit and the endpoint both ask).
 *
 * @example
 * if (await hasPactStateCredential(c)) return next();
 */
export function hasPactStateCredential(c: Context): Promise<boolean> {
  const header = c.req.header(PACT_STATE_HEADER);
  if (!header) return Promise.resolve(false); // the common case: no digest, no await on the secret
  let cached = checks.get(c.req.raw);
  if (!cached) {
    cached = matchesPactStateSecret(c.env as Env, header);
    checks.set(c.req.raw, cached);
  }
  return cached;
}

const checks = new WeakMap<Request, Promise<boolean>>();
