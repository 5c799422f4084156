/**
 * Why: profiles and boards live at /{username}/ and /{username}/{board}/, beside the product's own
 * top-level paths (pages such as /login and /business/…, the API's /v3/…, the image path /i/…),
 * and the API's /v3/users/{username}/… beside /v3/users/me/… and /v3/users/reset_password/….
 * A username equal to one of those path names would make its profile unreachable or shadow a
 * page, so these names are never usernames: the database refuses them (migrations/0009, recreated
 * by 0033 with the advertiser console's top-level paths of business.md §2, by 0041 and by 0045
 * (/connect/facebook/), by 0058 (/terms, /privacy, /robots.txt, /sitemap.xml): a trigger
 * with the same list; test/common/saving/reserved-usernames.test.ts keeps them equal) and
 * the profile pages answer 404 for them.
 */
export const RESERVED_USERNAMES = [
  "_dev",
  "accounts_manager",
  "add-account",
  "ads",
  "advertiser",
  "api",
  "assets",
  "audience_debug",
  "audiences",
  "automated",
  "billing",
  "board",
  "bookmarklet",
  "bulk_editor",
  "business",
  "campaign-insights",
  "connect",
  "conversions",
  "experiments",
  "forgot_password",
  "healthz",
  "history",
  "i",
  "ideas",
  "login",
  "logout",
  "me",
  "media_planner",
  "msot-optimizer",
  "oauth",
  "offsite",
  "openapi.json",
  "password",
  "pin",
  "pin-builder",
  "privacy",
  "product-catalogs",
  "quick-promote",
  "recommendations",
  "report-center",
  "reporting",
  "reset_password",
  "resources",
  "robots.txt",
  "search",
  "settings",
  "signup",
  "sitemap.xml",
  "terms",
  "v3",
  "vx",
] as const;

const RESERVED = new Set<string>(RESERVED_USERNAMES);

/**
 * True when `name` is a top-level path of the product, not a username (case-insensitive; any name
 * starting with "add-account" too, auth.md §2.5 "paths starting with /add-account").
 *
 * @example
 * isReservedUsername("Login"); // true
 * isReservedUsername("ana_costa"); // false
 */
export function isReservedUsername(name: string): boolean {
  const lower = name.toLowerCase();
  return RESERVED.has(lower) || lower.startsWith("add-account");
}
