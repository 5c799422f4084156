/**
 * The device a session was started on, from its User-Agent, for the session list of
 * /settings/security: a browser family and an operating system, or null where the string does not
 * say. Deliberately coarse (no versions): enough for a person to recognise "Chrome on Windows",
 * and stable across browser updates. Order matters: Edge and Opera also say "Chrome", Chrome also
 * says "Safari", Android also says "Linux", iPadOS may say "Macintosh".
 */
import { AUTH_SECURITY_COPY as SC } from "./security-messages";

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1] ?? null;

/**
 * @example
 * describeUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36")
 * // { browser: "Chrome", os: "Linux" }
 * describeUserAgent("") // { browser: null, os: null }
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").slice(0, 512);
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}

/**
 * How the security page names a device, wherever one is shown (sessions, passkeys, sign-in history).
 *
 * @example
 * deviceName({ browser: "Chrome", os: "Linux" }) // "Chrome on Linux"
 * deviceName({ browser: null, os: null }) // "Unknown device"
 */
export const deviceName = ({ browser, os }: DeviceDescription): string =>
  os ? SC.deviceLabel(browser ?? SC.unknownBrowser, os) : (browser ?? SC.unknownDevice);

/**
 * "Nov 22, 2026, 9:15 AM UTC": the security page's times (sessions, sign-in history, its email),
 * fixed to UTC so the server and the browser render the same text.
 */
export const utcTime = (epochSeconds: number) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(epochSeconds * 1000)) +
  " UTC";
