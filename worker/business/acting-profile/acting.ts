/**
 * Why: saving calls may be made on behalf of a business (saving.md §6, business.md §4): with
 * `advertiser_id` for an ad account the viewer acts for (picker and board create), and with
 * `orbac_subject_id` as a business profile the viewer was given access to (board, section and
 * bulk-move calls). Whether the viewer may do so is checked here, server-side, with the rules of
 * ../viewer.ts; the saving handlers only ask and use the answer.
 */
import { ApiError } from "~common/errors";
import { requireAdvertiserAccess } from "../../platform/guards";
import { mayAct, MFA_UNMET_SQL, parsePermissions } from "../permissions";

/**
 * The user a saving call acts as: the viewer, or the profile `subjectId` when the viewer may act
 * as it (their own, or a business profile that gave them an acting permission whose MFA
 * requirement they meet); 403 ACTING_AS_FORBIDDEN (field orbac_subject_id) otherwise.
 *
 * @example
 * const owner = await actingSubject(env.DB, viewer, body.orbac_subject_id); // viewer, or the profile
 */
export async function actingSubject(db: D1Database, viewerId: string, subjectId: string | undefined): Promise<string> {
  if (subjectId === undefined || subjectId === viewerId) return viewerId;
  const grant = await db
    .prepare(
      `SELECT ba.permissions, ${MFA_UNMET_SQL} AS mfa_unmet FROM business_access ba JOIN users u ON u.id = ba.profile_user_id
       WHERE ba.profile_user_id = ?1 AND ba.member_user_id = ?2 AND u.account_type = 'business'`,
    )
    .bind(subjectId, viewerId)
    .first<{ permissions: string; mfa_unmet: number }>();
  if (!grant || !mayAct(parsePermissions(grant.permissions), grant.mfa_unmet === 1)) {
    throw new ApiError("ACTING_AS_FORBIDDEN", { data: { field: "orbac_subject_id" } });
  }
  return subjectId;
}

/**
 * The ad account a saving call acts for (`advertiser_id`), checked: 404 ADVERTISER_NOT_FOUND,
 * 403 ADVERTISER_ACCESS_DENIED when the viewer may not act for it.
 *
 * @example
 * const adAccount = await actingAdAccount(env.DB, viewer, query.advertiser_id); // 7
 */
export async function actingAdAccount(db: D1Database, viewerId: string, advertiserId: string): Promise<number> {
  const { advertiser } = await requireAdvertiserAccess(db, viewerId, Number(advertiserId), { act: true });
  return advertiser.id;
}
