/**
 * Why: no code path makes a Facebook-connected account any more (docs/decisions/020), yet the
 * contracts' provider states (test/contracts/states/facebook.ts) must meet one through the API
 * alone. The developer route PUT /v3/dev/facebook_account/ (DEV_TOOLS only) turns an account made
 * by an ordinary sign-up into one made with Facebook before the retirement: the rows
 * scripts/seed/seed-facebook.ts writes for the local people, a user_identities row and
 * users.connected_to_facebook (migrations/0036, 0045).
 */
import { FACEBOOK_IDENTITY_ISSUER } from "./facebook-account";

/**
 * Links the account with this (normalised) email to `facebookId`, taking the identity from any
 * other account (an identity belongs to one account); with `facebookOnly` the password goes and
 * the account's sessions end. False when no account has the email.
 *
 * @example
 * await linkFacebookAccount(env.DB, "jane@example.com", "10000000000001", { facebookOnly: true });
 */
export async function linkFacebookAccount(
  db: D1Database,
  email: string,
  facebookId: string,
  opts: { facebookOnly: boolean },
): Promise<boolean> {
  const user = await db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  if (!user) return false;
  const now = Math.floor(Date.now() / 1000);
  await db.batch([
    // The account that held the identity keeps connected_to_facebook only while it has another one.
    db.prepare("DELETE FROM user_identities WHERE issuer = ? AND subject = ?").bind(FACEBOOK_IDENTITY_ISSUER, facebookId),
    db
      .prepare(
        "UPDATE users SET connected_to_facebook = 0, updated_at = ? WHERE connected_to_facebook = 1 AND id != ? AND id NOT IN (SELECT user_id FROM user_identities WHERE provider = 'facebook')",
      )
      .bind(now, user.id),
    db
      .prepare("INSERT INTO user_identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, 'facebook', ?, ?, ?)")
      .bind(FACEBOOK_IDENTITY_ISSUER, facebookId, user.id, email, now),
    db
      .prepare(
        `UPDATE users SET connected_to_facebook = 1, updated_at = ?${opts.facebookOnly ? ", password_hash = NULL, session_version = session_version + 1" : ""} WHERE id = ?`,
      )
      .bind(now, user.id),
  ]);
  return true;
}
