/**
 * The comments capability's surface: the contracts, rules and copy other capabilities use. Anything
 * not exported here is comments's own (test/layout/capabilities.test.ts keeps imports from reaching
 * past this file).
 */
export { pinCommentsRoute } from "./contracts";
export { COMMENT_MESSAGES, COMMENT_RULE_MESSAGES, COMMENTS_COPY } from "./messages";
export type { Comment, CommentPage } from "./schemas";
