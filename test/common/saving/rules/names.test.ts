/** saving.md §5 board and section names (common/saving/rules/names.ts) and their messages. */
import { expect, test } from "vitest";
import { BOARD_NAME_MAX_LENGTH, SECTION_NAME_MAX_LENGTH } from "~common/saving/constants";
import { SAVING_ERRORS } from "~common/saving/errors";
import { checkBoardName, checkSectionName } from "~common/saving/rules/names";

test("board name: required, at most BOARD_NAME_MAX_LENGTH characters after trimming (counted as people count them)", () => {
  expect(checkBoardName("")).toBe("BOARD_NAME_MISSING");
  expect(checkBoardName(" \t ")).toBe("BOARD_NAME_MISSING");
  expect(checkBoardName("Recipes")).toBeNull();
  expect(checkBoardName(` ${"x".repeat(BOARD_NAME_MAX_LENGTH)} `)).toBeNull();
  expect(checkBoardName("x".repeat(BOARD_NAME_MAX_LENGTH + 1))).toBe("BOARD_NAME_TOO_LONG");
  expect(checkBoardName("😀".repeat(BOARD_NAME_MAX_LENGTH))).toBeNull();
});

test("section name: trimmed and required, at most SECTION_NAME_MAX_LENGTH", () => {
  expect(checkSectionName("  ")).toBe("SECTION_NAME_MISSING");
  expect(checkSectionName(" Soups ")).toBeNull();
  expect(checkSectionName("s".repeat(SECTION_NAME_MAX_LENGTH + 1))).toBe("SECTION_NAME_TOO_LONG");
});

test("the messages are saving.md §5's, with the limit filled in", () => {
  expect(SAVING_ERRORS.BOARD_NAME_MISSING.message).toBe("Don't forget to name your board!");
  expect(SAVING_ERRORS.BOARD_NAME_TOO_LONG.message).toBe(`Please enter no more than ${BOARD_NAME_MAX_LENGTH} characters.`);
});
