/**
 * Changing the password while logged in (/settings/security), or setting a first one on an account
 * without (password_hash NULL: a social-only account). The current password is required when there
 * is one; wrong ones are counted per account before checking, exactly (attempt-counter.ts), and
 * refused past LOGIN_LOCKOUT_THRESHOLD within LOGIN_LOCKOUT_SECONDS, the log-in lockout's numbers
 * (auth.md §9). The new password follows business.md §5 and must not be known from breaches
 * (worker/auth/breached-password/). Every other session of the account ends
 * (session_version is bumped, as a reset does, and their index rows deleted); this one is kept,
 * re-issued under the new version with a fresh token (current-session.ts reissueSession).
 */
import type { Context } from "hono";
import type { ChangePasswordBody } from "~common/auth/recovery/schemas";
import { checkPassword } from "~common/auth/rules";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";
import { untrackedDb } from "../../platform/idempotency";
import type { ApiEnv } from "../../platform/types";
import { breachedPasswordsFor, refuseIfBreached } from "../breached-password";
import { hashPassword, verifyPassword } from "../password";
import { isCommonPassword } from "../password";
import { reissueSession } from "../sessions";
import { deleteSessionRows } from "../sessions";
import type { ViewerSession } from "../sessions";
import { ruleError } from "../signup";
import { clearAttempts, countAttempt } from "./attempt-counter";
import { setPassword } from "./reset-links";

/**
 * Resolves with the KV keys of the sessions that ended (the caller deletes them after answering).
 */
export async function changePassword(c: Context<ApiEnv>, session: ViewerSession, body: ChangePasswordBody): Promise<string[]> {
  const { user } = session;
  const db = c.env.DB;
  const now = Math.floor(Date.now() / 1000);
  if (user.password_hash !== null) {
    const current = body.current_password ?? "";
    if (current === "") throw new ApiError("CURRENT_PASSWORD_MISSING", { data: { field: "current_password" } });
    const cfg = config(c.env);
    const key = `pwcheck:${user.id}`;
    // The checks' counter is not the change: untracked, or a failure after it would keep the 500 for the key (docs/decisions/051).
    const attempt = await countAttempt(untrackedDb(c.env), key, cfg.LOGIN_LOCKOUT_SECONDS, now);
    if (attempt.count > cfg.LOGIN_LOCKOUT_THRESHOLD) {
      throw new ApiError("PASSWORD_CHECKS_LIMITED", {
        headers: { "Retry-After": String(attempt.retryAfterSeconds) },
        data: { retry_after_seconds: attempt.retryAfterSeconds },
      });
    }
    if (!(await verifyPassword(current, user.password_hash))) {
      throw new ApiError("CURRENT_PASSWORD_INCORRECT", { data: { field: "current_password" } });
    }
    await clearAttempts(untrackedDb(c.env), key);
  }
  const failure = checkPassword("business", body.new_password, { email: user.email, username: user.username }, isCommonPassword);
  if (failure) throw ruleError(failure);
  await refuseIfBreached(breachedPasswordsFor(c.env).count(body.new_password!));

  const version = await setPassword(db, user.id, await hashPassword(body.new_password!), now);
  if (version === null) throw new ApiError("AUTH_REQUIRED");
  const ended = await deleteSessionRows(db, user.id, session.record.sid!);
  await reissueSession(c, session, { ...user, session_version: version });
  return ended;
}
