/**
 * Using a password reset link (auth.md §2.3; /password/reset/{token}): check it, and set the new
 * password under business.md §5's rules (8+ printable ASCII, not the username, not weak) and not
 * one known from breaches (worker/auth/breached-password/). A reset
 * ends every session of the account (users.session_version and the D1 session index), clears the
 * log-in lockout (the LoginLockout Durable Object of worker/auth/login/) so the new password works
 * at once, and works while the account is locked out: the lockout guards log-ins, not links. A
 * soft-banned or deactivated account is active again after it (auth.md §8.2); a suspended one not.
 * Unless asked not to, it removes every passkey too: whoever held the account may have added one,
 * and a passkey outlives a password (docs/decisions/038). All of it that is D1 is one batch (one
 * transaction), with a pending clear of the lockout, which lives in a Durable Object: once the
 * batch committed the reset has happened, and a lockout clear that fails is retried by the cron
 * (./lockout-clears.ts; docs/decisions/049).
 */
import { checkPassword } from "~common/auth/rules";
import { ApiError } from "~common/errors";
import { breachedPasswordsFor, refuseIfBreached } from "../breached-password";
import { deleteAllPasskeysWhen } from "../passkeys";
import { hashPassword } from "../password";
import { isCommonPassword } from "../password";
import { deleteSessionRowsWhen } from "../sessions";
import { ruleError } from "../signup";
import { clearLockout, pendingClearWhen } from "./lockout-clears";
import { findResetLink, sha256Hex, USED_BY_THIS_RESET, useLinkAndSetPassword, type ResetLinkRow } from "./reset-links";

/** A token as newToken() makes them: 22 base64url characters (128 bits). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** The link's user when the link can still be used; otherwise the reason as an ApiError. */
export async function liveResetLink(db: D1Database, token: string, now: number): Promise<ResetLinkRow & { tokenHash: string }> {
  if (!TOKEN_SHAPE.test(token)) throw new ApiError("RESET_LINK_INVALID");
  const tokenHash = await sha256Hex(token);
  const link = await findResetLink(db, tokenHash);
  if (!link || link.used_at !== null || link.link_generation !== link.password_generation) throw new ApiError("RESET_LINK_INVALID");
  if (link.expires_at <= now) throw new ApiError("RESET_LINK_EXPIRED");
  return { ...link, tokenHash };
}

/**
 * Sets the password with a reset link and ends the account's sessions. Resolves with the KV keys
 * of the sessions that ended (the caller deletes them after answering: D1 already ended them).
 * `failLockoutClear` (local test runs only) makes the lockout clear after the batch fail.
 */
export async function resetPasswordWithLink(
  env: Env,
  body: { token: string; new_password?: string; remove_passkeys?: boolean },
  now: number,
  failLockoutClear = false,
): Promise<string[]> {
  const { token, new_password: newPassword } = body;
  const link = await liveResetLink(env.DB, token, now);
  const failure = checkPassword("business", newPassword, { email: link.email, username: link.username }, isCommonPassword);
  if (failure) throw ruleError(failure);
  await refuseIfBreached(breachedPasswordsFor(env).count(newPassword!));
  const db = env.DB;
  const useId = crypto.randomUUID();
  const guard = [link.tokenHash, useId];
  // Every statement after the first two acts only if this request used the link (USED_BY_THIS_RESET).
  const [, set, ended] = await db.batch<{ token_key: string }>([
    ...useLinkAndSetPassword(db, link.tokenHash, await hashPassword(newPassword!), useId, now),
    deleteSessionRowsWhen(db, link.id, USED_BY_THIS_RESET, guard),
    pendingClearWhen(db, link.id, USED_BY_THIS_RESET, guard, useId, now),
    ...(body.remove_passkeys !== false ? [deleteAllPasskeysWhen(db, link.id, USED_BY_THIS_RESET, guard)] : []),
  ]);
  // Another request used the link (or set a password) between the check and now.
  if ((set?.meta.changes ?? 0) !== 1) throw new ApiError("RESET_LINK_INVALID");
  await clearLockout(env, { id: useId, user_id: link.id, tries: 0 }, now, failLockoutClear);
  return (ended?.results ?? []).map((r) => r.token_key);
}
