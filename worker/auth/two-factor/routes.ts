/**
 * Why: two-factor authentication's settings (/settings/security; docs/decisions/019), registered
 * against common/auth/two-factor/contracts.ts: set it up with an authenticator app (a new key, its
 * QR code drawn by the page) or email (a code sent), turn it on with the first code (the answer
 * holds the ten backup codes, once), turn it off with a fresh code. Every code check is counted
 * exactly before it is judged: a set-up's tries on its challenge row, turning off in the per-account
 * attempt counter (both one conditional D1 statement); emails per account in the same counter.
 * No per-IP limit but on new backup codes (their proof is a guess, as on the other fresh-proof
 * routes): every route needs a session, and the per-account counts are the tighter ones.
 */
import type { Context } from "hono";
import {
  BACKUP_CODES_REGENERATIONS_MAX,
  BACKUP_CODES_WINDOW_SECONDS,
  MFA_CODE_SECONDS,
  MFA_MAX_TRIES,
  MFA_RESENDS_MAX,
} from "~common/auth/constants";
import { checkMfaCode, emailHint, formatBackupCode, mfaCodeKind, normalizeMfaCode } from "~common/auth/two-factor/rules";
import {
  disableTwoFactorRoute,
  enableTwoFactorRoute,
  twoFactorCodeRoute,
  twoFactorSetupRoute,
  twoFactorStatusRoute,
} from "~common/auth/two-factor/contracts";
import { regenerateBackupCodesRoute } from "~common/auth/two-factor/backup-codes";
import type { TwoFactorStatus } from "~common/auth/two-factor/schemas";
import { ApiError } from "~common/errors";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import type { UserRow } from "../users";
import { attemptsSoFar, clearAttempts, countAttempt } from "../recovery";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { proveOwner } from "../passkeys";
import { untrackedDb } from "../../platform/idempotency";
import { backupScope, codeEmail, codeIncorrect, emailScope, judgeCode, newBackupCodes, newEmailCode } from "./codes";
import { deliverSoon } from "../../platform/outbox";
import { codeHash, randomToken, sealSecret } from "./keys";
import {
  backupCodesLeft,
  createChallenge,
  disableTwoFactor,
  enableTwoFactor,
  liveChallengeOf,
  replaceBackupCodes,
  takeTry,
  useChallenge,
} from "./store";
import { newTotpSecret, totpUri } from "./totp";

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function status(db: D1Database, user: UserRow): Promise<TwoFactorStatus> {
  const method = user.two_factor_method;
  return { enabled: method !== null, method, backup_codes_left: method ? await backupCodesLeft(db, user.id) : 0 };
}

/** §5 field checks of a code, before it costs a try. */
function checkedCode(raw: string): string {
  const failure = checkMfaCode(raw);
  if (failure) throw new ApiError(failure.error, { data: { field: failure.field } });
  return raw;
}

/** Codes emailed to one account: the first and MFA_RESENDS_MAX more per MFA_CODE_SECONDS. */
async function countEmail(c: Context<ApiEnv>, userId: string, now: number) {
  const attempt = await countAttempt(c.env.DB, `2fa:mail:${userId}`, MFA_CODE_SECONDS, now);
  if (attempt.count > MFA_RESENDS_MAX + 1)
    throw new ApiError("MFA_RESENDS_LIMITED", { data: { retry_after_seconds: attempt.retryAfterSeconds } });
}

const backupCodesLimited = (retryAfterSeconds: number) =>
  new ApiError("BACKUP_CODES_LIMITED", {
    headers: { "Retry-After": String(retryAfterSeconds) },
    data: { retry_after_seconds: retryAfterSeconds },
  });

const router = createRouter();
// A fresh proof is a guess: the per-IP account bucket, before the per-account lockout.
router.on("POST", regenerateBackupCodesRoute.path, rateLimit("account"));

export const twoFactorRoutes = router
  .openapi(twoFactorStatusRoute, async (c) => {
    const { user } = await requireSession(c);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await status(c.env.DB, user));
  })
  .openapi(twoFactorSetupRoute, async (c) => {
    const { user } = await requireSession(c);
    if (user.two_factor_method) throw new ApiError("TWO_FACTOR_ALREADY_ON");
    const { method } = c.req.valid("json");
    const now = nowSeconds();
    const id = randomToken();
    c.header("Cache-Control", "private, no-store");
    if (method === "totp") {
      const secret = newTotpSecret();
      const expiresAt = await createChallenge(c.env.DB, {
        id,
        userId: user.id,
        purpose: "setup",
        method,
        secretSealed: await sealSecret(c.env, secret),
        sessionVersion: user.session_version,
        now,
      });
      return ok(c, { method, secret, otpauth_uri: totpUri(secret, user.email), email_hint: null, expires_at: expiresAt });
    }
    await countEmail(c, user.id, now);
    const code = newEmailCode();
    const mail = await codeEmail(c, user.email, code);
    const expiresAt = await createChallenge(
      c.env.DB,
      {
        id,
        userId: user.id,
        purpose: "setup",
        method,
        codeHash: await codeHash(c.env, emailScope(id), code),
        sessionVersion: user.session_version,
        now,
      },
      [mail.statement],
    );
    await deliverSoon(c.env, [mail.id]);
    return ok(c, { method, secret: null, otpauth_uri: null, email_hint: emailHint(user.email), expires_at: expiresAt });
  })
  .openapi(enableTwoFactorRoute, async (c) => {
    const { user } = await requireSession(c);
    const code = checkedCode(c.req.valid("json").code);
    if (user.two_factor_method) throw new ApiError("TWO_FACTOR_ALREADY_ON");
    const now = nowSeconds();
    const db = c.env.DB;
    // The try is counted, not the change: untracked, so a failure after it gives the key back (docs/decisions/051).
    const setup = await takeTry(untrackedDb(c.env), { userId: user.id, purpose: "setup" }, now);
    if (!setup) throw new ApiError("TWO_FACTOR_SETUP_EXPIRED");
    const judged = await judgeCode(c.env, { kind: "setup", challenge: setup }, code, now);
    if (!judged.ok) {
      const left = MFA_MAX_TRIES - setup.tries;
      if (left <= 0) throw new ApiError("TWO_FACTOR_SETUP_EXPIRED");
      throw new ApiError("MFA_CODE_INCORRECT", { data: { field: "code", tries_left: left } });
    }
    const codes = newBackupCodes();
    // The set-up is used in the same batch that turns two-factor on: never one without the other.
    const turnedOn = await enableTwoFactor(db, {
      challengeId: setup.id,
      userId: user.id,
      method: setup.method,
      secretSealed: setup.secret_sealed,
      step: judged.step ?? 0,
      backupHashes: await Promise.all(codes.map((b) => codeHash(c.env, backupScope(user.id), b))),
      now,
    });
    if (turnedOn === "challenge used") throw new ApiError("TWO_FACTOR_SETUP_EXPIRED");
    if (turnedOn !== "on") throw new ApiError("TWO_FACTOR_ALREADY_ON");
    c.header("Cache-Control", "private, no-store");
    return ok(c, { method: setup.method, backup_codes: codes.map(formatBackupCode) });
  })
  .openapi(regenerateBackupCodesRoute, async (c) => {
    const { user } = await requireSession(c);
    if (!user.two_factor_method) throw new ApiError("TWO_FACTOR_OFF");
    const now = nowSeconds();
    const db = c.env.DB;
    const key = `2fa:backup:${user.id}`;
    // Judged before the proof too, so a refusal costs no guess against the lockout.
    const before = await attemptsSoFar(db, key, now);
    if (before.count >= BACKUP_CODES_REGENERATIONS_MAX) throw backupCodesLimited(before.retryAfterSeconds);
    await proveOwner(c, user, c.req.valid("json"));
    // Counted exactly after the proof: concurrent requests cannot both take the last set.
    const attempt = await countAttempt(db, key, BACKUP_CODES_WINDOW_SECONDS, now);
    if (attempt.count > BACKUP_CODES_REGENERATIONS_MAX) throw backupCodesLimited(attempt.retryAfterSeconds);
    const codes = newBackupCodes();
    const hashes = await Promise.all(codes.map((b) => codeHash(c.env, backupScope(user.id), b)));
    if (!(await replaceBackupCodes(db, user.id, hashes))) throw new ApiError("TWO_FACTOR_OFF");
    c.header("Cache-Control", "private, no-store");
    return ok(c, { backup_codes: codes.map(formatBackupCode) });
  })
  .openapi(twoFactorCodeRoute, async (c) => {
    const { user } = await requireSession(c);
    if (!user.two_factor_method) throw new ApiError("TWO_FACTOR_OFF");
    if (user.two_factor_method !== "email") throw new ApiError("MFA_CODE_BY_APP");
    const now = nowSeconds();
    await countEmail(c, user.id, now);
    const id = randomToken();
    const code = newEmailCode();
    const mail = await codeEmail(c, user.email, code);
    const expiresAt = await createChallenge(
      c.env.DB,
      {
        id,
        userId: user.id,
        purpose: "disable",
        method: "email",
        codeHash: await codeHash(c.env, emailScope(id), code),
        sessionVersion: user.session_version,
        now,
      },
      [mail.statement],
    );
    await deliverSoon(c.env, [mail.id]);
    return ok(c, { email_hint: emailHint(user.email), expires_at: expiresAt });
  })
  .openapi(disableTwoFactorRoute, async (c) => {
    const { user } = await requireSession(c);
    const code = checkedCode(c.req.valid("json").code);
    const method = user.two_factor_method;
    if (!method) throw new ApiError("TWO_FACTOR_OFF");
    const now = nowSeconds();
    const db = c.env.DB;
    const key = `2fa:off:${user.id}`;
    const attempt = await countAttempt(db, key, MFA_CODE_SECONDS, now);
    if (attempt.count > MFA_MAX_TRIES) {
      throw new ApiError("TWO_FACTOR_CHECKS_LIMITED", {
        headers: { "Retry-After": String(attempt.retryAfterSeconds) },
        data: { retry_after_seconds: attempt.retryAfterSeconds },
      });
    }
    const emailed = method === "email" ? await liveChallengeOf(db, user.id, "disable", now) : null;
    const judged = await judgeCode(c.env, { kind: "account", userId: user.id, method, emailed }, code, now);
    // An emailed code is used by the one request that marks its challenge (a backup code or an
    // app's time step was used up by judging it).
    const byEmail = emailed !== null && mfaCodeKind(normalizeMfaCode(code)) === "otp";
    const good = judged.ok && (!byEmail || (await useChallenge(db, emailed.id, now)));
    if (!good) throw codeIncorrect(judged, Math.max(0, MFA_MAX_TRIES - attempt.count));
    await disableTwoFactor(db, user.id, now);
    await clearAttempts(db, key);
    return ok(c, { enabled: false, method: null, backup_codes_left: 0 });
  });
