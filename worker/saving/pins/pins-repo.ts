/**
 * Why: a Pin as the API shows it (saving.md §3) joins its image, pinner, board and board owner,
 * section, via pinner and link domain with its official user. That join and its mapping are
 * written once and used by the Pin read, the save's answer and every Pin feed.
 */
import type { Pin, PinField, PinFields } from "~common/saving/schemas";
import { VISIBLE_BOARD_SQL, type BoardPrivacy } from "../access";
import { originalSpec, sizeSpec } from "../images";
import { userColumns, userSummary, type UserColumns } from "../profiles";
import { isoNow } from "../sql";

/** The columns of PIN_FROM, one row per pin. */
export const PIN_COLUMNS = [
  "p.id AS id, p.title, p.description, p.alt_text, p.link, p.created_at, p.repin_of_id",
  "i.key AS image_key, i.original_ext, i.width, i.height, i.dominant_color, i.sized",
  userColumns("pu", "pinner_"),
  "b.id AS board_id, b.name AS board_name, b.slug AS board_slug, b.privacy AS board_privacy, b.owner_id AS board_owner_id, bo.username AS board_owner_username",
  "s.id AS section_id, s.title AS section_title, s.slug AS section_slug",
  userColumns("vu", "via_"),
  "d.domain AS domain",
  userColumns("du", "official_"),
].join(", ");

/** The tables of a Pin, aliased as PIN_COLUMNS expects. */
export const PIN_FROM = `pins p
  JOIN images i ON i.id = p.image_id
  JOIN users pu ON pu.id = p.pinner_id AND pu.hidden_at IS NULL
  JOIN boards b ON b.id = p.board_id
  JOIN users bo ON bo.id = b.owner_id AND bo.hidden_at IS NULL
  LEFT JOIN board_sections s ON s.id = p.section_id
  LEFT JOIN users vu ON vu.id = p.via_pinner_id
  LEFT JOIN link_domains d ON d.id = p.link_domain_id
  LEFT JOIN users du ON du.id = d.official_user_id`;

export interface PinRow extends UserColumns {
  id: number;
  title: string;
  description: string;
  alt_text: string;
  link: string | null;
  created_at: number;
  repin_of_id: number | null;
  image_key: string;
  original_ext: string;
  width: number;
  height: number;
  dominant_color: string;
  sized: number;
  board_id: number;
  board_name: string;
  board_slug: string;
  board_privacy: BoardPrivacy;
  board_owner_id: string;
  board_owner_username: string;
  section_id: number | null;
  section_title: string | null;
  section_slug: string | null;
  domain: string | null;
}

/** A board's page path: /{username}/{slug}/. */
export const boardUrl = (username: string, slug: string) => `/${username}/${encodeURIComponent(slug)}/`;

/** The API's Pin for a row of PIN_COLUMNS. */
export function toPin(row: PinRow): Pin {
  const image = { key: row.image_key, original_ext: row.original_ext, width: row.width, height: row.height, sized: row.sized };
  const url = boardUrl(row.board_owner_username, row.board_slug);
  const official = userSummary(row, "official_");
  return {
    id: String(row.id),
    type: "pin",
    title: row.title,
    description: row.description,
    alt_text: row.alt_text,
    link: row.link,
    domain: row.domain,
    dominant_color: row.dominant_color,
    images: { "236x": sizeSpec(image, "236x"), "170x": sizeSpec(image, "170x"), orig: originalSpec(image) },
    created_at: isoNow(row.created_at),
    pinner: userSummary(row, "pinner_")!,
    board: {
      id: String(row.board_id),
      name: row.board_name,
      url,
      privacy: row.board_privacy,
      owner: { id: row.board_owner_id, username: row.board_owner_username },
    },
    pinned_to_board: { id: String(row.board_id), name: row.board_name, url, layout: "default" },
    section: row.section_id === null ? null : { id: String(row.section_id), title: row.section_title!, slug: row.section_slug! },
    via_pinner: userSummary(row, "via_"),
    link_domain: row.domain === null ? null : { domain: row.domain, official_user: official },
    is_repin: row.repin_of_id !== null,
  };
}

/** Only the asked-for fields of a Pin (id and type always). */
export function pickPinFields(pin: Pin, fields: readonly PinField[] | null): PinFields {
  if (fields === null) return { ...pin };
  const out: Record<string, unknown> = { id: pin.id, type: pin.type };
  // `sensitivity` is not a column: the Pin route reads it (worker/business/advisories/).
  for (const f of fields) if (f !== "sensitivity") out[f] = pin[f];
  return out as PinFields;
}

/** The Pin with this id if the viewer may see it (its board is not someone else's secret board). */
export async function findVisiblePin(db: D1Database, id: number, viewerId: string | null): Promise<Pin | null> {
  const row = await db
    .prepare(`SELECT ${PIN_COLUMNS} FROM ${PIN_FROM} WHERE p.id = ? AND ${VISIBLE_BOARD_SQL("b")}`)
    .bind(id, viewerId)
    .first<PinRow>();
  return row ? toPin(row) : null;
}
