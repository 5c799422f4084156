/**
 * Session handling for a request: find the viewer from the cookie, start a new session (always a
 * fresh token, and the one the browser held is revoked: rotation on every log-in and sign-up),
 * and end it. A session is its KV record (session-store.ts, keyed by the token's SHA-256) plus its
 * row in the D1 index (session-index.ts); it is valid only while both exist and the user's
 * session_version still matches, so ending it in D1 ends it on its very next request.
 * A device may hold several accounts at once (device-accounts.ts): an ordinary log-in or sign-up
 * logs the device out of all of them and starts over with one.
 */
import type { Context } from "hono";
import type { ApiEnv } from "../../platform/types";
import { clearSessionCookie, clearStoredTokens, hasStoredTokensCookie, readSessionCookie, writeSessionCookie } from "./session-cookie";
import {
  createSession,
  deleteSession,
  dueForTouch,
  lifetimesFromEnv,
  newToken,
  readSession,
  rewriteSession,
  sessionKey,
  touchSession,
  type ViewerSession,
} from "./session-store";
import type { UserRow } from "../users";
import { rememberAccount } from "./remembered-account";
import { primaryOf } from "../../platform/d1-sessions";
import { untrackedDb } from "../../platform/idempotency";
import { deliverSoon } from "../../platform/outbox";
import {
  deleteExpiredSessionRows,
  deleteGroupSessionRows,
  deleteSessionRow,
  findSessionUser,
  newSessionId,
  reissueSessionRow,
  sessionRowStatement,
  splitSessionUser,
  touchSessionRow,
} from "./session-index";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The viewer's live session, or null. Cached on the context; stale cookies are cleared.
 * `touch: false` skips sliding the idle window, for callers about to delete the record.
 */
export async function currentSession(c: Context<ApiEnv>, opts: { touch?: boolean } = {}): Promise<ViewerSession | null> {
  const cached = c.get("session");
  if (cached !== undefined) return cached;
  const token = readSessionCookie(c);
  let session: ViewerSession | null = null;
  if (token) {
    const now = nowSeconds();
    const life = lifetimesFromEnv(c.env);
    const found = await readSession(c.env.SESSIONS, token, now, life);
    // A record without an index row id predates the index (migrations/0012): not a session.
    const sid = found?.record.sid;
    // On the primary: a lagging replica would still hold a revoked session or a suspended account.
    const row = found && sid ? await findSessionUser(primaryOf(c.env.DB), sid, found.record.uid) : null;
    if (found && sid && row && row.session_version === found.record.ver) {
      session = { key: found.key, record: found.record, ...splitSessionUser(row) };
      if (opts.touch !== false && dueForTouch(found.record, now, life)) {
        c.executionCtx.waitUntil(
          Promise.all([touchSession(c.env.SESSIONS, found.key, found.record, now, life), touchSessionRow(untrackedDb(c.env), sid, now)]),
        );
      }
    } else {
      clearSessionCookie(c);
    }
  }
  c.set("session", session);
  return session;
}

/** Deletes a session's KV record and index row (idempotent). */
export async function dropSession(c: Context<ApiEnv>, session: ViewerSession): Promise<void> {
  if (session.record.sid) await deleteSessionRow(c.env.DB, session.user.id, session.record.sid);
  await deleteSession(c.env.SESSIONS, session.key);
}

/** Deletes ended sessions' KV records after the answer (D1 has already ended them). */
export function dropRecordsLater(c: Context<ApiEnv>, keys: string[]) {
  if (keys.length === 0) return;
  c.executionCtx.waitUntil(
    Promise.all(keys.map((k) => deleteSession(c.env.SESSIONS, k))).catch((err: unknown) => console.error("session cleanup", err)),
  );
}

/**
 * A sign-in's own writes (worker/auth/sign-in-history signInBatch): its history row and its
 * new-device alert's outbox row, stored in the session's batch.
 */
export interface SignInWrites {
  statements: D1PreparedStatement[];
  outboxId: string;
}

/**
 * A session opened but not yet committed: its KV record is written, its index row (and the
 * sign-in's writes) are `statements` for the caller's batch, and `settle` takes that batch's
 * results for them. A new account puts them in its own insert batch, so no account is ever left
 * without the session its sign-up answered with.
 */
export interface OpenedSession {
  token: string;
  statements: D1PreparedStatement[];
  settle(results: D1Result[]): Promise<void>;
}

export async function openSession(
  c: Context<ApiEnv>,
  user: Pick<UserRow, "id" | "session_version">,
  group: string | null,
  signIn?: SignInWrites,
): Promise<OpenedSession> {
  const life = lifetimesFromEnv(c.env);
  const now = nowSeconds();
  const sid = newSessionId();
  const { token, key } = await createSession(c.env.SESSIONS, user, now, life, sid);
  const row = {
    id: sid,
    user_id: user.id,
    token_key: key,
    ver: user.session_version,
    user_agent: c.req.header("User-Agent") ?? "",
    created_at: now,
    last_seen_at: now,
    account_group: group,
  };
  return {
    token,
    statements: [sessionRowStatement(c.env.DB, row), ...(signIn?.statements ?? [])],
    async settle(results) {
      // The alert's row is the second statement, written only from a new device.
      if (signIn && results[1]?.meta.changes) await deliverSoon(c.env, [signIn.outboxId]);
      c.executionCtx.waitUntil(deleteExpiredSessionRows(untrackedDb(c.env), user.id, now, life));
    },
  };
}

/** A new session for `user` (KV record and index row, in account group `group`); its token. The caller sets the cookies. */
export async function createIndexedSession(
  c: Context<ApiEnv>,
  user: UserRow,
  group: string | null,
  signIn?: SignInWrites,
): Promise<string> {
  const opened = await openSession(c, user, group, signIn);
  await opened.settle(await c.env.DB.batch(opened.statements));
  return opened.token;
}

/**
 * Starts a session for `user`, revoking the one this browser had and every other account the
 * device held (its account group), and has the device remember the account for limited login
 * (remembered-account.ts).
 */
export async function startSession(c: Context<ApiEnv>, user: UserRow, signIn?: SignInWrites, opened?: OpenedSession): Promise<void> {
  // No touch: it would race the delete below, and a touch landing last brings the session back.
  const previous = await currentSession(c, { touch: false });
  const token = opened?.token ?? (await createIndexedSession(c, user, null, signIn));
  if (previous) await dropSession(c, previous);
  if (previous?.group) dropRecordsLater(c, await deleteGroupSessionRows(c.env.DB, previous.group));
  // Without a live session the stored tokens cannot be checked (device-accounts.ts): only forgotten.
  if (hasStoredTokensCookie(c)) clearStoredTokens(c);
  writeSessionCookie(c, token, lifetimesFromEnv(c.env).absoluteSeconds);
  await rememberAccount(c, user);
  c.set("session", null); // the new session belongs to the next request
}

/**
 * Ends the viewer's session (idempotent) and clears its cookie; the remembered account stays.
 * The device's other accounts are device-accounts.ts's business (logOutActiveAccount).
 */
export async function endSession(c: Context<ApiEnv>): Promise<void> {
  // No touch, as in startSession: a touch written after the delete would undo the log-out.
  const session = await currentSession(c, { touch: false });
  if (session) await dropSession(c, session);
  clearSessionCookie(c);
  c.set("session", null);
}

/**
 * Keeps the viewer's session across a change of the user's session_version (a password change):
 * the same session (index row, log-in time, absolute expiry) under a fresh token, so a token seen
 * before the change is worthless after it, and the device's remembered account re-signed.
 */
export async function reissueSession(c: Context<ApiEnv>, session: ViewerSession, user: UserRow): Promise<void> {
  const now = nowSeconds();
  const life = lifetimesFromEnv(c.env);
  const token = newToken();
  const key = await sessionKey(token);
  const record = { ...session.record, ver: user.session_version, seen: now };
  await rewriteSession(c.env.SESSIONS, key, record, now, life);
  await reissueSessionRow(c.env.DB, session.record.sid!, key, user.session_version, now);
  await deleteSession(c.env.SESSIONS, session.key);
  writeSessionCookie(c, token, Math.max(1, record.iat + life.absoluteSeconds - now));
  await rememberAccount(c, user);
  c.set("session", null);
}
