/**
 * Why: the board actions API (common/saving/move-pins/contracts.ts): a bulk move and the
 * section pin edits, each checked (move-pins.ts) and applied while holding the boards it touches
 * (board-lock.ts), so a second action on a board while one runs is refused with 2171–2173; and,
 * where DEV_TOOLS is "true", a developer route that holds a board as an action would.
 */
import { bulkMoveRoute, deleteSectionPinsRoute, holdBoardRoute, putSectionPinsRoute } from "~common/saving/move-pins/contracts";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { VISIBLE_BOARD_SQL } from "../access";
import { requireViewer } from "../../platform/guards";
import { boardActionsStub, withBoardActions } from "./board-lock";
import { applyMove, checkMove, moveFromBody, type Move } from "./move-pins";

async function sectionMove(db: D1Database, viewerId: string, sectionId: number, pins: string[], into: boolean): Promise<Move> {
  const section = await db
    .prepare(`SELECT s.board_id FROM board_sections s JOIN boards b ON b.id = s.board_id WHERE s.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(sectionId, viewerId)
    .first<{ board_id: number }>();
  if (!section) throw new ApiError("SECTION_NOT_FOUND", { data: { field: "id" } });
  const ids = { ids: [...new Set(pins.map(Number))] };
  // In: from anywhere on the board (not already in it); out: from the section to the board.
  return into
    ? { boardId: section.board_id, newBoardId: section.board_id, oldSectionId: undefined, newSectionId: sectionId, pins: ids }
    : { boardId: section.board_id, newBoardId: section.board_id, oldSectionId: sectionId, newSectionId: null, pins: ids };
}

export const boardActionRoutes = createRouter()
  .openapi(bulkMoveRoute, async (c) => {
    const viewer = await requireViewer(c);
    const move = moveFromBody(c.req.valid("json"));
    return ok(
      c,
      await withBoardActions(c.env, "move", move.boardId, move.newBoardId, async () =>
        applyMove(c.env.DB, move, await checkMove(c.env.DB, viewer, move)),
      ),
    );
  })
  .openapi(putSectionPinsRoute, async (c) => {
    const viewer = await requireViewer(c);
    const move = await sectionMove(c.env.DB, viewer, Number(c.req.valid("param").id), c.req.valid("json").pins, true);
    return ok(
      c,
      await withBoardActions(c.env, "section_edit", move.boardId, null, async () =>
        applyMove(c.env.DB, move, await checkMove(c.env.DB, viewer, move)),
      ),
    );
  })
  .openapi(holdBoardRoute, async (c) => {
    if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    const { board_id, kind, seconds } = c.req.valid("json");
    await boardActionsStub(c.env, Number(board_id)).begin(`dev-hold-${crypto.randomUUID()}`, kind, seconds * 1000);
    return ok(c, null);
  })
  .openapi(deleteSectionPinsRoute, async (c) => {
    const viewer = await requireViewer(c);
    const move = await sectionMove(c.env.DB, viewer, Number(c.req.valid("param").id), c.req.valid("json").pins, false);
    return ok(
      c,
      await withBoardActions(c.env, "section_edit", move.boardId, null, async () =>
        applyMove(c.env.DB, move, await checkMove(c.env.DB, viewer, move)),
      ),
    );
  });
