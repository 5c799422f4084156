/**
 * Why: the saving lists all page the same way (keyset pagination behind an opaque bookmark,
 * common/saving/rules/cursor.ts) and share a few SQL shapes; building those here keeps each list
 * a description of its order, not a hand-written comparison.
 */
import { ApiError } from "~common/errors";
import { decodeCursor, encodeCursor, type CursorValue } from "~common/saving/rules";

/** Epoch seconds as ISO 8601, or null. */
export const iso = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());
export const isoNow = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** One sort key of a list: an SQL expression, its direction and the type of its values. */
export interface SortKey {
  sql: string;
  desc: boolean;
  type: "number" | "string";
  /** Collation for string keys (boards sort by name case-insensitively). */
  collate?: "NOCASE";
}

export interface Keyset {
  /** `ORDER BY …` without the keywords. */
  orderBy: string;
  /** `(…)` to AND into the WHERE clause, "1" on the first page. */
  where: string;
  params: CursorValue[];
}

const expr = (k: SortKey) => (k.collate ? `${k.sql} COLLATE ${k.collate}` : k.sql);

/**
 * The ORDER BY and the "after the bookmark" condition for `keys`; a bookmark that is not one of
 * this list's is 400 BAD_REQUEST (field bookmark).
 *
 * @example
 * const ks = keyset("feed:home", [{ sql: "p.id", desc: true, type: "number" }], query.bookmark);
 * db.prepare(`SELECT … WHERE ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`).bind(...ks.params, n + 1);
 */
export function keyset(scope: string, keys: SortKey[], bookmark: string | undefined): Keyset {
  const orderBy = keys.map((k) => `${expr(k)} ${k.desc ? "DESC" : "ASC"}`).join(", ");
  if (bookmark === undefined || bookmark === "") return { orderBy, where: "1", params: [] };
  const values = decodeCursor(
    bookmark,
    scope,
    keys.map((k) => k.type),
  );
  if (!values) throw new ApiError("BAD_REQUEST", { detail: "bookmark: not a bookmark of this list", data: { field: "bookmark" } });
  // (k1 after v1) OR (k1 = v1 AND k2 after v2) OR …
  const params: CursorValue[] = [];
  const branches = keys.map((key, i) => {
    const parts: string[] = [];
    for (let j = 0; j < i; j++) {
      parts.push(`${expr(keys[j]!)} = ?`);
      params.push(values[j]!);
    }
    parts.push(`${expr(key)} ${key.desc ? "<" : ">"} ?`);
    params.push(values[i]!);
    return `(${parts.join(" AND ")})`;
  });
  return { orderBy, where: `(${branches.join(" OR ")})`, params };
}

/**
 * The page and the next bookmark from `limit + 1` rows fetched: null when nothing follows.
 *
 * @example
 * const { items, bookmark } = page(rows, pageSize, "feed:home", (r) => [r.id]);
 */
export function page<T>(
  rows: T[],
  limit: number,
  scope: string,
  keysOf: (row: T) => CursorValue[],
): { items: T[]; bookmark: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, bookmark: rows.length > limit && last ? encodeCursor({ scope, keys: keysOf(last) }) : null };
}

/** True for D1 errors from a unique index or constraint whose text mentions `what`. */
export const isConstraintError = (err: unknown, what: string | RegExp): boolean => {
  const message = String((err as Error)?.message ?? err);
  return /constraint failed/i.test(message) && (typeof what === "string" ? message.includes(what) : what.test(message));
};
