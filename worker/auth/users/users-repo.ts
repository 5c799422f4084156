/**
 * D1 access for users. Emails are stored normalised (trimmed, lower-case); usernames are unique
 * case-insensitively.
 */
import type { ACCOUNT_STATE_NAMES } from "~common/auth/schemas";
import type { MfaMethod } from "~common/auth/two-factor";
export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  birthday: number;
  country: string;
  gender: string | null;
  image_url: string | null;
  avatar_color_index: number;
  session_version: number;
  signup_type: string;
  account_type: "personal" | "business";
  business_name: string | null;
  /** auth.md §2.4, §4.6: migrations/0017_account_state.sql */
  account_state: AccountState;
  /** migrations/0036: 1 once a Google identity is linked (auth.md §3 Viewer connectedToGoogle). */
  connected_to_google: number;
  /** migrations/0045: 1 for an account with a Facebook identity (auth.md §3 Viewer connectedToFacebook). */
  connected_to_facebook: number;
  /** migrations/0044: how the second factor reaches its owner, null while two-factor is off (docs/decisions/019). */
  two_factor_method: MfaMethod | null;
  /** migrations/0056: set while its owner deactivated or closed it (docs/decisions/042). */
  hidden_at?: number | null;
  /** migrations/0056: a closed account's end of grace (epoch seconds). */
  deletion_due_at?: number | null;
  created_at: number;
}

export { ACCOUNT_STATE_NAMES as ACCOUNT_STATES } from "~common/auth/schemas";
export type AccountState = (typeof ACCOUNT_STATE_NAMES)[number];

export interface NewUser {
  id: string;
  username: string;
  email: string;
  /** null for an account made with a federated identity (auth.md §3 signup types other than email). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  birthday: number;
  country: string;
  gender: string | null;
  avatarColorIndex: number;
  signupType: string;
  accountType: "personal" | "business";
  businessName: string | null;
  now: number;
  /** Answers of the sign-up consents step (auth.md §3, §4.5), stored with the user in one batch. */
  consents?: Readonly<Record<string, number>> | null;
  /** The federated identity the account is made with (migrations/0036), stored in the same batch. */
  identity?: { issuer: string; subject: string; provider: string; email: string | null } | null;
}

export const findUserById = (db: D1Database, id: string) => db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();

export const findUserByEmail = (db: D1Database, email: string) =>
  db.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<UserRow>();

export const findUserByUsernameOrEmail = (db: D1Database, value: string) =>
  db.prepare("SELECT * FROM users WHERE email = ?1 OR username = ?1 COLLATE NOCASE LIMIT 1").bind(value).first<UserRow>();

export async function emailExists(db: D1Database, email: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS x FROM users WHERE email = ?").bind(email).first()) !== null;
}

export type InsertResult =
  | { status: "ok"; user: UserRow; /** the results of `also`, in order */ also: D1Result[] }
  | { status: "email_taken" | "username_taken" | "identity_taken" };

/** The session_version a new account starts at (its first session is written before the account's row). */
export const FIRST_SESSION_VERSION = 1;

/**
 * Inserts a user, its consent answers, its federated identity and `also` (its first session's
 * rows) in one batch; unique-constraint races are reported, not thrown. The row comes back from
 * the insert itself: no read after the commit that could fail and leave a half-answered sign-up.
 */
export async function insertUser(db: D1Database, u: NewUser, also: readonly D1PreparedStatement[] = []): Promise<InsertResult> {
  const google = u.identity?.provider === "google" ? 1 : 0;
  const user = db
    .prepare(
      `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country, gender,
         avatar_color_index, session_version, signup_type, account_type, business_name, connected_to_google, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${FIRST_SESSION_VERSION}, ?, ?, ?, ${google}, ?, ?) RETURNING *`,
    )
    .bind(
      u.id,
      u.username,
      u.email,
      u.passwordHash,
      u.firstName,
      u.lastName,
      u.birthday,
      u.country,
      u.gender,
      u.avatarColorIndex,
      u.signupType,
      u.accountType,
      u.businessName,
      u.now,
      u.now,
    );
  const consents = Object.entries(u.consents ?? {}).map(([key, answer]) =>
    db.prepare("INSERT INTO user_consents (user_id, consent_key, answer, updated_at) VALUES (?, ?, ?, ?)").bind(u.id, key, answer, u.now),
  );
  const identity = u.identity
    ? [
        db
          .prepare("INSERT INTO user_identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, ?)")
          .bind(u.identity.issuer, u.identity.subject, u.identity.provider, u.id, u.identity.email, u.now),
      ]
    : [];
  try {
    const results = await db.batch([user, ...consents, ...identity, ...also]);
    return { status: "ok", user: results[0]!.results[0] as UserRow, also: results.slice(results.length - also.length) };
  } catch (err) {
    const msg = String((err as Error)?.message ?? err);
    if (/UNIQUE constraint failed: users\.email/.test(msg)) return { status: "email_taken" };
    if (/UNIQUE constraint failed: users\.username/.test(msg)) return { status: "username_taken" };
    if (/UNIQUE constraint failed: user_identities\./.test(msg)) return { status: "identity_taken" };
    throw err;
  }
}

/** The stored consent answers of a user (auth.md §3), by key; keys never asked are absent. */
export async function consentAnswers(db: D1Database, userId: string): Promise<Record<string, number>> {
  const { results } = await db
    .prepare("SELECT consent_key, answer FROM user_consents WHERE user_id = ?")
    .bind(userId)
    .all<{ consent_key: string; answer: number }>();
  return Object.fromEntries(results.map((r) => [r.consent_key, r.answer]));
}

export const updatePasswordHash = (db: D1Database, id: string, hash: string, now: number) =>
  db.prepare("UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?").bind(hash, now, id).run();
