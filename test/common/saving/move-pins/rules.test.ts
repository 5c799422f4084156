/**
 * The organize mode's rules (common/saving/move-pins/rules.ts): saving.md §8's message for a failed
 * move, the destinations (a board, then "No section" or a section; never where the Pins are, §5)
 * and which of §7's resources moves them.
 */
import { describe, expect, test } from "vitest";
import { SAVING_MESSAGES } from "~common/saving/messages";
import { destinationBoards, moveCall, moveErrorMessage, readDestination, samePlace, sectionChoices } from "~common/saving/move-pins/rules";

test.each([2171, 2172, 2173])("code %i: 'Please wait until the previous board action finishes.'", (code) => {
  expect(moveErrorMessage({ api_error_code: code, message: "anything" })).toBe("Please wait until the previous board action finishes.");
});

test("any other error: the server message (its detail first)", () => {
  expect(moveErrorMessage({ api_error_code: 2070, message: SAVING_MESSAGES.bulkMoveSamePlace })).toBe(SAVING_MESSAGES.bulkMoveSamePlace);
  expect(moveErrorMessage({ api_error_code: 1, message: "The request is not valid.", message_detail: "pin_ids: too many" })).toBe(
    "pin_ids: too many",
  );
});

test("a form's destination: a board id, and a section id or none; anything else is no board", () => {
  expect(readDestination("12", "3")).toEqual({ boardId: "12", sectionId: "3" });
  expect(readDestination("12", "")).toEqual({ boardId: "12", sectionId: null });
  expect(readDestination("12", "0")).toEqual({ boardId: "12", sectionId: null });
  for (const bad of ["", "x", "0", "12 ", "12:3", "-1"]) expect(readDestination(bad, "3"), bad).toBeNull();
});

describe("destinations (§5: never the place the Pins are in)", () => {
  const boards = [
    { id: "1", name: "Kitchen", sectionCount: 0 },
    { id: "2", name: "Garden", sectionCount: 2 },
  ];
  const sections = [
    { id: "5", title: "Shade" },
    { id: "6", title: "Sun" },
  ];

  test("from a board's own Pins: other boards, and this board only when it has a section to go to", () => {
    expect(destinationBoards({ boardId: "1", sectionId: null }, boards).map((b) => b.id)).toEqual(["2"]);
    expect(destinationBoards({ boardId: "2", sectionId: null }, boards).map((b) => b.id)).toEqual(["1", "2"]);
    expect(destinationBoards({ boardId: "2", sectionId: "5" }, boards).map((b) => b.id)).toEqual(["1", "2"]);
  });

  test("this board's sections: not where the Pins are (outside the sections, or in that section)", () => {
    expect(sectionChoices({ boardId: "2", sectionId: null }, "2", sections, "No section")).toEqual([
      { id: "5", title: "Shade" },
      { id: "6", title: "Sun" },
    ]);
    expect(sectionChoices({ boardId: "2", sectionId: "5" }, "2", sections, "No section")).toEqual([
      { id: null, title: "No section" },
      { id: "6", title: "Sun" },
    ]);
  });

  test("another board: 'No section' first, then every section", () => {
    expect(sectionChoices({ boardId: "1", sectionId: null }, "2", sections, "No section").map((c) => c.id)).toEqual([null, "5", "6"]);
    expect(sectionChoices({ boardId: "1", sectionId: null }, "9", [], "No section")).toEqual([{ id: null, title: "No section" }]);
  });

  test("the same place is the same board and section", () => {
    expect(samePlace({ boardId: "1", sectionId: null }, { boardId: "1", sectionId: null })).toBe(true);
    expect(samePlace({ boardId: "1", sectionId: "5" }, { boardId: "1", sectionId: null })).toBe(false);
    expect(samePlace({ boardId: "1", sectionId: "5" }, { boardId: "2", sectionId: "5" })).toBe(false);
  });
});

describe("which call moves the Pins (§7)", () => {
  const board = { boardId: "1", sectionId: null };
  const shade = { boardId: "1", sectionId: "5" };
  const sun = { boardId: "1", sectionId: "6" };

  test("within one board, by id: into a section with the board section edit, out of one with the board section pins delete", () => {
    expect(moveCall(board, shade, { ids: ["9", "10"] })).toEqual({ route: "put_section_pins", sectionId: "5", pins: ["9", "10"] });
    expect(moveCall(shade, sun, { ids: ["9"] })).toEqual({ route: "put_section_pins", sectionId: "6", pins: ["9"] });
    expect(moveCall(shade, board, { ids: ["9"] })).toEqual({ route: "delete_section_pins", sectionId: "5", pins: ["9"] });
  });

  test("to another board (with or without a section): the bulk edit, with new_section_id", () => {
    expect(moveCall(shade, { boardId: "2", sectionId: "7" }, { ids: ["9"] })).toEqual({
      route: "bulk_edit",
      body: { board_id: "1", new_board_id: "2", old_section_id: "5", new_section_id: "7", pin_ids: ["9"] },
    });
    expect(moveCall(board, { boardId: "2", sectionId: null }, { ids: ["9"] })).toEqual({
      route: "bulk_edit",
      body: { board_id: "1", new_board_id: "2", old_section_id: null, new_section_id: null, pin_ids: ["9"] },
    });
  });

  test("select all (within a board too): the select-all bulk edit", () => {
    expect(moveCall(board, shade, { allBut: ["3"] })).toEqual({
      route: "bulk_edit",
      body: { board_id: "1", new_board_id: "1", old_section_id: null, new_section_id: "5", select_all: true, excluded_pin_ids: ["3"] },
    });
  });

  test("the same place goes to the bulk edit, which refuses it (§5)", () => {
    expect(moveCall(shade, shade, { ids: ["9"] })).toMatchObject({
      route: "bulk_edit",
      body: { board_id: "1", new_board_id: "1", old_section_id: "5", new_section_id: "5" },
    });
    expect(moveCall(board, board, { ids: ["9"] })).toMatchObject({ route: "bulk_edit" });
  });
});
