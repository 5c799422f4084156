/**
 * The sign-in history's rows in D1 (migrations/0049_sign_in_history.sql). A write is one batch —
 * one round trip — that first reads what the new-device decision needs, then inserts the row and
 * prunes the account's rows: older than the 90-day window, and failed attempts past the newest 50
 * (common/auth/sign-in-history/rules.ts). Every time is passed in, so tests choose the clock.
 */
import {
  FAILED_SIGN_INS_KEPT,
  historyCutoff,
  SIGN_IN_HISTORY_PAGE,
  type KnownSignIns,
  type SignInMethod,
} from "~common/auth/sign-in-history";

export interface SignInEntry {
  userId: string;
  /** Epoch seconds. */
  at: number;
  method: SignInMethod;
  ok: boolean;
  /** "browser|os" (deviceKey). */
  device: string;
  country: string | null;
  city: string | null;
}

export interface StoredSignIn {
  at: number;
  method: SignInMethod;
  ok: number;
  device: string;
  country: string | null;
  city: string | null;
}

/**
 * Writes `entry` and prunes the account's history as of `now`; answers what the account's
 * successful sign-ins within the window said before this one was written.
 *
 * @example
 * const known = await writeSignIn(env.DB, { userId, at: now, method: "password", ok: true, device: "Chrome|Linux", country: "US", city: null }, now);
 */
export async function writeSignIn(db: D1Database, entry: SignInEntry, now: number): Promise<KnownSignIns> {
  const cutoff = historyCutoff(now);
  const [known] = await db.batch([
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM sign_in_history WHERE user_id = ?1 AND at >= ?2 AND ok = 1) AS any_ok,
                EXISTS (SELECT 1 FROM sign_in_history WHERE user_id = ?1 AND at >= ?2 AND ok = 1 AND device = ?3 AND country IS ?4) AS same`,
      )
      .bind(entry.userId, cutoff, entry.device, entry.country),
    ...signInWrites(db, entry, now),
  ]);
  const row = (known?.results[0] ?? {}) as { any_ok?: number; same?: number };
  return { any: row.any_ok === 1, sameDeviceAndCountry: row.same === 1 };
}

/** The row's insert (only while `onlyIf` holds, when given) and the window's trimming, for a batch of the caller's. */
export function signInWrites(
  db: D1Database,
  entry: SignInEntry,
  now: number,
  onlyIf?: { sql: string; params: unknown[] },
): D1PreparedStatement[] {
  const cutoff = historyCutoff(now);
  return [
    db
      .prepare(
        `INSERT INTO sign_in_history (user_id, at, method, ok, device, country, city) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf?.sql ?? "1"}`,
      )
      .bind(entry.userId, entry.at, entry.method, entry.ok ? 1 : 0, entry.device, entry.country, entry.city, ...(onlyIf?.params ?? [])),
    db.prepare("DELETE FROM sign_in_history WHERE user_id = ? AND at < ?").bind(entry.userId, cutoff),
    db
      .prepare(
        `DELETE FROM sign_in_history WHERE user_id = ?1 AND ok = 0 AND rowid NOT IN
           (SELECT rowid FROM sign_in_history WHERE user_id = ?1 AND ok = 0 ORDER BY at DESC, rowid DESC LIMIT ?2)`,
      )
      .bind(entry.userId, FAILED_SIGN_INS_KEPT),
  ];
}

/**
 * isNewDevice as SQL, for an outbox row written only when it holds (evaluated before the entry's
 * own insert in the batch): a successful sign-in in the window before, none from this device and country.
 */
export function newDeviceCondition(entry: SignInEntry, now: number): { sql: string; params: unknown[] } {
  const cutoff = historyCutoff(now);
  return {
    sql: `EXISTS (SELECT 1 FROM sign_in_history WHERE user_id = ? AND at >= ? AND ok = 1)
      AND NOT EXISTS (SELECT 1 FROM sign_in_history WHERE user_id = ? AND at >= ? AND ok = 1 AND device = ? AND country IS ?)`,
    params: [entry.userId, cutoff, entry.userId, cutoff, entry.device, entry.country],
  };
}

/** The account's newest rows within the window as of `now` (the page's 50), newest first. */
export async function listSignIns(db: D1Database, userId: string, now: number, limit = SIGN_IN_HISTORY_PAGE): Promise<StoredSignIn[]> {
  const { results } = await db
    .prepare(
      "SELECT at, method, ok, device, country, city FROM sign_in_history WHERE user_id = ? AND at >= ? ORDER BY at DESC, rowid DESC LIMIT ?",
    )
    .bind(userId, historyCutoff(now), limit)
    .all<StoredSignIn>();
  return results;
}
