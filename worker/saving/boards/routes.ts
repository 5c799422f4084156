/**
 * Why: the board API of saving.md §7 (BoardsResource read, BoardResource fetch, create and delete
 * on the board resource; edit, issue 34), registered against the contracts of common/saving/contracts.ts. Reads
 * answer 404 for a board the viewer may not see; changes need the logged-in owner.
 */
import { boardBySlugRoute, boardRoute, createBoardRoute, deleteBoardRoute, userBoardsRoute } from "~common/saving/contracts";
import { updateBoardRoute } from "~common/saving/boards/contracts";
import { ApiError } from "~common/errors";
import { actingAdAccount, actingSubject } from "../../business/acting-profile";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer, viewerId } from "../../platform/guards";
import { createBoard, deleteBoard } from "./board-changes";
import { updateBoard } from "./edit-board";
import { findVisibleBoardRow, findVisibleBoardRowBySlug, toBoards, type BoardRow } from "./boards-repo";
import { listUserBoards } from "./list-boards";

async function boardOr404(db: D1Database, row: BoardRow | null) {
  if (!row) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  return (await toBoards(db, [row]))[0]!;
}

export const boardRoutes = createRouter()
  .openapi(userBoardsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await listUserBoards(c.env.DB, c.req.valid("param").username, viewer, c.req.valid("query")));
  })
  .openapi(boardBySlugRoute, async (c) => {
    const viewer = await viewerId(c);
    const { username, slug } = c.req.valid("param");
    return ok(c, await boardOr404(c.env.DB, await findVisibleBoardRowBySlug(c.env.DB, username, slug, viewer)));
  })
  .openapi(boardRoute, async (c) => {
    // saving.md §6: read as a business profile the viewer may act as.
    const subject = c.req.valid("query").orbac_subject_id;
    const viewer = subject === undefined ? await viewerId(c) : await actingSubject(c.env.DB, await requireViewer(c), subject);
    return ok(c, await boardOr404(c.env.DB, await findVisibleBoardRow(c.env.DB, Number(c.req.valid("param").id), viewer)));
  })
  .openapi(createBoardRoute, async (c) => {
    const viewer = await requireViewer(c);
    const body = c.req.valid("json");
    // saving.md §6: for a business profile (orbac_subject_id) or an ad account (advertiser_id), checked server-side.
    const owner = await actingSubject(c.env.DB, viewer, body.orbac_subject_id);
    const adAccount = body.advertiser_id === undefined ? null : await actingAdAccount(c.env.DB, viewer, body.advertiser_id);
    return ok(c, await createBoard(c.env.DB, owner, body, adAccount));
  })
  .openapi(deleteBoardRoute, async (c) => {
    const viewer = await requireViewer(c);
    await deleteBoard(c.env, viewer, Number(c.req.valid("param").id));
    return ok(c, null);
  })
  .openapi(updateBoardRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await updateBoard(c.env, viewer, Number(c.req.valid("param").id), c.req.valid("json")));
  });
