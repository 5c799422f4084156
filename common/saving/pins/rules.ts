/**
 * Why: editing a Pin (issue 34 item 1) decides the same things on the edit page (before it sends)
 * and in the API (again), so the rules are pure here: each field's limit, the link through the
 * link rule of common/saving/rules, and how long a deleted Pin may still be brought back (Undo).
 */
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from "../constants";
import { linkDomain } from "../rules";

/** ours: the longest alt text (a sentence or two about what the image shows). */
export const PIN_ALT_TEXT_MAX_LENGTH = 500;
/** ours: how long after a delete its Undo still brings the Pin back (the toast shows that long). */
export const PIN_RESTORE_WINDOW_SECONDS = 10;

export type PinEditFailure = "PIN_TITLE_TOO_LONG" | "PIN_DESCRIPTION_TOO_LONG" | "PIN_ALT_TEXT_TOO_LONG" | "PIN_LINK_INVALID";

/** The text fields an edit may change (absent: unchanged; a link of "" or null removes it). */
export interface PinEditText {
  title?: string;
  description?: string;
  alt_text?: string;
  link?: string | null;
}

/** Length in characters (code points), as a person counts them. */
const length = (s: string) => [...s].length;

/**
 * The first failure of an edit's text, with the field it is about; null when every field is fine.
 *
 * @example
 * checkPinEdit({ title: "Soup" }); // null
 * checkPinEdit({ link: "javascript:alert(1)" }); // { field: "link", failure: "PIN_LINK_INVALID" }
 * checkPinEdit({ link: "" }); // null (the link is removed)
 */
export function checkPinEdit(edit: PinEditText): { field: keyof PinEditText; failure: PinEditFailure } | null {
  if (edit.title !== undefined && length(edit.title.trim()) > PIN_TITLE_MAX_LENGTH)
    return { field: "title", failure: "PIN_TITLE_TOO_LONG" };
  if (edit.description !== undefined && length(edit.description.trim()) > PIN_DESCRIPTION_MAX_LENGTH)
    return { field: "description", failure: "PIN_DESCRIPTION_TOO_LONG" };
  if (edit.alt_text !== undefined && length(edit.alt_text.trim()) > PIN_ALT_TEXT_MAX_LENGTH)
    return { field: "alt_text", failure: "PIN_ALT_TEXT_TOO_LONG" };
  if (edit.link !== undefined && edit.link !== null && edit.link.trim() !== "" && linkDomain(edit.link.trim()) === null)
    return { field: "link", failure: "PIN_LINK_INVALID" };
  return null;
}

/**
 * Whether a Pin deleted at `deletedAt` (epoch seconds) may still be restored at `now`.
 *
 * @example
 * canRestore(100, 105); // true
 * canRestore(100, 111); // false
 */
export const canRestore = (deletedAt: number, now: number) => now - deletedAt <= PIN_RESTORE_WINDOW_SECONDS;
