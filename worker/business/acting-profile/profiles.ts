/**
 * Why: the business access profiles of business.md §3 — the viewer's own (holding OWNER) and the
 * profiles of other business accounts that gave them access (migrations/0031 business_access) —
 * and the profile a session acts as (§4, held server-side per session in business_acting). The
 * profile rule itself is common/business/acting-profile/rules.ts; this module reads and stores.
 */
import { PROFILE_DEFAULTS } from "~common/business/constants";
import { canSwitchTo, type BusinessAccessProfile } from "~common/business/acting-profile/rules";
import { ApiError } from "~common/errors";
import type { UserRow } from "../../auth/users";
import type { BusinessViewer } from "../../platform/guards";
import { parsePermissions } from "../permissions";

type ProfileUser = Pick<UserRow, "id" | "username" | "business_name" | "image_url">;

const toProfile = (u: ProfileUser, permissions: string[], meetsMfa: boolean): BusinessAccessProfile => ({
  id: u.id,
  permissions,
  user: { username: u.username, businessName: u.business_name, imgUrl: u.image_url, ...PROFILE_DEFAULTS },
  // business.md §3: met when the profile requires none, or the viewer has two-factor on
  // (docs/decisions/019).
  viewerMeetsMfaRequirement: meetsMfa,
});

/**
 * The viewer's profiles: their own first (OWNER, no MFA requirement), then the business profiles
 * that gave them access, oldest grant first.
 */
export async function listProfiles(db: D1Database, viewer: BusinessViewer): Promise<BusinessAccessProfile[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, u.business_name, u.image_url, ba.permissions, ba.mfa_required
       FROM business_access ba JOIN users u ON u.id = ba.profile_user_id
       WHERE ba.member_user_id = ? AND u.account_type = 'business'
       ORDER BY ba.created_at, u.id`,
    )
    .bind(viewer.id)
    .all<ProfileUser & { permissions: string; mfa_required: number }>();
  const twoFactorOn = viewer.user.two_factor_method !== null;
  return [
    toProfile(viewer.user, ["OWNER"], true),
    ...results.map((r) => toProfile(r, parsePermissions(r.permissions), r.mfa_required === 0 || twoFactorOn)),
  ];
}

/** The profile this session acts as: the one stored for it while it still counts, else the viewer's own. */
export async function actingProfileId(db: D1Database, viewer: BusinessViewer, profiles: BusinessAccessProfile[]): Promise<string> {
  if (!viewer.sessionId) return viewer.id;
  const row = await db
    .prepare("SELECT profile_user_id FROM business_acting WHERE session_id = ?")
    .bind(viewer.sessionId)
    .first<{ profile_user_id: string }>();
  return row && canSwitchTo(profiles, row.profile_user_id) ? row.profile_user_id : viewer.id;
}

/**
 * Switches the session to `profileId` (one of the viewer's that counts; 403 ACTING_AS_FORBIDDEN
 * otherwise). Switching back to their own profile forgets the choice.
 */
export async function switchActingProfile(
  db: D1Database,
  viewer: BusinessViewer,
  profileId: string,
): Promise<{ profiles: BusinessAccessProfile[]; acting_profile_id: string }> {
  const profiles = await listProfiles(db, viewer);
  if (!canSwitchTo(profiles, profileId)) throw new ApiError("ACTING_AS_FORBIDDEN", { data: { field: "profile_id" } });
  if (viewer.sessionId) {
    if (profileId === viewer.id) await db.prepare("DELETE FROM business_acting WHERE session_id = ?").bind(viewer.sessionId).run();
    else
      await db
        .prepare(
          `INSERT INTO business_acting (session_id, profile_user_id, updated_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (session_id) DO UPDATE SET profile_user_id = excluded.profile_user_id, updated_at = excluded.updated_at`,
        )
        .bind(viewer.sessionId, profileId, Math.floor(Date.now() / 1000))
        .run();
  }
  return { profiles, acting_profile_id: profileId };
}

/**
 * Gives `username` access to the viewer's business profile with `permissions` (replacing what they
 * had). 404 MEMBER_NOT_FOUND for nobody of that name; the viewer themselves is a 400.
 */
export async function putMember(
  db: D1Database,
  viewer: BusinessViewer,
  body: { username: string; permissions: string[]; mfa_required: boolean },
) {
  const member = await db
    .prepare("SELECT id, username FROM users WHERE username = ? COLLATE NOCASE")
    .bind(body.username)
    .first<{ id: string; username: string }>();
  if (!member) throw new ApiError("MEMBER_NOT_FOUND", { data: { field: "username" } });
  if (member.id === viewer.id)
    throw new ApiError("BAD_REQUEST", { detail: "username: you already own this profile", data: { field: "username" } });
  const permissions = [...new Set(body.permissions)];
  await db
    .prepare(
      `INSERT INTO business_access (profile_user_id, member_user_id, permissions, mfa_required, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (profile_user_id, member_user_id) DO UPDATE SET permissions = excluded.permissions, mfa_required = excluded.mfa_required`,
    )
    .bind(viewer.id, member.id, JSON.stringify(permissions), body.mfa_required ? 1 : 0, Math.floor(Date.now() / 1000))
    .run();
  return { user_id: member.id, username: member.username, permissions, mfa_required: body.mfa_required };
}
