/**
 * Why: a section's life after it is made (issue 34 item 2): renamed (its path segment follows, the
 * old one redirects, at most SLUG_REDIRECTS_MAX kept), moved among its board's sections, deleted
 * with its Pins kept on the board or deleted with it. Each runs holding the board in its
 * BoardActions object (a "section_edit", as the section Pin edits do) so it never interleaves with a
 * move, and writes in one D1 batch whose counts are recounted or taken from the very rows it
 * deletes: exact whatever else runs. The board's members (owner, collaborators) may rename,
 * reorder and delete keeping the Pins; deleting the Pins (other people's among them) is the
 * owner's alone.
 */
import { ApiError } from "~common/errors";
import { MAX_ORDERED_SECTIONS, SLUG_REDIRECTS_MAX } from "~common/saving/constants";
import { checkSectionName, slugify, uniqueSlug } from "~common/saving/rules";
import type { BoardSection } from "~common/saving/schemas";
import { reorderSections, type SectionPinFate } from "~common/saving/sections/rules";
import type { SectionDeleted, SectionUpdateBody } from "~common/saving/sections/schemas";
import { canEditBoard, canManageBoard, canSeeBoard } from "../access";
import { findBoardFacts } from "../boards";
import { withBoardActions } from "../move-pins";
import { isConstraintError } from "../sql";
import { findVisibleSection } from "./sections-repo";

interface SectionFacts {
  id: number;
  board_id: number;
  slug: string;
  owner: boolean;
}

/** The section and whether the viewer owns its board; 404 unless they see it, 403 unless they are a member. */
async function editableSection(db: D1Database, viewerId: string, sectionId: number): Promise<SectionFacts> {
  const section = await db
    .prepare("SELECT id, board_id, slug FROM board_sections WHERE id = ?")
    .bind(sectionId)
    .first<Omit<SectionFacts, "owner">>();
  const board = section && (await findBoardFacts(db, section.board_id, viewerId));
  if (!section || !board || !canSeeBoard(board, viewerId)) throw new ApiError("SECTION_NOT_FOUND", { data: { field: "id" } });
  if (!canEditBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  return { ...section, owner: canManageBoard(board, viewerId) };
}

/**
 * Renames and/or moves a section.
 *
 * @example
 * await updateSection(env, viewer, 7, { name: "Soups", position: 0 });
 */
export async function updateSection(env: Env, viewerId: string, sectionId: number, body: SectionUpdateBody): Promise<BoardSection> {
  const db = env.DB;
  const section = await editableSection(db, viewerId, sectionId);
  if (body.name !== undefined) {
    const failure = checkSectionName(body.name);
    if (failure) throw new ApiError(failure, { data: { field: "name" } });
  }
  await withBoardActions(env, "section_edit", section.board_id, null, async () => {
    const statements = [
      ...(body.name === undefined ? [] : await renameStatements(db, section, body.name.trim())),
      ...(body.position === undefined ? [] : await orderStatements(db, section, body.position)),
    ];
    try {
      await db.batch(statements);
    } catch (err) {
      if (isConstraintError(err, /board_sections\.board_id, board_sections\.(title|slug)|board_sections_board_title/)) {
        throw new ApiError("SECTION_NAME_TAKEN", { data: { field: "name" } });
      }
      throw err;
    }
  });
  return findVisibleSection(db, viewerId, { id: sectionId });
}

async function renameStatements(db: D1Database, section: SectionFacts, title: string): Promise<D1PreparedStatement[]> {
  const { results } = await db
    .prepare("SELECT slug FROM board_sections WHERE board_id = ? AND id <> ?")
    .bind(section.board_id, section.id)
    .all<{ slug: string }>();
  const slug = uniqueSlug(slugify(title, "section"), new Set(results.map((r) => r.slug)));
  const now = Math.floor(Date.now() / 1000);
  const rename = db
    .prepare("UPDATE board_sections SET title = ?, slug = ?, updated_at = ? WHERE id = ?")
    .bind(title, slug, now, section.id);
  if (slug === section.slug) return [rename];
  return [
    rename,
    db.prepare("DELETE FROM section_slug_redirects WHERE board_id = ? AND old_slug = ?").bind(section.board_id, slug),
    db
      .prepare("INSERT OR REPLACE INTO section_slug_redirects (board_id, old_slug, section_id, created_at) VALUES (?, ?, ?, ?)")
      .bind(section.board_id, section.slug, section.id, now),
    db
      .prepare(
        `DELETE FROM section_slug_redirects WHERE section_id = ?1 AND old_slug NOT IN
           (SELECT old_slug FROM section_slug_redirects WHERE section_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT ?2)`,
      )
      .bind(section.id, SLUG_REDIRECTS_MAX),
  ];
}

/** Every section of the board numbered again (1, 2, …) in the new order: one statement. */
async function orderStatements(db: D1Database, section: SectionFacts, position: number): Promise<D1PreparedStatement[]> {
  const { results } = await db
    .prepare("SELECT id FROM board_sections WHERE board_id = ? ORDER BY position, id LIMIT ?")
    .bind(section.board_id, MAX_ORDERED_SECTIONS + 1)
    .all<{ id: number }>();
  if (results.length > MAX_ORDERED_SECTIONS) {
    throw new ApiError("BAD_REQUEST", {
      detail: `position: a board with more than ${MAX_ORDERED_SECTIONS} sections keeps its order`,
      data: { field: "position" },
    });
  }
  const order = reorderSections(
    results.map((r) => r.id),
    section.id,
    position,
  );
  return [
    db
      .prepare(
        `UPDATE board_sections SET position = (SELECT CAST(j.key AS INTEGER) + 1 FROM json_each(?1) j WHERE j.value = board_sections.id)
         WHERE board_id = ?2 AND id IN (SELECT value FROM json_each(?1))`,
      )
      .bind(JSON.stringify(order), section.board_id),
  ];
}

/**
 * Deletes a section; its Pins stay on the board (`keep`) or are deleted with it (`delete`, the owner only).
 *
 * @example
 * const { board, deleted_pin_count } = await deleteSection(env, viewer, 7, "keep");
 */
export async function deleteSection(env: Env, viewerId: string, sectionId: number, pins: SectionPinFate): Promise<SectionDeleted> {
  const db = env.DB;
  const section = await editableSection(db, viewerId, sectionId);
  if (pins === "delete" && !section.owner) throw new ApiError("SECTION_PINS_OWNER_ONLY", { data: { field: "pins" } });
  const boardId = section.board_id;
  return withBoardActions(env, "section_edit", boardId, null, async () => {
    const now = Math.floor(Date.now() / 1000);
    const doomed = pins === "delete";
    const results = await db.batch([
      // Counted from the rows deleted next, in the same transaction: exact whatever saves run meanwhile.
      db.prepare("SELECT COUNT(*) AS n FROM pins WHERE section_id = ? AND ?").bind(sectionId, doomed ? 1 : 0),
      db
        .prepare(
          `UPDATE users SET pin_count = pin_count - (SELECT COUNT(*) FROM pins WHERE section_id = ?1 AND pinner_id = users.id)
           WHERE ?2 AND id IN (SELECT DISTINCT pinner_id FROM pins WHERE section_id = ?1)`,
        )
        .bind(sectionId, doomed ? 1 : 0),
      db.prepare("DELETE FROM pins WHERE section_id = ? AND ?").bind(sectionId, doomed ? 1 : 0),
      // Kept Pins leave the section (ON DELETE SET NULL does it too; said here so no reader depends on it).
      db.prepare("UPDATE pins SET section_id = NULL WHERE section_id = ?").bind(sectionId),
      db.prepare("DELETE FROM board_sections WHERE id = ?").bind(sectionId),
      // Recounted, and a cover that went with the Pins replaced by the board's newest (saving.md §4).
      db
        .prepare(
          `UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = ?1),
             section_count = (SELECT COUNT(*) FROM board_sections WHERE board_id = ?1),
             cover_pin_id = ifnull(cover_pin_id, (SELECT id FROM pins WHERE board_id = ?1 ORDER BY id DESC LIMIT 1)),
             updated_at = ?2
           WHERE id = ?1 RETURNING id, pin_count, section_count`,
        )
        .bind(boardId, now),
    ]);
    const deleted = (results[0]!.results[0] as { n: number }).n;
    const board = results[results.length - 1]!.results[0] as { id: number; pin_count: number; section_count: number };
    return { board: { id: String(board.id), pin_count: board.pin_count, section_count: board.section_count }, deleted_pin_count: deleted };
  });
}
