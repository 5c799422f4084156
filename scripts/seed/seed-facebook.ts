/**
 * Why: accounts made with Facebook before its log-in was retired (auth.md §1; docs/decisions/020),
 * linked to the people of the local Graph stand-in (scripts/local-facebook.ts), so a local run and
 * the tests can meet them: one Facebook-only (no password, no Google: a password log-in answers
 * 'Your account is connected to Facebook, but Facebook login is no longer available.'), one with a
 * password too. No API makes such an account any more, so they are rows: a user with
 * connected_to_facebook = 1 and its user_identities row (migrations/0036, 0045).
 */
import { FACEBOOK_IDENTITY_ISSUER } from "~worker/auth/facebook/facebook-account";
import { FACEBOOK_PEOPLE, type FacebookPersonName } from "../local-facebook";

/** The local accounts `npm start` seeds (docs/local-development.md), with the demo password where they have one. */
export const FACEBOOK_SEED_ACCOUNTS = [
  { id: "demo-facebook-only", username: "fiona_facebook", person: "fiona", withPassword: false },
  { id: "demo-facebook-password", username: "paul_facebook", person: "paul", withPassword: true },
] as const;

export interface FacebookAccount {
  id: string;
  username: string;
  person: FacebookPersonName;
  /** The account's password hash, or null for a Facebook-only account. */
  passwordHash: string | null;
  /** Another email than the person's (tests that run side by side). */
  email?: string;
}

/**
 * The statements that make a Facebook-connected account (nothing when its id or email exists).
 *
 * @example
 * await db.batch(facebookAccountStatements(db, { id: "u1", username: "fiona", person: "fiona", passwordHash: null }));
 */
export function facebookAccountStatements(db: D1Database, a: FacebookAccount, now = Math.floor(Date.now() / 1000)): D1PreparedStatement[] {
  const person = FACEBOOK_PEOPLE[a.person];
  const email = a.email ?? person.email;
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, gender,
           avatar_color_index, session_version, signup_type, connected_to_facebook, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 631152000, 'US', ?, 4, 1, 'facebook', 1, ?, ?)`,
      )
      .bind(a.id, a.username, email, a.passwordHash, person.first_name, person.last_name, person.gender, now, now),
    db
      .prepare(
        "INSERT OR IGNORE INTO user_identities (issuer, subject, provider, user_id, email, created_at) SELECT ?, ?, 'facebook', ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE id = ?)",
      )
      .bind(FACEBOOK_IDENTITY_ISSUER, person.id, a.id, email, now, a.id),
  ];
}
