/**
 * The sign-in-history capability's surface for pages' server modules: the "Sign-in history"
 * section's data for /settings/security (docs/decisions/037), read through the typed client
 * (GET /v3/users/me/sign_ins/) and worded here, on the server, so the browser gets text: the
 * method's name, the place with its country named (Intl.DisplayNames), the time in UTC as the
 * page's other dates.
 */
import type { Viewer } from "~common/auth/schemas";
import { placeLabel, signInHistoryRoute, SIGN_IN_HISTORY_COPY as C, utcTime } from "~common/auth/sign-in-history";
import type { ApiClient } from "../../../lib/api-client";
import { resourceOrRedirect } from "../../../lib/resource.server";
import type { SignInItem } from "./sign-in-history-section";

export type { SignInItem } from "./sign-in-history-section";

/**
 * @example
 * const signIns = await loadSignInHistory(api, { request, viewer });
 */
export async function loadSignInHistory(api: ApiClient, at: { request: Request; viewer: Viewer | null }): Promise<SignInItem[]> {
  const rows = resourceOrRedirect(await api.call(signInHistoryRoute), at);
  return rows.map((r) => ({
    time: r.time,
    when: utcTime(r.time),
    method: C.methods[r.method],
    ...(r.method === "passkey_added" && { event: C.passkeyAdded }),
    ...(r.method === "email_changed" && { event: C.emailChanged }),
    ok: r.ok,
    device: r.device,
    place: placeLabel(r.city, r.country) ?? C.unknownPlace,
  }));
}
