/**
 * Why: an ad account as the API shows it (common/business/schemas.ts Advertiser, AdvertiserDetail)
 * and the writes of quick promote's steps (consent, business info, billing profile) are written
 * once, here; handlers check access first (../viewer.ts advertiserAccess).
 */
import type { BusinessPermission } from "~common/business/constants";
import type { Advertiser, AdvertiserDetail } from "~common/business/schemas";
import { isoNow } from "../../saving/sql";
import { parsePermissions, type AdvertiserRow } from "../permissions";

export interface BillingRow {
  advertiser_id: number;
  contact_name: string;
  email: string;
  address_line1: string;
  address_city: string;
  address_postal_code: string;
  payment_method: "invoice";
  updated_at: number;
}

export const toAdvertiser = (a: Pick<AdvertiserRow, "id" | "owner_user_id" | "name" | "country" | "currency">): Advertiser => ({
  id: String(a.id),
  owner_user_id: a.owner_user_id,
  name: a.name,
  country: a.country,
  currency: a.currency,
});

export function toAdvertiserDetail(a: AdvertiserRow, permissions: BusinessPermission[], billing: BillingRow | null): AdvertiserDetail {
  const hasAddress = a.address_line1 !== null && a.address_city !== null && a.address_postal_code !== null;
  return {
    ...toAdvertiser(a),
    permissions,
    gdpr_consent: a.gdpr_consent_at !== null,
    business_info: {
      business_name: a.business_name,
      website: a.website,
      address: hasAddress
        ? { line1: a.address_line1!, city: a.address_city!, postal_code: a.address_postal_code!, country: a.country }
        : null,
    },
    billing_profile: billing
      ? {
          contact_name: billing.contact_name,
          email: billing.email,
          address: {
            line1: billing.address_line1,
            city: billing.address_city,
            postal_code: billing.address_postal_code,
            country: a.country,
          },
          payment_method: billing.payment_method,
          currency: a.currency,
          updated_at: isoNow(billing.updated_at),
        }
      : null,
  };
}

export const findBilling = (db: D1Database, advertiserId: number) =>
  db.prepare("SELECT * FROM billing_profiles WHERE advertiser_id = ?").bind(advertiserId).first<BillingRow>();

/**
 * The ad accounts the viewer may act for (GET /ads/v4/advertisers/): their own first, then those
 * of the business profiles that gave them access, in the order access was given.
 */
export async function listAdvertisers(db: D1Database, viewerId: string): Promise<Advertiser[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.owner_user_id, a.name, a.country, a.currency, 0 AS rank, a.id AS tie FROM advertisers a WHERE a.owner_user_id = ?1
       UNION ALL
       SELECT a.id, a.owner_user_id, a.name, a.country, a.currency, 1 AS rank, ba.created_at AS tie
       FROM business_access ba JOIN advertisers a ON a.owner_user_id = ba.profile_user_id
       WHERE ba.member_user_id = ?1
       ORDER BY rank, tie, id`,
    )
    .bind(viewerId)
    .all<AdvertiserRow & { rank: number }>();
  return results.map(toAdvertiser);
}

/** The viewer's permissions on a profile they were given access to (for the advertisers list). */
export { parsePermissions };
