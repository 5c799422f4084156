/**
 * Why: who may act for a business profile's ad accounts (business.md §4, §6) is decided by one
 * reading of the permissions a business_access row holds, and one rule over them — OWNER, or an
 * acting permission with the member's MFA requirement met (docs/decisions/019). The guard
 * requireAdvertiserAccess (worker/platform/guards.ts), the acting profile and the console's lists all use
 * these, so the rule and its SQL are written once, here.
 */
import { ACTING_PERMISSIONS, BUSINESS_PERMISSIONS, type BusinessPermission } from "~common/business/constants";

export interface AdvertiserRow {
  id: number;
  owner_user_id: string;
  name: string;
  country: string;
  currency: string;
  gdpr_consent_at: number | null;
  business_name: string;
  website: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  created_at: number;
  updated_at: number;
}

export interface AdvertiserAccess {
  advertiser: AdvertiserRow;
  permissions: BusinessPermission[];
  /** May act (write): an acting permission and, for a member, no unmet MFA requirement (§4). */
  canAct: boolean;
}

/** The viewer's permissions from a business_access row's JSON, keeping only names we know. */
export function parsePermissions(json: string | null): BusinessPermission[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.filter((p): p is BusinessPermission => (BUSINESS_PERMISSIONS as readonly unknown[]).includes(p)) : [];
  } catch {
    return [];
  }
}

/**
 * May someone with these permissions act (create boards, campaigns) for the profile's ad accounts?
 * §4: OWNER, or an acting permission with the MFA requirement met: none required, or the viewer
 * has two-factor on (business.md §3 viewerMeetsMfaRequirement; docs/decisions/019).
 */
export const mayAct = (permissions: readonly BusinessPermission[], mfaUnmet: boolean): boolean =>
  permissions.includes("OWNER") || (!mfaUnmet && permissions.some((p) => ACTING_PERMISSIONS.includes(p)));

/**
 * SQL: is the member's MFA requirement unmet (1) or not (0)? `ba` is the business_access row (or
 * none), `?2` the viewer's id.
 */
export const MFA_UNMET_SQL = "(ifnull(ba.mfa_required, 0) = 1 AND (SELECT two_factor_method FROM users WHERE id = ?2) IS NULL)";
