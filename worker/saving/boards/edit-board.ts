/**
 * Why: editing a board (issue 34 item 2): who may change which field is the shared rule of
 * common/saving/boards/rules.ts (a collaborator the description, the owner everything); a new
 * name takes a new path segment and keeps the old one as a redirect (at most SLUG_REDIRECTS_MAX);
 * privacy is read by every list and read at query time (worker/saving/access.ts), so a board
 * made secret leaves other people's feeds, searches, profiles and reads with this write (and the
 * per-isolate read caches drop what they kept on it: worker/platform/read-cache/). The change is
 * one D1 batch. A cover choice holds the board in its BoardActions object, as a move (which
 * changes covers) does, so the two never interleave.
 */
import { ApiError } from "~common/errors";
import { refusedBoardField, type BoardEditField } from "~common/saving/boards/rules";
import type { BoardUpdateBody } from "~common/saving/boards/schemas";
import { SLUG_REDIRECTS_MAX } from "~common/saving/constants";
import { checkBoardName, slugify, uniqueSlug } from "~common/saving/rules";
import type { Board } from "~common/saving/schemas";
import { canEditBoard, canManageBoard, canSeeBoard } from "../access";
import { withBoardActions } from "../move-pins";
import { isConstraintError } from "../sql";
import { findBoardFacts, findVisibleBoardRow, toBoards } from "./boards-repo";

/** The board `viewerId` may edit, its facts and slug; 404 when they cannot see it, 403 when they may not edit it. */
async function editableBoard(db: D1Database, viewerId: string, boardId: number) {
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (!canEditBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  return board;
}

/** A free path segment for `name` among the owner's boards but this one. */
async function freeSlug(db: D1Database, ownerId: string, boardId: number, name: string): Promise<string> {
  const base = slugify(name);
  const { results } = await db
    .prepare("SELECT slug FROM boards WHERE owner_id = ? AND id <> ? AND (slug = ? OR slug LIKE ? ESCAPE '\\')")
    .bind(ownerId, boardId, base, `${base.replace(/[\\%_]/g, "\\$&")}-%`)
    .all<{ slug: string }>();
  return uniqueSlug(base, new Set(results.map((r) => r.slug)));
}

/**
 * Applies `body` to the board for `viewerId`; answers the board as it is after.
 *
 * @example
 * const board = await updateBoard(env, viewer, 12, { name: "Soups", privacy: "secret" });
 */
export async function updateBoard(env: Env, viewerId: string, boardId: number, body: BoardUpdateBody): Promise<Board> {
  const db = env.DB;
  const board = await editableBoard(db, viewerId, boardId);
  const fields = (Object.keys(body) as BoardEditField[]).filter((f) => body[f] !== undefined);
  const refused = refusedBoardField(canManageBoard(board, viewerId) ? "owner" : "collaborator", fields);
  if (refused) throw new ApiError("NOT_BOARD_OWNER", { data: { field: refused } });
  if (body.privacy !== undefined && board.privacy === "protected")
    throw new ApiError("BOARD_PRIVACY_PROTECTED", { data: { field: "privacy" } });
  if (body.name !== undefined) {
    const failure = checkBoardName(body.name);
    if (failure) throw new ApiError(failure, { data: { field: "name" } });
  }
  const write = () => applyUpdate(db, board, body);
  await (body.cover_pin_id === undefined ? write() : withBoardActions(env, "board_edit", boardId, null, write));
  const row = await findVisibleBoardRow(db, boardId, viewerId);
  return (await toBoards(db, [row!]))[0]!;
}

async function applyUpdate(db: D1Database, board: { id: number; owner_id: string }, body: BoardUpdateBody): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const current = await db.prepare("SELECT slug FROM boards WHERE id = ?").bind(board.id).first<{ slug: string }>();
  if (!current) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (body.cover_pin_id !== undefined) {
    const pin = await db.prepare("SELECT 1 FROM pins WHERE id = ? AND board_id = ?").bind(Number(body.cover_pin_id), board.id).first();
    if (!pin) throw new ApiError("BOARD_COVER_NOT_ON_BOARD", { data: { field: "cover_pin_id" } });
  }
  const name = body.name?.trim();
  const slug = name === undefined ? current.slug : await freeSlug(db, board.owner_id, board.id, name);
  const sets: string[] = ["updated_at = ?"];
  const params: unknown[] = [now];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    params.push(value);
  };
  if (name !== undefined) {
    set("name", name);
    set("slug", slug);
  }
  if (body.description !== undefined) set("description", body.description.trim());
  if (body.privacy !== undefined) set("privacy", body.privacy);
  if (body.cover_pin_id !== undefined) set("cover_pin_id", Number(body.cover_pin_id));
  if (body.archived !== undefined) {
    // Archiving again keeps the first time; unarchiving clears it.
    sets.push(body.archived ? "archived_by_me_at = ifnull(archived_by_me_at, ?)" : "archived_by_me_at = NULL");
    if (body.archived) params.push(now);
  }
  const statements = [db.prepare(`UPDATE boards SET ${sets.join(", ")} WHERE id = ?`).bind(...params, board.id)];
  if (slug !== current.slug) {
    statements.push(
      // The live segment is no redirect any more; the old one is (the newest SLUG_REDIRECTS_MAX kept).
      db.prepare("DELETE FROM board_slug_redirects WHERE owner_id = ? AND old_slug = ?").bind(board.owner_id, slug),
      db
        .prepare("INSERT OR REPLACE INTO board_slug_redirects (owner_id, old_slug, board_id, created_at) VALUES (?, ?, ?, ?)")
        .bind(board.owner_id, current.slug, board.id, now),
      db
        .prepare(
          `DELETE FROM board_slug_redirects WHERE board_id = ?1 AND old_slug NOT IN
             (SELECT old_slug FROM board_slug_redirects WHERE board_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT ?2)`,
        )
        .bind(board.id, SLUG_REDIRECTS_MAX),
    );
  }
  try {
    await db.batch(statements);
  } catch (err) {
    if (isConstraintError(err, /boards\.owner_id, boards\.name|boards_owner_name/))
      throw new ApiError("BOARD_NAME_TAKEN", { data: { field: "name" } });
    if (isConstraintError(err, "boards.owner_id, boards.slug")) throw new ApiError("BOARD_NAME_TAKEN", { data: { field: "name" } });
    throw err;
  }
}
