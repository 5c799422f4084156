/**
 * GET /oauth/:provider/start — the "Continue with Google" link of the log-in and sign-up pages
 * (auth.md §1): asks the API for the provider's authorization URL (which binds the flow to this
 * browser with its cookie), remembers where to go afterwards, and sends the browser there. A link
 * rather than a form: the pages' policy has `form-action 'self'`, which also covers the redirect a
 * form submission leads to, and would stop the browser at the provider's door. Works without
 * JavaScript and costs the pages no script. Starting a flow changes nothing a visitor owns (it
 * expires in OIDC_FLOW_SECONDS), so a GET is safe.
 */
import { redirect } from "react-router";
import { oidcStartRoute } from "~common/auth/federated-contracts";
import { OIDC_PROVIDERS } from "~common/auth/schemas";
import { safeNextPath } from "~common/auth/rules/next-path";
import { OIDC_FLOW_SECONDS } from "~common/auth/constants";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import type { Route } from "./+types/oauth-start";

/** Where the callback page goes after log-in or sign-up (a path of ours; safeNextPath checks it again). */
export const NEXT_COOKIE = "oidc_next";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const provider = OIDC_PROVIDERS.find((p) => p === params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const next = safeNextPath(query.get("next"));
  const hint = query.get("login_hint") ?? "";
  const result = await apiClientFor(request, context).call(oidcStartRoute, {
    params: { provider },
    json: hint ? { login_hint: hint } : {},
  });
  if (!result.ok) {
    // Back to the page the link was on (ours only), which opens 'Oops! Google isn't available'
    // (auth.md §2.3, §8.3): turned off by web_google_disabled, or not reachable.
    const referer = new URL(request.headers.get("referer") ?? "/login", request.url);
    const back = referer.origin === new URL(request.url).origin ? referer : new URL("/login", request.url);
    back.searchParams.set("unavailable", provider);
    throw redirect(`${back.pathname}${back.search}`);
  }
  const headers = cookieHeaders(result.setCookies);
  const https = new URL(request.url).protocol === "https:";
  headers.append("Set-Cookie", `${NEXT_COOKIE}=${encodeURIComponent(next)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${OIDC_FLOW_SECONDS}${https ? "; Secure" : ""}`);
  throw redirect(result.data.authorization_url, { headers });
}
