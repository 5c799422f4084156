/** Bookmarks (common/saving/rules/cursor.ts): round trips, and refusal of anything not made for the list. */
import { expect, test } from "vitest";
import { decodeCursor, encodeCursor, MAX_BOOKMARK_LENGTH } from "~common/saving/rules/cursor";

test("keys survive the round trip, URL-safe, unicode included", () => {
  const bookmark = encodeCursor({ scope: "boards:u1:alphabetical", keys: [0, "Café ☕ 日本", 42] });
  expect(bookmark).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeCursor(bookmark, "boards:u1:alphabetical", ["number", "string", "number"])).toEqual([0, "Café ☕ 日本", 42]);
});

test("another list's bookmark, the wrong arity or key types, or garbage are refused", () => {
  const bookmark = encodeCursor({ scope: "feed:home", keys: [1042] });
  expect(decodeCursor(bookmark, "feed:board:1:true", ["number"])).toBeNull();
  expect(decodeCursor(bookmark, "feed:home", ["number", "number"])).toBeNull();
  expect(decodeCursor(bookmark, "feed:home", ["string"])).toBeNull();
  expect(decodeCursor(encodeCursor({ scope: "feed:home", keys: [1.5] }), "feed:home", ["number"])).toBeNull();
  expect(decodeCursor(encodeCursor({ scope: "feed:home", keys: [2 ** 60] }), "feed:home", ["number"])).toBeNull();
  for (const junk of ["", "not a bookmark!", "e30", "bnVsbA", "x".repeat(MAX_BOOKMARK_LENGTH + 1), btoa("\xff\xfe")]) {
    expect(decodeCursor(junk, "feed:home", ["number"]), junk).toBeNull();
  }
});
