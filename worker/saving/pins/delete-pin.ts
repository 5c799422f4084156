/**
 * Why: deleting a Pin (issue 34 item 1) and its Undo. The delete MOVES the row into pins_trash
 * (migration 0053) in one D1 batch with every count it changes, so no read needs a "deleted"
 * filter: the Pin is gone from its page, every feed, the search index (the pins_fts delete
 * trigger) and the covers at once, and the board's, section's and pinner's pin_count are exact
 * whatever runs beside it (the board and section recounted, the pinner's -1 only when this batch
 * took the row). Within PIN_RESTORE_WINDOW_SECONDS its deleter can move it back, same id; after,
 * the PinPurge Workflow (purge-workflow.ts, started before the batch so a delete is never left
 * without one) removes the trash row and, when no Pin uses it any more, the image and its R2 files.
 */
import { ApiError } from "~common/errors";
import { canRestore, PIN_RESTORE_WINDOW_SECONDS, type PinDeleted } from "~common/saving/pins";
import type { Pin } from "~common/saving/schemas";
import { canManageBoard } from "../access";
import { isConstraintError } from "../sql";
import { findPinFacts } from "./edit-pin";
import { boardUrl, findVisiblePin } from "./pins-repo";

const PIN_ROW =
  "board_id, section_id, pinner_id, image_id, title, description, hashtags, alt_text, link, link_domain_id, repin_of_id, via_pinner_id, method, guid, created_at";

/** What starts the purge of one delete (the Workflow binding, or a test's stand-in). */
export type PurgeStarter = (pinId: number, token: string) => Promise<void>;

/**
 * Deletes Pin `id` for `viewerId` (its pinner, or its board's owner) and answers until when it can
 * be restored.
 *
 * @example
 * const deleted = await deletePin(env.DB, viewer, 101, (pinId, token) => startPurge(env, pinId, token));
 */
export async function deletePin(db: D1Database, viewerId: string, id: number, startPurge: PurgeStarter): Promise<PinDeleted> {
  const facts = await findPinFacts(db, id, viewerId);
  if (!facts) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  if (facts.pinner_id !== viewerId && !canManageBoard(facts.board, viewerId))
    throw new ApiError("NOT_PIN_DELETER", { data: { field: "id" } });
  const token = crypto.randomUUID();
  const now = Math.floor(Date.now() / 1000);
  await startPurge(id, token);
  const mine = "(SELECT %s FROM pins_trash WHERE id = ?1 AND token = ?2)";
  const [taken, , , , , board] = await db.batch<{ id: number; pin_count: number; slug: string; username: string }>([
    db
      .prepare(
        `INSERT INTO pins_trash (id, ${PIN_ROW}, sponsorship, comments, deleted_by, deleted_at, token)
         SELECT p.id, ${PIN_ROW.split(", ")
           .map((c) => `p.${c}`)
           .join(", ")},
           (SELECT json_object('sponsor_id', s.sponsor_id, 'status', s.status, 'campaign_id', s.campaign_id, 'created_at', s.created_at)
              FROM pin_sponsorships s WHERE s.pin_id = p.id),
           (SELECT json_group_array(json_object('id', c.id, 'author_id', c.author_id, 'text', c.text, 'created_at', c.created_at,
                     'edited_at', c.edited_at))
              FROM pin_comments c WHERE c.pin_id = p.id),
           ?3, ?4, ?2
         FROM pins p WHERE p.id = ?1`,
      )
      .bind(id, token, viewerId, now),
    db.prepare(`UPDATE users SET pin_count = pin_count - 1 WHERE id = ${mine.replace("%s", "pinner_id")}`).bind(id, token),
    // The board's cover, when it was this Pin, is set NULL by the foreign key; the recount below gives it the newest Pin.
    db.prepare("DELETE FROM pins WHERE id = ?1 AND EXISTS (SELECT 1 FROM pins_trash WHERE id = ?1 AND token = ?2)").bind(id, token),
    db
      .prepare(
        `UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = boards.id),
           cover_pin_id = ifnull(cover_pin_id, (SELECT max(id) FROM pins WHERE board_id = boards.id)), updated_at = ?3
         WHERE id = ${mine.replace("%s", "board_id")}`,
      )
      .bind(id, token, now),
    db
      .prepare(
        `UPDATE board_sections SET pin_count = (SELECT COUNT(*) FROM pins WHERE section_id = board_sections.id)
         WHERE id = ${mine.replace("%s", "section_id")}`,
      )
      .bind(id, token),
    db
      .prepare("SELECT b.id, b.pin_count, b.slug, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?")
      .bind(facts.board_id),
  ]);
  // Another delete of the same Pin took it first.
  if (taken!.meta.changes === 0) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  const row = board!.results[0]!;
  return {
    id: String(id),
    restorable_until: new Date((now + PIN_RESTORE_WINDOW_SECONDS) * 1000).toISOString(),
    board: { id: String(row.id), url: boardUrl(row.username, row.slug), pin_count: row.pin_count },
  };
}

/**
 * Undoes `viewerId`'s delete of Pin `id` within the window: the same row back on its board (in its
 * section when that is still there), with its counts and its paid partnership.
 *
 * @example
 * const pin = await restorePin(env.DB, viewer, 101);
 */
export async function restorePin(db: D1Database, viewerId: string, id: number): Promise<Pin> {
  const trashed = await db
    .prepare("SELECT token, deleted_at, deleted_by FROM pins_trash WHERE id = ?")
    .bind(id)
    .first<{ token: string; deleted_at: number; deleted_by: string }>();
  // Someone else's delete is as unknown to the viewer as a Pin that never was.
  if (!trashed || trashed.deleted_by !== viewerId) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  if (!canRestore(trashed.deleted_at, Math.floor(Date.now() / 1000))) throw new ApiError("PIN_RESTORE_EXPIRED", { data: { field: "id" } });
  const { token } = trashed;
  const back = "EXISTS (SELECT 1 FROM pins WHERE id = ?1) AND EXISTS (SELECT 1 FROM pins_trash WHERE id = ?1 AND token = ?2)";
  let inserted: D1Result | undefined;
  try {
    [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO pins (id, ${PIN_ROW})
           SELECT t.id, t.board_id, (SELECT s.id FROM board_sections s WHERE s.id = t.section_id AND s.board_id = t.board_id),
             t.pinner_id, t.image_id, t.title, t.description, t.hashtags, t.alt_text, t.link, t.link_domain_id, t.repin_of_id,
             (SELECT u.id FROM users u WHERE u.id = t.via_pinner_id), t.method, t.guid, t.created_at
           FROM pins_trash t WHERE t.id = ?1 AND t.token = ?2 AND EXISTS (SELECT 1 FROM boards b WHERE b.id = t.board_id)`,
        )
        .bind(id, token),
      db
        .prepare(
          `INSERT INTO pin_sponsorships (pin_id, sponsor_id, status, campaign_id, created_at)
           SELECT t.id, json_extract(t.sponsorship, '$.sponsor_id'), json_extract(t.sponsorship, '$.status'),
             json_extract(t.sponsorship, '$.campaign_id'), json_extract(t.sponsorship, '$.created_at')
           FROM pins_trash t
           WHERE t.id = ?1 AND t.token = ?2 AND t.sponsorship IS NOT NULL AND ${back}
             AND EXISTS (SELECT 1 FROM users u WHERE u.id = json_extract(t.sponsorship, '$.sponsor_id'))`,
        )
        .bind(id, token),
      // Its comments back with their ids, those whose authors still exist.
      db
        .prepare(
          `INSERT INTO pin_comments (id, pin_id, author_id, text, created_at, edited_at)
           SELECT json_extract(j.value, '$.id'), t.id, json_extract(j.value, '$.author_id'), json_extract(j.value, '$.text'),
             json_extract(j.value, '$.created_at'), json_extract(j.value, '$.edited_at')
           FROM pins_trash t, json_each(t.comments) j
           WHERE t.id = ?1 AND t.token = ?2 AND ${back}
             AND EXISTS (SELECT 1 FROM users u WHERE u.id = json_extract(j.value, '$.author_id'))`,
        )
        .bind(id, token),
      db
        .prepare(`UPDATE users SET pin_count = pin_count + 1 WHERE id = (SELECT pinner_id FROM pins WHERE id = ?1) AND ${back}`)
        .bind(id, token),
      db
        .prepare(
          `UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = boards.id), cover_pin_id = ifnull(cover_pin_id, ?1)
           WHERE id = (SELECT board_id FROM pins WHERE id = ?1) AND ${back}`,
        )
        .bind(id, token),
      db
        .prepare(
          `UPDATE board_sections SET pin_count = (SELECT COUNT(*) FROM pins WHERE section_id = board_sections.id)
           WHERE id = (SELECT section_id FROM pins WHERE id = ?1) AND ${back}`,
        )
        .bind(id, token),
      db.prepare(`DELETE FROM pins_trash WHERE id = ?1 AND token = ?2 AND EXISTS (SELECT 1 FROM pins WHERE id = ?1)`).bind(id, token),
    ]);
  } catch (err) {
    // A second Undo of the same delete, at the same moment: the first one brought it back.
    if (isConstraintError(err, "pins.id")) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
    throw err;
  }
  if (inserted!.meta.changes === 0) {
    const still = await db.prepare("SELECT 1 FROM pins_trash WHERE id = ? AND token = ?").bind(id, token).first();
    throw new ApiError(still ? "PIN_RESTORE_BOARD_GONE" : "PIN_RESTORE_EXPIRED", { data: { field: "id" } });
  }
  return (await findVisiblePin(db, id, viewerId))!;
}
