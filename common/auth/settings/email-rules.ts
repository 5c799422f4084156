/**
 * An email change's new address (issue 34 item 4), judged by the auth email rules (auth.md §5):
 * its own module, so the pages' bundles that check a profile do not bring the auth rules along.
 */
import { containsProductName, isEmailFormat, normalizeEmail } from "../rules";

/**
 * A new email address as typed, against the current one; null when a code may be sent to it.
 *
 * @example
 * checkNewEmail("Ana@Example.com", "ana@example.com") // "EMAIL_UNCHANGED"
 */
export function checkNewEmail(
  raw: string,
  current: string,
): "EMAIL_MISSING" | "EMAIL_FORMAT" | "EMAIL_HAS_PRODUCT_NAME" | "EMAIL_UNCHANGED" | null {
  const email = normalizeEmail(raw);
  if (email === "") return "EMAIL_MISSING";
  if (!isEmailFormat(email)) return "EMAIL_FORMAT";
  if (containsProductName(email)) return "EMAIL_HAS_PRODUCT_NAME";
  if (email === normalizeEmail(current)) return "EMAIL_UNCHANGED";
  return null;
}
