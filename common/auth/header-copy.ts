/**
 * The auth words every page's header and arrival notice show (auth.md §2.3 "Log in", "Sign up";
 * §4.4 the under-age notice), apart from the auth catalogue (common/auth/messages.ts, which
 * refers to these): the root layout loads them on every page, and the whole catalogue would
 * come with any of its entries.
 */
import { PRODUCT_NAME } from "../platform/messages";

export const AUTH_HEADER_COPY = {
  logIn: "Log in", // §2.3
  logOut: "Log out", // ours
  settings: "Settings", // ours: the header's link to /settings/
  yourProfile: "Your profile", // ours: the account menu's link to /{username}/
  createPin: "Create Pin", // ours: the header's link to the pin builder (/pin-builder/)
  signUp: "Sign up",
  accountsMenu: "Accounts", // ours: the name of the header's account menu beside the avatar
} as const;

/** auth.md §4.4 "Sorry, you're not eligible to sign up for {product} right now." */
export const UNDER_AGE_MESSAGE = `Sorry, you're not eligible to sign up for ${PRODUCT_NAME} right now.`;

/**
 * The arrival notices after a log-in brought an account back (docs/decisions/042): the root shows
 * them on any page, so they live here, with the root's other words, not in account-lifecycle's catalogue.
 */
export const ACCOUNT_BACK_NOTICES = {
  reactivated: "Welcome back! Your account is active again.",
  reopened: "Your account is open again. Nothing will be deleted.",
} as const;
