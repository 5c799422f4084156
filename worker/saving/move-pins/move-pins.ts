/**
 * Why: moving Pins (saving.md §4 "Moving pins works as a bulk change", §5 "Moving pins to the
 * same board and same section is rejected", §7 the bulk edit, select-all bulk edit and section
 * pin edit resources) is one rule with three doors: PATCH /v3/bulk_edit/ (by ids, or all but some),
 * PUT and DELETE /v3/board_sections/{id}/pins/. The viewer must be a member (owner or
 * collaborator) of both boards. Everything changes in ONE D1 batch: the Pins' board and section,
 * both boards' and all their sections' pin_count recounted (exact whatever ran before), and the
 * covers (the source board's when its cover Pin left; the destination's as a save would set it).
 */
import { ApiError } from "~common/errors";
import type { BulkMoveBody, BulkMoveResult } from "~common/saving/move-pins/schemas";
import { MAX_SELECT_ALL_PINS } from "~common/saving/constants";
import { canEditBoard, canSeeBoard } from "../access";
import { findBoardFacts } from "../boards";

export interface Move {
  boardId: number;
  newBoardId: number;
  /** Where the Pins must be now: a section, null for outside the sections, undefined for anywhere on the board. */
  oldSectionId: number | null | undefined;
  newSectionId: number | null;
  pins: { ids: number[] } | { allBut: number[] };
}

/** The request body as a Move. */
export function moveFromBody(body: BulkMoveBody): Move {
  const num = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : Number(v));
  if ((body.select_all === true) === (body.pin_ids !== undefined)) {
    throw new ApiError("BAD_REQUEST", { detail: "pin_ids: send pin_ids, or select_all with excluded_pin_ids", data: { field: "pin_ids" } });
  }
  return {
    boardId: Number(body.board_id),
    newBoardId: Number(body.new_board_id),
    oldSectionId: body.select_all ? (num(body.old_section_id) ?? null) : num(body.old_section_id),
    newSectionId: num(body.new_section_id) ?? null,
    pins: body.select_all ? { allBut: (body.excluded_pin_ids ?? []).map(Number) } : { ids: [...new Set(body.pin_ids!.map(Number))] },
  };
}

async function memberBoard(db: D1Database, viewerId: string, boardId: number, field: string) {
  const board = await findBoardFacts(db, boardId, viewerId);
  if (!board || !canSeeBoard(board, viewerId)) throw new ApiError("BOARD_NOT_FOUND", { data: { field } });
  if (!canEditBoard(board, viewerId)) throw new ApiError("NOT_BOARD_OWNER", { data: { field } });
}

/** Checks a move for `viewerId` and resolves its Pins; throws the API error for each refusal. */
export async function checkMove(db: D1Database, viewerId: string, m: Move): Promise<number[]> {
  await memberBoard(db, viewerId, m.boardId, "board_id");
  if (m.newBoardId !== m.boardId) await memberBoard(db, viewerId, m.newBoardId, "new_board_id");
  if (m.newBoardId === m.boardId && m.oldSectionId !== undefined && m.newSectionId === m.oldSectionId) {
    throw new ApiError("BULK_MOVE_SAME_PLACE", { data: { field: "new_section_id" } });
  }
  const sections = [m.oldSectionId, m.newSectionId].filter((s): s is number => typeof s === "number");
  if (sections.length > 0) {
    const { results } = await db
      .prepare("SELECT id, board_id FROM board_sections WHERE id IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(sections))
      .all<{ id: number; board_id: number }>();
    const boardOf = new Map(results.map((r) => [r.id, r.board_id]));
    if (typeof m.oldSectionId === "number" && boardOf.get(m.oldSectionId) !== m.boardId)
      throw new ApiError("SECTION_NOT_ON_BOARD", { data: { field: "old_section_id" } });
    if (m.newSectionId !== null && boardOf.get(m.newSectionId) !== m.newBoardId)
      throw new ApiError("SECTION_NOT_ON_BOARD", { data: { field: "new_section_id" } });
  }
  const inPlace = m.oldSectionId === undefined ? "1" : "section_id IS ?";
  const placeParams = m.oldSectionId === undefined ? [] : [m.oldSectionId];
  if ("ids" in m.pins) {
    // Each Pin on the board (in old_section_id when given), and not already where it would go.
    const found = await db
      .prepare(
        `SELECT id FROM pins WHERE board_id = ? AND ${inPlace} AND id IN (SELECT value FROM json_each(?))
           AND NOT (board_id = ? AND section_id IS ?)`,
      )
      .bind(m.boardId, ...placeParams, JSON.stringify(m.pins.ids), m.newBoardId, m.newSectionId)
      .all<{ id: number }>();
    if (found.results.length !== m.pins.ids.length) throw new ApiError("BULK_PINS_INVALID", { data: { field: "pin_ids" } });
    return m.pins.ids;
  }
  const { results } = await db
    .prepare(`SELECT id FROM pins WHERE board_id = ? AND ${inPlace} AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT ?`)
    .bind(m.boardId, ...placeParams, JSON.stringify(m.pins.allBut), MAX_SELECT_ALL_PINS + 1)
    .all<{ id: number }>();
  if (results.length > MAX_SELECT_ALL_PINS) throw new ApiError("BULK_TOO_MANY_PINS", { data: { field: "select_all" } });
  return results.map((r) => r.id);
}

/**
 * Moves `pinIds` (already checked by checkMove) in one D1 batch and answers the counts after.
 *
 * @example
 * const ids = await checkMove(env.DB, viewer, move);
 * const result = await applyMove(env.DB, move, ids);
 */
export async function applyMove(db: D1Database, m: Move, pinIds: number[]): Promise<BulkMoveResult> {
  if (pinIds.length > 0) await db.batch(moveStatements(db, m, pinIds));
  const [board, target, section] = await db.batch<{ id: number; pin_count: number }>([
    db.prepare("SELECT id, pin_count FROM boards WHERE id = ?").bind(m.boardId),
    db.prepare("SELECT id, pin_count FROM boards WHERE id = ?").bind(m.newBoardId),
    db.prepare("SELECT id, pin_count FROM board_sections WHERE id = ?").bind(m.newSectionId),
  ]);
  const row = (r: D1Result<{ id: number; pin_count: number }> | undefined) => {
    const x = r!.results[0]!;
    return { id: String(x.id), pin_count: x.pin_count };
  };
  return {
    moved_pin_ids: pinIds.map(String),
    board: row(board),
    new_board: row(target),
    new_section: section!.results[0] ? row(section) : null,
  };
}

/**
 * The statements of a move of `pinIds` (already checked), for a batch of one's own (a Pin's edit
 * moves it in the same transaction as its words change).
 */
export function moveStatements(db: D1Database, m: Move, pinIds: number[]): D1PreparedStatement[] {
  const moved = JSON.stringify(pinIds);
  const now = Math.floor(Date.now() / 1000);
  const boards = JSON.stringify([...new Set([m.boardId, m.newBoardId])]);
  return [
    db
      .prepare("UPDATE pins SET board_id = ?, section_id = ? WHERE id IN (SELECT value FROM json_each(?))")
      .bind(m.newBoardId, m.newSectionId, moved),
    // Exact counts: recounted from the Pins, for both boards and all their sections.
    db
      .prepare(
        `UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = boards.id), updated_at = ?
           WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .bind(now, boards),
    db
      .prepare(
        "UPDATE board_sections SET pin_count = (SELECT COUNT(*) FROM pins WHERE section_id = board_sections.id) WHERE board_id IN (SELECT value FROM json_each(?))",
      )
      .bind(boards),
    // The source's cover left with the Pins: its newest Pin now (none: no cover).
    db
      .prepare(
        `UPDATE boards SET cover_pin_id = (SELECT max(id) FROM pins WHERE board_id = boards.id)
           WHERE id = ?1 AND ?1 <> ?2 AND cover_pin_id IN (SELECT value FROM json_each(?3))`,
      )
      .bind(m.boardId, m.newBoardId, moved),
    // The destination, as a save sets it (common/saving/rules/cover.ts): no cover, or into a section.
    db
      .prepare(
        `UPDATE boards SET cover_pin_id = CASE WHEN cover_pin_id IS NULL OR ?2 IS NOT NULL THEN (SELECT max(value) FROM json_each(?3)) ELSE cover_pin_id END
           WHERE id = ?1`,
      )
      .bind(m.newBoardId, m.newSectionId, moved),
  ];
}
