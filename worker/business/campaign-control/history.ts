/**
 * Why: the ad account's history (business.md §2 /history/): every change, by whom, when, from what
 * to what (changes.ts writes the entries in each change's batch), newest first, a page at a time,
 * for the whole account or one campaign and its ad groups and ads.
 */
import { historyWindow, type HistoryEntity, type HistoryField, type HistoryPage } from "~common/business/campaign-control";
import { ApiError } from "~common/errors";
import { fullNameOf } from "../../saving/profiles";
import { isoNow, keyset, page } from "../../saving/sql";

interface Row {
  id: number;
  created_at: number;
  actor_id: string | null;
  actor_username: string | null;
  actor_first: string | null;
  actor_last: string | null;
  entity_type: HistoryEntity;
  entity_id: number;
  entity_name: string | null;
  campaign_id: number;
  field: HistoryField;
  old_value: string | null;
  new_value: string | null;
  bulk_upload_id: number | null;
}

/**
 * @example
 * await listHistory(env.DB, { id: 7, currency: "USD" }, { page_size: 25, campaign_id: "19" });
 */
export async function listHistory(
  db: D1Database,
  advertiser: { id: number; currency: string },
  query: {
    bookmark?: string;
    page_size: number;
    campaign_id?: string;
    entity_type?: HistoryEntity;
    actor_id?: string;
    start_date?: string;
    end_date?: string;
  },
): Promise<HistoryPage> {
  // Checked before any read: a window that does not exist or is over a year long is the client's mistake.
  const window = historyWindow(query.start_date, query.end_date);
  if (!window) throw new ApiError("HISTORY_DATES_INVALID", { data: { field: query.start_date ? "start_date" : "end_date" } });
  const scope = `history:${advertiser.id}:${query.campaign_id ?? ""}:${query.entity_type ?? ""}:${query.actor_id ?? ""}:${query.start_date ?? ""}:${query.end_date ?? ""}`;
  const ks = keyset(scope, [{ sql: "h.id", desc: true, type: "number" }], query.bookmark);
  const { results } = await db
    .prepare(
      `SELECT h.id, h.created_at, u.id AS actor_id, u.username AS actor_username, u.first_name AS actor_first, u.last_name AS actor_last,
         h.entity_type, h.entity_id, h.campaign_id, h.field, h.old_value, h.new_value, h.bulk_upload_id,
         CASE h.entity_type WHEN 'CAMPAIGN' THEN c.name WHEN 'AD_GROUP' THEN g.name ELSE p.title END AS entity_name
       FROM account_history h
       JOIN campaigns c ON c.id = h.campaign_id
       LEFT JOIN users u ON u.id = h.actor_user_id
       LEFT JOIN ad_groups g ON h.entity_type = 'AD_GROUP' AND g.id = h.entity_id
       LEFT JOIN ads ad ON h.entity_type = 'AD' AND ad.id = h.entity_id
       LEFT JOIN pins p ON p.id = ad.pin_id
       WHERE h.advertiser_id = ? AND (? IS NULL OR h.campaign_id = ?) AND (? IS NULL OR h.entity_type = ?)
         AND (? IS NULL OR h.actor_user_id = ?) AND (? IS NULL OR h.created_at >= ?) AND (? IS NULL OR h.created_at < ?) AND ${ks.where}
       ORDER BY ${ks.orderBy} LIMIT ?`,
    )
    .bind(
      advertiser.id,
      query.campaign_id ?? null,
      query.campaign_id === undefined ? null : Number(query.campaign_id),
      query.entity_type ?? null,
      query.entity_type ?? null,
      query.actor_id ?? null,
      query.actor_id ?? null,
      window.from,
      window.from,
      window.to,
      window.to,
      ...ks.params,
      query.page_size + 1,
    )
    .all<Row>();
  const { items, bookmark } = page(results, query.page_size, scope, (r) => [r.id]);
  // Who changed anything in the ad account: the page's "who" filter (a handful of people; indexed by advertiser).
  const { results: actors } = await db
    .prepare(
      `SELECT u.id, u.username, u.first_name, u.last_name FROM users u
       WHERE u.id IN (SELECT DISTINCT actor_user_id FROM account_history WHERE advertiser_id = ? AND actor_user_id IS NOT NULL)
       ORDER BY u.first_name, u.id LIMIT 100`,
    )
    .bind(advertiser.id)
    .all<{ id: string; username: string; first_name: string | null; last_name: string | null }>();
  return {
    actors: actors.map((u) => ({ id: u.id, username: u.username, full_name: fullNameOf(u.first_name ?? "", u.last_name ?? "") })),
    items: items.map((r) => ({
      id: String(r.id),
      created_at: isoNow(r.created_at),
      actor:
        r.actor_id === null
          ? null
          : { id: r.actor_id, username: r.actor_username ?? "", full_name: fullNameOf(r.actor_first ?? "", r.actor_last ?? "") },
      entity_type: r.entity_type,
      entity_id: String(r.entity_id),
      entity_name: r.entity_name ?? "",
      campaign_id: String(r.campaign_id),
      field: r.field,
      from: r.old_value,
      to: r.new_value,
      bulk_upload_id: r.bulk_upload_id === null ? null : String(r.bulk_upload_id),
    })),
    bookmark,
    currency: advertiser.currency,
  };
}
