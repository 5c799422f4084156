/**
 * Words of editing and deleting a Pin (issue 34 item 1; ours: the spec shows no text), part of the
 * saving catalogue: the API's error messages (./errors.ts) and the edit page's copy.
 */
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from "../constants";
import { PIN_ALT_TEXT_MAX_LENGTH, PIN_RESTORE_WINDOW_SECONDS } from "./rules";

const tooManyCharacters = (maxLength: number) => `Please enter no more than ${maxLength} characters.`;

/** The message of each result of checkPinEdit (./rules.ts), and of the edit's other refusals. */
export const PIN_EDIT_MESSAGES = {
  PIN_TITLE_TOO_LONG: /* @__PURE__ */ tooManyCharacters(PIN_TITLE_MAX_LENGTH),
  PIN_DESCRIPTION_TOO_LONG: /* @__PURE__ */ tooManyCharacters(PIN_DESCRIPTION_MAX_LENGTH),
  PIN_ALT_TEXT_TOO_LONG: /* @__PURE__ */ tooManyCharacters(PIN_ALT_TEXT_MAX_LENGTH),
  PIN_LINK_INVALID: "Enter a link that starts with http:// or https://",
  notPinOwner: "Only the person who saved this Pin can change it.",
  notPinDeleter: "Only the person who saved this Pin, or its board's owner, can delete it.",
  notPinMover: "Only the person who saved this Pin, or someone on its board, can move it.",
  editEmpty: "There's nothing to change.",
  restoreExpired: "It's too late to undo that: the Pin is gone.",
  restoreBoardGone: "The Pin's board is gone, so the Pin can't come back.",
} as const;

/** The edit page, the Pin page's Edit button and the delete's toast. */
export const PIN_EDIT_COPY = {
  editTitle: "Edit this Pin",
  title: "Title",
  description: "Description",
  descriptionHint: "Tell everyone what your Pin is about. Add #hashtags.",
  link: "Link",
  altText: "Alt text",
  altTextHint: "Describe what the image shows, for people who can't see it.",
  board: "Board",
  section: "Section",
  noSection: "No section",
  showSections: "Show sections",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  saved: "Pin saved",
  deletePin: "Delete Pin",
  deleting: "Deleting…",
  confirmTitle: "Delete this Pin?",
  confirmBody: "Once you delete a Pin, it's gone from your board, the feed and search. Repins of it stay.",
  confirmDelete: "Delete",
  deleted: "Pin deleted",
  undo: "Undo",
  toBoard: "Go to the board",
  restored: "Pin restored",
  undoFor: `You can undo this for ${PIN_RESTORE_WINDOW_SECONDS} seconds.`,
  failed: "Uh oh! Something went wrong.",
} as const;
