/** Keyset pagination helpers (worker/saving/sql.ts): the ORDER BY, the "after this row" condition, the next bookmark. */
import { expect, test } from "vitest";
import { ApiError } from "~common/errors";
import { encodeCursor } from "~common/saving/rules/cursor";
import { keyset, page, type SortKey } from "~worker/saving/sql";

const KEYS: SortKey[] = [
  { sql: "b.name", desc: false, type: "string", collate: "NOCASE" },
  { sql: "b.id", desc: true, type: "number" },
];

test("first page: the order and no condition", () => {
  expect(keyset("s", KEYS, undefined)).toEqual({ orderBy: "b.name COLLATE NOCASE ASC, b.id DESC", where: "1", params: [] });
});

test("after a bookmark: each key strictly after, the earlier ones equal, in each key's direction", () => {
  const ks = keyset("s", KEYS, encodeCursor({ scope: "s", keys: ["Apple", 7] }));
  expect(ks.where).toBe("((b.name COLLATE NOCASE > ?) OR (b.name COLLATE NOCASE = ? AND b.id < ?))");
  expect(ks.params).toEqual(["Apple", "Apple", 7]);
});

test("a bookmark of another scope is a 400 naming the bookmark field", () => {
  const other = encodeCursor({ scope: "t", keys: ["Apple", 7] });
  expect(() => keyset("s", KEYS, other)).toThrow(ApiError);
  try {
    keyset("s", KEYS, other);
  } catch (e) {
    expect((e as ApiError).key).toBe("BAD_REQUEST");
    expect((e as ApiError).data).toEqual({ field: "bookmark" });
  }
});

test("page: limit + 1 rows mean a next page, bookmarked at the last row kept", () => {
  const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
  const more = page(rows, 2, "s", (r) => [r.id]);
  expect(more.items).toEqual([{ id: 5 }, { id: 4 }]);
  expect(more.bookmark).toBe(encodeCursor({ scope: "s", keys: [4] }));
  expect(page(rows, 3, "s", (r) => [r.id]).bookmark).toBeNull();
});
