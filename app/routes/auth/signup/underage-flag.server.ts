/**
 * Cookies the auth pages themselves set: the under-age flag of auth.md §4.4 ("An under-age error
 * stores a flag cookie ... The birthday field is disabled when that flag equals 1"). The API refuses
 * POST /v3/register/ while the flag is set (worker/auth/login/routes.ts).
 */
import { UNDERAGE_COOKIE } from "~common/auth/constants";

/** not shown in the spec: how long the under-age flag lasts */
export const UNDERAGE_FLAG_SECONDS = 24 * 60 * 60;

export function underageFlagSet(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie.split(/;\s*/).some((c) => c === `${UNDERAGE_COOKIE}=1`);
}

export function underageFlagCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${UNDERAGE_COOKIE}=1; Path=/; Max-Age=${UNDERAGE_FLAG_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Deletes the flag: the UnderageConfirmation step's Edit "resets the stored flag" (auth.md §4.4). */
export function clearUnderageFlagCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${UNDERAGE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}
