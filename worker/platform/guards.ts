/**
 * Why: every API handler that needs someone says so in one line, and gets the same answers: 401
 * AUTH_REQUIRED (the envelope, never a redirect) for a visitor, 403 for an account that may not,
 * 404 for an ad account that does not exist (auth.md §6, saving.md §6, business.md §6). The guards
 * live here together, as the pages' do (app/lib/guards.server.ts); each reads the session the auth
 * area keeps, and answers that depend on the viewer are never stored by shared caches.
 */
import type { Context } from "hono";
import { ApiError } from "~common/errors";
import { currentSession, type ViewerSession } from "../auth/sessions";
import type { UserRow } from "../auth/users";
import { MFA_UNMET_SQL, mayAct, parsePermissions, type AdvertiserAccess, type AdvertiserRow } from "../business/permissions";
import type { ApiEnv } from "./types";

/**
 * The viewer's session (its user and record), or 401 AUTH_REQUIRED (code 7): auth's own calls on
 * the account (sessions, two-factor, password change).
 *
 * @example
 * const { user } = await requireSession(c);
 */
export async function requireSession(c: Context<ApiEnv>): Promise<ViewerSession> {
  const session = await currentSession(c);
  if (!session) throw new ApiError("AUTH_REQUIRED");
  return session;
}

/**
 * The logged-in viewer's user id, or null for a logged-out visitor. Saving answers depend on it,
 * so they are never stored by shared caches.
 *
 * @example
 * const viewer = await viewerId(c); // "3f0c…" or null
 */
export async function viewerId(c: Context<ApiEnv>): Promise<string | null> {
  c.header("Cache-Control", "private, no-store");
  return (await currentSession(c))?.user.id ?? null;
}

/**
 * The logged-in viewer's user id; 401 AUTH_REQUIRED (code 7) for anyone else.
 *
 * @example
 * const me = await requireViewer(c);
 */
export async function requireViewer(c: Context<ApiEnv>): Promise<string> {
  const id = await viewerId(c);
  if (id === null) throw new ApiError("AUTH_REQUIRED");
  return id;
}

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

/**
 * A partner (business) account; 403 NOT_PARTNER for a personal one (business.md §6 "Partner … may
 * load business access profiles").
 *
 * @example
 * const viewer = await requirePartner(c);
 */
export async function requirePartner(c: Context<ApiEnv>): Promise<BusinessViewer> {
  const viewer = await requireBusinessViewer(c);
  if (viewer.user.account_type !== "business") throw new ApiError("NOT_PARTNER");
  return viewer;
}

/**
 * The viewer's access to ad account `advertiserId`: 404 ADVERTISER_NOT_FOUND when there is none,
 * 403 ADVERTISER_ACCESS_DENIED when the viewer has no access (or only reading access and `act`).
 *
 * @example
 * const { advertiser } = await requireAdvertiserAccess(env.DB, viewer.id, 7, { act: true });
 */
export async function requireAdvertiserAccess(
  db: D1Database,
  viewerId: string,
  advertiserId: number,
  opts: { act: boolean },
): Promise<AdvertiserAccess> {
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
  if (permissions.length === 0 || (opts.act && !canAct))
    throw new ApiError("ADVERTISER_ACCESS_DENIED", { data: { field: "advertiserId" } });
  return { advertiser, permissions, canAct };
}
