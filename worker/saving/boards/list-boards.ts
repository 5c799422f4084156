/**
 * Why: BoardsResource read (saving.md §7): a user's boards in one of the §3 sort orders, filtered
 * by privacy, optionally grouped public-first and with archived boards last or left out, paged by
 * bookmark: the user's own boards and the boards they collaborate on (not archived by them). The
 * user sees all of them; anyone else the public ones and those they are a member of themselves
 * (§6: a secret board is listed to its members only, a protected board is "not listed on the
 * user's profile"; worker/saving/access.ts LISTED_BOARD_SQL).
 */
import { ApiError } from "~common/errors";
import type { Board, BoardSort, UserBoardsQuery } from "~common/saving/schemas";
import { LISTED_BOARD_SQL } from "../access";
import { keyset, page, type SortKey } from "../sql";
import { BOARD_COLUMNS, BOARD_FROM, toBoards, type BoardRow } from "./boards-repo";

const LAST_PINNED = "ifnull(b.last_pinned_at, b.created_at)";

/** The keys of each sort, ending in the id so the order is total (saving.md §3 sort options). */
export const SORT_KEYS: Record<BoardSort, SortKey[]> = {
  last_pinned_to: [
    { sql: LAST_PINNED, desc: true, type: "number" },
    { sql: "b.id", desc: true, type: "number" },
  ],
  alphabetical: [
    { sql: "b.name", desc: false, type: "string", collate: "NOCASE" },
    { sql: "b.id", desc: false, type: "number" },
  ],
  oldest: [{ sql: "b.id", desc: false, type: "number" }],
  newest: [{ sql: "b.id", desc: true, type: "number" }],
  group_boards_at_top: [
    { sql: "b.is_collaborative", desc: true, type: "number" },
    { sql: LAST_PINNED, desc: true, type: "number" },
    { sql: "b.id", desc: true, type: "number" },
  ],
  custom: [
    { sql: "b.position", desc: false, type: "number" },
    { sql: "b.id", desc: false, type: "number" },
  ],
};

const ARCHIVED_LAST: SortKey = { sql: "(b.archived_by_me_at IS NOT NULL)", desc: false, type: "number" };
const PUBLIC_FIRST: SortKey = { sql: "(b.privacy <> 'public')", desc: false, type: "number" };

/** The value of each sort key for a row (what the bookmark carries). */
function keyValues(row: BoardRow, keys: SortKey[]): (string | number)[] {
  return keys.map((k) => {
    switch (k.sql) {
      case LAST_PINNED:
        return row.last_pinned_at ?? row.created_at;
      case "b.id":
        return row.id;
      case "b.name":
        return row.name;
      case "b.is_collaborative":
        return row.is_collaborative;
      case "b.position":
        return row.position;
      case ARCHIVED_LAST.sql:
        return row.archived_by_me_at === null ? 0 : 1;
      case PUBLIC_FIRST.sql:
        return row.privacy === "public" ? 0 : 1;
      default:
        throw new Error(`no value for sort key ${k.sql}`);
    }
  });
}

/**
 * A page of `username`'s boards as `viewerId` may see them; 404 USER_NOT_FOUND for no such user.
 *
 * @example
 * const { items, bookmark } = await listUserBoards(env.DB, "ana_costa", null, { sort: "alphabetical", … });
 */
export async function listUserBoards(
  db: D1Database,
  username: string,
  viewerId: string | null,
  q: UserBoardsQuery,
): Promise<{ items: Board[]; bookmark: string | null }> {
  const owner = await db
    .prepare("SELECT id FROM users WHERE username = ? COLLATE NOCASE AND hidden_at IS NULL")
    .bind(username)
    .first<{ id: string }>();
  if (!owner) throw new ApiError("USER_NOT_FOUND", { data: { field: "username" } });

  // Their boards, and those they collaborate on (saving.md §6 "A board owner or a collaborator sees
  // the board in the board list, unless the viewer archived it"): two index look-ups.
  const where = [
    `b.id IN (SELECT id FROM boards WHERE owner_id = ? UNION ALL SELECT board_id FROM board_collaborators WHERE user_id = ? AND archived_at IS NULL)`,
  ];
  const params: unknown[] = [owner.id, owner.id];
  if (owner.id !== viewerId) {
    where.push(LISTED_BOARD_SQL("b"));
    params.push(viewerId);
  }
  if (q.privacy_filter !== "all") {
    where.push("b.privacy = ?");
    params.push(q.privacy_filter);
  }
  const includeArchived = q.include_archived === "true";
  if (!includeArchived) where.push("b.archived_by_me_at IS NULL");

  const keys = [...(includeArchived ? [ARCHIVED_LAST] : []), ...(q.group_by === "visibility" ? [PUBLIC_FIRST] : []), ...SORT_KEYS[q.sort]];
  const scope = `boards:${owner.id}:${q.sort}:${q.group_by}:${q.privacy_filter}:${q.include_archived}`;
  const ks = keyset(scope, keys, q.bookmark);
  const { results } = await db
    .prepare(`SELECT ${BOARD_COLUMNS} FROM ${BOARD_FROM} WHERE ${where.join(" AND ")} AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(...params, ...ks.params, q.page_size + 1)
    .all<BoardRow>();
  const { items, bookmark } = page(results, q.page_size, scope, (r) => keyValues(r, keys));
  return { items: await toBoards(db, items), bookmark };
}
