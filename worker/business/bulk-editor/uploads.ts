/**
 * Why: the bulk editor's history page (business.md §2 /bulk_editor/history/): each upload that was
 * applied or refused, by whom and when, newest first, a page at a time; and the id library, the
 * account's ids with their names, searchable, from the same sheet the template is made of.
 */
import { BULK_MAX_ROWS, type AccountSheet, type BulkIds, type BulkRowErrorView, type BulkUploadPage } from "~common/business/bulk-editor";
import { fullNameOf } from "../../saving/profiles";
import { isoNow, keyset, page } from "../../saving/sql";

interface Row {
  id: number;
  created_at: number;
  actor_id: string | null;
  actor_username: string | null;
  actor_first: string | null;
  actor_last: string | null;
  file_name: string;
  rows: number;
  changed: number;
  state: "APPLIED" | "FAILED";
  errors: string;
}

/**
 * @example
 * await listUploads(env.DB, 7, { page_size: 25 });
 */
export async function listUploads(
  db: D1Database,
  advertiserId: number,
  query: { bookmark?: string; page_size: number },
): Promise<BulkUploadPage> {
  const scope = `bulk:${advertiserId}`;
  const ks = keyset(scope, [{ sql: "b.id", desc: true, type: "number" }], query.bookmark);
  const { results } = await db
    .prepare(
      `SELECT b.id, b.created_at, u.id AS actor_id, u.username AS actor_username, u.first_name AS actor_first, u.last_name AS actor_last,
         b.file_name, b.rows, b.changed, b.state, b.errors
       FROM bulk_uploads b LEFT JOIN users u ON u.id = b.actor_user_id
       WHERE b.advertiser_id = ? AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`,
    )
    .bind(advertiserId, ...ks.params, query.page_size + 1)
    .all<Row>();
  const { items, bookmark } = page(results, query.page_size, scope, (r) => [r.id]);
  return {
    items: items.map((r) => ({
      id: String(r.id),
      created_at: isoNow(r.created_at),
      actor:
        r.actor_id === null
          ? null
          : { id: r.actor_id, username: r.actor_username ?? "", full_name: fullNameOf(r.actor_first ?? "", r.actor_last ?? "") },
      file_name: r.file_name,
      rows: r.rows,
      changed: r.changed,
      state: r.state,
      errors: JSON.parse(r.errors) as BulkRowErrorView[],
    })),
    bookmark,
  };
}

/**
 * The id library: campaigns, then ad groups, then ads, whose id or name contains `q`.
 *
 * @example
 * idLibrary(sheet, "chairs") // { items: [{ entity_type: "CAMPAIGN", id: "12", name: "Autumn chairs", … }], truncated: false }
 */
export function idLibrary(sheet: AccountSheet, q: string | undefined): BulkIds {
  const needle = (q ?? "").trim().toLowerCase();
  const names = new Map(sheet.campaigns.map((c) => [c.id, c.name]));
  const all: BulkIds["items"] = [
    ...sheet.campaigns.map((c) => ({
      entity_type: "CAMPAIGN" as const,
      id: c.id,
      name: c.name,
      campaign_id: c.id,
      campaign_name: c.name,
      status: c.status,
    })),
    ...sheet.adGroups.map((g) => ({
      entity_type: "AD_GROUP" as const,
      id: g.id,
      name: g.name,
      campaign_id: g.campaign_id,
      campaign_name: names.get(g.campaign_id) ?? "",
      status: g.status,
    })),
    ...sheet.ads.map((a) => ({
      entity_type: "AD" as const,
      id: a.id,
      name: a.pin_title,
      campaign_id: a.campaign_id,
      campaign_name: names.get(a.campaign_id) ?? "",
      status: a.status,
    })),
  ];
  const hits = needle
    ? all.filter((i) => i.id === needle || i.name.toLowerCase().includes(needle) || i.campaign_name.toLowerCase().includes(needle))
    : all;
  return { items: hits.slice(0, BULK_MAX_ROWS), truncated: hits.length > BULK_MAX_ROWS };
}
