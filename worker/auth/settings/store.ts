/**
 * Why: the settings page reads one answer (common/auth/settings AccountSettings): the profile's
 * fields, the email, the ways to log in (what unlinking may leave), and the two switches. Written
 * once so every settings route answers with the state after its change.
 */
import type { AccountSettings } from "~common/auth/settings";
import { UNLINKABLE_PROVIDERS, USERNAME_REDIRECT_DAYS } from "~common/auth/settings";
import { countPasskeys } from "../passkeys";

export interface SettingsRow {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  image_url: string | null;
  about: string | null;
  hide_from_search: number;
  email_board_invites: number;
  listed_website_url: string | null;
}

export const findSettingsRow = (db: D1Database, userId: string) =>
  db
    .prepare(
      `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.password_hash, u.image_url, u.about, u.hide_from_search,
         u.email_board_invites, s.listed_website_url
       FROM users u LEFT JOIN user_settings s ON s.user_id = u.id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<SettingsRow>();

/** The providers of the identities that log in (google, line, sso), one row each. */
export async function identitiesOf(db: D1Database, userId: string): Promise<{ provider: string; email: string | null }[]> {
  const { results } = await db
    .prepare(
      "SELECT provider, email FROM user_identities WHERE user_id = ? AND provider IN ('google', 'line', 'sso') ORDER BY created_at LIMIT 20",
    )
    .bind(userId)
    .all<{ provider: string; email: string | null }>();
  return results;
}

/** The ways `userId` can log in, as canUnlink reads them. */
export async function waysInOf(db: D1Database, userId: string, hasPassword: boolean) {
  const [passkeys, identities] = await Promise.all([countPasskeys(db, userId), identitiesOf(db, userId)]);
  return { password: hasPassword, passkeys, identities };
}

/**
 * @example
 * return ok(c, await accountSettings(c.env.DB, user.id));
 */
export async function accountSettings(db: D1Database, userId: string): Promise<AccountSettings> {
  const row = await findSettingsRow(db, userId);
  if (!row) throw new Error("settings: the viewer's row is gone");
  const ways = await waysInOf(db, userId, row.password_hash !== null);
  const shown = new Set<string>(UNLINKABLE_PROVIDERS);
  return {
    profile: {
      first_name: row.first_name,
      last_name: row.last_name,
      username: row.username,
      about: row.about,
      website_url: row.listed_website_url,
      image_url: row.image_url,
    },
    email: row.email,
    ways_in: {
      password: ways.password,
      passkeys: ways.passkeys,
      identities: ways.identities
        .filter((i) => shown.has(i.provider))
        .map((i) => ({ provider: i.provider as (typeof UNLINKABLE_PROVIDERS)[number], email: i.email })),
    },
    privacy: { hide_from_search: row.hide_from_search === 1 },
    notifications: { board_invites: row.email_board_invites === 1 },
    username_redirect_days: USERNAME_REDIRECT_DAYS,
  };
}
