/**
 * Forgot password (auth.md §2.3, §7 POST /v3/users/forgot_password/). The answer must not tell
 * whether an account exists: both paths give the same status and body, and do the same work before
 * answering — one user look-up, one exact per-account counter upsert (keyed by the user, or by the
 * SHA-256 of the identifier when there is none, so unknown identifiers are limited the same way),
 * one token made and hashed. Storing the link with its email's outbox row (one batch) and handing
 * the row to the queue happen after the answer (waitUntil), so their cost never shows in the response time; `npm run bench` measures the
 * remaining difference (scripts/bench.mjs, forgot-password timing).
 */
import type { Context } from "hono";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules";
import type { ForgotPasswordBody } from "~common/auth/recovery/schemas";
import { ApiError } from "~common/errors";
import { deliverSoon, outboxEmail } from "../../platform/outbox";
import { config } from "../../platform/config";
import type { ApiEnv } from "../../platform/types";
import { findUserByEmail, findUserByUsernameOrEmail, type UserRow } from "../users";
import { newToken } from "../sessions";
import { countAttempt, sweepAttempts } from "./attempt-counter";
import { resetEmail, resetLinkUrl } from "./reset-email";
import { insertResetLink, sha256Hex, sweepResetLinks } from "./reset-links";

type UserWithGeneration = UserRow & { password_generation: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function requestPasswordReset(c: Context<ApiEnv>, body: ForgotPasswordBody): Promise<void> {
  const identifier = (body.username_or_email ?? "").trim();
  if (identifier === "") throw new ApiError("LOGIN_EMAIL_MISSING", { data: { field: "email" } });
  const isEmail = identifier.includes("@");
  const normalized = isEmail ? normalizeEmail(identifier) : identifier.toLowerCase();
  if (isEmail && !isEmailFormat(normalized)) throw new ApiError("EMAIL_FORMAT", { data: { field: "email" } });

  const cfg = config(c.env);
  const now = nowSeconds();
  const db = c.env.DB;
  const user = (
    isEmail ? await findUserByEmail(db, normalized) : await findUserByUsernameOrEmail(db, identifier)
  ) as UserWithGeneration | null;
  // From here both paths do the same work until the answer.
  const [identifierHash, token] = [await sha256Hex(normalized), newToken()];
  const tokenHash = await sha256Hex(token);
  const attempt = await countAttempt(db, user ? `reset:u:${user.id}` : `reset:i:${identifierHash}`, cfg.RESET_EMAILS_WINDOW_SECONDS, now);
  if (attempt.count > cfg.RESET_EMAILS_PER_ACCOUNT_MAX) {
    throw new ApiError("RESET_EMAILS_LIMITED", {
      headers: { "Retry-After": String(attempt.retryAfterSeconds) },
      data: { retry_after_seconds: attempt.retryAfterSeconds },
    });
  }

  const origin = new URL(c.req.url).origin;
  const after = async () => {
    if (user) {
      const message = await resetEmail({ to: user.email, firstName: user.first_name, kind: body.type, link: resetLinkUrl(origin, token) });
      const mail = outboxEmail(db, "password_reset", message, origin);
      // The link and its email land together: never a link nobody is told of, nor an email with a dead link.
      await db.batch([
        insertResetLink(db, {
          tokenHash,
          userId: user.id,
          generation: user.password_generation,
          kind: body.type,
          now,
          expiresAt: now + cfg.PASSWORD_RESET_TOKEN_SECONDS,
        }),
        mail.statement,
      ]);
      await deliverSoon(c.env, [mail.id]);
    }
    await Promise.all([sweepAttempts(db, now), sweepResetLinks(db, now)]);
  };
  c.executionCtx.waitUntil(after().catch((err: unknown) => console.error("forgot password: after the answer", err)));
}
