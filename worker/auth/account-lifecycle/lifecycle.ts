/**
 * Why: deactivating and closing change one account's columns (migrations/0056) and end what a
 * thief holding a session could use: every session (session_version bump plus the rows) and, on
 * close, every passkey — one D1 batch, nothing half done. Everything the account made disappears
 * through the queries, not through copies: worker/saving/access.ts and the Pin join read
 * users.hidden_at (docs/decisions/042).
 */
import type { LifecycleAction } from "~common/auth/account-lifecycle";

export interface HiddenState {
  hidden_at: number | null;
  deletion_due_at: number | null;
}

/**
 * Hides the account: deactivated (no deletion date) or closed (deleted at `now + graceSeconds`).
 *
 * @example
 * const due = await hideAccount(env.DB, user.id, "close", now, 1209600); // now + 14 days
 */
export async function hideAccount(
  db: D1Database,
  userId: string,
  action: LifecycleAction,
  now: number,
  graceSeconds: number,
  /** statements that land with it (its confirmation's outbox row) */
  also: D1PreparedStatement[] = [],
): Promise<number | null> {
  const due = action === "close" ? now + graceSeconds : null;
  const statements = [
    ...also,
    db
      .prepare(
        "UPDATE users SET hidden_at = ?2, deletion_due_at = ?3, session_version = session_version + 1, updated_at = ?2 WHERE id = ?1",
      )
      .bind(userId, now, due),
    db.prepare("DELETE FROM user_sessions WHERE user_id = ?").bind(userId),
  ];
  if (action === "close") {
    statements.push(db.prepare("DELETE FROM passkeys WHERE user_id = ?").bind(userId));
    statements.push(db.prepare("DELETE FROM passkey_users WHERE user_id = ?").bind(userId));
  }
  await db.batch(statements);
  return due;
}

/** Shows the account again (a log-in of a deactivated one, a reopen in the grace); false when it was not hidden. */
export async function showAccount(db: D1Database, userId: string, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare("UPDATE users SET hidden_at = NULL, deletion_due_at = NULL, updated_at = ?2 WHERE id = ?1 AND hidden_at IS NOT NULL")
    .bind(userId, now)
    .run();
  return meta.changes > 0;
}

/** Reopens a closed account still in its grace; false when it is not closed or the grace is over. */
export async function reopenClosedAccount(db: D1Database, userId: string, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare("UPDATE users SET hidden_at = NULL, deletion_due_at = NULL, updated_at = ?2 WHERE id = ?1 AND deletion_due_at > ?2")
    .bind(userId, now)
    .run();
  return meta.changes > 0;
}

export const hiddenState = (db: D1Database, userId: string) =>
  db.prepare("SELECT hidden_at, deletion_due_at FROM users WHERE id = ?").bind(userId).first<HiddenState>();

/** The workflow instance of a closing: unique per closing, so a reopened and closed again account gets a new one. */
export const deletionInstanceId = (userId: string, closedAt: number) => `delete-${userId}-${closedAt}`;
