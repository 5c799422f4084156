/**
 * Why: an email is matched by its SHA-256, never sent or kept in the clear: the tag hashes it in
 * the shop's page, an advertiser's server hashes it before the API, and the Worker hashes a
 * viewer's email the same way to attribute. One normalisation (trimmed, lower-cased), as Pinterest's.
 */
const HEX = /^[0-9a-f]{64}$/;

/** The lower-case hex SHA-256 of a text's UTF-8. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * An email's match key; a value already hashed is kept as it is.
 *
 * @example
 * await emailHash(" Lena@Example.com ") === await sha256Hex("lena@example.com") // true
 */
export const emailHash = async (email: string): Promise<string> => {
  const e = email.trim().toLowerCase();
  return HEX.test(e) ? e : sha256Hex(e);
};

/** A phone number's match key: its digits only, hashed. */
export const phoneHash = async (phone: string): Promise<string> => {
  const p = phone.trim().toLowerCase();
  return HEX.test(p) ? p : sha256Hex(p.replace(/\D/g, ""));
};
