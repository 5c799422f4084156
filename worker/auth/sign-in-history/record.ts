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
import { outboxEmail, sendThroughOutbox } from "../../platform/outbox";
import type { ApiEnv } from "../../platform/types";
import { findUserById } from "../users";
import { newDeviceEmail } from "./new-device-email";
import { newDeviceCondition, signInWrites, writeSignIn, type SignInEntry } from "./store";

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

const both = (a: { sql: string; params: unknown[] }, b?: { sql: string; params: unknown[] }) =>
  b ? { sql: `(${a.sql}) AND (${b.sql})`, params: [...a.params, ...b.params] } : a;

/** A successful sign-in's writes, to go in the batch that stores its session (see startSession). */
export interface SignInBatch {
  statements: D1PreparedStatement[];
  /** The new-device alert's outbox row (written only for a new device): the session code hands it to deliverSoon after the batch. */
  outboxId: string;
}

/**
 * A successful sign-in's history row and, from a new device, its alert email's outbox row, as
 * statements for the batch that stores the session: the sign-in, its record and its alert land
 * together or not at all (issue 35: no email lost with a dropped waitUntil).
 *
 * @example
 * await startSession(c, user, await signInBatch(c, user, "password"));
 */
export async function signInBatch(
  c: Context<ApiEnv>,
  user: { id: string; email: string; first_name: string },
  method: SignInMethod,
  /** An SQL condition the writes need to hold in the batch (a passkey's insert having happened). */
  onlyIf?: { sql: string; params: unknown[] },
): Promise<SignInBatch> {
  const now = nowSeconds();
  const row: SignInEntry = {
    userId: user.id,
    method,
    ok: true,
    at: now,
    device: deviceKey(describeUserAgent(c.req.header("User-Agent"))),
    ...placeOf(c.req.raw),
  };
  const origin = new URL(c.req.url).origin;
  const alert = outboxEmail(
    c.env.DB,
    "sign_in_alert",
    await newDeviceEmail({ to: user.email, firstName: user.first_name, entry: row, origin }),
    origin,
    { onlyIf: both(newDeviceCondition(row, now), onlyIf) },
  );
  return { statements: [alert.statement, ...signInWrites(c.env.DB, row, now, onlyIf)], outboxId: alert.id };
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
