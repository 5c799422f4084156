/**
 * Why: removing a collaborator (saving.md §7 "Delete on the board collaborator resource"; §4 the
 * view drops them at once and restores them if this fails): the board's owner removes anyone, a
 * collaborator removes themselves (leaves). Their Pins stay on the board. The row and the board's
 * is_collaborative flag change in one D1 batch, so the flag is exact however removals interleave.
 */
import { ApiError } from "~common/errors";
import { canManageBoard, canSeeBoard } from "../access";
import { findBoardFacts } from "../boards";

/**
 * @example
 * await removeCollaborator(env.DB, ownerId, 12, collaboratorId);
 */
export async function removeCollaborator(db: D1Database, viewerId: string, boardId: number, userId: string): Promise<void> {
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  if (userId !== viewerId && !canManageBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "id" } });
  const now = Math.floor(Date.now() / 1000);
  const [gone] = await db.batch([
    db.prepare("DELETE FROM board_collaborators WHERE board_id = ? AND user_id = ?").bind(boardId, userId),
    db
      .prepare(
        "UPDATE boards SET is_collaborative = EXISTS (SELECT 1 FROM board_collaborators WHERE board_id = ?1), updated_at = ?2 WHERE id = ?1",
      )
      .bind(boardId, now),
  ]);
  if (gone!.meta.changes === 0) throw new ApiError("COLLABORATOR_NOT_FOUND", { data: { field: "user_id" } });
}
