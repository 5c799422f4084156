/**
 * Whether a page offers the Google one-tap prompt (auth.md §1, §5; common/auth/federated/one-tap.ts),
 * and in which form: Google Identity Services where Google's real issuer is configured, else the
 * local provider's card (app/routes/auth/federated/one-tap-prompt.tsx, loaded only when this says so).
 */
import type { RouterContextProvider } from "react-router";
import { offersOneTap, oneTapForm } from "~common/auth/federated/one-tap";
import { cloudflareContext } from "../../../lib/cloudflare-context";

export function oneTapFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  viewer: { type: string } | null,
  groups: { web_google_one_tap: string; web_google_disabled: string },
): "local" | "gis" | null {
  const offered = offersOneTap({
    userAgent: request.headers.get("user-agent") ?? "",
    oneTap: groups.web_google_one_tap,
    googleDisabled: groups.web_google_disabled,
    loggedIn: viewer?.type === "AUTH",
    pathname: new URL(request.url).pathname,
  });
  if (!offered) return null;
  return oneTapForm(context.get(cloudflareContext).env);
}
