/**
 * Session handling for a request: find the viewer from the cookie, start a new session (always a
 * fresh token, and the one the browser held is revoked: rotation on every log-in and sign-up),
 * and end it.
 */
import type { Context } from "hono";
import type { ApiEnv } from "../../platform/types";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./session-cookie";
import {
  createSession,
  deleteSession,
  lifetimesFromEnv,
  readSession,
  touchSession,
  type ViewerSession,
} from "./session-store";
import { findUserById, type UserRow } from "../../users/users-repo";
import { rememberAccount } from "./remembered-account";

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
    const user = found ? await findUserById(c.env.DB, found.record.uid) : null;
    if (found && user && user.session_version === found.record.ver) {
      session = { key: found.key, record: found.record, user };
      if (opts.touch !== false) c.executionCtx.waitUntil(touchSession(c.env.SESSIONS, found.key, found.record, now, life));
    } else {
      clearSessionCookie(c);
    }
  }
  c.set("session", session);
  return session;
}

/**
 * Starts a session for `user`, revoking the one this browser had, and has the device remember
 * the account for limited login (remembered-account.ts).
 */
export async function startSession(c: Context<ApiEnv>, user: UserRow): Promise<void> {
  // No touch: it would race the delete below, and a touch landing last brings the session back.
  const previous = await currentSession(c, { touch: false });
  const life = lifetimesFromEnv(c.env);
  const { token } = await createSession(c.env.SESSIONS, user, nowSeconds(), life);
  if (previous) await deleteSession(c.env.SESSIONS, previous.key);
  writeSessionCookie(c, token, life.absoluteSeconds);
  await rememberAccount(c, user);
  c.set("session", null); // the new session belongs to the next request
}

/** Ends the viewer's session (idempotent) and clears its cookie; the remembered account stays. */
export async function endSession(c: Context<ApiEnv>): Promise<void> {
  // No touch, as in startSession: a touch written after the delete would undo the log-out.
  const session = await currentSession(c, { touch: false });
  if (session) await deleteSession(c.env.SESSIONS, session.key);
  clearSessionCookie(c);
  c.set("session", null);
}
