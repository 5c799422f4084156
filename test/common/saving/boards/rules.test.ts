/** Who may change which field of a board (common/saving/boards/rules.ts; saving.md §6). */
import { expect, test } from "vitest";
import { mayChangeBoardField, refusedBoardField, type BoardEditField } from "~common/saving/boards/rules";

const ALL: BoardEditField[] = ["name", "description", "privacy", "cover_pin_id", "archived"];

test("the owner changes every field; a collaborator the description only", () => {
  expect(ALL.filter((f) => mayChangeBoardField("owner", f))).toEqual(ALL);
  expect(ALL.filter((f) => mayChangeBoardField("collaborator", f))).toEqual(["description"]);
});

test("the first refused field of an edit, or null", () => {
  expect(refusedBoardField("collaborator", ["description"])).toBeNull();
  expect(refusedBoardField("collaborator", ["description", "privacy", "name"])).toBe("privacy");
  expect(refusedBoardField("owner", ALL)).toBeNull();
  expect(refusedBoardField("collaborator", [])).toBeNull();
});
