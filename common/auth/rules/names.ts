/**
 * Name rules (auth.md §5 "Names are split on spaces"): the first word is the first name and the
 * rest is the last name. Email sign-up has no name field, so a name is derived from the email.
 */
import { FIRST_NAME_MAX_LENGTH } from "../constants";

export function splitName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** "jane.doe_77@x.com" → "Jane Doe": the local part's letter runs, capitalised. */
export function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase());
  const name = words.join(" ");
  return name.length > 0 ? name : "Pinner";
}

/** First name cut to the §9 maximum on a character (not UTF-16 unit) boundary. */
export const clampFirstName = (first: string): string => [...first].slice(0, FIRST_NAME_MAX_LENGTH).join("");

/** A username stem from an email: lowercase letters, digits and underscores, 3 to 24 characters. */
export function usernameStem(email: string): string {
  const stem = (email.split("@")[0] ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "")
    .slice(0, 24);
  return stem.length >= 3 ? stem : `${stem}pinner`.slice(0, 24);
}
