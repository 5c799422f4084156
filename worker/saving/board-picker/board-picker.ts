/**
 * Why: the save-to-board picker's read (saving.md §7 "Read on the board picker boards resource",
 * §2 Top choices and All boards, §6 "A board owner or a collaborator sees the board in the board
 * list, unless the viewer archived it") answers everything the modal needs in ONE D1 batch,
 * whatever the number of boards: the viewer's boards (owned, and collaborating on the boards
 * access.ts lets them see; archived ones left out), the Pin's words (for the suggestions; its
 * absence or invisibility is the 404) and where the viewer last saved it. The orders and Top
 * choices are the pure rules of common/saving/board-picker/rules.ts (All boards, as the modal orders
 * it) and picker-lists.ts (Top choices), applied to those rows.
 */
import { ApiError } from "~common/errors";
import { sortPickerBoards } from "~common/saving/board-picker/rules";
import { boardShortlist } from "~common/saving/board-picker/lists";
import type { BoardPicker, BoardPickerBoard } from "~common/saving/schemas";
import { VISIBLE_BOARD_SQL, type BoardPrivacy } from "../access";
import { sizeSpec } from "../images";
import { boardUrl } from "../pins";
import { iso, isoNow } from "../sql";

/** The columns of a picker board: the board, its owner's username and its cover image. */
const PICKER_COLUMNS = `b.id, b.name, b.slug, b.privacy, b.pin_count, b.section_count, b.is_collaborative, b.last_pinned_at, b.created_at, b.advertiser_id,
  o.username AS owner_username,
  ci.key AS cover_key, ci.original_ext AS cover_ext, ci.width AS cover_width, ci.height AS cover_height, ci.sized AS cover_sized`;
const PICKER_JOINS = `JOIN users o ON o.id = b.owner_id
  LEFT JOIN pins cp ON cp.id = b.cover_pin_id
  LEFT JOIN images ci ON ci.id = cp.image_id`;

/**
 * The boards the viewer (?1) can save to: their own not archived, and those they collaborate on,
 * not archived by them and visible to them. Two index look-ups (boards_owner_id,
 * board_collaborators_user) rather than one OR over every board.
 */
export const PICKER_BOARDS_SQL = `
  SELECT ${PICKER_COLUMNS} FROM boards b ${PICKER_JOINS}
  WHERE b.owner_id = ?1 AND b.archived_by_me_at IS NULL
  UNION ALL
  SELECT ${PICKER_COLUMNS} FROM board_collaborators bc JOIN boards b ON b.id = bc.board_id ${PICKER_JOINS}
  WHERE bc.user_id = ?1 AND bc.archived_at IS NULL AND b.owner_id <> ?1 AND ${VISIBLE_BOARD_SQL("b", "?1")}`;

interface PickerRow {
  id: number;
  name: string;
  slug: string;
  privacy: BoardPrivacy;
  pin_count: number;
  section_count: number;
  is_collaborative: number;
  last_pinned_at: number | null;
  created_at: number;
  owner_username: string;
  cover_key: string | null;
  cover_ext: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_sized: number | null;
}

interface SavedToRow {
  board_id: number;
  board_name: string;
  section_id: number | null;
  section_title: string | null;
}

function toPickerBoard(r: PickerRow): BoardPickerBoard {
  const cover =
    r.cover_key === null
      ? null
      : { key: r.cover_key, original_ext: r.cover_ext!, width: r.cover_width!, height: r.cover_height!, sized: r.cover_sized! };
  return {
    id: String(r.id),
    name: r.name,
    privacy: r.privacy,
    url: boardUrl(r.owner_username, r.slug),
    image_thumbnail_url: cover ? sizeSpec(cover, "170x").url : null,
    pin_count: r.pin_count,
    section_count: r.section_count,
    is_collaborative: r.is_collaborative === 1,
    last_pinned_at: iso(r.last_pinned_at),
    created_at: isoNow(r.created_at),
  };
}

/**
 * The boards query: every board the viewer can save to, or, acting for an ad account (saving.md
 * §6, `adAccount` already checked), only that ad account's.
 */
const pickerBoardsQuery = (db: D1Database, viewerId: string, adAccount: number | null) =>
  adAccount === null
    ? db.prepare(PICKER_BOARDS_SQL).bind(viewerId)
    : db.prepare(`SELECT * FROM (${PICKER_BOARDS_SQL}) WHERE advertiser_id = ?2`).bind(viewerId, adAccount);

/**
 * The picker's lists for `viewerId` (acting for `adAccount` when given), with suggestions and
 * saved_to for `pinId` when given; 404 PIN_NOT_FOUND (field pin_id) when that Pin does not exist
 * or is on someone else's secret board.
 *
 * @example
 * const { all_boards, boards_shortlist, saved_to } = await boardPicker(env.DB, viewer, { pin_id: "42", shortlist_suggestions: 2 });
 */
export async function boardPicker(
  db: D1Database,
  viewerId: string,
  q: { pin_id?: string; shortlist_suggestions: number },
  adAccount: number | null = null,
): Promise<BoardPicker> {
  const boardsQuery = pickerBoardsQuery(db, viewerId, adAccount);
  if (q.pin_id === undefined) {
    const { results } = await boardsQuery.all<PickerRow>();
    const boards = results.map(toPickerBoard);
    return { all_boards: sortPickerBoards(boards), boards_shortlist: boardShortlist(boards, null, 0), saved_to: null };
  }
  const pinId = Number(q.pin_id);
  const [boardRows, pinRows, savedRows] = await db.batch<unknown>([
    boardsQuery,
    db
      .prepare(
        `SELECT p.title, p.description FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.id = ?2 AND ${VISIBLE_BOARD_SQL("b", "?1")}`,
      )
      .bind(viewerId, pinId),
    // The viewer's latest save of this Pin: the Pin itself (theirs) or a repin of it
    // (migrations/0007: a repin is a pin row whose repin_of_id is the Pin it was saved from).
    db
      .prepare(
        `SELECT b.id AS board_id, b.name AS board_name, s.id AS section_id, s.title AS section_title
         FROM pins p JOIN boards b ON b.id = p.board_id LEFT JOIN board_sections s ON s.id = p.section_id
         WHERE p.pinner_id = ?1 AND (p.id = ?2 OR p.repin_of_id = ?2) AND ${VISIBLE_BOARD_SQL("b", "?1")}
         ORDER BY p.id DESC LIMIT 1`,
      )
      .bind(viewerId, pinId),
  ]);
  const pin = (pinRows!.results as { title: string; description: string }[])[0];
  if (!pin) throw new ApiError("PIN_NOT_FOUND", { data: { field: "pin_id" } });
  const boards = (boardRows!.results as PickerRow[]).map(toPickerBoard);
  const saved = (savedRows!.results as SavedToRow[])[0];
  return {
    all_boards: sortPickerBoards(boards),
    boards_shortlist: boardShortlist(boards, pin, q.shortlist_suggestions),
    saved_to: saved
      ? {
          board: { id: String(saved.board_id), name: saved.board_name },
          section: saved.section_id === null ? null : { id: String(saved.section_id), title: saved.section_title! },
        }
      : null,
  };
}
