/**
 * D1 access for two-factor authentication (migrations/0044_two_factor.sql): the account's key and
 * backup codes, and the challenges that wait for a code. Every "once" and every count is one
 * conditional statement — a try is counted by `UPDATE … WHERE tries < max … RETURNING`, a code or
 * time step is taken by `UPDATE … WHERE not yet taken` and judged by its changes — so they hold
 * when requests arrive at the same moment (D1 runs statements one at a time on one primary), with
 * no Durable Object to add.
 */
import { MFA_CODE_SECONDS, MFA_MAX_TRIES, MFA_RESENDS_MAX } from "~common/auth/constants";
import type { MfaMethod } from "~common/auth/two-factor/rules";

export type ChallengePurpose = "login" | "setup" | "disable";

export interface ChallengeRow {
  id: string;
  user_id: string;
  purpose: ChallengePurpose;
  method: MfaMethod;
  secret_sealed: string | null;
  code_hash: string | null;
  session_version: number;
  tries: number;
  resends: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface NewChallenge {
  id: string;
  userId: string;
  purpose: ChallengePurpose;
  method: MfaMethod;
  secretSealed?: string | null;
  codeHash?: string | null;
  sessionVersion: number;
  now: number;
}

/**
 * Stores a challenge, replacing the user's others of the same purpose (a new log-in, setup or
 * emailed code supersedes the last) and dropping expired ones; returns when it expires.
 */
/** Makes the challenge; `also` (its code email's outbox row) lands in the same batch. */
export async function createChallenge(db: D1Database, c: NewChallenge, also: D1PreparedStatement[] = []): Promise<number> {
  const expiresAt = c.now + MFA_CODE_SECONDS;
  await db.batch([
    db
      .prepare("DELETE FROM two_factor_challenges WHERE (user_id = ?1 AND purpose = ?2) OR expires_at <= ?3")
      .bind(c.userId, c.purpose, c.now),
    db
      .prepare(
        `INSERT INTO two_factor_challenges (id, user_id, purpose, method, secret_sealed, code_hash, session_version, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(c.id, c.userId, c.purpose, c.method, c.secretSealed ?? null, c.codeHash ?? null, c.sessionVersion, c.now, expiresAt),
    ...also,
  ]);
  return expiresAt;
}

/**
 * Counts one try at challenge `id` (of `purpose`), before the code is judged; the row with its
 * new count, or null when no try is left: none, expired, used, or MFA_MAX_TRIES tries made.
 */
export const takeTry = (db: D1Database, where: { id: string } | { userId: string; purpose: ChallengePurpose }, now: number) =>
  "id" in where
    ? db
        .prepare(
          `UPDATE two_factor_challenges SET tries = tries + 1
           WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3 RETURNING *`,
        )
        .bind(where.id, now, MFA_MAX_TRIES)
        .first<ChallengeRow>()
    : db
        .prepare(
          `UPDATE two_factor_challenges SET tries = tries + 1
           WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3 AND tries < ?4 RETURNING *`,
        )
        .bind(where.userId, where.purpose, now, MFA_MAX_TRIES)
        .first<ChallengeRow>();

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: D1Database, id: string, now: number): Promise<boolean> {
  const res = await db.prepare("UPDATE two_factor_challenges SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(id, now).run();
  return res.meta.changes === 1;
}

/** The live challenge `id` (not expired, used or out of tries), or null. */
export const liveChallenge = (db: D1Database, id: string, now: number) =>
  db
    .prepare("SELECT * FROM two_factor_challenges WHERE id = ?1 AND used_at IS NULL AND expires_at > ?2 AND tries < ?3")
    .bind(id, now, MFA_MAX_TRIES)
    .first<ChallengeRow>();

/** The user's live challenge of `purpose`, or null. */
export const liveChallengeOf = (db: D1Database, userId: string, purpose: ChallengePurpose, now: number) =>
  db
    .prepare(
      "SELECT * FROM two_factor_challenges WHERE user_id = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3 AND tries < ?4",
    )
    .bind(userId, purpose, now, MFA_MAX_TRIES)
    .first<ChallengeRow>();

/**
 * Replaces an emailed challenge's code (mfa_resend): the new code works for MFA_CODE_SECONDS from
 * now; the tries already made still count. False when MFA_RESENDS_MAX codes were already re-sent.
 */
export async function replaceCode(
  db: D1Database,
  id: string,
  codeHash: string,
  now: number,
  also: D1PreparedStatement[] = [],
): Promise<boolean> {
  // `also` (the new code's email row) is in the same batch, written only if the code was replaced.
  const [res] = await db.batch([
    db
      .prepare(
        `UPDATE two_factor_challenges SET code_hash = ?2, resends = resends + 1, expires_at = ?3
       WHERE id = ?1 AND used_at IS NULL AND expires_at > ?4 AND tries < ?5 AND resends < ?6`,
      )
      .bind(id, codeHash, now + MFA_CODE_SECONDS, now, MFA_MAX_TRIES, MFA_RESENDS_MAX),
    ...also,
  ]);
  return res!.meta.changes === 1;
}

/** The account's authenticator key (sealed) and the newest step taken, when it uses an app. */
export const totpSecretOf = (db: D1Database, userId: string) =>
  db
    .prepare("SELECT secret_sealed, last_step FROM two_factor_secrets WHERE user_id = ?")
    .bind(userId)
    .first<{ secret_sealed: string; last_step: number }>();

/** Takes time step `step` for the account's app: false when it (or a later one) was taken already. */
export async function takeTotpStep(db: D1Database, userId: string, step: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE two_factor_secrets SET last_step = ?2 WHERE user_id = ?1 AND last_step < ?2")
    .bind(userId, step)
    .run();
  return res.meta.changes === 1;
}

/** Uses one backup code by its hash: false when it is not the account's, or was used. */
export async function useBackupCode(db: D1Database, userId: string, hash: string, now: number): Promise<boolean> {
  const res = await db
    .prepare("UPDATE two_factor_backup_codes SET used_at = ?3 WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL")
    .bind(userId, hash, now)
    .run();
  return res.meta.changes === 1;
}

/** Whether `hash` is one of the account's backup codes that was used already. */
export async function backupCodeUsed(db: D1Database, userId: string, hash: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS used FROM two_factor_backup_codes WHERE user_id = ? AND code_hash = ? AND used_at IS NOT NULL")
    .bind(userId, hash)
    .first();
  return row !== null;
}

export async function backupCodesLeft(db: D1Database, userId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM two_factor_backup_codes WHERE user_id = ? AND used_at IS NULL")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Turns two-factor on in one batch: the set-up challenge used (so a failure never leaves it used
 * with two-factor still off), the method on the user (only while it is off and the challenge is this batch's), the app's key
 * with the step its first code used, the backup codes' hashes, and no challenge left over. The
 * statements after the first act only if the first did (the user row then carries this method and
 * this `updated_at`), so a set-up racing one that already won changes nothing.
 */
export async function enableTwoFactor(
  db: D1Database,
  e: {
    challengeId: string;
    userId: string;
    method: MfaMethod;
    secretSealed: string | null;
    step: number;
    backupHashes: string[];
    now: number;
  },
): Promise<"on" | "challenge used" | "already on"> {
  const won = "EXISTS (SELECT 1 FROM users WHERE id = ?1 AND two_factor_method = ?2 AND updated_at = ?3)";
  const [used, turnedOn] = await db.batch([
    db.prepare("UPDATE two_factor_challenges SET used_at = ?2 WHERE id = ?1 AND used_at IS NULL").bind(e.challengeId, e.now),
    db
      .prepare(
        `UPDATE users SET two_factor_method = ?2, updated_at = ?3 WHERE id = ?1 AND two_factor_method IS NULL
           AND EXISTS (SELECT 1 FROM two_factor_challenges WHERE id = ?4 AND used_at = ?3)`,
      )
      .bind(e.userId, e.method, e.now, e.challengeId),
    db.prepare(`DELETE FROM two_factor_secrets WHERE user_id = ?1 AND ${won}`).bind(e.userId, e.method, e.now),
    db.prepare(`DELETE FROM two_factor_backup_codes WHERE user_id = ?1 AND ${won}`).bind(e.userId, e.method, e.now),
    ...(e.secretSealed
      ? [
          db
            .prepare(`INSERT INTO two_factor_secrets (user_id, secret_sealed, last_step, created_at) SELECT ?1, ?4, ?5, ?3 WHERE ${won}`)
            .bind(e.userId, e.method, e.now, e.secretSealed, e.step),
        ]
      : []),
    db
      .prepare(`INSERT INTO two_factor_backup_codes (user_id, code_hash) SELECT ?1, value FROM json_each(?4) WHERE ${won}`)
      .bind(e.userId, e.method, e.now, JSON.stringify(e.backupHashes)),
    db.prepare(`DELETE FROM two_factor_challenges WHERE user_id = ?1 AND ${won}`).bind(e.userId, e.method, e.now),
  ]);
  if (used!.meta.changes === 0) return "challenge used";
  return turnedOn!.meta.changes === 1 ? "on" : "already on";
}

/** Turns two-factor off: the method, key, backup codes and challenges all go, in one batch. */
export async function disableTwoFactor(db: D1Database, userId: string, now: number): Promise<void> {
  await db.batch([
    db.prepare("UPDATE users SET two_factor_method = NULL, updated_at = ?2 WHERE id = ?1").bind(userId, now),
    db.prepare("DELETE FROM two_factor_secrets WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM two_factor_backup_codes WHERE user_id = ?").bind(userId),
    db.prepare("DELETE FROM two_factor_challenges WHERE user_id = ?").bind(userId),
  ]);
}

/**
 * Replaces the account's backup codes in one batch (one transaction): every old code goes and the
 * new hashes come in, both only while two-factor is on, so a turn-off racing this leaves no codes.
 * False when it was off (nothing changed).
 */
export async function replaceBackupCodes(db: D1Database, userId: string, hashes: string[]): Promise<boolean> {
  const on = "EXISTS (SELECT 1 FROM users WHERE id = ?1 AND two_factor_method IS NOT NULL)";
  const [, inserted] = await db.batch([
    db.prepare(`DELETE FROM two_factor_backup_codes WHERE user_id = ?1 AND ${on}`).bind(userId),
    db
      .prepare(`INSERT INTO two_factor_backup_codes (user_id, code_hash) SELECT ?1, value FROM json_each(?2) WHERE ${on}`)
      .bind(userId, JSON.stringify(hashes)),
  ]);
  return (inserted?.meta.changes ?? 0) === hashes.length;
}
