import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // auth
  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("resources/email-status", "routes/auth/email-status.ts"),
  // account recovery (auth.md §2.3, §2.4) and the account's password and sessions
  route("password/reset", "routes/auth/password-reset.tsx"),
  route("password/reset/:token", "routes/auth/password-reset-token.tsx"),
  route("settings/security", "routes/settings/security.tsx"),
  // the Instagram upsell's 'Connect now' (saving.md §2) and the local stand-in for Instagram's consent
  route("settings/claim", "routes/settings/claim.tsx"),
  route("settings/claim/instagram", "routes/settings/claim-instagram.tsx"),
  // business sign-up and log-in (auth.md §2.1 revamped_business_login_page, §2.3, §2.5)
  route("business/create", "routes/business/create.tsx"),
  route("business/login", "routes/business/login.tsx"),
  route("signup/sso-business-account", "routes/business/sso-account.tsx"),
  // developer pages, served only when the DEV_TOOLS var is "true" (wrangler.toml)
  route("_dev/design", "routes/dev/design.tsx"),
  route("_dev/experiments", "routes/dev/experiments.tsx"),
  route("_dev/mailbox", "routes/dev/mailbox.tsx"),
  route("_dev/mailbox/:id", "routes/dev/mailbox-message.tsx"),
  route("_dev/mailbox/:id/html", "routes/dev/mailbox-html.ts"),
  // saving (saving.md §2): a Pin, the save-to-board screens as a page, creating a board, the Follow button's form, the next
  // page of a grid. Then people, their boards and sections at /{username}/…: static paths above
  // win over these, and a username is never one of their first segments
  // (common/saving/reserved-usernames.ts); a path naming nobody renders the 404 page.
  route("pin/create/:method?", "routes/saving/pin-create.tsx"),
  route("bookmarklet", "routes/saving/bookmarklet.tsx"),
  route("pin/:id", "routes/saving/pin.tsx"),
  route("pin/:id/repin/x", "routes/saving/repin.tsx"),
  route("board/create", "routes/saving/create-board.tsx"),
  route("board/invite/:token", "routes/saving/invite.tsx"),
  route("board/:id/create_section", "routes/saving/create-section.tsx"),
  route("resources/collaborators", "routes/saving/collaborators.ts"),
  route("resources/share-suggestions", "routes/saving/share-suggestions.ts"),
  route("resources/follow", "routes/saving/follow.ts"),
  route("resources/pins", "routes/saving/pin-page.ts"),
  route(":username", "routes/saving/profile.tsx"),
  route(":username/:boardSlug", "routes/saving/board.tsx"),
  route(":username/:boardSlug/:sectionSlug", "routes/saving/section.tsx"),
  // everything else, including the advertiser console paths not built yet (business.md §2)
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
