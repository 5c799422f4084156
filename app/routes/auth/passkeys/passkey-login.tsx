/**
 * "Log in with a passkey" on /login and in the auth modal (docs/decisions/038), and the email
 * field's passkey autofill: where the browser offers passkeys in its autofill (conditional
 * mediation), a log-in ceremony waits from the moment the form mounts, so picking a passkey under
 * the email field logs in. Both end in the same step: the signed challenge goes to
 * /resources/passkeys, and the page goes to `next` with its new session. Nothing shows without
 * JavaScript, on an IP address, or in a browser without WebAuthn.
 */
import { useEffect, useState } from "react";
import { PASSKEY_COPY as P } from "~common/auth/passkeys";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { Button } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { useReadOnce } from "../../../lib/hydrated";
import { passkeysSupported, postStep, signWithPasskey, webauthn, type AuthenticationCredential } from "./passkey-client";

/** The log-in's last step: the session, then a full load of `next` (every loader sees the new viewer). */
async function finish(credential: AuthenticationCredential, next: string): Promise<string | null> {
  const answer = await postStep<{ to: string }>("login", { credential, next });
  if (!answer.ok) return answer.message;
  window.location.assign(answer.data.to);
  return null;
}

/**
 * The email field's passkey autofill: a conditional-mediation ceremony from mount to unmount.
 * StrictMode's second mount starts a new one (the library aborts the first); an unmount ends its own.
 */
function usePasskeyAutofill(next: string, on: boolean, onError: (message: string) => void) {
  useEffect(() => {
    if (!on) return;
    const controller = new AbortController();
    let started: Awaited<ReturnType<typeof webauthn>> | null = null;
    void (async () => {
      const lib = await webauthn();
      if (controller.signal.aborted || !(await lib.browserSupportsWebAuthnAutofill())) return;
      const options = await postStep<Parameters<typeof lib.startAuthentication>[0]["optionsJSON"]>("login-options", {}, controller.signal);
      if (controller.signal.aborted || !options.ok) return;
      started = lib;
      let credential: AuthenticationCredential;
      try {
        credential = await lib.startAuthentication({ optionsJSON: options.data, useBrowserAutofill: true });
      } catch {
        return; // aborted (unmounted, or the button started its own), or nothing picked
      }
      if (controller.signal.aborted) return;
      const failure = await finish(credential, next);
      if (failure) onError(failure);
    })().catch(() => {});
    return () => {
      controller.abort();
      started?.WebAuthnAbortService.cancelCeremony();
    };
  }, [next, on, onError]);
}

export default function PasskeyLogIn({ next }: { next: string }) {
  const supported = useReadOnce(passkeysSupported, false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const [showError] = useState(() => (message: string) => toast.show({ message, duration: TOAST_DURATION_MS.notice }));
  usePasskeyAutofill(next, supported, showError);
  if (!supported) return null;
  const logIn = async () => {
    setBusy(true);
    let leaving = false;
    try {
      const answer = await signWithPasskey(
        "login-options",
        (credential) => postStep<{ to: string }>("login", { credential, next }),
        P.loginCancelled,
      );
      if (!answer.ok) return showError(answer.message);
      // The page is going to `next` with its new session: the spinner stays.
      leaving = true;
      window.location.assign(answer.data.to);
    } finally {
      if (!leaving) setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" block busy={busy} busyLabel={P.loggingIn} onClick={() => void logIn()} data-passkey-login="">
      {P.logInWithPasskey}
    </Button>
  );
}
