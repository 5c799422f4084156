/**
 * Why: the numbers and addresses of Facebook's retirement (auth.md §2.3, §7, §8.2; docs/decisions/020)
 * apart from common/auth/constants.ts, which every auth page loads first: only the log-in page's
 * later chunks, the popup's page and the Worker need them (test/build/budgets.integration.test.ts).
 */
/** The password-reset route with lookup=true that Facebook's retirement points to (§2.3 banner, §8.2 'Recover your account'). */
export const FACEBOOK_RECOVERY_PATH = "/password/reset?lookup=true";
/** The popup's page (§7 "A popup GET /connect/facebook/"), also the OAuth dialog's redirect URI. */
export const CONNECT_FACEBOOK_PATH = "/connect/facebook/";
/** Not shown: the Facebook popup's size (the SSO popup's, §9). */
export const FACEBOOK_POPUP_SIZE = 600;
// §9 Facebook popup close poll (every 1000 ms): POPUP_CLOSED_POLL_MS in ../federated/constants.ts, for every sign-in popup.
