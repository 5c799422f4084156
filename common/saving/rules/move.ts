/**
 * Why: what the organize mode says when a move fails (saving.md §8 "Moving pins, api_error_code
 * 2171, 2172 or 2173: 'Please wait until the previous board action finishes.'; any other error:
 * the server message is shown"), and how its destination choice is written in a form ("board" or
 * "board:section"), are the same for the page with and without JavaScript: pure rules here.
 */
import { SAVING_MESSAGES } from "../messages";

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

/** A destination as a form value: "12" (the board, outside its sections) or "12:3" (its section 3). */
export const destinationValue = (boardId: string, sectionId: string | null) => (sectionId ? `${boardId}:${sectionId}` : boardId);

/**
 * @example
 * parseDestination("12:3"); // { boardId: "12", sectionId: "3" }
 * parseDestination("x"); // null
 */
export function parseDestination(value: string): { boardId: string; sectionId: string | null } | null {
  const m = /^([1-9][0-9]{0,14})(?::([1-9][0-9]{0,14}))?$/.exec(value);
  return m ? { boardId: m[1]!, sectionId: m[2] ?? null } : null;
}
