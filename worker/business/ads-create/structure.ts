/**
 * Why: the edit and duplicate pages need a campaign whole — every ad group with its targeting,
 * bid, keywords and ads — where the campaign's own view (../console) shows only its first.
 */
import type { CampaignStructure } from "~common/business/ads-create";
import { findCampaign, thumbnailUrl, toCampaign } from "../console";

interface GroupRow {
  id: number;
  name: string;
  status: "ACTIVE" | "PAUSED";
  budget_micro: number;
  targeting_spec: string;
  bid_micro: number | null;
  keywords: string;
}

interface AdRow {
  id: number;
  ad_group_id: number;
  pin_id: number;
  pin_title: string;
  image_key: string | null;
  destination_url: string;
  status: "ACTIVE" | "PAUSED";
}

/**
 * A campaign with all of its ad groups and their ads, or null.
 *
 * @example
 * const s = await campaignStructure(env.DB, 7, 19);
 */
export async function campaignStructure(db: D1Database, advertiserId: number, campaignId: number): Promise<CampaignStructure | null> {
  const [row, groups, ads] = await Promise.all([
    findCampaign(db, advertiserId, campaignId),
    db
      .prepare(
        "SELECT id, name, status, budget_micro, targeting_spec, bid_micro, keywords FROM ad_groups WHERE advertiser_id = ? AND campaign_id = ? ORDER BY id",
      )
      .bind(advertiserId, campaignId)
      .all<GroupRow>(),
    db
      .prepare(
        `SELECT ad.id, ad.ad_group_id, ad.pin_id, ad.destination_url, ad.status, COALESCE(p.title, '') AS pin_title, i.key AS image_key
         FROM ads ad JOIN campaigns c ON c.id = ad.campaign_id LEFT JOIN pins p ON p.id = ad.pin_id LEFT JOIN images i ON i.id = p.image_id
         WHERE c.advertiser_id = ? AND ad.campaign_id = ? ORDER BY ad.id`,
      )
      .bind(advertiserId, campaignId)
      .all<AdRow>(),
  ]);
  if (!row) return null;
  const campaign = toCampaign(row);
  return {
    campaign,
    ad_groups: groups.results.map((g) => ({
      id: String(g.id),
      advertiser_id: String(advertiserId),
      name: g.name,
      status: g.status,
      budget_in_micro_currency: g.budget_micro,
      currency: campaign.currency,
      targeting_spec: JSON.parse(g.targeting_spec) as CampaignStructure["ad_groups"][number]["targeting_spec"],
      bid_in_micro_currency: g.bid_micro,
      keywords: JSON.parse(g.keywords) as string[],
      campaign: { id: campaign.id, name: campaign.name, status: campaign.status, automated: campaign.automated },
      ads: ads.results
        .filter((a) => a.ad_group_id === g.id)
        .map((a) => ({
          id: String(a.id),
          pin_id: String(a.pin_id),
          pin_title: a.pin_title,
          pin_image_url: thumbnailUrl(a.image_key),
          destination_url: a.destination_url,
          status: a.status,
        })),
    })),
  };
}
