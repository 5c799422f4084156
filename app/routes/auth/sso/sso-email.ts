/**
 * Why: the email step's SSO work (auth.md §2.2 "'Continue with SSO' when the email is an SSO
 * email", §4.2 "The email check for SSO detection is debounced", §5 SSO window messages, §6
 * routing, §8.3 'You must enable popups!', §9 300 ms; docs/decisions/018), loaded on demand by the
 * forms' seam (useSsoEmail in ../modal/auth-card.tsx) at the first keystroke, so the log-in and sign-up
 * pages' first load carries only the seam. It checks the typed email (GET
 * /resources/email-status?check=sso), and on 'Continue with SSO' either goes to /signup/sso-business-account (an SSO email that is not
 * yet an SSO user) or opens the identity provider's 600x600 popup and waits for its message
 * (./sso-callback.tsx); the code and state go into the form, which is submitted, and the form's
 * action finishes the log-in (./sso.server.ts).
 */
import type { FormEvent } from "react";
import { SSO_EMAIL_CHECK_DEBOUNCE_MS } from "~common/auth/constants";
import { isEmailFormat, normalizeEmail } from "~common/auth/rules";
import { ssoNextStep } from "~common/auth/sso/rules";
import { acceptsSsoMessage } from "~common/auth/sso/window-message";
import { SSO_COPY } from "~common/auth/sso/messages";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import type { SsoEmailCheck } from "../signup";

/** The form fields the popup's code and state come back in (read by ./sso.server.ts). */
export const SSO_CODE_FIELD = "sso_code";
export const SSO_STATE_FIELD = "sso_state";

type Fail = (message: string | undefined) => void;

let timer: ReturnType<typeof setTimeout> | undefined;
let latest = "";

/**
 * Checks `value` after the debounce (`wait`): `set` gets the SSO check while it is an SSO email,
 * else null (at once when the email changes, so a stale answer never shows).
 *
 * @example
 * checkSsoEmail(event.currentTarget.value, setCheck);
 */
export function checkSsoEmail(
  value: string,
  set: (update: (was: SsoEmailCheck | null) => SsoEmailCheck | null) => void,
  wait = SSO_EMAIL_CHECK_DEBOUNCE_MS,
) {
  const email = normalizeEmail(value);
  latest = email;
  set((was) => (was?.email === email ? was : null));
  clearTimeout(timer);
  if (!isEmailFormat(email)) return;
  timer = setTimeout(async () => {
    const res = await fetch(`/resources/email-status?${new URLSearchParams({ email, check: "sso" })}`).catch(() => null);
    const check = res?.ok ? ((await res.json()) as SsoEmailCheck) : null;
    if (latest === email) set(() => (check?.isSso ? check : null));
  }, wait);
}

/**
 * 'Continue with SSO' pressed (the form's submit while `check` is an SSO email). The form's own
 * submission with the popup's code goes through; otherwise this takes over the press.
 *
 * @example
 * <Form onSubmit={(e) => (check ? pressSso(e, check, setError, navigate) : form.onSubmit(e))}>
 */
export function pressSso(event: FormEvent<HTMLFormElement>, check: SsoEmailCheck, fail: Fail, navigate: (to: string) => void): true {
  const form = event.currentTarget;
  if (sendingCode(form)) return true;
  event.preventDefault();
  fail(undefined);
  const next = ssoNextStep(check, check.email);
  if (next === "login") awaitSsoCode(openSsoPopup(check.authorizationUri!), check.authorizationUri!, form, fail);
  else navigate(next);
  return true;
}

/** The popup, opened within the press (or the browser blocks it): null when it was blocked. */
export const openSsoPopup = (authorizationUri: string) => window.open(authorizationUri, "pinboard-sso", "popup,width=600,height=600");

/** True while the form is being sent with the popup's code (the code fields leave it right after). */
export function sendingCode(form: HTMLFormElement): boolean {
  const fields = [SSO_CODE_FIELD, SSO_STATE_FIELD]
    .map((name) => form.elements.namedItem(name))
    .filter((f): f is HTMLInputElement => f instanceof HTMLInputElement);
  if (fields.length === 0) return false;
  setTimeout(() => fields.forEach((f) => f.remove()));
  return true;
}

/**
 * Waits for `popup`'s message: only the popup's, trusted, from our origin or the provider's
 * (common/auth/sso/window-message.ts); any other window's is ignored. Its code and state go into
 * `form`, which is submitted. `fail` shows a message by the form.
 *
 * @example
 * awaitSsoCode(openSsoPopup(uri), uri, form, setError);
 */
export function awaitSsoCode(popup: Window | null, authorizationUri: string, form: HTMLFormElement, fail: Fail): void {
  if (!popup) return fail(SSO_COPY.popupsBlocked);
  const stop = () => {
    window.removeEventListener("message", onMessage);
    clearInterval(closed);
  };
  const onMessage = (event: MessageEvent) => {
    const message = event.source === popup ? acceptsSsoMessage(event, window.location.origin, authorizationUri) : null;
    if (!message) return;
    stop();
    popup.close();
    // No code: the person said no at the provider, or it failed (auth.md §8.2 SSO failure).
    if (!message.code || !message.state) return fail(PLATFORM_MESSAGES.somethingWrong);
    const fields: [string, string][] = [
      [SSO_CODE_FIELD, message.code],
      [SSO_STATE_FIELD, message.state],
    ];
    for (const [name, value] of fields) form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
    form.requestSubmit();
  };
  window.addEventListener("message", onMessage);
  // Closed without an answer: stop listening; the button opens a new popup.
  const closed = setInterval(() => popup.closed && stop(), 1000);
}
