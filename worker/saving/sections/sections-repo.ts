/**
 * Why: a board section as the API shows it (saving.md §3 Board section: id, title, slug,
 * preview_pins, board id) is read the same way alone and in a board's list; the select, the
 * preview query and the mapping live here.
 */
import { ApiError } from "~common/errors";
import { SECTION_PREVIEW_PINS } from "~common/saving/constants";
import type { BoardSection } from "~common/saving/schemas";
import { VISIBLE_BOARD_SQL } from "../access";
import { sizeSpec } from "../images";
import { keyset, page, type SortKey } from "../sql";

export const SECTION_COLUMNS =
  "s.id, s.title, s.slug, s.pin_count, s.name_source, s.position, s.board_id, b.slug AS board_slug, o.username AS owner_username";
export const SECTION_FROM = "board_sections s JOIN boards b ON b.id = s.board_id JOIN users o ON o.id = b.owner_id";

export interface SectionRow {
  id: number;
  title: string;
  slug: string;
  pin_count: number;
  name_source: 0 | 1 | 2;
  position: number;
  board_id: number;
  board_slug: string;
  owner_username: string;
}

type Preview = BoardSection["preview_pins"][number];

async function previews(db: D1Database, sectionIds: number[]): Promise<Map<number, Preview[]>> {
  const out = new Map<number, Preview[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return out;
  const { results } = await db
    .prepare(
      `SELECT section_id, key, original_ext, width, height, sized, dominant_color FROM (
         SELECT p.section_id, i.key, i.original_ext, i.width, i.height, i.sized, i.dominant_color,
                row_number() OVER (PARTITION BY p.section_id ORDER BY p.id DESC) AS n
         FROM pins p JOIN images i ON i.id = p.image_id
         WHERE p.section_id IN (SELECT value FROM json_each(?)))
       WHERE n <= ? ORDER BY section_id, n`,
    )
    .bind(JSON.stringify(sectionIds), SECTION_PREVIEW_PINS)
    .all<{ section_id: number; key: string; original_ext: string; width: number; height: number; sized: number; dominant_color: string }>();
  for (const r of results) {
    const square = sizeSpec(r, "170x");
    out.get(r.section_id)?.push({
      image_medium_url: sizeSpec(r, "236x").url,
      image_square_url: square.url,
      image_square_size_pixels: { width: square.width, height: square.height },
      dominant_color: r.dominant_color,
    });
  }
  return out;
}

/** The API's sections for `rows`, with their preview Pins. */
export async function toSections(db: D1Database, rows: SectionRow[]): Promise<BoardSection[]> {
  const preview = await previews(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    type: "board_section",
    title: r.title,
    slug: r.slug,
    url: `/${r.owner_username}/${encodeURIComponent(r.board_slug)}/${encodeURIComponent(r.slug)}/`,
    pin_count: r.pin_count,
    name_source: r.name_source,
    board: { id: String(r.board_id) },
    preview_pins: preview.get(r.id) ?? [],
  }));
}

/** One section the viewer may see, by id or by its board and slug; 404 SECTION_NOT_FOUND otherwise. */
export async function findVisibleSection(
  db: D1Database,
  viewerId: string | null,
  by: { id: number } | { boardId: number; slug: string },
): Promise<BoardSection> {
  const where = "id" in by ? "s.id = ?" : "s.board_id = ? AND s.slug = ?";
  const params = "id" in by ? [by.id] : [by.boardId, by.slug];
  const row =
    (await db
      .prepare(`SELECT ${SECTION_COLUMNS} FROM ${SECTION_FROM} WHERE ${where} AND ${VISIBLE_BOARD_SQL("b")}`)
      .bind(...params, viewerId)
      .first<SectionRow>()) ??
    // A segment the section had before a rename (section_slug_redirects): the section, whose slug tells where it is now.
    ("id" in by
      ? null
      : await db
          .prepare(
            `SELECT ${SECTION_COLUMNS} FROM ${SECTION_FROM} JOIN section_slug_redirects r ON r.section_id = s.id
             WHERE r.board_id = ? AND r.old_slug = ? AND ${VISIBLE_BOARD_SQL("b")}`,
          )
          .bind(by.boardId, by.slug, viewerId)
          .first<SectionRow>());
  if (!row) throw new ApiError("SECTION_NOT_FOUND", { data: { field: "id" in by ? "id" : "slug" } });
  return (await toSections(db, [row]))[0]!;
}

/** The owner's order (position), then the order they were made. */
const IN_BOARD_ORDER: SortKey[] = [
  { sql: "s.position", desc: false, type: "number" },
  { sql: "s.id", desc: false, type: "number" },
];

/** GET /v3/boards/{id}/sections/: 404 BOARD_NOT_FOUND unless the viewer may see the board. */
export async function listBoardSections(
  db: D1Database,
  boardId: number,
  viewerId: string | null,
  q: { bookmark?: string; page_size: number },
): Promise<{ items: BoardSection[]; bookmark: string | null }> {
  const board = await db
    .prepare(`SELECT b.id FROM boards b WHERE b.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(boardId, viewerId)
    .first();
  if (!board) throw new ApiError("BOARD_NOT_FOUND", { data: { field: "id" } });
  const scope = `sections:${boardId}`;
  const ks = keyset(scope, IN_BOARD_ORDER, q.bookmark);
  const { results } = await db
    .prepare(`SELECT ${SECTION_COLUMNS} FROM ${SECTION_FROM} WHERE s.board_id = ? AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(boardId, ...ks.params, q.page_size + 1)
    .all<SectionRow>();
  const { items, bookmark } = page(results, q.page_size, scope, (r) => [r.position, r.id]);
  return { items: await toSections(db, items), bookmark };
}
