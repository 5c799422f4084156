/**
 * Why: every business handler asks who is acting and for which ad account, and answers with the
 * same errors (business.md §6): 401 AUTH_REQUIRED for a visitor (the envelope, never a redirect),
 * 404 for an ad account that does not exist, 403 for one the viewer may not act for. The rules
 * of who may act live here, once; the SQL beside them.
 */
import type { Context } from "hono";
import { ACTING_PERMISSIONS, BUSINESS_PERMISSIONS, type BusinessPermission } from "~common/business/constants";
import { ApiError } from "~common/errors";
import { currentSession } from "../auth/sessions/current-session";
import type { ApiEnv } from "../platform/types";
import type { UserRow } from "../auth/users/users-repo";

export interface BusinessViewer {
  id: string;
  user: UserRow;
  /** The session's row id in the session index (the acting profile hangs on it). */
  sessionId: string | null;
}

/**
 * The logged-in viewer; 401 AUTH_REQUIRED otherwise. Business answers depend on the viewer, so
 * they are never stored by shared caches.
 *
 * @example
 * const viewer = await requireBusinessViewer(c);
 */
export async function requireBusinessViewer(c: Context<ApiEnv>): Promise<BusinessViewer> {
  c.header("Cache-Control", "private, no-store");
  const session = await currentSession(c);
  if (!session) throw new ApiError("AUTH_REQUIRED");
  return { id: session.user.id, user: session.user, sessionId: session.record.sid ?? null };
}

/** A partner (business) account; 403 NOT_PARTNER for a personal one (§6 "Partner … may load business access profiles"). */
export async function requirePartnerViewer(c: Context<ApiEnv>): Promise<BusinessViewer> {
  const viewer = await requireBusinessViewer(c);
  if (viewer.user.account_type !== "business") throw new ApiError("NOT_PARTNER");
  return viewer;
}

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

/**
 * The viewer's access to ad account `advertiserId`: 404 ADVERTISER_NOT_FOUND when there is none,
 * 403 ADVERTISER_ACCESS_DENIED when the viewer has no access (or only reading access and `act`).
 *
 * @example
 * const { advertiser } = await advertiserAccess(env.DB, viewer.id, 7, { act: true });
 */
export async function advertiserAccess(db: D1Database, viewerId: string, advertiserId: number, opts: { act: boolean }): Promise<AdvertiserAccess> {
  const row = await db
    .prepare(
      `SELECT a.*, CASE WHEN a.owner_user_id = ?2 THEN '["OWNER"]' ELSE ba.permissions END AS viewer_permissions, ${MFA_UNMET_SQL} AS viewer_mfa
       FROM advertisers a LEFT JOIN business_access ba ON ba.profile_user_id = a.owner_user_id AND ba.member_user_id = ?2
       WHERE a.id = ?1`,
    )
    .bind(advertiserId, viewerId)
    .first<AdvertiserRow & { viewer_permissions: string | null; viewer_mfa: number }>();
  if (!row) throw new ApiError("ADVERTISER_NOT_FOUND", { data: { field: "advertiserId" } });
  const { viewer_permissions, viewer_mfa, ...advertiser } = row;
  const permissions = parsePermissions(viewer_permissions);
  const canAct = mayAct(permissions, viewer_mfa === 1);
  if (permissions.length === 0 || (opts.act && !canAct)) throw new ApiError("ADVERTISER_ACCESS_DENIED", { data: { field: "advertiserId" } });
  return { advertiser, permissions, canAct };
}

/** A path id parameter (already checked against ID_PATTERN by the contract) as a number. */
export const idOf = (value: string) => Number(value);
