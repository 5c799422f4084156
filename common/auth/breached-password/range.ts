/**
 * Why: a new password is checked against the passwords known from data breaches (the Pwned
 * Passwords range API, docs/decisions/036) without the password, or even its hash, leaving the
 * server: the query names only the first 5 hex characters of the password's SHA-1 (k-anonymity:
 * about a thousand breached hashes share any prefix), and the answer lists every known suffix of
 * that prefix with its count; the match is made here. `Add-Padding: true` asks for 800–1,000 lines
 * per answer whatever the prefix (padding lines count 0), so the answer's size says nothing either.
 * Pure and isomorphic (WebCrypto's SHA-1): the Worker's client (worker/auth/breached-password/)
 * and the local stand-in (scripts/local-pwned-passwords.ts) speak the same format through it.
 */

/** Hex characters of the SHA-1 that leave the server. */
export const RANGE_PREFIX_LENGTH = 5;
/** How long the Worker waits for an answer before letting the password through (fail open). */
export const BREACH_CHECK_TIMEOUT_MS = 1000;
/** The request header that asks for padded answers. */
export const PADDING_HEADER = "Add-Padding";

/**
 * The SHA-1 of a password's UTF-8 bytes, upper-case hex (the API's spelling).
 *
 * @example
 * await sha1Hex("password"); // "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8"
 */
export async function sha1Hex(password: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join("");
}

/** A hash split into what is sent (`prefix`) and what stays (`suffix`). */
export interface RangeQuery {
  prefix: string;
  suffix: string;
}

/**
 * @example
 * splitHash("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8"); // { prefix: "5BAA6", suffix: "1E4C9B93F3F0682250B6CF8331B7EE68FD8" }
 */
export const splitHash = (hash: string): RangeQuery => ({
  prefix: hash.slice(0, RANGE_PREFIX_LENGTH).toUpperCase(),
  suffix: hash.slice(RANGE_PREFIX_LENGTH).toUpperCase(),
});

/** The range's address under the API's base URL: `{base}/range/{prefix}`. */
export const rangeUrl = (base: string, prefix: string): string => `${base.replace(/\/+$/, "")}/range/${prefix}`;

/**
 * The count of `suffix` in a range answer (`SUFFIX:COUNT` lines, CRLF or LF); 0 when it is absent
 * or is a padding line. Lines that are not of that shape are skipped.
 *
 * @example
 * countInRange("1E4C9B93F3F0682250B6CF8331B7EE68FD8:9659365\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0", "1E4C9B93F3F0682250B6CF8331B7EE68FD8"); // 9659365
 */
export function countInRange(body: string, suffix: string): number {
  const wanted = suffix.toUpperCase();
  for (const line of body.split("\n")) {
    const colon = line.indexOf(":");
    if (colon < 0 || line.slice(0, colon).trim().toUpperCase() !== wanted) continue;
    const count = Number(line.slice(colon + 1).trim());
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  }
  return 0;
}

/**
 * A range answer's body from suffixes and counts, as the API writes it (CRLF between lines).
 *
 * @example
 * formatRange([["1E4C9B93F3F0682250B6CF8331B7EE68FD8", 3]]); // "1E4C9B93F3F0682250B6CF8331B7EE68FD8:3"
 */
export const formatRange = (entries: Iterable<readonly [string, number]>): string =>
  [...entries].map(([suffix, count]) => `${suffix}:${count}`).join("\r\n");
