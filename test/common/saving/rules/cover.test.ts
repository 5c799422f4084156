/** saving.md §4: the cover is set from the pin when the board has none or the save went to a section. */
import { expect, test } from "vitest";
import { coverAfterSave } from "~common/saving/rules/cover";

test.each([
  { coverPinId: null, sectionId: null, expected: 9, why: "no cover yet" },
  { coverPinId: null, sectionId: 2, expected: 9, why: "no cover yet, to a section" },
  { coverPinId: 4, sectionId: null, expected: 4, why: "a plain save keeps the cover" },
  { coverPinId: 4, sectionId: 2, expected: 9, why: "a save to a section replaces it" },
])("$why → $expected", ({ coverPinId, sectionId, expected }) => {
  expect(coverAfterSave({ coverPinId, pinId: 9, sectionId })).toBe(expected);
});
