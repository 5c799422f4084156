/**
 * Words of a Pin's comments (ours: the specs name only the commentComposer sign-up source), part
 * of the saving catalogue; the errors of common/saving/errors.ts 2120–2139 use them too.
 */
import { COMMENT_MAX_LENGTH } from "./rules";

export const COMMENT_RULE_MESSAGES = {
  COMMENT_TEXT_MISSING: "Write something first.",
  COMMENT_TEXT_TOO_LONG: `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`,
} as const;

export const COMMENTS_COPY = {
  heading: "Comments",
  count: (n: number) => (n === 1 ? "1 comment" : `${n} comments`),
  none: "No comments yet. Add one to start the conversation.",
  composerLabel: "Add a comment",
  composerPlaceholder: "Add a comment",
  post: "Post",
  posting: "Posting…",
  charactersLeft: (n: number) => `${n} characters left`,
  edit: "Edit",
  editLabel: "Edit your comment",
  save: "Save",
  remove: "Delete",
  removeConfirm: "Delete this comment? This can't be undone.",
  removeConfirmButton: "Yes, delete",
  report: "Report",
  reportConfirm: "Report this comment to us? It stays here until its author or the Pin's owner removes it.",
  reportConfirmButton: "Yes, report",
  reported: "Reported",
  edited: "edited",
  more: "More comments",
  newest: "Newest comments",
  postFailed: "Your comment wasn't posted.",
  editFailed: "Your change wasn't saved.",
  removeFailed: "The comment wasn't deleted.",
  reportFailed: "The report wasn't sent.",
  signUpToComment: "Sign up to comment",
} as const;

export const COMMENT_MESSAGES = {
  commentNotFound: "That comment doesn't exist anymore.",
  notYourComment: "Only its author can change this comment.",
  cannotRemoveComment: "Only its author or the Pin's owner can delete this comment.",
  alreadyReported: "You've already reported this comment.",
  cannotReportOwn: "You can't report your own comment.",
  commentingTooFast: "You're commenting too fast. Wait a minute and try again.",
} as const;
