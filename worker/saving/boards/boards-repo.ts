/**
 * Why: a Board as the API shows it (saving.md §3: owner, cover, 170x thumbnails, counts, privacy)
 * is read the same way for one board and for a page of boards; the select, the thumbnails query
 * and the mapping live here.
 */
import { BOARD_THUMBNAILS } from "~common/saving/constants";
import type { Board } from "~common/saving/schemas";
import { primaryOf } from "../../platform/d1-sessions";
import { VISIBLE_BOARD_SQL, type BoardPrivacy } from "../access";
import { sizeSpec, type StoredImage } from "../images";
import { boardUrl } from "../pins";
import { userColumns, userSummary, type UserColumns } from "../profiles";
import { iso, isoNow } from "../sql";

export const BOARD_COLUMNS = [
  "b.id, b.name, b.slug, b.description, b.privacy, b.owner_id, b.archived_by_me_at, b.pin_count, b.section_count",
  "b.is_collaborative, b.position, b.created_at, b.last_pinned_at, b.cover_pin_id",
  userColumns("o", "owner_"),
  "ci.key AS cover_key, ci.original_ext AS cover_ext, ci.width AS cover_width, ci.height AS cover_height, ci.sized AS cover_sized",
].join(", ");

export const BOARD_FROM = `boards b
  JOIN users o ON o.id = b.owner_id
  LEFT JOIN pins cp ON cp.id = b.cover_pin_id
  LEFT JOIN images ci ON ci.id = cp.image_id`;

export interface BoardRow extends UserColumns {
  id: number;
  name: string;
  slug: string;
  description: string;
  privacy: BoardPrivacy;
  owner_id: string;
  archived_by_me_at: number | null;
  pin_count: number;
  section_count: number;
  is_collaborative: number;
  position: number;
  created_at: number;
  last_pinned_at: number | null;
  cover_pin_id: number | null;
  cover_key: string | null;
  cover_ext: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_sized: number | null;
}

interface ThumbRow extends StoredImage {
  board_id: number;
  dominant_color: string;
}

type Thumb = Board["images"]["170x"][number];

/** The latest Pins' 170x images of each board, newest first (saving.md §3 Board images). */
export async function boardThumbnails(db: D1Database, boardIds: number[]): Promise<Map<number, Thumb[]>> {
  const out = new Map<number, Thumb[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return out;
  // Per board, its newest BOARD_THUMBNAILS Pins through the pins_board_newest index (three index
  // entries each), never every Pin of the board.
  const { results } = await db
    .prepare(
      `SELECT p.board_id, i.key, i.original_ext, i.width, i.height, i.sized, i.dominant_color
       FROM json_each(?) j
       JOIN pins p ON p.id IN (SELECT id FROM pins WHERE board_id = j.value ORDER BY id DESC LIMIT ?)
       JOIN images i ON i.id = p.image_id
       ORDER BY p.board_id, p.id DESC`,
    )
    .bind(JSON.stringify(boardIds), BOARD_THUMBNAILS)
    .all<ThumbRow>();
  for (const r of results) out.get(r.board_id)?.push({ ...sizeSpec(r, "170x"), dominant_color: r.dominant_color });
  return out;
}

type Collaborator = Board["collaborating_users"][number];

/** The collaborators of each board (saving.md §3 collaborating_users), in the order they joined. */
export async function boardCollaborators(db: D1Database, boardIds: number[]): Promise<Map<number, Collaborator[]>> {
  const out = new Map<number, Collaborator[]>(boardIds.map((id) => [id, []]));
  if (boardIds.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT c.board_id, ${userColumns("u", "u_")} FROM board_collaborators c JOIN users u ON u.id = c.user_id AND u.hidden_at IS NULL
       WHERE c.board_id IN (SELECT value FROM json_each(?)) ORDER BY c.board_id, c.created_at, u.id`,
    )
    .bind(JSON.stringify(boardIds))
    .all<UserColumns & { board_id: number }>();
  for (const r of results) {
    const u = userSummary(r, "u_")!;
    out.get(r.board_id)?.push({ id: u.id, username: u.username, full_name: u.full_name, image_medium_url: u.image_medium_url });
  }
  return out;
}

/** The API's Board for a row of BOARD_COLUMNS, its thumbnails and collaborators. */
export function toBoard(row: BoardRow, thumbnails: Thumb[], collaborators: Collaborator[] = []): Board {
  const owner = userSummary(row, "owner_")!;
  const cover =
    row.cover_key === null
      ? null
      : { key: row.cover_key, original_ext: row.cover_ext!, width: row.cover_width!, height: row.cover_height!, sized: row.cover_sized! };
  return {
    id: String(row.id),
    type: "board",
    name: row.name,
    description: row.description,
    privacy: row.privacy,
    url: boardUrl(owner.username, row.slug),
    slug: row.slug,
    image_cover_url: cover ? sizeSpec(cover, "236x").url : null,
    cover_images: cover ? { "236x": sizeSpec(cover, "236x"), "170x": sizeSpec(cover, "170x") } : null,
    images: { "170x": thumbnails },
    pin_count: row.pin_count,
    section_count: row.section_count,
    is_collaborative: row.is_collaborative === 1,
    collaborating_users: collaborators,
    owner,
    archived_by_me_at: iso(row.archived_by_me_at),
    created_at: isoNow(row.created_at),
    last_pinned_at: iso(row.last_pinned_at),
  };
}

/** The boards of `rows` with their thumbnails and collaborators (those only for collaborative boards). */
export async function toBoards(db: D1Database, rows: BoardRow[]): Promise<Board[]> {
  const ids = rows.map((r) => r.id);
  const shared = rows.filter((r) => r.is_collaborative === 1).map((r) => r.id);
  const [thumbs, people] = await Promise.all([boardThumbnails(db, ids), boardCollaborators(db, shared)]);
  return rows.map((r) => toBoard(r, thumbs.get(r.id) ?? [], people.get(r.id) ?? []));
}

/** The board row with this id if the viewer may see it. */
export const findVisibleBoardRow = (db: D1Database, id: number, viewerId: string | null) =>
  db
    .prepare(`SELECT ${BOARD_COLUMNS} FROM ${BOARD_FROM} WHERE b.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(id, viewerId)
    .first<BoardRow>();

/**
 * The board row at /{username}/{slug}/ if the viewer may see it: the board with that segment now,
 * else the one that had it before a rename (board_slug_redirects; its slug tells where it is now).
 */
export const findVisibleBoardRowBySlug = async (db: D1Database, username: string, slug: string, viewerId: string | null) =>
  (await db
    .prepare(`SELECT ${BOARD_COLUMNS} FROM ${BOARD_FROM} WHERE o.username = ? COLLATE NOCASE AND b.slug = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(username, slug, viewerId)
    .first<BoardRow>()) ??
  db
    .prepare(
      `SELECT ${BOARD_COLUMNS} FROM ${BOARD_FROM} JOIN board_slug_redirects r ON r.board_id = b.id
       WHERE o.username = ? COLLATE NOCASE AND r.owner_id = o.id AND r.old_slug = ? AND ${VISIBLE_BOARD_SQL("b")}`,
    )
    .bind(username, slug, viewerId)
    .first<BoardRow>();

/**
 * The row of any board with this id, whoever may see it, and whether `viewerId` collaborates on it
 * (for permission checks): from the primary, so a removed collaborator is refused at once.
 */
export const findBoardFacts = (db: D1Database, id: number, viewerId: string | null) =>
  primaryOf(db)
    .prepare(
      `SELECT b.id, b.owner_id, b.privacy, b.name, EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id AND c.user_id = ?2) AS is_collaborator
       FROM boards b WHERE b.id = ?1`,
    )
    .bind(id, viewerId)
    .first<{ id: number; owner_id: string; privacy: BoardPrivacy; name: string; is_collaborator: number }>();
