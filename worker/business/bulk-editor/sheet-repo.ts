/**
 * Why: an ad account as its bulk sheet shows it (campaigns, ad groups, ads), read in three bounded
 * queries; the upload reads it from the primary, so its checks see the versions its batch guards.
 */
import { BULK_MAX_ROWS, type AccountSheet } from "~common/business/bulk-editor";
import type { CampaignRow } from "../console";
import { campaignNow } from "../campaign-control";

type RawCampaign = Omit<
  CampaignRow,
  "ad_group_id" | "ad_group_name" | "ad_group_status" | "ad_id" | "ad_pin_id" | "ad_destination_url" | "ad_status" | "pin_title"
>;

/**
 * The account's sheet and its campaign rows by id (what changes' statements are built from).
 *
 * @example
 * const { sheet, rows } = await loadSheet(primaryOf(env.DB), { id: 7, currency: "USD" });
 */
export async function loadSheet(
  db: D1Database,
  advertiser: { id: number; currency: string },
): Promise<{ sheet: AccountSheet; rows: Map<string, CampaignRow> }> {
  const [campaigns, groups, ads] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT * FROM campaigns WHERE advertiser_id = ? ORDER BY id DESC LIMIT ?").bind(advertiser.id, BULK_MAX_ROWS),
    db
      .prepare("SELECT id, campaign_id, name, status FROM ad_groups WHERE advertiser_id = ? ORDER BY campaign_id DESC, id LIMIT ?")
      .bind(advertiser.id, BULK_MAX_ROWS),
    db
      .prepare(
        `SELECT ad.id, ad.campaign_id, ad.ad_group_id, ad.pin_id, COALESCE(p.title, '') AS pin_title, ad.status
         FROM ads ad JOIN campaigns c ON c.id = ad.campaign_id LEFT JOIN pins p ON p.id = ad.pin_id
         WHERE c.advertiser_id = ? ORDER BY ad.campaign_id DESC, ad.id LIMIT ?`,
      )
      .bind(advertiser.id, BULK_MAX_ROWS),
  ]);
  const rows = new Map<string, CampaignRow>();
  const sheet: AccountSheet = { currency: advertiser.currency, campaigns: [], adGroups: [], ads: [] };
  for (const raw of campaigns!.results as unknown as RawCampaign[]) {
    // campaignStatements reads only the campaign's own columns.
    const row = raw as CampaignRow;
    rows.set(String(row.id), row);
    sheet.campaigns.push({ id: String(row.id), ...campaignNow(row) });
  }
  for (const g of groups!.results as unknown as { id: number; campaign_id: number; name: string; status: "ACTIVE" | "PAUSED" }[])
    sheet.adGroups.push({ id: String(g.id), campaign_id: String(g.campaign_id), name: g.name, status: g.status });
  for (const a of ads!.results as unknown as {
    id: number;
    campaign_id: number;
    ad_group_id: number;
    pin_id: number;
    pin_title: string;
    status: "ACTIVE" | "PAUSED";
  }[])
    sheet.ads.push({
      id: String(a.id),
      campaign_id: String(a.campaign_id),
      ad_group_id: String(a.ad_group_id),
      pin_id: String(a.pin_id),
      pin_title: a.pin_title,
      status: a.status,
    });
  return { sheet, rows };
}
