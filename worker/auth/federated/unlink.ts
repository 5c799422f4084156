/**
 * Why: a person may unlink Google or LINE (issue 34 item 4), but never their last way in: a
 * password, a passkey, or an identity of another provider must remain (common/auth/settings
 * canUnlink), else 409 LAST_WAY_IN. The delete itself checks again, so two unlinks at once (Google
 * and LINE) cannot leave the account with none; the Viewer's connectedToGoogle flag follows in
 * the same batch.
 */
import { canUnlink, type UnlinkableProvider, type WaysIn } from "~common/auth/settings";
import { ApiError } from "~common/errors";

/**
 * @example
 * await unlinkProvider(env.DB, user.id, "google", ways, now);
 */
export async function unlinkProvider(db: D1Database, userId: string, provider: UnlinkableProvider, ways: WaysIn): Promise<void> {
  if (!ways.identities.some((i) => i.provider === provider)) throw new ApiError("IDENTITY_NOT_LINKED", { data: { field: provider } });
  if (!canUnlink(ways, provider)) throw new ApiError("LAST_WAY_IN", { data: { field: provider } });
  const [removed] = await db.batch([
    db
      .prepare(
        `DELETE FROM user_identities WHERE user_id = ?1 AND provider = ?2 AND (
           EXISTS (SELECT 1 FROM users WHERE id = ?1 AND password_hash IS NOT NULL)
           OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?1)
           OR EXISTS (SELECT 1 FROM user_identities WHERE user_id = ?1 AND provider <> ?2 AND provider IN ('google', 'line', 'sso')))`,
      )
      .bind(userId, provider),
    db
      .prepare(
        "UPDATE users SET connected_to_google = EXISTS (SELECT 1 FROM user_identities WHERE user_id = ?1 AND provider = 'google') WHERE id = ?1",
      )
      .bind(userId),
  ]);
  if (removed!.meta.changes === 0) throw new ApiError("LAST_WAY_IN", { data: { field: provider } });
}
