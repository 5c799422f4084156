/**
 * Why: the three Pin feeds of the saving pages (saving.md §3 feed types: the home feed,
 * boardfeed, board-section-pins) are one query each over the shared Pin join, newest first, paged
 * by bookmark. The home feed shows original Pins of public boards (a repin would repeat its
 * source); a board or section feed shows everything on it, once the viewer may see the board.
 */
import { ApiError } from "~common/errors";
import type { Pin } from "~common/saving/schemas";
import { VISIBLE_BOARD_SQL } from "../access";
import { PIN_COLUMNS, PIN_FROM, toPin, type PinRow } from "../pins";
import { keyset, page, type SortKey } from "../sql";

export interface PinPage {
  items: Pin[];
  bookmark: string | null;
}

const NEWEST_FIRST: SortKey[] = [{ sql: "p.id", desc: true, type: "number" }];

async function pinPage(
  db: D1Database,
  scope: string,
  where: string,
  params: unknown[],
  q: { bookmark?: string; page_size: number },
): Promise<PinPage> {
  const ks = keyset(scope, NEWEST_FIRST, q.bookmark);
  const { results } = await db
    .prepare(`SELECT ${PIN_COLUMNS} FROM ${PIN_FROM} WHERE ${where} AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(...params, ...ks.params, q.page_size + 1)
    .all<PinRow>();
  const { items, bookmark } = page(results, q.page_size, scope, (r) => [r.id]);
  return { items: items.map(toPin), bookmark };
}

/**
 * GET /v3/feeds/home/: original Pins on public boards, newest first, for anyone.
 *
 * @example
 * const { items, bookmark } = await homeFeed(env.DB, { page_size: 25 });
 */
export const homeFeed = (db: D1Database, q: { bookmark?: string; page_size: number }) =>
  pinPage(db, "feed:home", "p.repin_of_id IS NULL AND b.privacy = 'public'", [], q);

/** GET /v3/boards/{id}/pins/: 404 BOARD_NOT_FOUND unless the viewer may see the board. */
export async function boardFeed(
  db: D1Database,
  boardId: number,
  viewerId: string | null,
  q: { bookmark?: string; page_size: number; filter_section_pins: "true" | "false" },
): Promise<PinPage> {
  const board = await db
    .prepare(`SELECT b.id FROM boards b WHERE b.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(boardId, viewerId)
    .first();
  if (!board) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  const outsideSections = q.filter_section_pins === "true" ? " AND p.section_id IS NULL" : "";
  return pinPage(db, `feed:board:${boardId}:${q.filter_section_pins}`, `p.board_id = ?${outsideSections}`, [boardId], q);
}

/** GET /v3/board_sections/{id}/pins/: 404 SECTION_NOT_FOUND unless the viewer may see its board. */
export async function sectionFeed(
  db: D1Database,
  sectionId: number,
  viewerId: string | null,
  q: { bookmark?: string; page_size: number },
): Promise<PinPage> {
  const section = await db
    .prepare(`SELECT s.id FROM board_sections s JOIN boards b ON b.id = s.board_id WHERE s.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(sectionId, viewerId)
    .first();
  if (!section) throw new ApiError("SECTION_NOT_FOUND", { data: { field: "id" } });
  return pinPage(db, `feed:section:${sectionId}`, "p.section_id = ?", [sectionId], q);
}
