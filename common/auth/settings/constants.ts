/**
 * The numbers of the account settings (issue 34 items 4, 9), apart from the rules: the catalogue's
 * messages name them, and the rules import the auth rules, which import the catalogue. All ours.
 */
import { FIRST_NAME_MAX_LENGTH } from "../constants";

/** A name's parts, in characters (the sign-up's first-name limit, auth.md §9, for both). */
export const NAME_PART_MAX_LENGTH = FIRST_NAME_MAX_LENGTH;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Letters, digits and underscores: what a sign-up's generated username is made of. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** The profile's "about", in characters. */
export const ABOUT_MAX_LENGTH = 500;
export const WEBSITE_MAX_LENGTH = 2048;
/** A former username redirects to its person, and nobody else may take it, for this long. */
export const USERNAME_REDIRECT_DAYS = 90;
/** Wrong codes an email change takes before it ends. */
export const EMAIL_CHANGE_ATTEMPTS_MAX = 5;
/** The side of the square profile photo the page crops to, in pixels (2× a 128 px avatar). */
export const PHOTO_SIZE = 256;
/** A cropped photo as base64: it fits the API's JSON body cap (64 KiB), which a 256 px JPEG does. */
export const PHOTO_BASE64_MAX_LENGTH = 60_000;
/** Providers whose identities can be unlinked here. */
export const UNLINKABLE_PROVIDERS = ["google", "line"] as const;
export type UnlinkableProvider = (typeof UNLINKABLE_PROVIDERS)[number];
