/**
 * Why: BoardSectionResource create (saving.md §7: board_id, initial_pins, name, name_source): the
 * owner adds a section to a board, named by the §5 rule ("trimmed and required"), with a path
 * segment unique on the board, and moves the given Pins of the board into it. In one D1 batch:
 * the section, the Pins moved (their old sections' pin_count down), the new section's pin_count,
 * and the board's section_count +1.
 */
import { ApiError } from "~common/errors";
import { checkSectionName } from "~common/saving/rules";
import { slugify, uniqueSlug } from "~common/saving/rules";
import type { BoardSection, SectionCreateBody } from "~common/saving/schemas";
import { canEditBoard, canSeeBoard } from "../access";
import { findBoardFacts } from "../boards";
import { isConstraintError } from "../sql";
import { findVisibleSection } from "./sections-repo";

/**
 * Creates a section on the viewer's board.
 *
 * @example
 * const section = await createSection(env.DB, viewer, 12, { name: " Soups ", name_source: 0, initial_pins: ["31"] });
 */
export async function createSection(db: D1Database, viewerId: string, boardId: number, body: SectionCreateBody): Promise<BoardSection> {
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (!canEditBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  const failure = checkSectionName(body.name);
  if (failure) throw new ApiError(failure, { data: { field: "name" } });
  const title = body.name.trim();

  const pins = [...new Set((body.initial_pins ?? []).map(Number))];
  if (pins.length > 0) {
    const found = await db
      .prepare("SELECT COUNT(*) AS n FROM pins WHERE board_id = ? AND id IN (SELECT value FROM json_each(?))")
      .bind(boardId, JSON.stringify(pins))
      .first<{ n: number }>();
    if (found?.n !== pins.length) throw new ApiError("SECTION_PINS_INVALID", { data: { field: "initial_pins" } });
  }

  const base = slugify(title, "section");
  const { results } = await db.prepare("SELECT slug FROM board_sections WHERE board_id = ?").bind(boardId).all<{ slug: string }>();
  const slug = uniqueSlug(base, new Set(results.map((r) => r.slug)));
  const now = Math.floor(Date.now() / 1000);
  const moving = JSON.stringify(pins);
  try {
    await db.batch([
      db
        // Last in the board's order (sections.position, migration 0057).
        .prepare(
          `INSERT INTO board_sections (board_id, title, slug, name_source, created_at, updated_at, position)
           VALUES (?1, ?2, ?3, ?4, ?5, ?5, (SELECT ifnull(max(position), 0) + 1 FROM board_sections WHERE board_id = ?1))`,
        )
        .bind(boardId, title, slug, body.name_source, now),
      // The Pins leave their old sections (before they point at the new one)…
      db
        .prepare(
          `UPDATE board_sections SET pin_count = pin_count - (SELECT COUNT(*) FROM pins p WHERE p.section_id = board_sections.id AND p.id IN (SELECT value FROM json_each(?1)))
           WHERE board_id = ?2 AND id <> last_insert_rowid()`,
        )
        .bind(moving, boardId),
      // …and go into the new one (last_insert_rowid() is still the section: updates leave it alone).
      db
        .prepare("UPDATE pins SET section_id = last_insert_rowid() WHERE board_id = ? AND id IN (SELECT value FROM json_each(?))")
        .bind(boardId, moving),
      db.prepare(
        "UPDATE board_sections SET pin_count = (SELECT COUNT(*) FROM pins WHERE section_id = last_insert_rowid()) WHERE id = last_insert_rowid()",
      ),
      db.prepare("UPDATE boards SET section_count = section_count + 1, updated_at = ? WHERE id = ?").bind(now, boardId),
    ]);
  } catch (err) {
    if (isConstraintError(err, /board_sections\.board_id, board_sections\.(title|slug)/)) {
      throw new ApiError("SECTION_NAME_TAKEN", { data: { field: "name" } });
    }
    throw err;
  }
  return findVisibleSection(db, viewerId, { boardId, slug });
}
