/** Masonry arithmetic (app/lib/masonry.ts): column counts, shortest-column placement, continuation. */
import { expect, test } from "vitest";
import { cardHeight, columnCount, placeItems } from "~app/lib/masonry";

test("columns of 236 px with 16 px gaps: 1248 px holds 5, 1243 holds 4, a phone holds 1", () => {
  expect(columnCount(1248, 236, 16)).toBe(5);
  expect(columnCount(1243, 236, 16)).toBe(4);
  expect(columnCount(488, 236, 16)).toBe(2);
  expect(columnCount(343, 236, 16)).toBe(1);
  expect(columnCount(0, 236, 16)).toBe(1);
  // Phones get two narrower columns (app.css narrows --pin-col below 560 px).
  expect(columnCount(343, 236, 16, 2)).toBe(2);
  expect(columnCount(1248, 236, 16, 2)).toBe(5);
});

test("each item goes under the shortest column, the leftmost of equals", () => {
  expect(placeItems([300, 100, 200, 50], 3, 16)).toEqual({ columns: [0, 1, 2, 1], heights: [316, 182, 216] });
  expect(placeItems([100, 100, 100], 3, 0).columns).toEqual([0, 1, 2]);
});

test("a later page continues the same columns without moving placed items", () => {
  const first = placeItems([300, 100, 200], 3, 16);
  const both = placeItems([50, 60], 3, 16, first);
  expect(both.columns).toEqual([0, 1, 2, 1, 1]);
  expect(both.columns.slice(0, 3)).toEqual(first.columns);
  expect(placeItems([300, 100, 200, 50, 60], 3, 16)).toEqual(both);
  // Another column count starts over.
  expect(placeItems([10], 2, 16, first)).toEqual({ columns: [0], heights: [26, 0] });
});

test("a card is its image scaled to the column width plus its footer", () => {
  expect(cardHeight(474, 711, 236, 64)).toBe(354 + 64);
  expect(cardHeight(96, 96, 236, 64)).toBe(236 + 64);
});
