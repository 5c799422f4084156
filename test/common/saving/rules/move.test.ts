/**
 * The organize mode's rules (common/saving/rules/move.ts): saving.md §8's message for a failed
 * move, and the destination's form value.
 */
import { expect, test } from "vitest";
import { SAVING_MESSAGES } from "~common/saving/messages";
import { destinationValue, moveErrorMessage, parseDestination } from "~common/saving/rules/move";

test.each([2171, 2172, 2173])("code %i: 'Please wait until the previous board action finishes.'", (code) => {
  expect(moveErrorMessage({ api_error_code: code, message: "anything" })).toBe("Please wait until the previous board action finishes.");
});

test("any other error: the server message (its detail first)", () => {
  expect(moveErrorMessage({ api_error_code: 2070, message: SAVING_MESSAGES.bulkMoveSamePlace })).toBe(SAVING_MESSAGES.bulkMoveSamePlace);
  expect(moveErrorMessage({ api_error_code: 1, message: "The request is not valid.", message_detail: "pin_ids: too many" })).toBe("pin_ids: too many");
});

test("destinations round-trip; anything else is refused", () => {
  expect(parseDestination(destinationValue("12", null))).toEqual({ boardId: "12", sectionId: null });
  expect(parseDestination(destinationValue("12", "3"))).toEqual({ boardId: "12", sectionId: "3" });
  for (const bad of ["", "x", "0", "12:", "12:0", "1:2:3", "12 "]) expect(parseDestination(bad), bad).toBeNull();
});
