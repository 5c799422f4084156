/**
 * Why: after a closed account's grace the AccountDeletion workflow deletes it for good
 * (docs/decisions/042). The users row cascades to almost every table (migrations/); counters of
 * other people's boards, sections and profiles are corrected in the same batch so nothing is off
 * by the deleted rows. An account that owns ad accounts keeps an anonymised users row: its
 * advertisers, billing profiles, campaigns and daily stats (the invoices) are records a business
 * must keep, and they cascade from users. Images no other Pin uses leave R2 afterwards.
 */
import { imageObjectKeys } from "~worker/saving/images";
import type { HiddenState } from "./lifecycle";

/** Every table with a column referencing users(id), and that column: the tombstone path deletes their rows. */
export const PERSON_ROWS: readonly (readonly [table: string, column: string])[] = [
  ["boards", "owner_id"],
  ["pins", "pinner_id"],
  ["follows", "follower_id"],
  ["follows", "followee_id"],
  ["password_resets", "user_id"],
  ["user_sessions", "user_id"],
  ["user_consents", "user_id"],
  ["board_collaborators", "user_id"],
  ["board_invites", "inviter_id"],
  ["board_invites", "invited_user_id"],
  ["user_settings", "user_id"],
  ["business_access", "profile_user_id"],
  ["business_access", "member_user_id"],
  ["business_acting", "profile_user_id"],
  ["user_identities", "user_id"],
  ["two_factor_secrets", "user_id"],
  ["two_factor_backup_codes", "user_id"],
  ["two_factor_challenges", "user_id"],
  ["passkey_users", "user_id"],
  ["passkeys", "user_id"],
  ["passkey_challenges", "user_id"],
  ["sign_in_history", "user_id"],
  ["promoted_hides", "user_id"],
  ["passkey_email_codes", "user_id"],
  ["data_exports", "user_id"],
  ["pins_trash", "pinner_id"],
  ["pin_comments", "author_id"],
  ["pin_comment_reports", "reporter_id"],
  ["username_history", "user_id"],
  ["email_changes", "user_id"],
  ["board_slug_redirects", "owner_id"],
  ["pending_lockout_clears", "user_id"],
  ["report_preferences", "user_id"],
  ["report_subscriptions", "user_id"],
  // A person's clicks and views of ads, kept for attribution: they go with the person.
  ["ad_touches", "user_id"],
  // Being in an advertiser's audience goes with the person (issue 37 item 2).
  ["audience_members", "user_id"],
];

/** Columns that keep their rows and forget the person (ON DELETE SET NULL in the schema). */
export const FORGOTTEN_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ["link_domains", "official_user_id"],
  ["pins", "via_pinner_id"],
  ["pin_create_events", "user_id"],
  ["campaigns", "created_by"],
  // The ad account's history keeps the change, not who made it ("A removed person").
  ["account_history", "actor_user_id"],
  ["bulk_uploads", "actor_user_id"],
  // A draft stays with its ad account; who started it is forgotten.
  ["campaign_drafts", "created_by"],
  // A saved report and its runs stay with the ad account ("A removed person" made or asked for them).
  ["report_definitions", "created_by"],
  ["report_runs", "requested_by"],
  // A Conversions API token stays with its ad account (its servers still send with it); who made it is forgotten.
  ["conversion_access_tokens", "created_by"],
  ["conversion_uploads", "created_by"],
  // An audience stays with its ad account; who made it is forgotten.
  ["audiences", "created_by"],
];

/** Kept whole for the ad accounts (business records, docs/decisions/042); billing contacts anonymised. */
export const KEPT_FOR_BUSINESS: readonly (readonly [table: string, column: string])[] = [
  ["advertisers", "owner_user_id"],
  ["pin_sponsorships", "sponsor_id"],
];

export interface DeletionTarget {
  email: string;
  firstName: string;
  /** The account owns ad accounts: keep an anonymised row for their records. */
  keepsBusinessRecords: boolean;
}

/** Reads what the deletion needs, or null when the account is gone, reopened or closed again later. */
export async function deletionTarget(db: D1Database, userId: string, dueAt: number): Promise<DeletionTarget | null> {
  const row = await db
    .prepare(
      `SELECT email, first_name, hidden_at, deletion_due_at,
              EXISTS (SELECT 1 FROM advertisers WHERE owner_user_id = users.id) AS business
         FROM users WHERE id = ?`,
    )
    .bind(userId)
    .first<HiddenState & { email: string; first_name: string; business: number }>();
  if (!row || row.deletion_due_at !== dueAt) return null;
  return { email: row.email, firstName: row.first_name, keepsBusinessRecords: row.business === 1 };
}

/** The ids of images on the account's Pins or boards (candidates for removal from R2 once their Pins are gone). */
export async function candidateImageIds(db: D1Database, userId: string): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT image_id AS id FROM pins
        WHERE pinner_id = ?1 OR board_id IN (SELECT id FROM boards WHERE owner_id = ?1)
       UNION SELECT image_id FROM pins_trash WHERE pinner_id = ?1
       UNION SELECT avatar_image_id FROM users WHERE id = ?1 AND avatar_image_id IS NOT NULL
        LIMIT 100000`,
    )
    .bind(userId)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** Corrects other people's counters for the rows about to go (same transaction, before the deletes). */
const counterUpdates = (db: D1Database, userId: string) => [
  db
    .prepare("UPDATE users SET following_count = following_count - 1 WHERE id IN (SELECT follower_id FROM follows WHERE followee_id = ?1)")
    .bind(userId),
  db
    .prepare("UPDATE users SET follower_count = follower_count - 1 WHERE id IN (SELECT followee_id FROM follows WHERE follower_id = ?1)")
    .bind(userId),
  db
    .prepare(
      `UPDATE boards SET pin_count = pin_count - (SELECT count(*) FROM pins WHERE board_id = boards.id AND pinner_id = ?1)
        WHERE owner_id <> ?1 AND id IN (SELECT board_id FROM pins WHERE pinner_id = ?1)`,
    )
    .bind(userId),
  db
    .prepare(
      `UPDATE board_sections SET pin_count = pin_count - (SELECT count(*) FROM pins WHERE section_id = board_sections.id AND pinner_id = ?1)
        WHERE id IN (SELECT p.section_id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = ?1 AND b.owner_id <> ?1)`,
    )
    .bind(userId),
  db
    .prepare(
      `UPDATE users SET pin_count = pin_count - (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = users.id AND b.owner_id = ?1)
        WHERE id <> ?1 AND id IN (SELECT p.pinner_id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ?1)`,
    )
    .bind(userId),
  db.prepare("DELETE FROM experiment_assignments WHERE scope = 'user' AND subject = ?").bind(userId),
];

/**
 * Deletes the account's rows in one batch, only while it is still closed with this due date and
 * the date has passed (a reopen or a retry after success changes nothing). True when it deleted.
 */
export async function deleteAccountRows(
  db: D1Database,
  userId: string,
  dueAt: number,
  now: number,
  keepsBusinessRecords: boolean,
): Promise<boolean> {
  const still = await db
    .prepare("SELECT 1 AS x FROM users WHERE id = ? AND deletion_due_at = ? AND deletion_due_at <= ?")
    .bind(userId, dueAt, now)
    .first();
  if (!still) return false;
  if (!keepsBusinessRecords) {
    await db.batch([
      ...counterUpdates(db, userId),
      db.prepare("DELETE FROM users WHERE id = ? AND deletion_due_at = ?").bind(userId, dueAt),
    ]);
    return true;
  }
  const tombstone = `deleted-${userId}`;
  await db.batch([
    ...counterUpdates(db, userId),
    ...PERSON_ROWS.map(([table, column]) => db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).bind(userId)),
    ...FORGOTTEN_COLUMNS.map(([table, column]) => db.prepare(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = ?`).bind(userId)),
    db
      .prepare(
        `UPDATE billing_profiles SET contact_name = (SELECT business_name FROM advertisers a WHERE a.id = billing_profiles.advertiser_id),
                email = ?2, updated_at = ?3
          WHERE advertiser_id IN (SELECT id FROM advertisers WHERE owner_user_id = ?1)`,
      )
      .bind(userId, `${tombstone}@deleted.invalid`, now),
    // The row stays for the ad accounts' foreign keys; nothing in it is the person's any more, and
    // hidden_at keeps it out of every page. No password, no identity: nobody can log in to it.
    db
      .prepare(
        `UPDATE users SET username = ?2, email = ?3, password_hash = NULL, first_name = 'Deleted account', last_name = '',
                birthday = 0, country = 'ZZ', gender = NULL, image_url = NULL, avatar_image_id = NULL, about = NULL, two_factor_method = NULL,
                connected_to_google = 0, connected_to_facebook = 0, pin_count = 0, follower_count = 0, following_count = 0,
                session_version = session_version + 1, deletion_due_at = NULL, updated_at = ?4,
                email_sha256 = NULL, email_sha256_of = NULL
          WHERE id = ?1`,
      )
      .bind(userId, tombstone.slice(0, 30), `${tombstone}@deleted.invalid`, now),
  ]);
  return true;
}

/** Removes the account's data archives from R2 (exports/{userId}/, worker/auth/data-export); how many. */
export async function removeArchives(bucket: R2Bucket, userId: string): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  // Bounded: at most one archive a day is made, and each is removed after 7 days.
  for (let page = 0; page < 100; page++) {
    const listed = await bucket.list({ prefix: `exports/${userId}/`, cursor, limit: 1000 });
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((o) => o.key));
    removed += listed.objects.length;
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return removed;
}

interface ImageRow {
  id: number;
  key: string;
  original_ext: string;
}

/** Removes from R2 and D1 the candidate images no Pin uses any more; the number removed. */
export async function removeOrphanImages(db: D1Database, bucket: R2Bucket, candidates: number[]): Promise<number> {
  let removed = 0;
  // Pages of 300; json_each takes them as one parameter.
  for (let start = 0; start < candidates.length && start < 100_000; start += 300) {
    const ids = JSON.stringify(candidates.slice(start, start + 300));
    const { results } = await db
      .prepare(
        `SELECT id, key, original_ext FROM images
          WHERE id IN (SELECT value FROM json_each(?1)) AND NOT EXISTS (SELECT 1 FROM pins WHERE pins.image_id = images.id)
            AND NOT EXISTS (SELECT 1 FROM pins_trash t WHERE t.image_id = images.id)
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_image_id = images.id)`,
      )
      .bind(ids)
      .all<ImageRow>();
    if (results.length === 0) continue;
    const keys = results.flatMap((i) => imageObjectKeys(i));
    for (let k = 0; k < keys.length; k += 1000) await bucket.delete(keys.slice(k, k + 1000));
    await db
      .prepare(
        `DELETE FROM images WHERE id IN (SELECT value FROM json_each(?1)) AND NOT EXISTS (SELECT 1 FROM pins WHERE pins.image_id = images.id)
            AND NOT EXISTS (SELECT 1 FROM pins_trash t WHERE t.image_id = images.id)
            AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_image_id = images.id)`,
      )
      .bind(JSON.stringify(results.map((i) => i.id)))
      .run();
    removed += results.length;
  }
  return removed;
}
