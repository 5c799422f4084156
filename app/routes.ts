import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // auth
  route("login", "routes/auth/login/login.tsx"),
  route("signup", "routes/auth/signup/signup.tsx"),
  route("logout", "routes/auth/sessions/logout.tsx"),
  // account-switch mode (auth.md §2.5 "paths starting with /add-account", §6): the splat also
  // matches /add-account itself; and the header's account menu's switch
  route("add-account/*", "routes/auth/sessions/add-account.tsx"),
  route("resources/switch-account", "routes/auth/sessions/switch-account.ts"),
  route("resources/passkeys", "routes/auth/passkeys/passkeys.ts"),
  route("resources/email-status", "routes/auth/signup/email-status.ts"),
  // federated sign-in (auth.md §1, §4.1): start a provider's code flow, and where it comes back
  // (socialSignupWithAge, EmailCollection, EmailAlreadyExist for a new person)
  route("oauth/:provider/start", "routes/auth/federated/oauth-start.ts"),
  route("oauth/:provider/callback", "routes/auth/federated/oauth-callback.tsx"),
  // enterprise SSO (auth.md §2.5; docs/decisions/018): the 600x600 popup's page that hands the
  // provider's code to its opener; a static path, so it wins over the one above (the email step's
  // SSO check is resources/email-status?check=sso)
  route("oauth/sso/callback", "routes/auth/sso/sso-callback.tsx"),
  // Facebook's retirement: the account-recovery popup (auth.md §7, docs/decisions/020)
  route("connect/facebook", "routes/auth/facebook/connect-facebook.tsx"),
  // account recovery (auth.md §2.3, §2.4) and the account's password and sessions
  route("password/reset", "routes/auth/recovery/password-reset.tsx"),
  route("password/reset/:token", "routes/auth/recovery/password-reset-token.tsx"),
  route("settings/security", "routes/auth/sessions/security.tsx"),
  // the documents the sign-up notice links to (ours: the specs name them but show no text)
  route("terms", "routes/auth/legal/terms.tsx"),
  route("privacy", "routes/auth/legal/privacy.tsx"),
  // leaving the account and downloading one's data (docs/decisions/042)
  route("settings/account/close", "routes/auth/account-lifecycle/close-account.tsx"),
  route("settings/data", "routes/auth/data-export/data.tsx"),
  // the account settings (issue 34 item 9): a side nav beside each section; /settings/ opens the first
  layout("routes/auth/settings/settings-layout.tsx", [
    route("settings", "routes/auth/settings/settings-index.ts"),
    route("settings/profile", "routes/auth/settings/profile.tsx"),
    route("settings/account", "routes/auth/settings/account.tsx"),
    route("settings/privacy", "routes/auth/settings/privacy.tsx"),
    route("settings/notifications", "routes/auth/settings/notifications.tsx"),
  ]),
  // the Instagram upsell's 'Connect now' (saving.md §2) and the local stand-in for Instagram's consent
  route("settings/claim", "routes/saving/instagram-upsell/claim.tsx"),
  route("settings/claim/instagram", "routes/saving/instagram-upsell/claim-instagram.tsx"),
  // business sign-up and log-in (auth.md §2.1 revamped_business_login_page, §2.3, §2.5)
  route("business/create", "routes/auth/business-login/business-signup.tsx"),
  route("business/login", "routes/auth/business-login/business-login.tsx"),
  route("signup/sso-business-account", "routes/auth/sso/sso-business-account.tsx"),
  // business accounts and the acting profile (business.md §2, §4)
  route("business/convert", "routes/business/convert/convert.tsx"),
  route("resources/acting-profile", "routes/business/acting-profile/acting-profile.ts"),
  // promoted Pins (docs/decisions/039): a card's "Hide" without JavaScript
  route("resources/promoted-hides", "routes/business/promoted-pins/promoted-hides.ts"),
  // quick promote (business.md §2 entry paths; saving.md §2 'Promote your Pin' leads to the first)
  route("advertiser/quick_promote", "routes/business/quick-promote/quick-promote.tsx", { id: "quick-promote-legacy" }),
  route("advertiser/quick-promote", "routes/business/quick-promote/quick-promote.tsx", { id: "quick-promote-advertiser" }),
  route("quick-promote", "routes/business/quick-promote/quick-promote.tsx", { id: "quick-promote" }),
  route("advertiser/:advertiserId/quick-promote", "routes/business/quick-promote/quick-promote.tsx", { id: "quick-promote-for-account" }),
  // the pin builder (business.md §2, §3, §6)
  route("pin-builder", "routes/business/pin-builder/pin-builder.tsx"),
  // the advertiser console (business.md §2): /advertiser/{advertiserId}/… and the same paths
  // without the prefix (each goes to the viewer's ad account); the table is
  // common/business/console/console-routes.ts
  // campaign insights' "Download CSV" (business.md §2 campaign insights): the report's daily rows
  route("advertiser/:advertiserId/campaign-insights/:campaignId/csv", "routes/business/campaign-insights/insights-csv.ts"),
  route("advertiser/:advertiserId/*", "routes/business/console/console.tsx"),
  ...[
    "advertiser",
    "reporting/*",
    "ads/*",
    "automated/*",
    "audiences",
    "audience_debug",
    "billing/*",
    "bulk_editor/*",
    "experiments/*",
    "history",
    "conversions/*",
    "accounts_manager",
    "report-center/*",
    "recommendations",
    "product-catalogs/*",
    "campaign-insights/*",
    "media_planner",
    "msot-optimizer",
  ].map((path) => route(path, "routes/business/console/console-unprefixed.tsx", { id: `console-unprefixed:${path}` })),
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
  route("pin/create/:method?", "routes/saving/pin-create/pin-create.tsx"),
  route("bookmarklet", "routes/saving/pin-create/bookmarklet.tsx"),
  route("pin/:id", "routes/saving/pins/pin.tsx"),
  route("pin/:id/edit", "routes/saving/pins/pin-edit.tsx"),
  route("pin/:id/repin/x", "routes/saving/board-picker/repin.tsx"),
  route("board/create", "routes/saving/boards/create-board.tsx"),
  route("board/invite/:token", "routes/saving/collaborators/invite.tsx"),
  route("board/:id/create_section", "routes/saving/sections/create-section.tsx"),
  route("board/:id/edit", "routes/saving/boards/board-edit.tsx"),
  route("board/:id/section/:sectionId/edit", "routes/saving/sections/section-edit.tsx"),
  route("resources/collaborators", "routes/saving/collaborators/collaborators.ts"),
  route("resources/share-suggestions", "routes/saving/collaborators/share-suggestions.ts"),
  route("resources/follow", "routes/saving/profiles/follow.ts"),
  route("resources/comments", "routes/saving/comments/comments.ts"),
  route("resources/pins", "routes/saving/feeds/pin-page.ts"),
  route("resources/hashtags", "routes/saving/hashtags/hashtags.ts"),
  route("resources/board-sections", "routes/saving/sections/board-sections.ts"),
  // discovery (business.md §4, §7; auth.md §2.5): Pin search, the header search box's
  // suggestions, a Pin's link on its way out
  route("search/pins", "routes/business/search/search.tsx"),
  route("resources/autocomplete", "routes/business/search/autocomplete.ts"),
  route("offsite", "routes/business/offsite/offsite.tsx"),
  route(":username", "routes/saving/profiles/profile.tsx"),
  route(":username/:boardSlug", "routes/saving/boards/board.tsx"),
  route(":username/:boardSlug/:sectionSlug", "routes/saving/sections/section.tsx"),
  // everything else, including the advertiser console paths not built yet (business.md §2)
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
