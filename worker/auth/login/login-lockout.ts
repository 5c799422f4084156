/**
 * LoginLockout: one Durable Object per account (named by user id) counting failed log-ins exactly.
 *
 * Every attempt is counted as a failure *before* the password is checked and forgiven on success,
 * so concurrent wrong attempts can never slip past the threshold: the object is single-threaded,
 * and `begin()` both checks and increments in one turn. After `threshold` failures every attempt
 * is refused until the lock ends (auth.md §9: 10 attempts, 30 minutes). Failures older than one
 * lock length are forgotten (a typo a week ago should not count), and an alarm clears storage
 * once nothing is pending so idle objects hold nothing.
 *
 * The same object keeps the timestamps of the account's last failed attempts for the bot check's
 * limit (auth.md §9 "three timestamps within 3600 s", common/auth/bot-check/rules.ts,
 * docs/decisions/021): a log-in that says whether it carries a verified v2 token is refused with
 * `challenge` when the limit is reached without one, in the same turn as the count and before it,
 * so a refused attempt is not counted and concurrent attempts cannot slip past.
 */
import { DurableObject } from "cloudflare:workers";
import { BOT_CHECK_FAILURES_MAX, BOT_CHECK_WINDOW_SECONDS } from "~common/auth/bot-check";
import { needsChallenge, recentFailures } from "~common/auth/bot-check";
import { config } from "../../platform/config";

export interface LockoutPolicy {
  threshold: number;
  lockSeconds: number;
}

/** `failures`: the attempts counted in this window, this one included (it counts until it succeeds). */
export type AttemptVerdict =
  | { allowed: true; failures: number }
  | { allowed: false; retryAfterSeconds: number }
  /** The bot check's limit is reached and the attempt has no verified v2 token (not counted). */
  | { allowed: false; challenge: true };

/** A log-in's side of `begin`: whether it carries a verified v2 token (absent for other callers: no bot check). */
export interface BotCheckAttempt {
  v2Passed: boolean;
}

interface State {
  failures: number;
  /** epoch ms of the last counted attempt */
  lastFailureAt: number;
  /** epoch ms; 0 when not locked */
  lockedUntil: number;
  /** epoch ms of the last failed attempts within the bot check's window (the §9 timestamps), oldest first */
  recent?: number[];
}

const EMPTY: State = { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
const BOT_WINDOW_MS = BOT_CHECK_WINDOW_SECONDS * 1000;

export function lockoutPolicyFromEnv(env: Env): LockoutPolicy {
  const cfg = config(env);
  return { threshold: cfg.LOGIN_LOCKOUT_THRESHOLD, lockSeconds: cfg.LOGIN_LOCKOUT_SECONDS };
}

export class LoginLockout extends DurableObject<Env> {
  private get policy(): LockoutPolicy {
    return lockoutPolicyFromEnv(this.env);
  }

  private async load(now: number): Promise<State> {
    const policy = this.policy;
    const s = (await this.ctx.storage.get<State>("state")) ?? EMPTY;
    if (s.lockedUntil > now) return s;
    // A finished lock, or failures older than one lock length, start a fresh count.
    // The bot check's timestamps outlive the count: they have their own window.
    const recent = recentFailures(s.recent ?? [], now);
    if (s.lockedUntil !== 0 || now - s.lastFailureAt >= policy.lockSeconds * 1000) return { ...EMPTY, recent };
    return { ...s, recent };
  }

  /**
   * Checks the lock and, if open, counts this attempt as a failure until `succeeded()` says
   * otherwise. A log-in passes `bot`: over the bot check's limit without a v2 token it is refused
   * (`challenge`) and not counted.
   */
  async begin(bot?: BotCheckAttempt): Promise<AttemptVerdict> {
    const policy = this.policy;
    const now = Date.now();
    const s = await this.load(now);
    if (s.lockedUntil > now) return { allowed: false, retryAfterSeconds: Math.ceil((s.lockedUntil - now) / 1000) };
    if (bot && !bot.v2Passed && needsChallenge(s.recent ?? [], now)) return { allowed: false, challenge: true };
    s.failures += 1;
    s.lastFailureAt = now;
    s.recent = [...(s.recent ?? []), now].slice(-BOT_CHECK_FAILURES_MAX);
    if (s.failures >= policy.threshold) s.lockedUntil = now + policy.lockSeconds * 1000;
    // Both writes happen in this one turn, so no other attempt can interleave (input/output gates).
    await this.ctx.storage.put("state", s);
    await this.ctx.storage.setAlarm(Math.max(s.lockedUntil, now + Math.max(policy.lockSeconds * 1000, BOT_WINDOW_MS)));
    return { allowed: true, failures: s.failures };
  }

  /** The attempt's password was right: forget earlier failures and any pending lock. */
  async succeeded(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.delete("state");
  }

  /** Current state, for diagnostics and tests. */
  async status(): Promise<State & { locked: boolean }> {
    const now = Date.now();
    const s = await this.load(now);
    return { ...s, locked: s.lockedUntil > now };
  }

  override async alarm(): Promise<void> {
    const s = await this.ctx.storage.get<State>("state");
    const policy = this.policy;
    const now = Date.now();
    const keepFor = Math.max(policy.lockSeconds * 1000, BOT_WINDOW_MS);
    if (!s || (s.lockedUntil <= now && now - s.lastFailureAt >= keepFor)) {
      await this.ctx.storage.deleteAll();
    } else {
      await this.ctx.storage.setAlarm(Math.max(s.lockedUntil, s.lastFailureAt + keepFor));
    }
  }
}

export const lockoutStub = (env: Env, userId: string) => env.LOGIN_LOCKOUT.get(env.LOGIN_LOCKOUT.idFromName(userId));
