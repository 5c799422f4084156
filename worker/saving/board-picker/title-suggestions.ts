/**
 * Why: GET /v3/pins/{id}/board_title_suggestions/ (saving.md §7; the create-board form's
 * "Suggested board names list", §2) reads the Pin's words and board name and the viewer's board
 * names in ONE D1 batch, and answers the pure rule of
 * common/saving/board-picker/title-suggestions.ts over them.
 */
import { ApiError } from "~common/errors";
import { boardTitleSuggestions } from "~common/saving/board-picker/title-suggestions";
import { VISIBLE_BOARD_SQL } from "../access";

/**
 * Suggested names for a new board to save Pin `pinId` to; 404 PIN_NOT_FOUND (field id) when the
 * viewer cannot see the Pin.
 *
 * @example
 * await titleSuggestions(env.DB, viewer, 42); // [{ title: "Weeknight Dinners" }, { title: "Lemon Pasta" }, …]
 */
export async function titleSuggestions(db: D1Database, viewerId: string, pinId: number): Promise<{ title: string }[]> {
  const [pinRows, nameRows] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT p.title, p.description, b.name AS board_name FROM pins p JOIN boards b ON b.id = p.board_id
         WHERE p.id = ?2 AND ${VISIBLE_BOARD_SQL("b", "?1")}`,
      )
      .bind(viewerId, pinId),
    // Every board of the viewer's, archived ones too: a name is taken while any of them has it.
    db.prepare("SELECT name FROM boards WHERE owner_id = ?").bind(viewerId),
  ]);
  const pin = (pinRows!.results as { title: string; description: string; board_name: string }[])[0];
  if (!pin) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  const names = (nameRows!.results as { name: string }[]).map((r) => r.name);
  return boardTitleSuggestions({ title: pin.title, description: pin.description, boardName: pin.board_name }, names).map((title) => ({
    title,
  }));
}
