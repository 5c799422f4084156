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
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
}

/**
 * Whether `url` may be fetched for a user. Hostnames like "localhost", ".local", ".internal", IP
 * literals in private ranges, IPv6 loopback/link-local/unique-local, and non-default ports are refused.
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
  if (host === "" || host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return false;
  if (host.startsWith("[")) {
    const v6 = host.slice(1, -1);
    if (v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("::ffff:")) return false;
    return true;
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
export async function safeFetch(url: URL, opts: SafeFetchOptions): Promise<{ finalUrl: URL; response: Response; body: Uint8Array<ArrayBuffer> }> {
  if (opts.outbound === false) throw new UnsafeAddressError("outbound fetches are off");
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; ; hop++) {
    if (!opts.allowPrivate ? !isPublicHttpUrl(current) : !/^https?:$/.test(current.protocol)) throw new UnsafeAddressError(`refused: ${current.origin}`);
    const response = await fetch(current, { redirect: "manual", signal, headers: { Accept: opts.accept, "User-Agent": "PinboardBot/1.0 (+bookmarklet)" } });
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
