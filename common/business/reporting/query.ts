/**
 * The search query of a promoted card shown on a search results page, as the reporting tables keep
 * it (docs/decisions/053): trimmed, lower-case, its spaces collapsed, at most REPORT_QUERY_MAX
 * characters. Kept apart from the rest of reporting so delivery and the beacon import only this.
 */

/** ours: a kept search query's length (characters). */
export const REPORT_QUERY_MAX = 100;
/** ours: a query's UTF-8 bytes carried in a delivery token (a token stays under PROMOTED_TOKEN_MAX). */
export const QUERY_TOKEN_BYTES = 150;

/**
 * The normalised query, or null when nothing is left.
 *
 * @example
 * normaliseSearchQuery("  Weeknight   DINNER ") // "weeknight dinner"
 */
export function normaliseSearchQuery(raw: string): string | null {
  const text = raw.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  if (!text) return null;
  return [...text].slice(0, REPORT_QUERY_MAX).join("").trim() || null;
}
