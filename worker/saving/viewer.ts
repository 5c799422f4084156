/**
 * Why: every saving handler asks the same two questions of the request — who is looking (for
 * privacy: a secret board exists only for its owner) and who is acting (state changes need a
 * logged-in user) — and answers them from the session the auth area keeps.
 */
import type { Context } from "hono";
import { ApiError } from "~common/errors";
import { currentSession } from "../auth/sessions/current-session";
import type { ApiEnv } from "../platform/types";

/**
 * The logged-in viewer's user id, or null for a logged-out visitor. Saving answers depend on it,
 * so they are never stored by shared caches.
 *
 * @example
 * const viewer = await viewerId(c); // "3f0c…" or null
 */
export async function viewerId(c: Context<ApiEnv>): Promise<string | null> {
  c.header("Cache-Control", "private, no-store");
  return (await currentSession(c))?.user.id ?? null;
}

/**
 * The logged-in viewer's user id; 401 AUTH_REQUIRED (code 7) for anyone else.
 *
 * @example
 * const me = await requireViewer(c);
 */
export async function requireViewer(c: Context<ApiEnv>): Promise<string> {
  const id = await viewerId(c);
  if (id === null) throw new ApiError("AUTH_REQUIRED");
  return id;
}
