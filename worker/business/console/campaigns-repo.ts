/**
 * Why: a campaign as the API shows it (common/business/schemas.ts Campaign, AdGroup) joins its
 * first ad group and that group's first ad (quick promote makes one of each; a campaign made from
 * scratch may have more, read whole by ../ads-create/); the join, its mapping and the console's
 * lists are written once, here.
 */
import type { AdGroup, Campaign } from "~common/business/schemas";
import type { CampaignStatus, ConversionEvent, ObjectiveType } from "~common/business/constants";
import { variantUrl } from "~common/saving/images";
import { isoNow, keyset, page } from "../../saving/sql";

/** The promoted Pin's thumbnail: its smallest variant (the console shows it beside the Pin's title). */
export const thumbnailUrl = (key: string | null) => (key ? variantUrl(key, 96) : null);

export interface CampaignRow {
  id: number;
  advertiser_id: number;
  name: string;
  status: "ACTIVE" | "PAUSED";
  objective_type: ObjectiveType;
  budget_micro: number;
  currency: string;
  duration_days: number;
  is_ongoing: number;
  inclusive_end_date: string | null;
  auto_targeting: number;
  targeting_spec: string;
  ads_client_type: string;
  pin_id: number;
  product_group_id: string | null;
  conversion_tag_id: number | null;
  conversion_event: ConversionEvent | null;
  idempotency_key: string | null;
  request_hash: string | null;
  start_at: number;
  created_at: number;
  ended_at: number | null;
  archived_at: number | null;
  version: number;
  lifetime_budget_micro: number | null;
  automated: number;
  ad_group_count: number;
  ad_group_id: number;
  ad_group_name: string;
  ad_group_status: "ACTIVE" | "PAUSED";
  ad_id: number;
  ad_pin_id: number;
  ad_destination_url: string;
  ad_status: "ACTIVE" | "PAUSED";
  pin_title: string;
  pin_image_key: string | null;
}

const CAMPAIGN_SELECT = `SELECT c.*, g.id AS ad_group_id, g.name AS ad_group_name, g.status AS ad_group_status,
    ad.id AS ad_id, ad.pin_id AS ad_pin_id, ad.destination_url AS ad_destination_url, ad.status AS ad_status, COALESCE(p.title, '') AS pin_title,
    pi.key AS pin_image_key, (SELECT COUNT(*) FROM ad_groups WHERE campaign_id = c.id) AS ad_group_count
  FROM campaigns c JOIN ad_groups g ON g.id = (SELECT MIN(id) FROM ad_groups WHERE campaign_id = c.id)
    JOIN ads ad ON ad.id = (SELECT MIN(id) FROM ads WHERE ad_group_id = g.id) LEFT JOIN pins p ON p.id = c.pin_id
  LEFT JOIN images pi ON pi.id = p.image_id`;

export const toCampaign = (r: CampaignRow): Campaign => ({
  id: String(r.id),
  advertiser_id: String(r.advertiser_id),
  name: r.name,
  status: r.archived_at !== null ? "ARCHIVED" : r.ended_at !== null ? "ENDED" : r.status,
  objective_type: r.objective_type,
  budget_in_micro_currency: r.budget_micro,
  lifetime_budget_in_micro_currency: r.lifetime_budget_micro,
  automated: r.automated === 1,
  ad_group_count: r.ad_group_count,
  currency: r.currency,
  duration: r.duration_days,
  is_ongoing: r.is_ongoing === 1,
  start_time: isoNow(r.start_at),
  inclusive_end_date: r.inclusive_end_date,
  auto_targeting_enabled: r.auto_targeting === 1,
  targeting_spec: JSON.parse(r.targeting_spec) as Campaign["targeting_spec"],
  ads_client_type: r.ads_client_type,
  pin_id: String(r.pin_id),
  pin_title: r.pin_title,
  pin_image_url: thumbnailUrl(r.pin_image_key),
  product_group_id: r.product_group_id,
  conversion_tag_id: r.conversion_tag_id === null ? null : String(r.conversion_tag_id),
  conversion_event: r.conversion_event,
  created_at: isoNow(r.created_at),
  ad_group: { id: String(r.ad_group_id), name: r.ad_group_name, status: r.ad_group_status },
  ad: { id: String(r.ad_id), pin_id: String(r.ad_pin_id), destination_url: r.ad_destination_url, status: r.ad_status },
});

export const findCampaign = (db: D1Database, advertiserId: number, campaignId: number) =>
  db.prepare(`${CAMPAIGN_SELECT} WHERE c.advertiser_id = ? AND c.id = ?`).bind(advertiserId, campaignId).first<CampaignRow>();

export const findCampaignByKey = (db: D1Database, advertiserId: number, key: string) =>
  db.prepare(`${CAMPAIGN_SELECT} WHERE c.advertiser_id = ? AND c.idempotency_key = ?`).bind(advertiserId, key).first<CampaignRow>();

/** The ad account's campaigns, newest first, a page at a time. */
export async function listCampaigns(db: D1Database, advertiserId: number, query: { bookmark?: string; page_size: number }) {
  const scope = `campaigns:${advertiserId}`;
  const ks = keyset(scope, [{ sql: "c.id", desc: true, type: "number" }], query.bookmark);
  const { results } = await db
    .prepare(`${CAMPAIGN_SELECT} WHERE c.advertiser_id = ? AND ${ks.where} ORDER BY ${ks.orderBy} LIMIT ?`)
    .bind(advertiserId, ...ks.params, query.page_size + 1)
    .all<CampaignRow>();
  const { items, bookmark } = page(results, query.page_size, scope, (r) => [r.id]);
  return { items: items.map(toCampaign), bookmark };
}

/** One ad group with its ads and its campaign's name. */
export async function findAdGroup(db: D1Database, advertiserId: number, adGroupId: number): Promise<AdGroup | null> {
  const group = await db
    .prepare(
      `SELECT g.*, c.name AS campaign_name, c.currency, c.automated, CASE WHEN c.archived_at IS NOT NULL THEN 'ARCHIVED' WHEN c.ended_at IS NOT NULL THEN 'ENDED'
         ELSE c.status END AS campaign_status FROM ad_groups g JOIN campaigns c ON c.id = g.campaign_id
       WHERE g.advertiser_id = ? AND g.id = ?`,
    )
    .bind(advertiserId, adGroupId)
    .first<{
      id: number;
      campaign_id: number;
      advertiser_id: number;
      name: string;
      status: "ACTIVE" | "PAUSED";
      budget_micro: number;
      targeting_spec: string;
      bid_micro: number | null;
      keywords: string;
      campaign_name: string;
      currency: string;
      automated: number;
      campaign_status: CampaignStatus;
    }>();
  if (!group) return null;
  const { results } = await db
    .prepare(
      `SELECT ad.id, ad.pin_id, ad.destination_url, ad.status, COALESCE(p.title, '') AS pin_title, i.key AS image_key
       FROM ads ad LEFT JOIN pins p ON p.id = ad.pin_id LEFT JOIN images i ON i.id = p.image_id WHERE ad.ad_group_id = ? ORDER BY ad.id`,
    )
    .bind(adGroupId)
    .all<{
      id: number;
      pin_id: number;
      destination_url: string;
      status: "ACTIVE" | "PAUSED";
      pin_title: string;
      image_key: string | null;
    }>();
  return {
    id: String(group.id),
    advertiser_id: String(group.advertiser_id),
    name: group.name,
    status: group.status,
    budget_in_micro_currency: group.budget_micro,
    currency: group.currency,
    targeting_spec: JSON.parse(group.targeting_spec) as AdGroup["targeting_spec"],
    bid_in_micro_currency: group.bid_micro,
    keywords: JSON.parse(group.keywords) as string[],
    campaign: { id: String(group.campaign_id), name: group.campaign_name, status: group.campaign_status, automated: group.automated === 1 },
    ads: results.map((a) => ({
      id: String(a.id),
      pin_id: String(a.pin_id),
      pin_title: a.pin_title,
      pin_image_url: thumbnailUrl(a.image_key),
      destination_url: a.destination_url,
      status: a.status,
    })),
  };
}
