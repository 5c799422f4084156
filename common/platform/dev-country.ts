/**
 * Why: the developer's country choice (worker/platform/dev-country.ts) is written by the
 * /_dev/experiments page and read by the Worker entry: one cookie name, and the countries the page
 * offers (those the product treats differently, and one that it does not).
 */

/** The cookie holding the country a developer chose, honoured only where DEV_TOOLS is "true". */
export const DEV_COUNTRY_COOKIE = "dev_country";

/** The choices on /_dev/experiments: JP offers Line (auth.md §1), KR the consent step's country. */
export const DEV_COUNTRIES = ["JP", "KR", "US", "DE"] as const;
