/**
 * The QR code of an authenticator key (docs/decisions/019): `qrcode` runs in the browser only,
 * loaded when the set-up screen shows one (a `.client` module: the server build has none of it,
 * keeping the Worker's weight as it was). The modules become one SVG path, so the page renders it
 * as React elements, with no HTML from a string.
 */
import { create } from "qrcode";

/**
 * @example
 * const { size, path } = qrPath("otpauth://totp/Pinboard:jane%40example.com?secret=…");
 * <svg viewBox={`0 0 ${size} ${size}`}><path d={path} /></svg>
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, path };
}
