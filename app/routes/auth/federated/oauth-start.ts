/**
 * GET /oauth/:provider/start — the "Continue with Google" link of the log-in and sign-up pages
 * (auth.md §1): asks the API for the provider's authorization URL (which binds the flow to this
 * browser with its cookie), remembers where to go afterwards, and sends the browser there. A link
 * rather than a form: the pages' policy has `form-action 'self'`, which also covers the redirect a
 * form submission leads to, and would stop the browser at the provider's door. Works without
 * JavaScript and costs the pages no script. Starting a flow changes nothing a visitor owns (it
 * expires in OIDC_FLOW_SECONDS), so a GET is safe.
 *
 * `?ux=popup` or `?ux=one_tap` (docs/decisions/017, "Popup and one-tap"): the button on a wide
 * screen and the local one-tap prompt open this route in a popup (`&popup=1`); the
 * `oidc_handoff` cookie then tells the callback page in the popup to hand the code back to the
 * page that opened it rather than redeem it. POST (the production one-tap prompt, which needs no
 * popup): starts a one-tap flow and answers the client id and nonce for Google Identity Services.
 */
import { redirect } from "react-router";
import { oidcStartRoute } from "~common/auth/federated/contracts";
import { OIDC_PROVIDERS, OIDC_UX } from "~common/auth/schemas";
import { safeNextPath } from "~common/auth/rules";
import { apiClientFor, cookieHeaders, flowCookie } from "../../../lib/api.server";
import type { Route } from "./+types/oauth-start";

/** Where the callback page goes after log-in or sign-up (a path of ours; safeNextPath checks it again). */
export const NEXT_COOKIE = "oidc_next";
/** Set while a popup's flow runs: its callback hands the code to the opener (oauth-callback.server.ts). */
export const HANDOFF_COOKIE = "oidc_handoff";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const provider = OIDC_PROVIDERS.find((p) => p === params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const next = safeNextPath(query.get("next"));
  const hint = query.get("login_hint") ?? "";
  const ux = OIDC_UX.find((u) => u === query.get("ux")) ?? "redirect";
  const popup = ux !== "redirect" && query.get("popup") === "1";
  const result = await apiClientFor(request, context).call(oidcStartRoute, {
    params: { provider },
    json: { ...(hint ? { login_hint: hint } : {}), ux },
  });
  if (!result.ok && popup) {
    // In a popup: its callback page tells the opener, which opens the modal on its own page.
    throw redirect(`/oauth/${provider}/callback?error=unavailable`, {
      headers: { "Set-Cookie": flowCookie(request, HANDOFF_COOKIE, provider) },
    });
  }
  if (!result.ok) {
    // Back to the page the link was on (ours only), which opens 'Oops! Google isn't available'
    // (auth.md §2.3, §8.3): turned off by web_google_disabled, or not reachable.
    const referer = new URL(request.headers.get("referer") ?? "/login", request.url);
    const back = referer.origin === new URL(request.url).origin ? referer : new URL("/login", request.url);
    back.searchParams.set("unavailable", provider);
    throw redirect(`${back.pathname}${back.search}`);
  }
  const headers = cookieHeaders(result.setCookies);
  headers.append("Set-Cookie", flowCookie(request, NEXT_COOKIE, next));
  headers.append("Set-Cookie", popup ? flowCookie(request, HANDOFF_COOKIE, provider) : `${HANDOFF_COOKIE}=; Path=/; Max-Age=0`);
  throw redirect(result.data.authorization_url, { headers });
}

/** The production one-tap prompt's flow (Google Identity Services takes the client id and nonce). */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (params.provider !== "google") throw new Response("Not found", { status: 404 });
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const result = await apiClientFor(request, context).call(oidcStartRoute, { params: { provider: "google" }, json: { ux: "one_tap" } });
  if (!result.ok) return Response.json({ error: result.error.message }, { status: result.status });
  const headers = cookieHeaders(result.setCookies);
  headers.append("Set-Cookie", flowCookie(request, NEXT_COOKIE, next));
  headers.set("Cache-Control", "no-store");
  return Response.json({ client_id: result.data.client_id, nonce: result.data.nonce }, { headers });
}
