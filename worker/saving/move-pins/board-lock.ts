/**
 * Why: every action that moves a board's Pins runs inside `withBoardActions`, which takes each
 * board it touches in its BoardActions object (board-actions-object.ts) first — the source, then
 * the destination — and gives them back after, whatever happens. A board already taken answers
 * the §8 codes: 2171 when a move runs there, 2172 when a section edit does, 2173 when it is the
 * destination that is busy (docs/decisions/015); 2142 when a board edit (delete, cover) does.
 */
import { ApiError } from "~common/errors";
import type { BoardActionKind } from "./board-actions-object";

export const boardActionsStub = (env: Env, boardId: number) => env.BOARD_ACTIONS.get(env.BOARD_ACTIONS.idFromName(`board:${boardId}`));

/**
 * Runs `work` holding `boardId` (and `targetId`, when it is another board) for an action of `kind`.
 *
 * @example
 * const result = await withBoardActions(env, "move", 12, 14, () => movePins(…));
 */
export async function withBoardActions<T>(
  env: Env,
  kind: BoardActionKind,
  boardId: number,
  targetId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  const actionId = crypto.randomUUID();
  const boards = targetId === null || targetId === boardId ? [boardId] : [boardId, targetId];
  const held: number[] = [];
  try {
    for (const [i, board] of boards.entries()) {
      const verdict = await boardActionsStub(env, board).begin(actionId, kind);
      if (!verdict.ok) {
        if (i > 0) throw new ApiError("TARGET_BOARD_BUSY", { data: { field: "new_board_id" } });
        const code = { move: "BOARD_MOVE_RUNNING", section_edit: "BOARD_SECTION_EDIT_RUNNING", board_edit: "BOARD_EDIT_RUNNING" } as const;
        throw new ApiError(code[verdict.running], { data: { field: "board_id" } });
      }
      held.push(board);
    }
    return await work();
  } finally {
    await Promise.all(held.map((board) => boardActionsStub(env, board).end(actionId)));
  }
}
