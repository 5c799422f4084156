/**
 * Why: words of federated sign-in (auth.md §2.3, §4.1) that the sign-up page never shows, in their
 * own module so that page does not carry them (it is near its first-load budget,
 * test/build/budgets.integration.test.ts): the log-in page's connected-account hints, the
 * callback page's EmailCollection errors, the blocked-provider modal's body (a lazy chunk). The
 * provider buttons' labels are in AUTH_COPY. Part of the auth catalogue checked by
 * test/common/spec-strings.test.ts. "ours" marks text the spec does not show.
 */
export const FEDERATED_COPY = {
  providerUnavailableBody: "Continue with your email instead.", // ours (§2.3 blocked-provider modal body not shown)
  // §2.3 connected-account hints (the limited-login page: auth.md §3 Viewer connectedToFacebook / connectedToGoogle)
  connectedToFacebookHint: "Your account is connected to Facebook – use the Facebook button to log in",
  connectedToGoogleHint: "Your account is connected to Google – use the Google button to log in", // §2.3 "analogous versions"
  connectedToBothHint: "Your account is connected to Facebook and Google – use the Facebook or Google button to log in", // §2.3 "and for both"
  // §4.1 EmailCollection's field errors
  emailCollectionRequired: "Email is required",
  emailCollectionFormat: "Hmm... that doesn't look like an email address.",
  // §2.3 the welcome-loading screen after a one-tap registration (its words are not shown)
  welcomeLoadingTitle: "Welcome to Pinboard, {name}!", // ours
  welcomeLoadingBody: "We're picking ideas for your home feed…", // ours
  welcomeLoadingProgress: "Setting up your home feed", // ours
  // A sign-in popup's callback, while it hands the code back (docs/decisions/017 "Popup and one-tap")
  handoffTitle: "Signing you in…", // ours
  handoffAlone: "This window was not opened by Pinboard. Continue here instead.", // ours
  // §1, §5 the one-tap prompt as the local provider shows it (production's is Google's own)
  oneTapTitle: "Sign in to Pinboard with Google", // ours
  oneTapBody: "Use your Google account to sign in. No password to remember.", // ours
  oneTapClose: "Close the Google sign-in prompt", // ours
} as const;
