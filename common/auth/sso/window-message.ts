/**
 * Why: auth.md §5 "SSO window messages are accepted only when trusted and from the provider's own
 * hosts", as one pure function the popup's watcher (app/routes/auth/sso/sso-email.ts) and its tests
 * share; apart from ./rules.ts so the pages' first load does not carry it.
 */

/** What the popup's page posts to its opener (app/routes/auth/sso/sso-callback.tsx). */
export interface SsoPopupMessage {
  type: "pinboard-sso";
  code: string | null;
  state: string | null;
}

/**
 * A window message counts only when the browser made it (isTrusted), it comes from our own origin
 * or the identity provider's (the origin of the authorization URL), and it is the popup's message;
 * anything else is ignored (null).
 *
 * @example
 * acceptsSsoMessage({ isTrusted: true, origin: "https://pinboard.example", data: { type: "pinboard-sso", code: "c", state: "s" } }, "https://pinboard.example", "https://idp.example/authorize");
 * // { type: "pinboard-sso", code: "c", state: "s" }
 */
export function acceptsSsoMessage(
  event: { isTrusted: boolean; origin: string; data: unknown },
  ownOrigin: string,
  authorizationUri: string,
): SsoPopupMessage | null {
  if (!event.isTrusted) return null;
  let providerOrigin: string | null = null;
  try {
    providerOrigin = new URL(authorizationUri).origin;
  } catch {
    /* no provider host: only our own origin */
  }
  if (event.origin !== ownOrigin && event.origin !== providerOrigin) return null;
  const data = event.data as Partial<SsoPopupMessage> | null;
  if (typeof data !== "object" || data === null || data.type !== "pinboard-sso") return null;
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  return { type: "pinboard-sso", code: str(data.code), state: str(data.state) };
}
