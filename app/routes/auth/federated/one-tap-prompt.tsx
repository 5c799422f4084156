/**
 * The Google one-tap prompt (auth.md §1 "Google (including a one-tap prompt)", §5 who is offered
 * it: common/auth/federated/one-tap.ts), loaded by the root layout only for a logged-out visitor it
 * applies to. Two forms (docs/decisions/017, "Popup and one-tap"):
 * - `gis` (Google's real issuer configured, production): Google Identity Services draws the
 *   prompt. A one-tap flow is started first (POST /oauth/google/start) for the nonce Google puts
 *   in the ID token; the token is posted to the callback page, which logs in or goes on to the
 *   birthdate step, and after a registration to the welcome-loading screen.
 * - `local` (the local provider of scripts/local-oidc.ts): this card in the corner (a sheet on a
 *   narrow screen) whose button opens the provider in a popup, as the wide-screen Google button
 *   does; blocked, the page goes there itself.
 * Closing the prompt keeps it away from this browser for ONE_TAP_COOLDOWN_MS.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { GOOGLE_IDENTITY_SCRIPT, ONE_TAP_COOLDOWN_MS } from "~common/auth/federated/constants";
import { FEDERATED_COPY as F } from "~common/auth/federated/messages";
import { AUTH_COPY } from "~common/auth/messages";
import { Button } from "../../../components/button";
import { useReadOnce } from "../../../lib/hydrated";
import { addScript, pollFor } from "../../../lib/script-loader";

const CLOSED_AT = "pinboard.oneTap.closedAt";

const recentlyClosed = () => {
  try {
    return Date.now() - Number(localStorage.getItem(CLOSED_AT) ?? 0) < ONE_TAP_COOLDOWN_MS;
  } catch {
    return false;
  }
};
const rememberClosed = () => {
  try {
    localStorage.setItem(CLOSED_AT, String(Date.now()));
  } catch {
    // Storage off: the prompt comes back on the next page, as without the cooldown.
  }
};

export default function OneTapPrompt({ mode }: { mode: "local" | "gis" }) {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  // Closed on the server and during hydration; then as local storage says, until closed here.
  const closedBefore = useReadOnce(recentlyClosed, true);
  const [closed, setClosed] = useState(false);
  const open = !closedBefore && !closed;
  useEffect(() => {
    if (open && mode === "gis") return promptWithGoogleIdentity(next, () => setClosed(true));
  }, [open, mode, next]);
  if (!open || mode === "gis") return null;
  const close = () => {
    rememberClosed();
    setClosed(true);
  };
  const start = `/oauth/google/start?${new URLSearchParams({ next, ux: "one_tap" })}`;
  return (
    <section className="one-tap" aria-labelledby="one-tap-title" data-testid="one-tap">
      <div className="one-tap__head">
        <h2 id="one-tap-title" className="one-tap__title">
          {F.oneTapTitle}
        </h2>
        <Button variant="tertiary" size="small" aria-label={F.oneTapClose} onClick={close}>
          ×
        </Button>
      </div>
      <p className="one-tap__body">{F.oneTapBody}</p>
      <Button block onClick={() => void import("./provider-popup").then((m) => m.signInWithPopup(start, "google"))}>
        {AUTH_COPY.continueWithGoogle}
      </Button>
    </section>
  );
}

interface GoogleIdentity {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (n: { isDismissedMoment?: () => boolean; getDismissedReason?: () => string }) => void): void;
  cancel(): void;
}
const googleIdentity = () => (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;

/** Loads Google Identity Services, starts a one-tap flow and shows Google's prompt; returns the clean-up. */
function promptWithGoogleIdentity(next: string, onGone: () => void): () => void {
  let cancelled = false;
  void (async () => {
    const gis = await addScript(GOOGLE_IDENTITY_SCRIPT).then(
      () => pollFor(googleIdentity),
      () => null,
    );
    if (!gis || cancelled) return onGone();
    const res = await fetch(`/oauth/google/start?${new URLSearchParams({ next })}`, { method: "POST" });
    if (!res.ok || cancelled) return onGone();
    const { client_id, nonce } = (await res.json()) as { client_id: string; nonce: string };
    gis.initialize({
      client_id,
      nonce,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: false,
      context: "signin",
      callback: ({ credential }: { credential: string }) => postCredential(credential),
    });
    gis.prompt((moment) => {
      if (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== "credential_returned") {
        rememberClosed();
        onGone();
      }
    });
  })();
  return () => {
    cancelled = true;
    googleIdentity()?.cancel();
  };
}

/** The ID token goes to the callback page as a form post (the page's policy allows forms to our own origin only). */
function postCredential(credential: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/oauth/google/callback";
  for (const [name, value] of Object.entries({ intent: "credential", credential })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
