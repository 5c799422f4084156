/**
 * Why: the opener's half of signing in through a popup (docs/decisions/017, "Popup and one-tap";
 * the buttons of ../modal/auth-card.tsx on a wide screen, and the local one-tap prompt of
 * ./one-tap-prompt.tsx), loaded on demand once the popup is open so the pages' first load carries
 * only the click handler. It waits for the callback page in the popup to post the code and state
 * (common/auth/federated/provider-popup.ts says which messages count), acknowledges, and redeems them
 * here by opening the callback page in this window, which logs in or goes on to social sign-up as
 * after a full-page redirect. It also notices the popup being closed without an answer, polling
 * every POPUP_CLOSED_POLL_MS (auth.md §9, "popup close poll every 1000 ms").
 */
import { POPUP_CLOSED_GRACE_MS, POPUP_CLOSED_POLL_MS, PROVIDER_POPUP, PROVIDER_POPUP_MIN_WIDTH } from "~common/auth/federated/constants";
import { acceptsHandoff, callbackAddress, HANDOFF_ACK_TYPE } from "~common/auth/federated/provider-popup";

/**
 * Opens the provider's start route (`href`, a /oauth/:provider/start address) in a popup and waits
 * for it; the click's user activation still holds while this module loads. Blocked (or, with
 * `wideOnly`, on a screen narrower than PROVIDER_POPUP_MIN_WIDTH), the page goes there itself, as
 * without script.
 *
 * @example
 * void import("./provider-popup").then((m) => m.signInWithPopup("/oauth/google/start?ux=one_tap&next=%2F", "google"));
 */
export function signInWithPopup(href: string, provider: string, opts: { wideOnly?: boolean; onGone?: () => void } = {}) {
  const url = new URL(href, window.location.href);
  if (opts.wideOnly && window.innerWidth < PROVIDER_POPUP_MIN_WIDTH) return window.location.assign(url);
  if (!url.searchParams.has("ux")) url.searchParams.set("ux", "popup");
  const popupUrl = new URL(url);
  popupUrl.searchParams.set("popup", "1");
  const popup = window.open(popupUrl, `pinboard-${provider}`, `popup,width=${PROVIDER_POPUP.width},height=${PROVIDER_POPUP.height}`);
  if (!popup) return window.location.assign(url);
  awaitHandoff(popup, provider, opts.onGone);
}

/**
 * Watches a sign-in popup (the Google and LINE buttons', one-tap's, Facebook's connect popup): the
 * first message from it, of our own origin, that `accept` takes goes to `onAnswer`; the popup
 * closed without one (polled every POPUP_CLOSED_POLL_MS, auth.md §9, then POPUP_CLOSED_GRACE_MS
 * for an answer posted just before it closed) calls `onGone`. Returns the stop that drops both.
 *
 * @example
 * const stop = watchPopup(popup, (data) => (isOurs(data) ? data : null), finish, () => finish("denied"));
 */
export function watchPopup<T>(
  popup: Window,
  accept: (data: unknown, origin: string) => T | null,
  onAnswer: (answer: T) => void,
  onGone: () => void,
): () => void {
  let grace: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    window.removeEventListener("message", onMessage);
    clearInterval(poll);
    clearTimeout(grace);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== window.location.origin) return;
    const answer = accept(event.data, event.origin);
    if (answer === null) return;
    stop();
    onAnswer(answer);
  };
  const poll = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(poll);
    // A popup that posts its answer and closes at once may be seen closed before the message is
    // dispatched here: the answer still wins if it comes within the grace.
    grace = setTimeout(() => {
      stop();
      onGone();
    }, POPUP_CLOSED_GRACE_MS);
  }, POPUP_CLOSED_POLL_MS);
  window.addEventListener("message", onMessage);
  return stop;
}

/**
 * Waits for `popup`'s hand-off; `onGone` runs when it closes with nothing to redeem (the person
 * closed it, or said no at the provider).
 *
 * @example
 * awaitHandoff(popup, "google");
 */
export function awaitHandoff(popup: Window, provider: string, onGone: () => void = () => {}) {
  watchPopup(
    popup,
    (data, origin) => acceptsHandoff({ origin, data }, window.location.origin, provider),
    (handoff) => {
      popup.postMessage({ type: HANDOFF_ACK_TYPE }, window.location.origin);
      const address = callbackAddress(provider, handoff);
      if (address) window.location.assign(address);
      else if (handoff.unavailable) {
        // The page's own 'Oops! Google isn't available' modal (../modal/auth-card.tsx ProviderButtons).
        const url = new URL(window.location.href);
        url.searchParams.set("unavailable", provider);
        window.location.assign(url);
      } else onGone();
    },
    onGone,
  );
}
