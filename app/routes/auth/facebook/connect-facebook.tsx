/**
 * GET /connect/facebook/ — the Facebook popup of auth.md §7, where the Facebook flow still exists:
 * "Find your account with Facebook" on /login under dweb_unauth_fb_login_account_recovery_flow
 * (§6; docs/decisions/020). Opened without `code`, it starts the flow (the API answers Facebook's
 * OAuth dialog and binds it to this browser) and sends the browser there; Facebook sends it back
 * here with `code` and `state` (or error=access_denied when the person refuses), and the loader
 * asks the API whose account that is (login_data) and reduces the answer to one outcome
 * (common/auth/facebook/rules.ts). In the popup (`?popup=1` at the start, remembered in a cookie)
 * the page hands the outcome to its opener, our origin only, and closes; opened as a page (no
 * JavaScript), the loader redirects to /login with the outcome instead.
 */
import { useEffect } from "react";
import { redirect } from "react-router";
import { facebookConnectStartRoute, facebookConnectTokenRoute, facebookLoginDataRoute } from "~common/auth/facebook/contracts";
import { FACEBOOK_COPY } from "~common/auth/facebook/messages";
import { AUTH_COPY } from "~common/auth/messages";
import { FACEBOOK_OUTCOME_PARAM, outcomeOfError, outcomeOfLoginData, type FacebookOutcome } from "~common/auth/facebook/rules";
import { ButtonLink } from "../../../components/button";
import { cookieHeaders, flowCookie, navigationApiClientFor, requestCookie } from "../../../lib/api.server";
import { pageMeta } from "../../../lib/meta";
import { AuthCard } from "../modal";
import type { Route } from "./+types/connect-facebook";
import { SECRET_URL_HEADERS } from "../../../lib/secret-url";

/** The message the popup posts to its opener (app/routes/auth/facebook-popup.ts accepts it). */
export interface FacebookPopupMessage {
  type: "pinboard-facebook";
  outcome: FacebookOutcome;
}

const MODE_COOKIE = "fb_connect_mode";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(AUTH_COPY.logIn, AUTH_COPY.loginDescription),
  { name: "robots", content: "noindex" },
];
export const handle = { hideAuthActions: true };
// The code and state stay on this site, and the page is never cached (app/lib/secret-url.ts).
export const headers: Route.HeadersFunction = () => SECRET_URL_HEADERS;

const outcomePath = (outcome: FacebookOutcome) => `/login?${new URLSearchParams({ [FACEBOOK_OUTCOME_PARAM]: outcome })}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  // GET navigations: the dialog's redirect back is cross-site, which the API's CSRF guard would
  // refuse; the state bound to this browser's `oidc_flow` cookie is the protection (docs/decisions/017).
  const api = navigationApiClientFor(request, context);

  if (!query.has("code") && !query.has("error") && !query.has("state")) {
    const started = await api.call(facebookConnectStartRoute, { json: {} });
    if (!started.ok) throw redirect(outcomePath(outcomeOfError(started.error)));
    const headers = cookieHeaders(started.setCookies);
    const mode = query.get("popup") === "1" ? "popup" : "page";
    headers.append("Set-Cookie", flowCookie(request, MODE_COOKIE, mode, "/connect/facebook"));
    throw redirect(started.data.dialog_url, { headers });
  }

  const outcome = await outcomeOf(api, query);
  const popup = requestCookie(request, MODE_COOKIE) === "popup";
  if (!popup) throw redirect(outcomePath(outcome));
  return { message: { type: "pinboard-facebook", outcome } satisfies FacebookPopupMessage, fallback: outcomePath(outcome) };
}

/** The dialog's answer as an outcome: refused, or whose account (login_data) and how it can log in. */
async function outcomeOf(api: ReturnType<typeof navigationApiClientFor>, query: URLSearchParams): Promise<FacebookOutcome> {
  const code = query.get("code");
  const state = query.get("state");
  if (query.get("error") === "access_denied" || !code || !state) return "denied";
  const token = await api.call(facebookConnectTokenRoute, { json: { code, state } });
  if (!token.ok) return outcomeOfError(token.error);
  const data = await api.call(facebookLoginDataRoute, { json: token.data });
  return data.ok ? outcomeOfLoginData(data.data) : outcomeOfError(data.error);
}

export default function ConnectFacebookPage({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return void window.location.replace(loaderData.fallback);
    opener.postMessage(loaderData.message, window.location.origin);
    window.close();
  }, [loaderData]);
  return (
    <main id="main" className="auth-page">
      <AuthCard title={FACEBOOK_COPY.connecting}>
        <ButtonLink to={loaderData.fallback} block>
          {AUTH_COPY.logIn}
        </ButtonLink>
      </AuthCard>
    </main>
  );
}
