/**
 * Why: the bookmarklet makes the Worker fetch addresses a user typed or a page named (find_images
 * scrapes the source page, PUT /v3/pins/image/ fetches the image). A server that fetches any
 * address for anyone is a way into the network behind it (SSRF), so every address — the first
 * and each redirect's — must be http(s) on the default ports and not a private, loopback,
 * link-local or otherwise internal host, unless the ALLOW_PRIVATE_FETCH var is "true" (tests
 * serve their pages from 127.0.0.1). Bodies are read up to a size cap and within a time limit.
 * Workers cannot resolve DNS themselves, so a public name that resolves to a private address is
 * left to the platform, whose fetch does not reach private networks.
 */
import { FETCH_TIMEOUT_MS, MAX_FETCH_REDIRECTS } from "~common/saving/constants";

export class UnsafeAddressError extends Error {
  override name = "UnsafeAddressError";
}

const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for IPv4 literals of loopback, private, link-local, CGNAT, "this network", multicast and reserved ranges. */
function privateV4(host: string): boolean {
  const m = V4.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/** The eight 16-bit groups of an IPv6 literal as URL parsing leaves it (compressed hex), or null. */
function v6Groups(v6: string): number[] | null {
  const halves = v6.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":"));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail].map((g) =>
    /^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN,
  );
  return groups.some(Number.isNaN) ? null : groups;
}

/** The IPv4 address in two 16-bit groups, dotted. */
const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/**
 * Whether an IPv6 literal is internal: unspecified, loopback, unique-local, link-local, multicast,
 * documentation, NAT64's local-use prefix, or any form that embeds an IPv4 address — IPv4-mapped
 * (::ffff:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16), Teredo
 * (2001::/32, server and client) and ISATAP (…:5efe:a.b.c.d) — whose IPv4 address is internal.
 * Unparseable literals count as internal.
 */
function privateV6(v6: string): boolean {
  const g = v6Groups(v6);
  if (!g) return true;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8) || (zeroTo(7) && g7 === 1)) return true; // :: and ::1
  if ((g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xff00) === 0xff00) return true; // fc00::/7, fe80::/10, ff00::/8
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // 2001:db8::/32, documentation
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // 64:ff9b:1::/48, NAT64 local use
  const embedded: string[] = [];
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) embedded.push(v4Of(g6, g7)); // ::ffff:a.b.c.d, ::a.b.c.d
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) embedded.push(v4Of(g6, g7)); // 64:ff9b::a.b.c.d
  if (g0 === 0x2002) embedded.push(v4Of(g1, g2)); // 6to4
  if (g0 === 0x2001 && g1 === 0) embedded.push(v4Of(g2, g3), v4Of(g6 ^ 0xffff, g7 ^ 0xffff)); // Teredo: server, client
  if ((g4 & 0xfdff) === 0 && g5 === 0x5efe) embedded.push(v4Of(g6, g7)); // ISATAP
  return embedded.some(privateV4);
}

/**
 * Whether `url` may be fetched for a user. Hostnames like "localhost", ".local", ".internal", IP
 * literals in private ranges (an IPv6 literal that embeds an IPv4 address by that address:
 * `privateV6`), and non-default ports are refused.
 *
 * @example
 * isPublicHttpUrl(new URL("https://example.com/a")); // true
 * isPublicHttpUrl(new URL("http://127.0.0.1:8080/")); // false
 */
export function isPublicHttpUrl(url: URL): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (url.port !== "") return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "" || host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal"))
    return false;
  if (host.startsWith("[")) {
    return !privateV6(host.slice(1, -1));
  }
  if (/^\d+$/.test(host) || /^0x/i.test(host)) return false; // decimal or hex IPv4 spellings
  return !privateV4(host);
}

/** What the Worker's config lets it fetch (ALLOW_PRIVATE_FETCH, OUTBOUND_FETCH). */
export type FetchAccess = Pick<SafeFetchOptions, "allowPrivate" | "outbound">;

export interface SafeFetchOptions {
  allowPrivate: boolean;
  /** false: fetch nothing (config OUTBOUND_FETCH "off"). */
  outbound?: boolean;
  maxBytes: number;
  accept: string;
}

/**
 * GETs `url`, following up to MAX_FETCH_REDIRECTS redirects by hand so each address is checked;
 * answers the final URL, the response and its body (at most `maxBytes`), or throws.
 *
 * @example
 * const { body, finalUrl } = await safeFetch(new URL(pageUrl), { allowPrivate: false, maxBytes: 1 << 20, accept: "text/html" });
 */
export async function safeFetch(
  url: URL,
  opts: SafeFetchOptions,
): Promise<{ finalUrl: URL; response: Response; body: Uint8Array<ArrayBuffer> }> {
  if (opts.outbound === false) throw new UnsafeAddressError("outbound fetches are off");
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; ; hop++) {
    if (!opts.allowPrivate ? !isPublicHttpUrl(current) : !/^https?:$/.test(current.protocol))
      throw new UnsafeAddressError(`refused: ${current.origin}`);
    const response = await fetch(current, {
      redirect: "manual",
      signal,
      headers: { Accept: opts.accept, "User-Agent": "PinboardBot/1.0 (+bookmarklet)" },
    });
    const location = response.headers.get("Location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_FETCH_REDIRECTS) throw new UnsafeAddressError("too many redirects");
      current = new URL(location, current);
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const declared = Number(response.headers.get("Content-Length") ?? "0");
    if (declared > opts.maxBytes) throw new Error("too large");
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > opts.maxBytes) {
        await reader.cancel();
        throw new Error("too large");
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      body.set(c, at);
      at += c.byteLength;
    }
    return { finalUrl: current, response, body };
  }
}
