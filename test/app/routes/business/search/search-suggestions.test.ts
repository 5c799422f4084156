/** app/routes/business/search/search-suggestions.tsx stepIndex: the arrows through the suggestions, wrapping through "none". */
import { expect, test } from "vitest";
import { stepIndex } from "~app/routes/business/search/search-suggestions";

test("down from none is the first, past the last is none again; up from none is the last", () => {
  expect([stepIndex(-1, 1, 3), stepIndex(0, 1, 3), stepIndex(2, 1, 3)]).toEqual([0, 1, -1]);
  expect([stepIndex(-1, -1, 3), stepIndex(0, -1, 3), stepIndex(2, -1, 3)]).toEqual([2, -1, 1]);
  expect(stepIndex(-1, 1, 0)).toBe(-1);
});
