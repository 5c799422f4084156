/**
 * Why: a person must see where their account is logged in and end any of it (/settings/security),
 * and an ended session must fail on its very next request. KV (session-store.ts) cannot list a
 * user's sessions and its deletes take up to 60 s to reach other locations, so every session also
 * has a row in D1 (migrations/0012_user_sessions.sql): the per-user index, and the authority on
 * whether the session still exists. `currentSession` reads the row with the user in one query, so
 * deleting the row ends the session everywhere at once (D1 is strongly consistent). The KV record,
 * keyed by the token's SHA-256, is deleted too, as cleanup.
 *
 * Rows carry the user's session_version: bumping it (a password reset) ends every session even
 * where a row is left, and such rows are not listed.
 */
import { getRandomValues } from "node:crypto";
import type { UserRow } from "../users";
import type { SessionLifetimes } from "./session-store";

export interface SessionRow {
  id: string;
  user_id: string;
  token_key: string;
  ver: number;
  user_agent: string;
  /** epoch seconds */
  created_at: number;
  /** epoch seconds */
  last_seen_at: number;
  /** the device's account group once it holds several accounts (migrations/0020, device-accounts.ts) */
  account_group?: string | null;
}

/** Longest User-Agent kept (the device description needs only its start). */
const USER_AGENT_MAX = 512;

const randomId = () => {
  const bytes = getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

/** A public session id: 128 random bits, base64url; unrelated to the token. */
export const newSessionId = randomId;

/** An account group id (several accounts on one device): 128 random bits, base64url. */
export const newAccountGroupId = randomId;

/** The insert of a session's index row, for a batch of its own or of the account it starts. */
export const sessionRowStatement = (db: D1Database, row: SessionRow) =>
  db
    .prepare(
      "INSERT INTO user_sessions (id, user_id, token_key, ver, user_agent, created_at, last_seen_at, account_group) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      row.id,
      row.user_id,
      row.token_key,
      row.ver,
      row.user_agent.slice(0, USER_AGENT_MAX),
      row.created_at,
      row.last_seen_at,
      row.account_group ?? null,
    );

/** A user row with the account group of the session it was found through. */
export type SessionUserRow = UserRow & { session_account_group: string | null };

/** Splits a SessionUserRow into the user and the session's account group. */
export function splitSessionUser(row: SessionUserRow): { user: UserRow; group: string | null } {
  const { session_account_group: group, ...user } = row;
  return { user, group };
}

/** The session's user and account group, when the session `sid` of user `uid` still exists; else null. */
export const findSessionUser = (db: D1Database, sid: string, uid: string) =>
  db
    .prepare(
      "SELECT u.*, s.account_group AS session_account_group FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?1 AND s.user_id = ?2",
    )
    .bind(sid, uid)
    .first<SessionUserRow>();

/**
 * The users of those sessions (by id) that still exist and belong to account group `group`, in one
 * query; a session of another group (another device's), or of none, is not returned.
 */
export async function findGroupSessionUsers(db: D1Database, sids: string[], group: string): Promise<Map<string, SessionUserRow>> {
  if (sids.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT u.*, s.account_group AS session_account_group, s.id AS session_id FROM user_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.account_group = ?1 AND s.id IN (${sids.map((_, i) => `?${i + 2}`).join(", ")})`,
    )
    .bind(group, ...sids)
    .all<SessionUserRow & { session_id: string }>();
  return new Map(results.map(({ session_id, ...row }) => [session_id, row]));
}

/**
 * Puts session `sid` in account group `group` unless it already has one; the group it is in
 * afterwards (so two requests racing to start a group agree on one).
 */
export async function joinAccountGroup(db: D1Database, sid: string, group: string): Promise<string | null> {
  const row = await db
    .prepare("UPDATE user_sessions SET account_group = COALESCE(account_group, ?1) WHERE id = ?2 RETURNING account_group")
    .bind(group, sid)
    .first<{ account_group: string | null }>();
  return row?.account_group ?? null;
}

/**
 * Moves session `sid` from KV key `oldKey` to `newKey` (a switch makes it active under a fresh
 * token); false when the session is gone or another request moved it first.
 */
export async function rotateSessionRow(db: D1Database, sid: string, oldKey: string, newKey: string, now: number): Promise<boolean> {
  const result = await db
    .prepare("UPDATE user_sessions SET token_key = ?1, last_seen_at = ?2 WHERE id = ?3 AND token_key = ?4")
    .bind(newKey, now, sid, oldKey)
    .run();
  return result.meta.changes === 1;
}

/** Ends every session of account group `group` (log out of all accounts on a device); their KV keys. */
export async function deleteGroupSessionRows(db: D1Database, group: string): Promise<string[]> {
  const { results } = await db
    .prepare("DELETE FROM user_sessions WHERE account_group = ? RETURNING token_key")
    .bind(group)
    .all<{ token_key: string }>();
  return results.map((r) => r.token_key);
}

export const touchSessionRow = (db: D1Database, sid: string, now: number) =>
  db.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?").bind(now, sid).run();

/** Re-issues a kept session under a new token and the user's new session_version (a password change). */
export const reissueSessionRow = (db: D1Database, sid: string, tokenKey: string, ver: number, now: number) =>
  db.prepare("UPDATE user_sessions SET token_key = ?, ver = ?, last_seen_at = ? WHERE id = ?").bind(tokenKey, ver, now, sid).run();

/** Live sessions of a user, most recently active first: current session_version, within both lifetimes. */
export async function listLiveSessions(db: D1Database, uid: string, now: number, life: SessionLifetimes): Promise<SessionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.* FROM user_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.user_id = ?1 AND s.ver = u.session_version AND s.last_seen_at > ?2 AND s.created_at > ?3
       ORDER BY s.last_seen_at DESC, s.created_at DESC`,
    )
    .bind(uid, now - life.idleSeconds, now - life.absoluteSeconds)
    .all<SessionRow>();
  return results;
}

/** Ends session `sid` of user `uid`; its KV key, or null when there was no such session. */
export async function deleteSessionRow(db: D1Database, uid: string, sid: string): Promise<string | null> {
  const row = await db
    .prepare("DELETE FROM user_sessions WHERE id = ? AND user_id = ? RETURNING token_key")
    .bind(sid, uid)
    .first<{ token_key: string }>();
  return row?.token_key ?? null;
}

/** Ends every session of user `uid` but `keepSid` (every one when null); their KV keys. */
export async function deleteSessionRows(db: D1Database, uid: string, keepSid: string | null): Promise<string[]> {
  const stmt =
    keepSid === null
      ? db.prepare("DELETE FROM user_sessions WHERE user_id = ? RETURNING token_key").bind(uid)
      : db.prepare("DELETE FROM user_sessions WHERE user_id = ? AND id != ? RETURNING token_key").bind(uid, keepSid);
  const { results } = await stmt.all<{ token_key: string }>();
  return results.map((r) => r.token_key);
}

/**
 * deleteSessionRows(db, uid, null) as one statement of a caller's batch, acting only while `guard`
 * (an SQL condition over ?2 and on, bound from `binds`) holds; its results are the ended sessions' KV keys.
 */
export const deleteSessionRowsWhen = (db: D1Database, uid: string, guard: string, binds: unknown[]) =>
  db.prepare(`DELETE FROM user_sessions WHERE user_id = ?1 AND ${guard} RETURNING token_key`).bind(uid, ...binds);

/** Rows of sessions past both lifetimes' reach, for a user (kept small as sessions come and go). */
export const deleteExpiredSessionRows = (db: D1Database, uid: string, now: number, life: SessionLifetimes) =>
  db
    .prepare("DELETE FROM user_sessions WHERE user_id = ?1 AND (last_seen_at <= ?2 OR created_at <= ?3)")
    .bind(uid, now - life.idleSeconds, now - life.absoluteSeconds)
    .run();
