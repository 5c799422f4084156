/**
 * Why: authenticator-app codes (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits — what every app
 * assumes) come from `@epic-web/totp`; this module adds what a log-in needs around it: a 160-bit
 * key (RFC 4226 §4 asks for at least 128; the library's default is 80), the otpauth:// URI for
 * the QR code, and the time step a code belongs to, so that a used step is refused afterwards.
 */
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { MFA_CODE_DIGITS, TOTP_PERIOD_SECONDS } from "~common/auth/constants";
import { totpStep } from "~common/auth/two-factor/rules";
import { PRODUCT_NAME } from "~common/platform/messages";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const KEY_BYTES = 20;

/** RFC 4648 base32 without padding (20 bytes make 32 characters exactly). */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new authenticator key, base32 (what the person types when they cannot scan). */
export const newTotpSecret = () => base32(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));

/**
 * The otpauth:// URI a QR code carries.
 *
 * @example
 * totpUri(secret, "jane@example.com"); // "otpauth://totp/Pinboard:jane%40example.com?secret=…&issuer=Pinboard&…"
 */
export const totpUri = (secret: string, accountName: string) =>
  getTOTPAuthUri({ secret, accountName, issuer: PRODUCT_NAME, period: TOTP_PERIOD_SECONDS, digits: MFA_CODE_DIGITS, algorithm: "SHA-1" });

/**
 * The time step `code` belongs to (this one, or one either side for clock drift), or null when
 * it is no code of this key now. The library reads the clock itself: should a step end during
 * the check, it is checked again, so the step returned is the one the code was made for.
 */
export async function totpCodeStep(secret: string, code: string): Promise<number | null> {
  for (;;) {
    const before = totpStep(Date.now(), TOTP_PERIOD_SECONDS);
    const match = await verifyTOTP({
      otp: code,
      secret,
      period: TOTP_PERIOD_SECONDS,
      digits: MFA_CODE_DIGITS,
      algorithm: "SHA-1",
      window: 1,
    });
    if (totpStep(Date.now(), TOTP_PERIOD_SECONDS) !== before) continue;
    return match ? before + match.delta : null;
  }
}
