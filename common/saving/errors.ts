/**
 * Error catalogue of the saving area (saving.md §8), codes 2000–2999. 2171–2173 are the spec's
 * "a board action is still running" codes; the saving issues add the rest.
 */
import { defineErrors } from "../platform/errors";
import { SAVING_MESSAGES } from "./messages";

export const SAVING_ERRORS = defineErrors("saving", {
  // saving.md §8 "Moving pins, api_error_code 2171, 2172 or 2173": the spec does not say what
  // tells the three apart, so they are named by code until the board-actions work gives them meaning.
  BOARD_ACTION_PENDING_2171: { code: 2171, status: 409, message: SAVING_MESSAGES.boardActionPending },
  BOARD_ACTION_PENDING_2172: { code: 2172, status: 409, message: SAVING_MESSAGES.boardActionPending },
  BOARD_ACTION_PENDING_2173: { code: 2173, status: 409, message: SAVING_MESSAGES.boardActionPending },
});
