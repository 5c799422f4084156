/**
 * Why: editing a Pin (issue 34 item 1). Its words (title, description, link through the link rule,
 * alt text) are its pinner's to change; a move (board_id/section_id) is, as a bulk move is
 * (saving.md §4), for the pinner or a member of the Pin's board, into a board the viewer is a
 * member of. A move runs holding both boards' BoardActions (worker/saving/move-pins), with the
 * bulk move's own statements (counts recounted, covers by the §4 rule), in ONE batch with the words.
 */
import { hashtagText } from "~common/business/search";
import { ApiError } from "~common/errors";
import { checkPinEdit, type PinEditBody } from "~common/saving/pins";
import { linkDomain } from "~common/saving/rules";
import type { Pin } from "~common/saving/schemas";
import { canEditBoard, canSeeBoard } from "../access";
import { findBoardFacts } from "../boards";
import { moveStatements, withBoardActions, type Move } from "../move-pins";
import { findVisiblePin } from "./pins-repo";

/** Where a Pin is and whose it is, with its board's permission facts for `viewerId`; null when the viewer may not see it. */
export async function findPinFacts(db: D1Database, id: number, viewerId: string) {
  const pin = await db
    .prepare("SELECT id, board_id, section_id, pinner_id FROM pins WHERE id = ?")
    .bind(id)
    .first<{ id: number; board_id: number; section_id: number | null; pinner_id: string }>();
  if (!pin) return null;
  const board = await findBoardFacts(db, pin.board_id, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) return null;
  return { ...pin, board };
}

const TEXT_FIELDS = ["title", "description", "link", "alt_text"] as const;

/** The UPDATE of the words the body changes (none: no statement). */
function textStatements(db: D1Database, id: number, body: PinEditBody): D1PreparedStatement[] {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (sql: string, value: unknown) => {
    sets.push(sql);
    params.push(value);
  };
  const out: D1PreparedStatement[] = [];
  if (body.title !== undefined) set("title = ?", body.title.trim());
  if (body.description !== undefined) {
    const description = body.description.trim();
    set("description = ?", description);
    // The search index's hashtags column follows the description (migration 0021).
    set("hashtags = ?", hashtagText(description));
  }
  if (body.alt_text !== undefined) set("alt_text = ?", body.alt_text.trim());
  if (body.link !== undefined) {
    const link = body.link === null || body.link.trim() === "" ? null : body.link.trim();
    const domain = link === null ? null : linkDomain(link);
    if (domain) out.push(db.prepare("INSERT INTO link_domains (domain) VALUES (?) ON CONFLICT (domain) DO NOTHING").bind(domain));
    set("link = ?", link);
    set("link_domain_id = (SELECT id FROM link_domains WHERE domain = ?)", domain);
  }
  if (sets.length > 0) out.push(db.prepare(`UPDATE pins SET ${sets.join(", ")} WHERE id = ?`).bind(...params, id));
  return out;
}

/**
 * Edits Pin `id` for `viewerId` and answers it as it is now; throws the API error of each refusal.
 *
 * @example
 * const pin = await editPin(env, viewer, 101, { title: "Tomato soup", board_id: "14" });
 */
export async function editPin(env: Env, viewerId: string, id: number, body: PinEditBody): Promise<Pin> {
  const db = env.DB;
  const facts = await findPinFacts(db, id, viewerId);
  if (!facts) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
  const changesText = TEXT_FIELDS.some((f) => body[f] !== undefined);
  if (!changesText && body.board_id === undefined && body.section_id === undefined)
    throw new ApiError("PIN_EDIT_EMPTY", { data: { field: "title" } });
  if (changesText && facts.pinner_id !== viewerId) throw new ApiError("NOT_PIN_OWNER", { data: { field: "id" } });
  const failure = checkPinEdit(body);
  if (failure) throw new ApiError(failure.failure, { data: { field: failure.field } });

  const newBoardId = body.board_id === undefined ? facts.board_id : Number(body.board_id);
  // A new board without a section: the Pin goes outside its sections.
  const newSectionId =
    body.section_id !== undefined
      ? body.section_id === null
        ? null
        : Number(body.section_id)
      : newBoardId === facts.board_id
        ? facts.section_id
        : null;
  const moves = newBoardId !== facts.board_id || newSectionId !== facts.section_id;
  if (!moves) {
    const statements = textStatements(db, id, body);
    if (statements.length > 0) await db.batch(statements);
    return (await findVisiblePin(db, id, viewerId))!;
  }

  if (facts.pinner_id !== viewerId && !canEditBoard(facts.board, viewerId)) throw new ApiError("NOT_PIN_MOVER", { data: { field: "id" } });
  const target = newBoardId === facts.board_id ? facts.board : await findBoardFacts(db, newBoardId, viewerId);
  if (!target || !canSeeBoard(target, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "board_id" } });
  if (!canEditBoard(target, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field: "board_id" } });
  if (newSectionId !== null) {
    const section = await db.prepare("SELECT id FROM board_sections WHERE id = ? AND board_id = ?").bind(newSectionId, newBoardId).first();
    if (!section) throw new ApiError("SECTION_NOT_ON_BOARD", { data: { field: "section_id" } });
  }
  const move: Move = { boardId: facts.board_id, newBoardId, oldSectionId: facts.section_id, newSectionId, pins: { ids: [id] } };
  await withBoardActions(env, "move", facts.board_id, newBoardId, async () => {
    // Holding the boards: the Pin must still be where it was read (another action may have moved it).
    const now = await db.prepare("SELECT board_id FROM pins WHERE id = ?").bind(id).first<{ board_id: number }>();
    if (!now) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
    if (now.board_id !== facts.board_id) throw new ApiError("BOARD_MOVE_RUNNING", { data: { field: "board_id" } });
    await db.batch([...textStatements(db, id, body), ...moveStatements(db, move, [id])]);
  });
  return (await findVisiblePin(db, id, viewerId))!;
}
