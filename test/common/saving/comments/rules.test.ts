/**
 * The comment text rule (common/saving/comments/rules.ts), the one the page runs before it posts
 * and the Worker before it stores: trimmed, required, at most COMMENT_MAX_LENGTH.
 */
import { describe, expect, test } from "vitest";
import { COMMENT_RULE_MESSAGES } from "~common/saving/comments/messages";
import { checkCommentText, COMMENT_MAX_LENGTH } from "~common/saving/comments/rules";
import { SAVING_ERRORS } from "~common/saving/errors";

describe("checkCommentText", () => {
  test("blank is missing; the limit counts the trimmed text", () => {
    expect(checkCommentText("")).toBe("COMMENT_TEXT_MISSING");
    expect(checkCommentText(" \n\t ")).toBe("COMMENT_TEXT_MISSING");
    expect(checkCommentText("hi")).toBeNull();
    expect(checkCommentText(`  ${"x".repeat(COMMENT_MAX_LENGTH)}  `)).toBeNull();
    expect(checkCommentText("x".repeat(COMMENT_MAX_LENGTH + 1))).toBe("COMMENT_TEXT_TOO_LONG");
  });

  test("each result is a catalogue error of the saving range 2120–2139 with the page's own words", () => {
    for (const name of ["COMMENT_TEXT_MISSING", "COMMENT_TEXT_TOO_LONG"] as const) {
      expect(SAVING_ERRORS[name].message).toBe(COMMENT_RULE_MESSAGES[name]);
    }
    const comments = Object.entries(SAVING_ERRORS).filter(([name]) => /COMMENT/.test(name));
    expect(comments.length).toBeGreaterThan(0);
    for (const [, spec] of comments) {
      expect(spec.code).toBeGreaterThanOrEqual(2120);
      expect(spec.code).toBeLessThanOrEqual(2139);
    }
  });
});
