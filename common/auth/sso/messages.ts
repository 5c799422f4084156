/**
 * Why: the words of enterprise single sign-on (auth.md §2.2 'Continue with SSO', §2.5
 * /signup/sso-business-account, §8.3; docs/decisions/018) in a module of their own, so the log-in
 * and sign-up pages carry them only once SSO is in play (the popup's lazy chunk, the SSO pages):
 * those pages are near their first-load budget (test/build/budgets.integration.test.ts). The
 * button's label is AUTH_COPY.continueWithSso. Part of the auth catalogue checked by
 * test/common/spec-strings.test.ts. "ours" marks text the spec does not show.
 */
export const SSO_COPY = {
  // §8.3
  popupsBlocked: "You must enable popups!",
  windowUndefined: "Window is undefined",
  noTokens: "No tokens returned",
  // §2.5 /signup/sso-business-account (all ours)
  businessTitle: "Create a business account with single sign-on", // ours
  businessLead: (email: string) => `${email} signs in through your company's identity provider.`, // ours
  businessLinkTitle: "Use single sign-on for your account", // ours
  businessLinkLead: (email: string) => `Your account ${email} will log in through your company's identity provider from now on.`, // ours
  businessDescription: "Create a business account that logs in through your company's identity provider.", // ours
  notSsoTitle: "This email doesn't use single sign-on", // ours
  notSsoBody: "You can create a business account with an email and a password instead.", // ours
  noEmail: "No email address was given.", // ours
  // the popup's page (app/routes/auth/sso/sso-callback.tsx), while it hands the code back (ours)
  callbackTitle: "Logging in…", // ours
  callbackAloneTitle: "Single sign-on opens in a popup", // ours: the page opened on its own
} as const;
