/**
 * Why: the account's sessions as the person sees them on /settings/security — list them, end one,
 * or end every other one ('Log out of all other devices'). Ending deletes the D1 index row first
 * (the session fails on its very next request, session-index.ts), then its KV record after the
 * answer. Registered against the contracts of common/auth/contracts.ts.
 */
import type { Context } from "hono";
import { endOtherSessionsRoute, endSessionRoute, sessionsRoute } from "~common/auth/contracts";
import { AUTH_RECOVERY_COPY as RC } from "~common/auth/recovery-messages";
import type { SessionInfo } from "~common/auth/recovery-schemas";
import { describeUserAgent } from "~common/auth/rules/device";
import { ApiError } from "~common/errors";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { currentSession } from "./current-session";
import { clearSessionCookie } from "./session-cookie";
import { deleteSessionRow, deleteSessionRows, listLiveSessions, type SessionRow } from "./session-index";
import { deleteSession, lifetimesFromEnv, type ViewerSession } from "./session-store";

/** The viewer's session, or 401 AUTH_REQUIRED. */
export async function requireSession(c: Context<ApiEnv>): Promise<ViewerSession> {
  const session = await currentSession(c);
  if (!session) throw new ApiError("AUTH_REQUIRED");
  return session;
}

/** Deletes ended sessions' KV records after the answer (D1 has already ended them). */
export function dropRecordsLater(c: Context<ApiEnv>, keys: string[]) {
  if (keys.length === 0) return;
  c.executionCtx.waitUntil(Promise.all(keys.map((k) => deleteSession(c.env.SESSIONS, k))).catch((err: unknown) => console.error("session cleanup", err)));
}

function toInfo(row: SessionRow, currentSid: string | undefined): SessionInfo {
  const { browser, os } = describeUserAgent(row.user_agent);
  const device = os ? RC.deviceLabel(browser ?? RC.unknownBrowser, os) : (browser ?? RC.unknownDevice);
  return { id: row.id, device, created_at: row.created_at, last_seen_at: row.last_seen_at, current: row.id === currentSid };
}

export const sessionRoutes = createRouter()
  .openapi(sessionsRoute, async (c) => {
    const session = await requireSession(c);
    const rows = await listLiveSessions(c.env.DB, session.user.id, Math.floor(Date.now() / 1000), lifetimesFromEnv(c.env));
    c.header("Cache-Control", "private, no-store");
    return ok(c, rows.map((r) => toInfo(r, session.record.sid)));
  })
  .openapi(endSessionRoute, async (c) => {
    const session = await requireSession(c);
    const { id } = c.req.valid("param");
    const key = await deleteSessionRow(c.env.DB, session.user.id, id);
    if (key === null) throw new ApiError("NOT_FOUND", { detail: "no live session of this account has that id" });
    dropRecordsLater(c, [key]);
    if (id === session.record.sid) {
      clearSessionCookie(c); // ending this device's own session is a log-out
      c.set("session", null);
    }
    return ok(c, null);
  })
  .openapi(endOtherSessionsRoute, async (c) => {
    const session = await requireSession(c);
    const keys = await deleteSessionRows(c.env.DB, session.user.id, session.record.sid!);
    dropRecordsLater(c, keys);
    return ok(c, { ended: keys.length });
  });
