/** A section's new place among its board's sections (common/saving/sections/rules.ts). */
import { expect, test } from "vitest";
import { reorderSections } from "~common/saving/sections/rules";

test.each([
  [["1", "2", "3"], "3", 0, ["3", "1", "2"]],
  [["1", "2", "3"], "1", 1, ["2", "1", "3"]],
  [["1", "2", "3"], "1", 99, ["2", "3", "1"]],
  [["1", "2", "3"], "2", -5, ["2", "1", "3"]],
  [["1", "2", "3"], "2", 1, ["1", "2", "3"]],
  [["1", "2", "3"], "9", 0, ["1", "2", "3"]],
  [["1"], "1", 0, ["1"]],
])("%j with %s at %i → %j", (ids, id, position, expected) => {
  expect(reorderSections(ids, id, position)).toEqual(expected);
});

test("the input is left as it was", () => {
  const ids = ["1", "2"];
  reorderSections(ids, "2", 0);
  expect(ids).toEqual(["1", "2"]);
});
