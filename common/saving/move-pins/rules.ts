/**
 * Why: moving Pins in organize mode (saving.md §4 "Moving pins works as a bulk change", §5
 * "Moving pins to the same board and same section is rejected", §7 the bulk edit, select-all bulk
 * edit, board section edit and board section pins resources, §8 its errors) decides the same
 * things with and without JavaScript, so they are pure rules here: where the Pins may go (a board,
 * then "No section" or one of its sections, never the place they are in), which call moves them,
 * and what a failure says.
 */
import { SAVING_MESSAGES } from "../messages";

/** An id as ../schemas.ts's ID_PATTERN writes it (not imported: the organize mode's chunk would take zod with it). */
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** saving.md §8 the codes of "a board action is still running". */
export const BOARD_ACTION_PENDING_CODES: readonly number[] = [2171, 2172, 2173];

/**
 * @example
 * moveErrorMessage({ api_error_code: 2172, message: "…" }); // "Please wait until the previous board action finishes."
 * moveErrorMessage({ api_error_code: 2070, message: "Those Pins are already there. …" }); // that message
 */
export function moveErrorMessage(error: { api_error_code: number; message: string; message_detail?: string }): string {
  if (BOARD_ACTION_PENDING_CODES.includes(error.api_error_code)) return SAVING_MESSAGES.boardActionPending;
  return error.message_detail ?? error.message;
}

/** Where Pins are, or go: a board, and one of its sections or none (null: the board outside its sections). */
export interface Place {
  boardId: string;
  sectionId: string | null;
}

/** The Pins chosen: by id, or every Pin of the place but some (select all, then untick). */
export type MoveSelection = { ids: string[] } | { allBut: string[] };

/**
 * The destination of a form's `to_board` and `to_section` fields ("" for no section); null
 * unless the board is an id (a section that is not one counts as none).
 *
 * @example
 * readDestination("12", "3"); // { boardId: "12", sectionId: "3" }
 * readDestination("12", ""); // { boardId: "12", sectionId: null }
 * readDestination("", "3"); // null
 */
export function readDestination(board: string, section: string): Place | null {
  if (!ID_PATTERN.test(board)) return null;
  return { boardId: board, sectionId: ID_PATTERN.test(section) ? section : null };
}

/** The same board and the same section (or both outside the sections): §5's refused move. */
export const samePlace = (a: Place, b: Place) => a.boardId === b.boardId && a.sectionId === b.sectionId;

/** A board the Pins may be moved to, with how many sections it has. */
export interface MoveBoard {
  id: string;
  name: string;
  sectionCount: number;
}

/**
 * The boards offered as destinations from `here`: all of them, but this board when it offers
 * nowhere else (the Pins are outside its sections and it has none).
 *
 * @example
 * destinationBoards({ boardId: "1", sectionId: null }, [{ id: "1", name: "A", sectionCount: 0 }, { id: "2", name: "B", sectionCount: 0 }]); // [B]
 */
export function destinationBoards(here: Place, boards: readonly MoveBoard[]): MoveBoard[] {
  return boards.filter((b) => !(b.id === here.boardId && here.sectionId === null && b.sectionCount === 0));
}

/** A section choice: its id, or null for "No section" (the board outside its sections). */
export interface SectionChoice {
  id: string | null;
  title: string;
}

/**
 * The section choices of board `boardId` as a destination from `here`: "No section" first, then
 * its sections, without the place the Pins are in now.
 *
 * @example
 * sectionChoices({ boardId: "1", sectionId: "5" }, "1", [{ id: "5", title: "Soups" }, { id: "6", title: "Bread" }], "No section");
 * // [{ id: null, title: "No section" }, { id: "6", title: "Bread" }]
 */
export function sectionChoices(
  here: Place,
  boardId: string,
  sections: readonly { id: string; title: string }[],
  noSection: string,
): SectionChoice[] {
  const all: SectionChoice[] = [{ id: null, title: noSection }, ...sections.map((s) => ({ id: s.id, title: s.title }))];
  return all.filter((c) => !samePlace(here, { boardId, sectionId: c.id }));
}

/** The API call that moves the selection (common/saving/move-pins/contracts.ts). */
export type MoveCall =
  | {
      route: "bulk_edit";
      body: {
        board_id: string;
        new_board_id: string;
        old_section_id: string | null;
        new_section_id: string | null;
      } & ({ pin_ids: string[] } | { select_all: true; excluded_pin_ids: string[] });
    }
  | { route: "put_section_pins"; sectionId: string; pins: string[] }
  | { route: "delete_section_pins"; sectionId: string; pins: string[] };

/**
 * Which of §7's resources moves the selection: Pins chosen by id within one board go through the
 * section edits (into a section: PUT /v3/board_sections/{id}/pins/; out of their section to the
 * board: DELETE on it); a move to another board, a select-all move, and the same place (which the
 * API refuses, §5) go through PATCH /v3/bulk_edit/.
 *
 * @example
 * moveCall({ boardId: "1", sectionId: null }, { boardId: "1", sectionId: "5" }, { ids: ["9"] }); // { route: "put_section_pins", sectionId: "5", pins: ["9"] }
 * moveCall({ boardId: "1", sectionId: "5" }, { boardId: "1", sectionId: null }, { ids: ["9"] }); // { route: "delete_section_pins", sectionId: "5", pins: ["9"] }
 * moveCall({ boardId: "1", sectionId: null }, { boardId: "2", sectionId: "7" }, { allBut: [] }); // { route: "bulk_edit", body: { …, select_all: true } }
 */
export function moveCall(from: Place, to: Place, selection: MoveSelection): MoveCall {
  if ("ids" in selection && from.boardId === to.boardId && !samePlace(from, to)) {
    if (to.sectionId !== null) return { route: "put_section_pins", sectionId: to.sectionId, pins: selection.ids };
    if (from.sectionId !== null) return { route: "delete_section_pins", sectionId: from.sectionId, pins: selection.ids };
  }
  const pins = "ids" in selection ? { pin_ids: selection.ids } : { select_all: true as const, excluded_pin_ids: selection.allBut };
  return {
    route: "bulk_edit",
    body: { board_id: from.boardId, new_board_id: to.boardId, old_section_id: from.sectionId, new_section_id: to.sectionId, ...pins },
  };
}
