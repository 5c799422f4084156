/**
 * Why: production bot protection is Google reCAPTCHA (auth.md §7; docs/decisions/021). A token is
 * only worth what Google's siteverify says about it (success, and for v3 the score and action), so
 * each one is sent there with the key's secret. Google spends a token on its first verification.
 * A siteverify that cannot be reached or answers an error is "unavailable", never a 500: the bot
 * check then goes on without that signal (common/auth/bot-check/rules.ts).
 */
import { z } from "zod";
import { BOT_CHECK_TOKEN_TIMEOUT_MS } from "~common/auth/bot-check";
import type { TokenVerdict } from "~common/auth/bot-check/rules";

export const SITEVERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** The fields of siteverify's answer we use (https://developers.google.com/recaptcha/docs/verify). */
const SiteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/**
 * Asks siteverify about `token`. `url` is Google's unless a test points it elsewhere.
 *
 * @example
 * const verdict = await siteverify({ secret: env.RECAPTCHA_SECRET, token, remoteIp: "203.0.113.7" });
 */
export async function siteverify({
  secret,
  token,
  remoteIp,
  url = SITEVERIFY_URL,
}: {
  secret: string;
  token: string;
  remoteIp?: string;
  url?: string;
}): Promise<TokenVerdict> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== "local" && !remoteIp.startsWith("h:")) form.set("remoteip", remoteIp);
  let answer: z.infer<typeof SiteverifyAnswer>;
  try {
    const res = await fetch(url, { method: "POST", body: form, signal: AbortSignal.timeout(BOT_CHECK_TOKEN_TIMEOUT_MS) });
    if (!res.ok) return { status: "unavailable" };
    const parsed = SiteverifyAnswer.safeParse(await res.json());
    if (!parsed.success) return { status: "unavailable" };
    answer = parsed.data;
  } catch {
    return { status: "unavailable" };
  }
  if (!answer.success) return { status: "invalid", reason: (answer["error-codes"] ?? ["unsuccessful"]).join(",") };
  return { status: "valid", score: answer.score ?? null, action: answer.action ?? null };
}
