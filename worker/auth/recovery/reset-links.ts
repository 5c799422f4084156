/**
 * D1 access for password reset links (migrations/0011_password_resets.sql). The token travels only
 * in the email; the table holds its SHA-256. Using a link and setting the password happen in one
 * D1 batch (one transaction) with the rest of the reset, so a link is used at most once and only
 * while no other password was set since it was made.
 */
import type { ForgotPasswordType } from "~common/auth/recovery/schemas";
import type { UserRow } from "../users";

const toHex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Hex SHA-256 of a string (a reset token, a normalised identifier). */
export const sha256Hex = async (value: string) => toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));

export interface NewResetLink {
  tokenHash: string;
  userId: string;
  generation: number;
  kind: ForgotPasswordType;
  now: number;
  expiresAt: number;
}

/** The statement that stores a reset link (batched with its email's outbox row). */
export const insertResetLink = (db: D1Database, l: NewResetLink) =>
  db
    .prepare("INSERT INTO password_resets (token_hash, user_id, generation, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(l.tokenHash, l.userId, l.generation, l.kind, l.now, l.expiresAt);

/** The user a reset password row belongs to, with the link's own columns. */
export type ResetLinkRow = UserRow & {
  password_generation: number;
  link_generation: number;
  expires_at: number;
  used_at: number | null;
};

export const findResetLink = (db: D1Database, tokenHash: string) =>
  db
    .prepare(
      `SELECT u.*, r.generation AS link_generation, r.expires_at, r.used_at
       FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<ResetLinkRow>();

/**
 * Uses the link and sets the user's password, as the first two statements of the reset's batch
 * (one transaction; worker/auth/recovery/reset-password.ts adds the rest): the link is marked used
 * only if it is unused, unexpired and of the user's current password generation, and the password
 * is set only if that marking happened. Bumps password_generation (every other link dies) and
 * session_version (every session ends). A soft-banned or deactivated account is active again (the
 * reset is how auth.md §2.4 / §8.2 send their owners back in; a suspension stays). `useId` marks
 * which request used the link: `usedBy` is the SQL condition (over ?2 token hash, ?3 use id) that
 * holds only after this request's marking, for the batch's later statements. The second
 * statement's changes are 1 when the password was set.
 */
export function useLinkAndSetPassword(db: D1Database, tokenHash: string, passwordHash: string, useId: string, now: number) {
  return [
    db
      .prepare(
        `UPDATE password_resets SET used_at = ?2, used_by = ?3
         WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
           AND generation = (SELECT password_generation FROM users WHERE id = password_resets.user_id)`,
      )
      .bind(tokenHash, now, useId),
    db
      .prepare(
        `UPDATE users SET password_hash = ?2, password_generation = password_generation + 1,
           session_version = session_version + 1, updated_at = ?3,
           account_state = CASE WHEN account_state IN ('soft_banned', 'deactivated') THEN 'active' ELSE account_state END
         WHERE id = (SELECT user_id FROM password_resets WHERE token_hash = ?1 AND used_by = ?4)
           AND password_generation = (SELECT generation FROM password_resets WHERE token_hash = ?1)`,
      )
      .bind(tokenHash, passwordHash, now, useId),
  ] as const;
}

/** The condition (over ?2 the link's token hash, ?3 the use id) that holds once this request used the link. */
export const USED_BY_THIS_RESET = "EXISTS (SELECT 1 FROM password_resets WHERE token_hash = ?2 AND used_by = ?3)";

/**
 * Sets the password of a logged-in user (change, or a first password), bumping password_generation
 * (every reset link dies) and session_version (every session ends; the caller re-issues its own).
 * The new session_version, or null when the user is gone.
 */
export async function setPassword(db: D1Database, userId: string, passwordHash: string, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE users SET password_hash = ?2, password_generation = password_generation + 1,
         session_version = session_version + 1, updated_at = ?3
       WHERE id = ?1 RETURNING session_version`,
    )
    .bind(userId, passwordHash, now)
    .first<{ session_version: number }>();
  return row?.session_version ?? null;
}

/** Links past their expiry (swept after answering). */
export const sweepResetLinks = (db: D1Database, now: number) =>
  db.prepare("DELETE FROM password_resets WHERE expires_at <= ?").bind(now).run();
