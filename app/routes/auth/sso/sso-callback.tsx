/**
 * /oauth/sso/callback — the redirect URI of enterprise SSO (auth.md §2.5 "The SSO popup window is
 * 600x600", §3 redirect_uri; docs/decisions/018). The identity provider sends the popup back here
 * with `code` and `state` (or an `error`); the page posts them to the window that opened it, to our
 * own origin only, and closes. The opener accepts the message only from our origin or the
 * provider's (common/auth/sso/rules.ts acceptsSsoMessage) and finishes the log-in. Opened without
 * an opener (a bookmarked or pasted link), there is no window to hand the code to: 'Window is
 * undefined' (§8.3). The code is worth nothing without this browser's flow cookie and the PKCE
 * verifier the Worker keeps, so the page adds nothing to it.
 */
import { useEffect } from "react";
import { AUTH_COPY } from "~common/auth/messages";
import type { SsoPopupMessage } from "~common/auth/sso/window-message";
import { SSO_COPY } from "~common/auth/sso/messages";
import { ButtonLink } from "../../../components/button";
import { useReadOnce } from "../../../lib/hydrated";
import { pageMeta } from "../../../lib/meta";
import { AuthCard, FormError } from "../modal";
import type { Route } from "./+types/sso-callback";
import { SECRET_URL_HEADERS } from "../../../lib/secret-url";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(AUTH_COPY.logIn, AUTH_COPY.loginDescription),
  { name: "robots", content: "noindex" },
];
export const handle = { hideAuthActions: true };
// The code and state stay on this site, and the page is never cached (app/lib/secret-url.ts).
export const headers: Route.HeadersFunction = () => SECRET_URL_HEADERS;

export function loader({ request }: Route.LoaderArgs): SsoPopupMessage {
  const query = new URL(request.url).searchParams;
  return { type: "pinboard-sso", code: query.get("code"), state: query.get("state") };
}

export default function SsoCallbackPage({ loaderData }: Route.ComponentProps) {
  const orphan = useReadOnce(() => !window.opener, false);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    opener.postMessage(loaderData, window.location.origin);
    window.close();
  }, [loaderData]);
  return (
    <main id="main" className="auth-page">
      <AuthCard title={orphan ? SSO_COPY.callbackAloneTitle : SSO_COPY.callbackTitle}>
        {orphan ? (
          <div className="auth-form">
            <FormError message={SSO_COPY.windowUndefined} />
            <ButtonLink to="/login" block>
              {AUTH_COPY.logIn}
            </ButtonLink>
          </div>
        ) : null}
      </AuthCard>
    </main>
  );
}
