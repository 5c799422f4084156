/**
 * Why: a Pin's link leaves the site through the offsite check (business.md §4, §7; auth.md §2.5),
 * which must never be the way to open something harmful: only http(s) links are ever checked or
 * opened (never `javascript:`, `data:` and the like); a link to this machine or a private network
 * (by name or by any spelling of its address, which the URL parser normalises) or with a user name
 * and password before the host is not opened from a Pin; a link that is not the Pin's own is not
 * vouched for; and the domain list names hosts to refuse. The check never fetches the link: it
 * only reads it, so it cannot be turned against the Worker's own network. Pure: the Worker reads
 * the domain list and the Pin, these rules decide.
 */
import type { RedirectStatus } from "./schemas";

export interface ParsedLink {
  /** The link as the URL parser writes it (what is opened). */
  url: string;
  /** Its host, lower-case, without a trailing dot (IPv6 in brackets). */
  host: string;
  /** A user name or password before the host ("https://bank.example@evil.example/"). */
  hasCredentials: boolean;
}

/**
 * The link if it is an http(s) URL, else null.
 *
 * @example
 * parseLink("HTTPS://Example.com/a b"); // { url: "https://example.com/a%20b", host: "example.com", hasCredentials: false }
 * parseLink("javascript:alert(1)"); // null
 */
export function parseLink(raw: string): ParsedLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "") return null;
  return { url: url.href, host, hasCredentials: url.username !== "" || url.password !== "" };
}

const ipv4 = (host: string): number[] | null => {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
};

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // shared address space (CGNAT)
    (a === 169 && b === 254) || // link-local, cloud metadata services
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast and reserved
  );
}

/** An IPv6 literal's first groups ("[fe80::1]" → ["fe80", …]); an IPv4-mapped one as IPv4. */
function privateIpv6(host: string): boolean {
  const inner = host.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(inner) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(inner);
  if (mapped) {
    const v4 =
      mapped.length === 2
        ? ipv4(mapped[1]!)
        : (() => {
            const hi = parseInt(mapped[1]!, 16);
            const lo = parseInt(mapped[2]!, 16);
            return [hi >> 8, hi & 255, lo >> 8, lo & 255];
          })();
    return v4 === null || privateIpv4(v4);
  }
  if (inner === "::" || inner === "::1") return true;
  const first = parseInt(inner.split(":")[0] || "0", 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00; // unique local, link-local, multicast
}

/**
 * True for hosts that are this machine or a private network: localhost and names under it,
 * .local, .internal and .home.arpa, single-label names, and IP addresses of loopback, private,
 * link-local (cloud metadata), shared, multicast and reserved ranges.
 *
 * @example
 * isNonPublicHost("169.254.169.254"); // true
 * isNonPublicHost("example.com"); // false
 */
export function isNonPublicHost(host: string): boolean {
  if (host.startsWith("[")) return privateIpv6(host);
  const v4 = ipv4(host);
  if (v4) return privateIpv4(v4);
  if (!host.includes(".")) return true;
  return /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/.test(host);
}

/**
 * The names the domain list is searched for: the host without "www." and each parent domain with
 * at least two labels, most specific first.
 *
 * @example
 * hostCandidates("www.a.b.example"); // ["a.b.example", "b.example"]
 */
export function hostCandidates(host: string): string[] {
  const labels = host.replace(/^www\./, "").split(".");
  const out: string[] = [];
  for (let i = 0; i + 2 <= labels.length; i++) out.push(labels.slice(i).join("."));
  return out;
}

/** Two links name the same place (the parser's spelling of each, fragment aside). */
export const sameLink = (a: string, b: string): boolean => {
  const pa = parseLink(a);
  const pb = parseLink(b);
  if (!pa || !pb) return false;
  return pa.url.replace(/#.*$/, "") === pb.url.replace(/#.*$/, "");
};

const RANK: Record<RedirectStatus, number> = { ok: 0, suspicious: 1, porn: 2, blocked: 3 };

/**
 * The check's answer for a parsed link: the domain list's status for its most specific listed
 * name, "blocked" for a host that is not public, "suspicious" for credentials in the link or a
 * link that is not the Pin's (`pinLink` given and different); the strongest of these; else "ok".
 *
 * @example
 * offsiteStatus(parseLink("https://shop.example/x")!, { listed: null, pinLink: "https://shop.example/x" }); // "ok"
 * offsiteStatus(parseLink("http://127.0.0.1/")!, { listed: null }); // "blocked"
 */
export function offsiteStatus(
  link: ParsedLink,
  { listed, pinLink }: { listed: RedirectStatus | null; pinLink?: string | null },
): RedirectStatus {
  const found: RedirectStatus[] = [listed ?? "ok"];
  if (isNonPublicHost(link.host)) found.push("blocked");
  if (link.hasCredentials) found.push("suspicious");
  if (pinLink !== undefined && (pinLink === null || !sameLink(pinLink, link.url))) found.push("suspicious");
  return found.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), "ok" as RedirectStatus);
}

/** True for the answers that do not open the link (business.md §4). */
export const keepsLinkClosed = (status: RedirectStatus): boolean => status !== "ok";

/**
 * Where a Pin's link points on the page: through the offsite check (auth.md §2.5 /offsite/).
 *
 * @example
 * offsiteHref("https://shop.example/x", "42"); // "/offsite/?url=https%3A%2F%2Fshop.example%2Fx&pin=42"
 */
export const offsiteHref = (url: string, pinId: string): string => `/offsite/?${new URLSearchParams({ url, pin: pinId })}`;
