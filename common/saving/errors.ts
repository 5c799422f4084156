/**
 * Error catalogue of the saving area (saving.md §8), codes 2000–2999. 2171–2173 are the spec's
 * "a board action is still running" codes; the rest are ours, stable once published.
 */
import { defineErrors } from "../platform/errors";
import { NAME_RULE_MESSAGES as N, SAVING_MESSAGES as M } from "./messages";
import { COMMENT_MESSAGES as CM, COMMENT_RULE_MESSAGES as CR } from "./comments/messages";
import { BOARD_EDIT_MESSAGES as E } from "./boards/messages";
import { PIN_EDIT_ERRORS } from "./pins/errors";

export const SAVING_ERRORS = defineErrors("saving", {
  // §5 board and section names (the rules of common/saving/rules/names.ts return these names)
  BOARD_NAME_MISSING: { code: 2000, status: 400, message: N.BOARD_NAME_MISSING },
  BOARD_NAME_TOO_LONG: { code: 2001, status: 400, message: N.BOARD_NAME_TOO_LONG },
  BOARD_NAME_TAKEN: { code: 2002, status: 409, message: M.boardNameTaken },
  SECTION_NAME_MISSING: { code: 2010, status: 400, message: N.SECTION_NAME_MISSING },
  SECTION_NAME_TOO_LONG: { code: 2011, status: 400, message: N.SECTION_NAME_TOO_LONG },
  SECTION_NAME_TAKEN: { code: 2012, status: 409, message: M.sectionNameTaken },
  SECTION_PINS_INVALID: { code: 2013, status: 400, message: M.sectionPinsInvalid },
  SECTION_NOT_ON_BOARD: { code: 2014, status: 400, message: M.sectionNotOnBoard },
  // Resources that do not exist, or that the viewer may not see (a secret board is a 404 to others)
  BOARD_NOT_FOUND: { code: 2020, status: 404, message: M.boardNotFound },
  PIN_NOT_FOUND: { code: 2021, status: 404, message: M.pinNotFound },
  SECTION_NOT_FOUND: { code: 2022, status: 404, message: M.sectionNotFound },
  USER_NOT_FOUND: { code: 2023, status: 404, message: M.userNotFound },
  NOT_BOARD_OWNER: { code: 2030, status: 403, message: M.notBoardOwner },
  // Pin creation (§7 create on the pin resource)
  PIN_IMAGE_MISSING: { code: 2040, status: 400, message: M.pinImageMissing },
  PIN_IMAGE_INVALID: { code: 2041, status: 400, message: M.pinImageInvalid },
  PIN_IMAGE_URL_UNSUPPORTED: { code: 2042, status: 400, message: M.pinImageUrlUnsupported },
  PIN_LINK_INVALID: { code: 2043, status: 400, message: M.pinLinkInvalid },
  // saving.md §2 sensitive content: a Pin whose advisory is ABUSIVE (business.md §3) is not saved
  PIN_NOT_SAVEABLE: { code: 2046, status: 403, message: M.pinNotSaveable },
  // The bookmarklet (§4 pin creation from another site)
  PIN_IMAGE_UNREACHABLE: { code: 2044, status: 400, message: M.pinImageUnreachable },
  PAGE_UNREACHABLE: { code: 2045, status: 400, message: M.pageUnreachable },
  // Following
  CANNOT_FOLLOW_SELF: { code: 2050, status: 400, message: M.cannotFollowSelf },
  // Collaborators and invites (§4, §6)
  BOARD_INVITES_NOT_ALLOWED: { code: 2060, status: 403, message: M.invitesNotAllowed },
  INVITE_NOT_FOUND: { code: 2061, status: 404, message: M.inviteNotFound },
  COLLABORATOR_NOT_FOUND: { code: 2062, status: 404, message: M.collaboratorNotFound },
  TOO_MANY_COLLABORATORS: { code: 2063, status: 409, message: M.tooManyCollaborators },
  // Instagram (§2 /settings/claim/, §4 upsell)
  INSTAGRAM_CODE_INVALID: { code: 2080, status: 400, message: M.instagramCodeInvalid },
  // Moving pins (§4, §5, §7)
  BULK_MOVE_SAME_PLACE: { code: 2070, status: 400, message: M.bulkMoveSamePlace },
  BULK_PINS_INVALID: { code: 2071, status: 400, message: M.bulkPinsInvalid },
  BULK_TOO_MANY_PINS: { code: 2072, status: 400, message: M.bulkTooManyPins },
  // A Pin's comments (issue 34 item 8; common/saving/comments/), 2120–2139
  COMMENT_TEXT_MISSING: { code: 2120, status: 400, message: CR.COMMENT_TEXT_MISSING },
  COMMENT_TEXT_TOO_LONG: { code: 2121, status: 400, message: CR.COMMENT_TEXT_TOO_LONG },
  COMMENT_NOT_FOUND: { code: 2122, status: 404, message: CM.commentNotFound },
  NOT_YOUR_COMMENT: { code: 2123, status: 403, message: CM.notYourComment },
  CANNOT_DELETE_COMMENT: { code: 2124, status: 403, message: CM.cannotRemoveComment },
  CANNOT_REPORT_OWN_COMMENT: { code: 2125, status: 400, message: CM.cannotReportOwn },
  COMMENT_ALREADY_REPORTED: { code: 2126, status: 409, message: CM.alreadyReported },
  COMMENTING_TOO_FAST: { code: 2127, status: 429, message: CM.commentingTooFast },
  // saving.md §8 "Moving pins, api_error_code 2171, 2172 or 2173": another action on the board
  // is still running (worker/saving/move-pins/, one BoardActions Durable Object per board).
  // What tells them apart is ours (docs/decisions/015): what is running, or where.
  BOARD_MOVE_RUNNING: { code: 2171, status: 409, message: M.boardActionPending },
  BOARD_SECTION_EDIT_RUNNING: { code: 2172, status: 409, message: M.boardActionPending },
  TARGET_BOARD_BUSY: { code: 2173, status: 409, message: M.boardActionPending },
  // Editing boards and sections (issue 34 item 2; worker/saving/boards/edit-board.ts, worker/saving/sections/edit-section.ts)
  BOARD_PRIVACY_PROTECTED: { code: 2140, status: 403, message: E.privacyProtected },
  BOARD_COVER_NOT_ON_BOARD: { code: 2141, status: 400, message: E.coverNotOnBoard },
  // A board edit (delete, a cover chosen) holds the board in its BoardActions object as a move does.
  BOARD_EDIT_RUNNING: { code: 2142, status: 409, message: E.boardEditRunning },
  SECTION_PINS_OWNER_ONLY: { code: 2143, status: 403, message: E.onlyOwnerDeletesPins },
  // Re-sending an invite's email (issue 35; worker/saving/collaborators/): once a minute per invite (ours, spec-silent).
  INVITE_RESEND_TOO_SOON: { code: 2180, status: 429, message: M.inviteResendTooSoon },
  // Editing and deleting Pins (2100–2119)
  ...PIN_EDIT_ERRORS,
});

export type SavingErrorName = keyof typeof SAVING_ERRORS;
