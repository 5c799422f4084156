/**
 * D1 access for passkeys (migrations/0048_passkeys.sql): the account's user handle, its passkeys,
 * and the challenges waiting for an answer. Each "once" is one conditional statement: a challenge
 * is taken by `UPDATE … WHERE used_at IS NULL AND expires_at > now … RETURNING`, a sign counter
 * moves only forward (`WHERE counter = the one verified against`), and the tenth passkey is the
 * last by `INSERT … SELECT … WHERE (SELECT count(*)) < max` — so they hold when requests arrive
 * at the same moment (D1 runs statements one at a time on its primary).
 */
import { PASSKEY_CHALLENGE_SECONDS, PASSKEYS_MAX } from "~common/auth/passkeys/rules";
import type { Passkey } from "~common/auth/passkeys/schemas";

export type CeremonyPurpose = "register" | "login" | "confirm";

export interface PasskeyRow {
  id: string;
  user_id: string;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  aaguid: string;
  device_type: "singleDevice" | "multiDevice";
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
  /** "browser|os" of the device it was added from; null for passkeys added before migration 0051. */
  device: string | null;
}

/** The answer's view of a stored passkey. */
export const toPasskey = (row: PasskeyRow, authenticator: string | null, device: string | null): Passkey => ({
  id: row.id,
  name: row.name,
  authenticator,
  device,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  backed_up: row.backed_up === 1,
});

/** The account's user handle, made (32 random bytes, base64url) the first time it is asked for. */
export async function userHandleOf(db: D1Database, userId: string, fresh: () => string): Promise<string> {
  const row = await db
    .prepare(
      "INSERT INTO passkey_users (user_id, handle) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET handle = handle RETURNING handle",
    )
    .bind(userId, fresh())
    .first<{ handle: string }>();
  return row!.handle;
}

export const handleOwner = (db: D1Database, handle: string) =>
  db.prepare("SELECT user_id FROM passkey_users WHERE handle = ?").bind(handle).first<{ user_id: string }>();

export async function passkeysOf(db: D1Database, userId: string): Promise<PasskeyRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id")
    .bind(userId)
    .all<PasskeyRow>();
  return results;
}

export const findPasskey = (db: D1Database, id: string) => db.prepare("SELECT * FROM passkeys WHERE id = ?").bind(id).first<PasskeyRow>();

/** Stores a challenge for this browser (and account), dropping every expired one; returns it. */
export async function storeChallenge(
  db: D1Database,
  c: { challenge: string; binding: string; purpose: CeremonyPurpose; userId: string | null; now: number },
): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM passkey_challenges WHERE expires_at <= ?").bind(c.now),
    db
      .prepare("INSERT INTO passkey_challenges (challenge, binding, purpose, user_id, expires_at) VALUES (?, ?, ?, ?, ?)")
      .bind(c.challenge, c.binding, c.purpose, c.userId, c.now + PASSKEY_CHALLENGE_SECONDS),
  ]);
}

/**
 * Takes a live challenge of this browser, purpose and account (null for log-in), once: true only
 * for the one request that marked it used.
 */
export interface ChallengeTake {
  challenge: string;
  binding: string;
  purpose: CeremonyPurpose;
  userId: string | null;
  now: number;
}

/** The statement that uses the challenge up (it changes one row, or none when it is not live). */
export const useChallengeStatement = (db: D1Database, c: ChallengeTake) =>
  db
    .prepare(
      `UPDATE passkey_challenges SET used_at = ?1
       WHERE challenge = ?2 AND binding = ?3 AND purpose = ?4 AND user_id IS ?5 AND used_at IS NULL AND expires_at > ?1`,
    )
    .bind(c.now, c.challenge, c.binding, c.purpose, c.userId);

export async function takeChallenge(db: D1Database, c: ChallengeTake): Promise<boolean> {
  return (await useChallengeStatement(db, c).run()).meta.changes === 1;
}

/** Whether the challenge is live (not used, not expired), without using it. */
export async function challengeLive(db: D1Database, c: ChallengeTake): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS live FROM passkey_challenges
       WHERE challenge = ?2 AND binding = ?3 AND purpose = ?4 AND user_id IS ?5 AND used_at IS NULL AND expires_at > ?1`,
    )
    .bind(c.now, c.challenge, c.binding, c.purpose, c.userId)
    .first();
  return row !== null;
}

export interface NewPasskey {
  id: string;
  userId: string;
  name: string;
  publicKey: string;
  counter: number;
  transports: string[];
  aaguid: string;
  deviceType: "singleDevice" | "multiDevice";
  backedUp: boolean;
  /** "browser|os" (deviceKey) of the request that added it. */
  device: string;
  now: number;
}

/** Stores a new passkey unless the account has PASSKEYS_MAX already: its row, "full", or "taken" (the id exists). */
export async function insertPasskey(
  db: D1Database,
  p: NewPasskey,
  useChallenge: D1PreparedStatement,
  /** statements that land with it (the added email's outbox row, conditioned on the insert) */
  also: D1PreparedStatement[] = [],
): Promise<PasskeyRow | "full" | "taken" | "challenge used"> {
  // One batch with the challenge's use, the insert only if that use changed its row (changes()):
  // a failure never leaves the challenge used and no passkey, and a challenge adds one passkey at most.
  const insert = db
    .prepare(
      `INSERT INTO passkeys (id, user_id, name, public_key, counter, transports, aaguid, device_type, backed_up, created_at, device)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?12
       WHERE changes() = 1 AND (SELECT count(*) FROM passkeys WHERE user_id = ?2) < ?11
       ON CONFLICT (id) DO NOTHING
       RETURNING *`,
    )
    .bind(
      p.id,
      p.userId,
      p.name,
      p.publicKey,
      p.counter,
      p.transports.join(","),
      p.aaguid,
      p.deviceType,
      p.backedUp ? 1 : 0,
      p.now,
      PASSKEYS_MAX,
      p.device,
    );
  const [used, inserted] = await db.batch<PasskeyRow>([useChallenge, insert, ...also]);
  if (used!.meta.changes !== 1) return "challenge used";
  const stored = inserted!.results[0];
  if (stored) return stored;
  return (await findPasskey(db, p.id)) ? "taken" : "full";
}

/** After a verified use: the new counter and backup state, only if the counter is still the one verified against. */
export async function markUsed(
  db: D1Database,
  u: { id: string; oldCounter: number; newCounter: number; backedUp: boolean; deviceType: string; now: number },
): Promise<boolean> {
  const { meta } = await db
    .prepare("UPDATE passkeys SET counter = ?, backed_up = ?, device_type = ?, last_used_at = ? WHERE id = ? AND counter = ?")
    .bind(u.newCounter, u.backedUp ? 1 : 0, u.deviceType, u.now, u.id, u.oldCounter)
    .run();
  return meta.changes === 1;
}

export async function renamePasskey(db: D1Database, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  return db.prepare("UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ? RETURNING *").bind(name, id, userId).first<PasskeyRow>();
}

export async function deletePasskey(db: D1Database, userId: string, id: string): Promise<boolean> {
  const { meta } = await db.prepare("DELETE FROM passkeys WHERE id = ? AND user_id = ?").bind(id, userId).run();
  return meta.changes === 1;
}

/** Every passkey of the account (log out of all devices, a password reset): how many there were. */
export async function deleteAllPasskeys(db: D1Database, userId: string): Promise<number> {
  const { meta } = await db.prepare("DELETE FROM passkeys WHERE user_id = ?").bind(userId).run();
  return meta.changes;
}

/** deleteAllPasskeys as one statement of a caller's batch, acting only while `guard` (SQL over ?2 and on) holds. */
export const deleteAllPasskeysWhen = (db: D1Database, userId: string, guard: string, binds: unknown[]) =>
  db.prepare(`DELETE FROM passkeys WHERE user_id = ?1 AND ${guard}`).bind(userId, ...binds);

export const countPasskeys = async (db: D1Database, userId: string) =>
  (await db.prepare("SELECT count(*) AS n FROM passkeys WHERE user_id = ?").bind(userId).first<{ n: number }>())?.n ?? 0;

/** Stores the account's emailed proof code (its HMAC), replacing any earlier one and dropping expired ones. */
/** Stores the emailed proof code; `also` (its email's outbox row) lands in the same batch. */
export async function storeEmailCode(
  db: D1Database,
  c: { userId: string; codeHash: string; expiresAt: number; now: number },
  also: D1PreparedStatement[] = [],
) {
  await db.batch([
    db.prepare("DELETE FROM passkey_email_codes WHERE expires_at <= ?").bind(c.now),
    db
      .prepare(
        `INSERT INTO passkey_email_codes (user_id, code_hash, expires_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id) DO UPDATE SET code_hash = ?2, expires_at = ?3`,
      )
      .bind(c.userId, c.codeHash, c.expiresAt),
    ...also,
  ]);
}

/** Uses the account's live emailed code if `codeHash` is its HMAC: true for the one request that took it. */
export async function takeEmailCode(db: D1Database, userId: string, codeHash: string, now: number): Promise<boolean> {
  const row = await db
    .prepare("DELETE FROM passkey_email_codes WHERE user_id = ? AND code_hash = ? AND expires_at > ? RETURNING user_id")
    .bind(userId, codeHash, now)
    .first();
  return row !== null;
}
