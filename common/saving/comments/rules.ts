/**
 * Why: the comment rules (issue 34 item 8) are checked twice, by the page before it posts and by
 * the Worker before it stores, so they are pure functions here returning catalogue names.
 */

/** The longest comment, in UTF-16 units after trimming (a few sentences, like the anchors'). */
export const COMMENT_MAX_LENGTH = 500;
/** Comments one account may post per COMMENT_WINDOW_SECONDS (counted exactly in D1). */
export const COMMENTS_PER_WINDOW = 10;
export const COMMENT_WINDOW_SECONDS = 60;
/** Comments per page of a Pin's list. */
export const COMMENTS_PAGE_SIZE = 20;

export type CommentTextFailure = "COMMENT_TEXT_MISSING" | "COMMENT_TEXT_TOO_LONG";

/**
 * The catalogue name of what is wrong with a comment's text, or null when it may be posted.
 *
 * @example
 * checkCommentText("   "); // "COMMENT_TEXT_MISSING"
 */
export function checkCommentText(text: string): CommentTextFailure | null {
  const trimmed = text.trim();
  if (trimmed === "") return "COMMENT_TEXT_MISSING";
  if (trimmed.length > COMMENT_MAX_LENGTH) return "COMMENT_TEXT_TOO_LONG";
  return null;
}
