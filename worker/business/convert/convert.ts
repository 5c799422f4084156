/**
 * Why: POST /v3/business/convert/ (business.md §2 /business/convert) makes the viewer a partner
 * account with its first ad account in one D1 batch: the account type, the business name (kept
 * when a business sign-up already gave one) and the ad account, whose currency follows its
 * country (§9). One ad account per owner: a second conversion is 409 ALREADY_CONVERTED, checked
 * inside the insert itself, so two racing requests make one.
 */
import { isAdsCountry, currencyFor } from "~common/business/countries";
import { ApiError } from "~common/errors";
import { resolveBusinessName } from "../../auth/signup";
import { toLoggedInUser } from "../../auth/users";
import type { UserRow } from "../../auth/users";
import { toAdvertiser } from "../console";
import type { AdvertiserRow } from "../permissions";

/**
 * @example
 * const { user, advertiser } = await convertToBusiness(env.DB, viewer.user, { business_name: "Jane's Bakery", country: "US" });
 */
export async function convertToBusiness(db: D1Database, user: UserRow, body: { business_name: string; country: string }) {
  const name = resolveBusinessName({ account_type: "business", business_name: body.business_name })!;
  const country = body.country.toUpperCase();
  if (!isAdsCountry(country)) throw new ApiError("COUNTRY_UNSUPPORTED", { data: { field: "country" } });
  const now = Math.floor(Date.now() / 1000);
  const [, inserted] = await db.batch([
    db
      .prepare("UPDATE users SET account_type = 'business', business_name = ifnull(business_name, ?2), updated_at = ?3 WHERE id = ?1")
      .bind(user.id, name, now),
    db
      .prepare(
        `INSERT INTO advertisers (owner_user_id, name, country, currency, business_name, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?2, ?5, ?5 WHERE NOT EXISTS (SELECT 1 FROM advertisers WHERE owner_user_id = ?1)
         RETURNING *`,
      )
      .bind(user.id, name, country, currencyFor(country), now),
  ]);
  const advertiser = (inserted!.results as AdvertiserRow[])[0];
  if (!advertiser) throw new ApiError("ALREADY_CONVERTED");
  return {
    user: toLoggedInUser({ ...user, account_type: "business", business_name: user.business_name ?? name }),
    advertiser: toAdvertiser(advertiser),
  };
}
