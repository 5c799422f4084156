/**
 * Why: the billing profile's edit (issue 36 item 7). Who pays is the owner's or an admin's to say
 * (business.md §4: a campaign manager runs campaigns, an analyst reads), so an acting permission is
 * not enough here. The fields sent are merged into the stored profile and the whole is checked by
 * quick promote's billing rules (common/business/quick-promote/forms.ts: one source of truth),
 * then stored by quick promote's own write. Not in the account history: its rows are per campaign
 * (account_history.campaign_id is NOT NULL), see the decision note.
 */
import type { BillingProfileChange } from "~common/business/billing-profile";
import { checkBilling } from "~common/business/quick-promote";
import type { AdvertiserDetail } from "~common/business/schemas";
import { ApiError } from "~common/errors";
import { primaryOf } from "../../platform/d1-sessions";
import { findBilling } from "../console";
import type { AdvertiserAccess } from "../permissions";
import { saveBilling } from "../quick-promote";

/** May these permissions change who pays? */
export const mayEditBilling = (access: AdvertiserAccess) => access.permissions.includes("OWNER") || access.permissions.includes("ADMIN");

export async function changeBillingProfile(
  db: D1Database,
  access: AdvertiserAccess,
  change: BillingProfileChange,
): Promise<AdvertiserDetail> {
  if (!mayEditBilling(access)) throw new ApiError("BILLING_ADMIN_ONLY", { data: { field: "advertiserId" } });
  // An admin whose MFA requirement is unmet may not act at all (business.md §4).
  if (!access.canAct) throw new ApiError("ADVERTISER_ACCESS_DENIED", { data: { field: "advertiserId" } });
  // From the primary: a lagging replica's older profile would be merged back over a newer one.
  const stored = await findBilling(primaryOf(db), access.advertiser.id);
  if (!stored) throw new ApiError("BILLING_PROFILE_NOT_FOUND", { data: { field: "advertiserId" } });
  const merged = {
    contact_name: change.contact_name ?? stored.contact_name,
    email: change.email ?? stored.email,
    address_line1: change.address_line1 ?? stored.address_line1,
    city: change.city ?? stored.address_city,
    postal_code: change.postal_code ?? stored.address_postal_code,
  };
  const problem = checkBilling(merged);
  if (problem) throw new ApiError(problem.error, { data: { field: problem.field } });
  return saveBilling(db, access, merged);
}
