/**
 * Why: the board changes of saving.md §7 — create on the board resource and delete — with their
 * rules: the §5 name rule (shared with the page form), one board per name per owner, a path
 * segment unique per owner, new boards last in the owner's custom order; deleting is the owner's
 * alone, takes the board's sections and Pins with it, and takes each pinner's Pins there off their
 * pin_count in the same transaction.
 */
import { ApiError } from "~common/errors";
import { checkBoardName } from "~common/saving/rules";
import { slugify, uniqueSlug } from "~common/saving/rules";
import type { Board, BoardCreateBody } from "~common/saving/schemas";
import { canManageBoard, canSeeBoard } from "../access";
import { withBoardActions } from "../move-pins";
import { isConstraintError } from "../sql";
import { findBoardFacts, findVisibleBoardRow, toBoards } from "./boards-repo";

/** Attempts at a free path segment when two creates race for the same one. */
const SLUG_ATTEMPTS = 3;

/**
 * Creates a board for `ownerId`; 400 for a missing or too long name, 409 when the owner has a
 * board of that name (any case). A board made for an ad account (`advertiserId`, saving.md §6) is
 * protected whatever `body.privacy` says.
 *
 * @example
 * const board = await createBoard(env.DB, viewer, { name: "Recipes", privacy: "secret" });
 */
export async function createBoard(
  db: D1Database,
  ownerId: string,
  body: BoardCreateBody,
  advertiserId: number | null = null,
): Promise<Board> {
  const failure = checkBoardName(body.name);
  if (failure) throw new ApiError(failure, { data: { field: "name" } });
  const name = body.name.trim();
  const now = Math.floor(Date.now() / 1000);
  for (let attempt = 1; ; attempt++) {
    const base = slugify(name);
    const { results } = await db
      .prepare("SELECT slug FROM boards WHERE owner_id = ? AND (slug = ? OR slug LIKE ? ESCAPE '\\')")
      .bind(ownerId, base, `${base.replace(/[\\%_]/g, "\\$&")}-%`)
      .all<{ slug: string }>();
    const slug = uniqueSlug(base, new Set(results.map((r) => r.slug)));
    try {
      const row = await db
        .prepare(
          `INSERT INTO boards (owner_id, name, slug, description, privacy, position, created_at, updated_at, advertiser_id)
           VALUES (?1, ?2, ?3, ?4, ?5, (SELECT ifnull(max(position), 0) + 1 FROM boards WHERE owner_id = ?1), ?6, ?6, ?7)
           RETURNING id`,
        )
        .bind(ownerId, name, slug, body.description?.trim() ?? "", advertiserId === null ? body.privacy : "protected", now, advertiserId)
        .first<{ id: number }>();
      const created = await findVisibleBoardRow(db, row!.id, ownerId);
      return (await toBoards(db, [created!]))[0]!;
    } catch (err) {
      if (isConstraintError(err, /boards\.owner_id, boards\.name|boards_owner_name/)) {
        throw new ApiError("BOARD_NAME_TAKEN", { data: { field: "name" } });
      }
      if (isConstraintError(err, "boards.owner_id, boards.slug") && attempt < SLUG_ATTEMPTS) continue;
      throw err;
    }
  }
}

/**
 * Deletes a board, its sections and its Pins; 404 when the viewer cannot see it, 403 when they
 * can but do not own it.
 *
 * @example
 * await deleteBoard(env, viewer, 12);
 */
export async function deleteBoard(env: Env, viewerId: string, boardId: number): Promise<void> {
  const db = env.DB;
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (!canManageBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  // Not while a move runs on it (its batch would recount a board that is gone): the board's action lock.
  await withBoardActions(env, "board_edit", boardId, null, () => deleteBoardRows(db, boardId));
}

async function deleteBoardRows(db: D1Database, boardId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE users SET pin_count = pin_count - (SELECT COUNT(*) FROM pins WHERE board_id = ?1 AND pinner_id = users.id)
         WHERE id IN (SELECT DISTINCT pinner_id FROM pins WHERE board_id = ?1)`,
      )
      .bind(boardId),
    // Sections and Pins go with the board (ON DELETE CASCADE); repins elsewhere stay.
    db.prepare("DELETE FROM boards WHERE id = ?").bind(boardId),
  ]);
}
