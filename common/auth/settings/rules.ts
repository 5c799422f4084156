/**
 * Rules of the account settings page (issue 34 items 4, 9) that both sides run: the profile's
 * fields, a username's shape, and which ways in an account keeps
 * when one is unlinked. Each returns a catalogue name (or null), so the page refuses before it
 * sends exactly as the Worker would (text that is not well-formed is the request schema's refusal,
 * common/platform/text.ts). Numbers are ours.
 */
import { RESERVED_USERNAMES } from "../../saving/reserved-usernames";
import {
  ABOUT_MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  WEBSITE_MAX_LENGTH,
} from "./constants";

const chars = (s: string) => [...s].length;

export type ProfileFieldError =
  | { error: "FIRST_NAME_MISSING" | "PROFILE_NAME_TOO_LONG"; field: "first_name" | "last_name" }
  | { error: "USERNAME_TOO_SHORT" | "USERNAME_TOO_LONG" | "USERNAME_FORMAT" | "USERNAME_RESERVED"; field: "username" }
  | { error: "ABOUT_TOO_LONG"; field: "about" }
  | { error: "WEBSITE_INVALID"; field: "website_url" };

/**
 * common/platform/text.ts normalizeText (line breaks as "\n", NFC), written out: that module
 * brings zod, and the pages run these rules in the browser.
 */
const normalizeText = (value: string) => value.replace(/\r\n?/g, "\n").normalize("NFC");

/** A name part as stored: trimmed, inner white space as one space, NFC. */
export const normalizeNamePart = (raw: string) => normalizeText(raw).trim().replace(/\s+/g, " ");
/** The about text as stored: line breaks as "\n", NFC, trimmed. */
export const normalizeAbout = (raw: string) => normalizeText(raw).trim();

/**
 * A username as typed, checked; null when it may be asked for (whether it is free is the Worker's).
 *
 * @example
 * checkUsername("ana_costa") // null
 * checkUsername("settings") // "USERNAME_RESERVED"
 */
export function checkUsername(raw: string): "USERNAME_TOO_SHORT" | "USERNAME_TOO_LONG" | "USERNAME_FORMAT" | "USERNAME_RESERVED" | null {
  const name = raw.trim();
  if (name.length < USERNAME_MIN_LENGTH) return "USERNAME_TOO_SHORT";
  if (name.length > USERNAME_MAX_LENGTH) return "USERNAME_TOO_LONG";
  if (!USERNAME_PATTERN.test(name)) return "USERNAME_FORMAT";
  if ((RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase())) return "USERNAME_RESERVED";
  return null;
}

/** An http(s) address, or "" for none. */
export const isWebsite = (raw: string) => raw === "" || (raw.length <= WEBSITE_MAX_LENGTH && /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(raw));

/**
 * The first refusal among the profile fields given (undefined: not changed); null when all may be saved.
 *
 * @example
 * checkProfile({ first_name: " " }) // { error: "FIRST_NAME_MISSING", field: "first_name" }
 */
export function checkProfile(p: {
  first_name?: string;
  last_name?: string;
  username?: string;
  about?: string;
  website_url?: string;
}): ProfileFieldError | null {
  for (const field of ["first_name", "last_name"] as const) {
    const value = p[field];
    if (value === undefined) continue;
    const name = normalizeNamePart(value);
    if (field === "first_name" && name === "") return { error: "FIRST_NAME_MISSING", field };
    if (chars(name) > NAME_PART_MAX_LENGTH) return { error: "PROFILE_NAME_TOO_LONG", field };
  }
  if (p.username !== undefined) {
    const error = checkUsername(p.username);
    if (error) return { error, field: "username" };
  }
  if (p.about !== undefined) {
    if (chars(normalizeAbout(p.about)) > ABOUT_MAX_LENGTH) return { error: "ABOUT_TOO_LONG", field: "about" };
  }
  if (p.website_url !== undefined && !isWebsite(p.website_url.trim())) return { error: "WEBSITE_INVALID", field: "website_url" };
  return null;
}

export interface WaysIn {
  password: boolean;
  passkeys: number;
  identities: readonly { provider: string }[];
}

/**
 * Whether `provider` may be unlinked: only while another way to log in remains (a password, a
 * passkey, or an identity of another provider).
 *
 * @example
 * canUnlink({ password: false, passkeys: 0, identities: [{ provider: "google" }] }, "google") // false
 */
export const canUnlink = (ways: WaysIn, provider: string): boolean =>
  ways.password || ways.passkeys > 0 || ways.identities.some((i) => i.provider !== provider);
