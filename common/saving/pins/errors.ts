/**
 * Error catalogue of editing and deleting Pins (issue 34 item 1): codes 2100–2119 of the saving
 * range, stable once shipped. Merged into the saving catalogue by common/saving/errors.ts.
 */
import { defineErrors } from "../../platform/errors";
import { PIN_EDIT_MESSAGES as P } from "./messages";

export const PIN_EDIT_ERRORS = /* @__PURE__ */ defineErrors("saving", {
  // Changing a Pin's words is its pinner's alone.
  NOT_PIN_OWNER: { code: 2100, status: 403, message: P.notPinOwner },
  // Deleting: its pinner, or the owner of the board it is on.
  NOT_PIN_DELETER: { code: 2101, status: 403, message: P.notPinDeleter },
  // Moving: its pinner, or a member (owner or collaborator) of its board, as a bulk move is.
  NOT_PIN_MOVER: { code: 2102, status: 403, message: P.notPinMover },
  PIN_TITLE_TOO_LONG: { code: 2103, status: 400, message: P.PIN_TITLE_TOO_LONG },
  PIN_DESCRIPTION_TOO_LONG: { code: 2104, status: 400, message: P.PIN_DESCRIPTION_TOO_LONG },
  PIN_ALT_TEXT_TOO_LONG: { code: 2105, status: 400, message: P.PIN_ALT_TEXT_TOO_LONG },
  // A PATCH with no field at all.
  PIN_EDIT_EMPTY: { code: 2106, status: 400, message: P.editEmpty },
  // An Undo after PIN_RESTORE_WINDOW_SECONDS, or of a delete that is not the viewer's.
  PIN_RESTORE_EXPIRED: { code: 2107, status: 409, message: P.restoreExpired },
  // The board was deleted while the Pin was in the trash.
  PIN_RESTORE_BOARD_GONE: { code: 2108, status: 409, message: P.restoreBoardGone },
});
