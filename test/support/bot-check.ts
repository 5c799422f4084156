/**
 * Tokens of the local bot-check stand-in (worker/auth/bot-check/, docs/decisions/021) for tests:
 * asked of the Worker as a page would (`standInToken`), or signed here with the Worker's
 * BOT_CHECK_LOCAL_SECRET where a test needs one the stand-in would never give (expired, forged).
 */
import { STAND_IN_TOKENS_PATH } from "~common/auth/bot-check/service";
import { mintLocalToken, type LocalTokenClaims } from "~worker/auth/bot-check/local-tokens";
import type { RunningWorker } from "./worker-harness";

/** A browser's user agent (the stand-in scores it as a person) and a tool's (scored as a bot). */
export const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
export const BOT_UA = "curl/8.11.1";

/**
 * A fresh token from the Worker's stand-in: v2 (the checkbox ticked) or v3 for `action`, scored by
 * `userAgent`.
 *
 * @example
 * await logIn(client, email, password).then(…) // with { recaptchaV2Token: await standInToken(worker, "v2") }
 */
export async function standInToken(
  worker: RunningWorker,
  kind: "v2" | "v3",
  { action = "login", userAgent = PERSON_UA } = {},
): Promise<string> {
  const res = await worker.fetch(STAND_IN_TOKENS_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify(kind === "v2" ? { kind } : { kind, action }),
  });
  const body = (await res.json()) as { resource_response?: { data?: { token?: string } } };
  const token = body.resource_response?.data?.token;
  if (res.status !== 200 || !token) throw new Error(`stand-in token: HTTP ${res.status} ${JSON.stringify(body)}`);
  return token;
}

/** A token signed with the Worker's own key, with any claims and issue time (epoch seconds). */
export async function signedToken(worker: RunningWorker, claims: LocalTokenClaims, issuedAt?: number): Promise<string> {
  const env = await worker.env();
  return mintLocalToken(env.BOT_CHECK_LOCAL_SECRET, claims, issuedAt);
}
