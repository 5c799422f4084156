/**
 * Email/username + password log-in (auth.md §4.3, §8.2). The account's LoginLockout object
 * counts the attempt before the password is checked, so the lockout is exact under concurrency.
 *
 * Account states (§2.4, §4.6): a soft-banned account answers ACCOUNT_SOFT_BANNED to any attempt
 * (its password was reset, so its owner cannot know one; the page offers the reset); a suspended
 * or deactivated account says so only to someone who got the password right. From the
 * LOGIN_ASSISTANCE_AFTER-th wrong password in a row (below the lockout), the refusal becomes
 * LOGIN_ASSISTANCE, which offers help before the account locks.
 */
import { ApiError } from "~common/errors";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules";
import { lockoutStub, type BotCheckAttempt } from "./login-lockout";
import { LOGIN_ASSISTANCE_AFTER } from "~common/auth/constants";
import { primaryOf } from "../../platform/d1-sessions";
import { hashPassword, needsRehash, verifyPassword } from "../password";
import type { SessionCreateBody } from "~common/auth/schemas";
import { isPlausibleLoginPassword } from "~common/auth/signup";
import { findUserByEmail, findUserByUsernameOrEmail, updatePasswordHash, type UserRow } from "../users";
import { refusedSignIn } from "../sign-in-history";
import { untrackedDb } from "../../platform/idempotency";

/**
 * `bot`: whether the call carries a verified v2 token; the account's LoginLockout object refuses
 * a log-in over the bot check's limit without one (LOGGED_IN_TOO_QUICKLY, auth.md §8.2, §9).
 */
export async function logInWithPassword(env: Env, body: SessionCreateBody, bot: BotCheckAttempt = { v2Passed: false }): Promise<UserRow> {
  const identifier = (body.username_or_email ?? "").trim();
  if (identifier === "") throw new ApiError("LOGIN_EMAIL_MISSING", { data: { field: "email" } });
  const isEmail = identifier.includes("@");
  if (isEmail && !isEmailFormat(normalizeEmail(identifier))) throw new ApiError("EMAIL_FORMAT", { data: { field: "email" } });
  const password = body.password ?? "";
  if (!isPlausibleLoginPassword(password)) throw new ApiError("PASSWORD_SHAPE", { data: { field: "password" } });

  // On the primary: a lagging replica would still hold an old password or a state since banned.
  const primary = primaryOf(env.DB);
  const user = isEmail ? await findUserByEmail(primary, normalizeEmail(identifier)) : await findUserByUsernameOrEmail(primary, identifier);
  if (!user) throw new ApiError("ACCOUNT_NOT_FOUND", { data: { field: "email" } });
  if (user.account_state === "soft_banned") throw new ApiError("ACCOUNT_SOFT_BANNED");

  // A Google- or Line-only account has no password to check (auth.md §8.2).
  if (user.password_hash === null && user.connected_to_google === 1) throw new ApiError("GOOGLE_ONLY_ACCOUNT");
  // A Facebook-only account: Facebook log-in is retired, so the page points it to recovery (§1, §8.2).
  if (user.password_hash === null && user.connected_to_facebook === 1) throw new ApiError("FACEBOOK_ONLY_ACCOUNT");

  const lockout = lockoutStub(env, user.id);
  const verdict = await lockout.begin(bot);
  if (!verdict.allowed && "challenge" in verdict) throw new ApiError("LOGGED_IN_TOO_QUICKLY");
  if (!verdict.allowed) {
    throw new ApiError("LOGIN_LOCKED", {
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      data: { retry_after_seconds: verdict.retryAfterSeconds },
    });
  }
  const ok = user.password_hash !== null && (await verifyPassword(password, user.password_hash));
  if (!ok) {
    const attempt = { userId: user.id, method: "password" } as const;
    if (verdict.failures >= LOGIN_ASSISTANCE_AFTER) throw refusedSignIn(new ApiError("LOGIN_ASSISTANCE"), attempt);
    throw refusedSignIn(new ApiError("PASSWORD_INCORRECT", { data: { field: "password" } }), attempt);
  }
  // With two-factor on, the attempt stays counted until its code is given (../two-factor/login-challenge.ts).
  if (!user.two_factor_method) await lockout.succeeded();
  if (user.account_state === "suspended") throw new ApiError("ACCOUNT_SUSPENDED");
  if (user.account_state === "deactivated") throw new ApiError("ACCOUNT_DEACTIVATED");

  if (needsRehash(user.password_hash!)) {
    // Housekeeping, not the log-in's change: untracked, so a failure after it lets the keyed retry log in (docs/decisions/051).
    await updatePasswordHash(untrackedDb(env), user.id, await hashPassword(password), Math.floor(Date.now() / 1000));
  }
  return user;
}
