/**
 * Why: the words of Facebook log-in's retirement (auth.md §1, §2.3 banners, §8.2 'Recover your
 * account', §8.3 the popup's refusal; docs/decisions/020) in one catalogue, small enough for the
 * sign-up page's first load (it shows the new-users banner). Part of the auth catalogue checked by
 * test/common/spec-strings.test.ts. "ours" marks text the spec describes without quoting it.
 */
import { PRODUCT_NAME } from "../../platform/messages";
import { FACEBOOK_SIGNUP_BANNER } from "../messages";

export const FACEBOOK_COPY = {
  // §2.3 the log-in page's banner, with its link to the password-reset route with lookup=true
  loginBannerTitle: "Facebook log-in is no longer available", // ours (§2.3 describes the banner)
  loginBannerBody: "If you used Facebook to log in, set a password to get back into your account.", // ours
  loginBannerLink: "Set a password", // ours
  // §2.3 the sign-up page's banner: continue with email or Google
  signupBanner: FACEBOOK_SIGNUP_BANNER, // ours (§2.3 describes the banner; defined in ../messages.ts)
  // §8.2 a Facebook-only account given a password: the message's link
  recoverAccount: "Recover your account",
  // §8.3 the popup was closed, or the person refused
  couldntConnect: `Couldn't connect. You must authorize ${PRODUCT_NAME}.`,
  // §6 dweb_unauth_fb_login_account_recovery_flow: where the Facebook flow still exists
  findWithFacebook: "Find your account with Facebook", // ours
  connecting: "Connecting to Facebook…", // ours: the popup's own page while it hands the answer back
} as const;
