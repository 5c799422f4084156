/**
 * Why: the API's handlers ask one question — what do this call's bot-protection tokens say
 * (auth.md §3 recaptchaV2Token, recaptchaV3Token; docs/decisions/021) — whichever service made
 * them. `botCheckVerifier` answers with Google's siteverify when the RECAPTCHA_SECRET secret is
 * set and with the local stand-in's verifier (./local-tokens.ts) otherwise; both behind the same
 * interface, so the handlers and the rule (common/auth/bot-check/rules.ts) never know which.
 */
import type { TokenVerdict } from "~common/auth/bot-check/rules";
import { botCheckSetup } from "~common/auth/bot-check/service";
import { config } from "../../platform/config";
import { verifyLocalToken, type TokenKind } from "./local-tokens";
import { siteverify } from "./recaptcha";

export interface BotCheckVerifier {
  /** "recaptcha" (Google) or "local" (the stand-in of ./stand-in.ts). */
  readonly provider: "recaptcha" | "local";
  /** The token's verdict; spends it. Never throws for a bad token. */
  verify(kind: TokenKind, token: string, remoteIp: string): Promise<TokenVerdict>;
}

/**
 * The verifier of this deployment.
 *
 * @example
 * const verdict = await botCheckVerifier(c.env).verify("v3", body.recaptchaV3Token, ip);
 */
export function botCheckVerifier(env: Env): BotCheckVerifier {
  const cfg = config(env);
  const v3Secret = cfg.RECAPTCHA_SECRET ?? "";
  const v2Secret = cfg.RECAPTCHA_V2_SECRET ?? "";
  if (botCheckSetup(env).provider === "recaptcha") {
    return {
      provider: "recaptcha",
      verify: (kind, token, remoteIp) =>
        cfg.OUTBOUND_FETCH === "off"
          ? Promise.resolve({ status: "unavailable" })
          : siteverify({ secret: kind === "v2" ? v2Secret : v3Secret, token, remoteIp }),
    };
  }
  return { provider: "local", verify: (kind, token) => verifyLocalToken(env.DB, cfg.BOT_CHECK_LOCAL_SECRET, kind, token) };
}

/** What a call's tokens say: each verdict, or null for a token not sent. */
export interface BotCheckTokens {
  v2: TokenVerdict | null;
  v3: TokenVerdict | null;
}

/**
 * Verifies the tokens a call carries. A v2 token that passes makes the v3 one moot (it is not
 * asked about, nor spent).
 *
 * @example
 * const tokens = await verifyBotTokens(c.env, body, ip);
 * const refusal = botCheck({ flow: "login", actions: ["login"], ...tokens, now: Date.now() });
 */
export async function verifyBotTokens(
  env: Env,
  body: { recaptchaV2Token?: string; recaptchaV3Token?: string },
  remoteIp: string,
): Promise<BotCheckTokens> {
  const verifier = botCheckVerifier(env);
  const v2 = body.recaptchaV2Token ? await verifier.verify("v2", body.recaptchaV2Token, remoteIp) : null;
  if (v2?.status === "valid") return { v2, v3: null };
  const v3 = body.recaptchaV3Token ? await verifier.verify("v3", body.recaptchaV3Token, remoteIp) : null;
  return { v2, v3 };
}
