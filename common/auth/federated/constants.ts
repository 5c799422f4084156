/**
 * Why: numbers of federated sign-in's popup, one-tap prompt and welcome-loading screen (auth.md
 * §1, §2.3, §5, §9; docs/decisions/017 "Popup and one-tap"), apart from ../constants.ts: only
 * modules loaded on demand use them, and the sign-up page's first load (near its budget,
 * test/build/budgets.integration.test.ts) would otherwise carry them in the shared constants chunk.
 */
/** §9 welcome-loading progress after a one-tap registration: 95 percent in 6000 ms. */
export const WELCOME_LOADING_MS = 6000;
export const WELCOME_LOADING_PERCENT = 95;
/** §5 the one-tap prompt is offered on a Chromium-type browser from this version on. */
export const ONE_TAP_MIN_CHROMIUM = 122;
/** Not shown: after the one-tap prompt is closed, it stays away from this browser for 2 hours. */
export const ONE_TAP_COOLDOWN_MS = 2 * 60 * 60 * 1000;
/** Not shown: the sign-in popup of the Google and Line buttons (SSO's is §9's 600x600). */
export const PROVIDER_POPUP = { width: 500, height: 600 } as const;
/** §9 "Facebook popup close poll every 1000 ms": how often an opener checks that a sign-in popup (Facebook's, Google's, LINE's) is still open. */
export const POPUP_CLOSED_POLL_MS = 1000;
/**
 * Not shown: once a poll finds a sign-in popup closed, how long the opener still listens for the
 * answer it may have posted just before closing (Facebook's connect popup posts and closes at
 * once, and a poll can see it closed before the message is dispatched).
 */
export const POPUP_CLOSED_GRACE_MS = 250;
/** §9 script-load polling: a third-party script is looked for every 100 ms, up to 20 tries. */
export const SCRIPT_LOAD_POLL = { everyMs: 100, tries: 20 } as const;
/** Not shown: the buttons open the provider in a popup from this width on; narrower, the page goes there. */
export const PROVIDER_POPUP_MIN_WIDTH = 768;
/** Production's one-tap prompt: Google Identity Services (its script and the issuer that selects it). */
export const GOOGLE_ISSUER = "https://accounts.google.com";
export const GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client";
