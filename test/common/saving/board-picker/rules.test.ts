import { describe, expect, test } from "vitest";
import { FLAT_PICKER_MAX_BOARDS } from "~common/saving/constants";
import { arrangePicker, pickerKey, pickerQueryApplies, pickerRows, sortPickerBoards } from "~common/saving/board-picker/rules";

const b = (id: string, name: string) => ({ id, name });
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe("sortPickerBoards (saving.md §5)", () => {
  test("alphabetical ignoring case and accents; names starting with a digit after the others", () => {
    const sorted = sortPickerBoards([
      b("1", "2024 trips"),
      b("2", "zebra"),
      b("3", "Élan"),
      b("4", "apple"),
      b("5", "10 recipes"),
      b("6", "Banana"),
    ]);
    expect(names(sorted)).toEqual(["apple", "Banana", "Élan", "zebra", "10 recipes", "2024 trips"]);
  });
  test("does not change its input", () => {
    const input = [b("1", "b"), b("2", "a")];
    sortPickerBoards(input);
    expect(names(input)).toEqual(["b", "a"]);
  });
});

describe("arrangePicker (saving.md §2, §5)", () => {
  const many = [b("1", "Recipes"), b("2", "Travel"), b("3", "3D prints"), b("4", "Art"), b("5", "Garden")];
  test(`with ${FLAT_PICKER_MAX_BOARDS} boards or fewer: one flat list, no Top choices`, () => {
    const groups = arrangePicker({ allBoards: many.slice(0, 3), shortlist: [many[1]!] });
    expect(groups.map((g) => g.key)).toEqual(["flat"]);
    expect(names(groups[0]!.boards)).toEqual(["Recipes", "Travel", "3D prints"]);
  });
  test("with more: Top choices in the shortlist's order, then All boards sorted", () => {
    const groups = arrangePicker({ allBoards: many, shortlist: [many[1]!, many[0]!] });
    expect(groups.map((g) => g.key)).toEqual(["top", "all"]);
    expect(names(groups[0]!.boards)).toEqual(["Travel", "Recipes"]);
    expect(names(groups[1]!.boards)).toEqual(["Art", "Garden", "Recipes", "Travel", "3D prints"]);
  });
  test("a shortlist board that is not among all boards is left out; an empty Top choices group is not shown", () => {
    expect(arrangePicker({ allBoards: many, shortlist: [b("99", "Gone")] }).map((g) => g.key)).toEqual(["all"]);
  });
  test("the query filters both lists, case- and accent-insensitively", () => {
    const groups = arrangePicker({ allBoards: [...many, b("6", "Crème brûlée")], shortlist: [many[0]!, many[1]!], query: "  RE " });
    expect(groups.map((g) => [g.key, names(g.boards)])).toEqual([
      ["top", ["Recipes"]],
      ["all", ["Crème brûlée", "Recipes"]],
    ]);
    expect(names(pickerRows(arrangePicker({ allBoards: many, shortlist: [], query: "creme" })))).toEqual([]);
    expect(names(arrangePicker({ allBoards: [b("6", "Crème brûlée")], shortlist: [], query: "creme" })[0]!.boards)).toEqual([
      "Crème brûlée",
    ]);
  });
  test("a blank query does not filter", () => {
    expect(pickerQueryApplies("   ")).toBe(false);
    expect(pickerRows(arrangePicker({ allBoards: many, shortlist: [], query: "  " }))).toHaveLength(5);
  });
  test("pickerRows walks the groups in order (a board can be in both)", () => {
    expect(names(pickerRows(arrangePicker({ allBoards: many, shortlist: [many[4]!] })))).toEqual([
      "Garden",
      "Art",
      "Garden",
      "Recipes",
      "Travel",
      "3D prints",
    ]);
  });
});

describe("pickerKey (business.md §4 keyboard)", () => {
  test("down from nothing highlights the first row, and stops at the last", () => {
    expect(pickerKey(-1, "ArrowDown", 3)).toEqual({ index: 0, select: false });
    expect(pickerKey(1, "ArrowDown", 3)).toEqual({ index: 2, select: false });
    expect(pickerKey(2, "ArrowDown", 3)).toEqual({ index: 2, select: false });
  });
  test("up moves back and stops at the first", () => {
    expect(pickerKey(2, "ArrowUp", 3)).toEqual({ index: 1, select: false });
    expect(pickerKey(0, "ArrowUp", 3)).toEqual({ index: 0, select: false });
    expect(pickerKey(-1, "ArrowUp", 3)).toEqual({ index: 0, select: false });
  });
  test("Enter selects the highlighted row, and nothing when none is", () => {
    expect(pickerKey(1, "Enter", 3)).toEqual({ index: 1, select: true });
    expect(pickerKey(-1, "Enter", 3)).toEqual({ index: -1, select: false });
  });
  test("a list that shrank under the highlight clamps it; an empty list has none", () => {
    expect(pickerKey(7, "Enter", 2)).toEqual({ index: 1, select: true });
    expect(pickerKey(0, "ArrowDown", 0)).toEqual({ index: -1, select: false });
  });
  test("Home and End; other keys change nothing", () => {
    expect(pickerKey(2, "Home", 4)).toEqual({ index: 0, select: false });
    expect(pickerKey(0, "End", 4)).toEqual({ index: 3, select: false });
    expect(pickerKey(1, "a", 4)).toEqual({ index: 1, select: false });
  });
});
