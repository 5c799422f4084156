/**
 * Why: a value handed to someone who must give it back unchanged (an emailed link's id) is signed
 * with HMAC-SHA-256 under a purpose, so a made-up or altered one is refused and a MAC made for one
 * purpose is never valid for another.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

const macOf = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}|${value}`).digest().subarray(0, 16).toString("base64url");

/**
 * @example
 * signValue(secret, "report-unsubscribe", "a1b2") // "a1b2.Xq…"
 */
export const signValue = (secret: string, purpose: string, value: string): string => `${value}.${macOf(secret, purpose, value)}`;

/** The value of a signed one this purpose made, or null for anything else (made up, altered, another purpose's). */
export function verifiedValue(secret: string, purpose: string, signed: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const [given, expected] = [Buffer.from(signed.slice(dot + 1)), Buffer.from(macOf(secret, purpose, value))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
