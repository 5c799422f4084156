/**
 * Why: every sign-in, and every failed attempt on an existing account, is written to the
 * account's history in this one place (docs/decisions/037), and a successful one from a device in
 * a country not seen for 90 days is announced by email (through the outbox, worker/platform/outbox/). It never fails or slows the sign-in: the
 * work runs after the answer (waitUntil, as the reset email: worker/auth/recovery/forgot-password.ts)
 * and an error is logged, not thrown.
 *
 * Failed attempts are thrown deep inside the log-in (a wrong password in login/log-in.ts, a wrong
 * code in two-factor/login-challenge.ts), where the account is known but the request is not: the
 * thrower marks its error with `refusedSignIn`, and `recordRefusedSignIns`, the middleware of the
 * sign-in routes, records the marked error it finds on the context after the handler.
 */
import type { Context, MiddlewareHandler } from "hono";
import { describeUserAgent } from "~common/auth/sessions";
import { deviceKey, isNewDevice, type SignInMethod } from "~common/auth/sign-in-history";
import { sendThroughOutbox } from "../../platform/outbox";
import type { ApiEnv } from "../../platform/types";
import { findUserById } from "../users";
import { newDeviceEmail } from "./new-device-email";
import { writeSignIn, type SignInEntry } from "./store";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The edge's place of the request (request.cf; locally Miniflare's, or /_dev/experiments' country: worker/platform/dev-country.ts). */
function placeOf(req: Request): { country: string | null; city: string | null } {
  const cf = (req as Request & { cf?: Record<string, unknown> }).cf;
  const country = typeof cf?.["country"] === "string" && /^[A-Z]{2}$/.test(cf["country"]) ? cf["country"] : null;
  const city = typeof cf?.["city"] === "string" && cf["city"] !== "" ? cf["city"].slice(0, 100) : null;
  return { country, city };
}

/**
 * Records a sign-in (`ok`) or a failed attempt of account `userId`, with the request's device and
 * place; a successful one from a new device sends the new-device email. Never throws.
 *
 * @example
 * await recordSignIn(c, { userId: user.id, method: "password", ok: true });
 */
export async function recordSignIn(c: Context<ApiEnv>, entry: { userId: string; method: SignInMethod; ok: boolean }): Promise<void> {
  try {
    const now = nowSeconds();
    const row: SignInEntry = {
      ...entry,
      at: now,
      device: deviceKey(describeUserAgent(c.req.header("User-Agent"))),
      ...placeOf(c.req.raw),
    };
    const origin = new URL(c.req.url).origin;
    const work = async () => {
      const known = await writeSignIn(c.env.DB, row, now);
      if (!row.ok || !isNewDevice(known)) return;
      const user = await findUserById(c.env.DB, row.userId);
      if (!user) return;
      await sendThroughOutbox(
        c.env,
        "sign_in_alert",
        await newDeviceEmail({ to: user.email, firstName: user.first_name, entry: row, origin }),
        origin,
      );
    };
    c.executionCtx.waitUntil(work().catch((err: unknown) => console.error("sign-in history", err)));
  } catch (err) {
    console.error("sign-in history", err);
  }
}

const refusals = new WeakMap<object, { userId: string; method: SignInMethod }>();

/**
 * Marks `error` as the refusal of a sign-in attempt on an existing account (a wrong password or
 * two-factor code); returns it, to be thrown.
 *
 * @example
 * throw refusedSignIn(new ApiError("PASSWORD_INCORRECT"), { userId: user.id, method: "password" });
 */
export function refusedSignIn<E extends object>(error: E, attempt: { userId: string; method: SignInMethod }): E {
  refusals.set(error, attempt);
  return error;
}

/**
 * Middleware of the sign-in routes: after the handler, records the failed attempt a marked error
 * stands for (Hono puts the handler's error on `c.error` before the middleware resumes).
 */
export const recordRefusedSignIns: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const attempt = c.error ? refusals.get(c.error) : undefined;
  if (attempt) await recordSignIn(c, { ...attempt, ok: false });
};
