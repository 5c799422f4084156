/**
 * Where to send the user after log-in or sign-up (auth.md §2.5), and the one check of every `next`
 * the product redirects to: the decoded `next` parameter when it is a same-origin relative path,
 * otherwise `/`. Refuses everything a browser could resolve to another host: `//host`, `/\host`,
 * `https:host`, schemes, control characters, the same tricks percent-encoded (once or several
 * times), and paths that only become `//host` once normalised (docs/decisions/027).
 */
const BASE = "http://same-origin.invalid";
/** Pages that make no sense to return to once logged in (§2.5). */
const AUTH_PAGES = [/^\/login(?:[/?#]|$)/, /^\/signup(?:[/?#]|$)/, /^\/add-account/];

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after 5 rounds: refuse rather than guess
}

export function safeNextPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  const decoded = decodeFully(raw.trim());
  if (decoded === null || decoded === "") return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(decoded)) return fallback;
  if (!decoded.startsWith("/") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(decoded, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The value is checked as the browser will read it, after every normalisation: dot segments and
  // decoded dots or slashes can leave a path that starts with `//` ("/.//evil.example" → "//evil.
  // example"), which a browser resolves to another host. The final path must resolve to itself,
  // here, at the same origin.
  if (!isSameOriginPath(path)) return fallback;
  return AUTH_PAGES.some((re) => re.test(path)) ? fallback : path;
}

/**
 * True when `path`, sent as a `Location` or a link, stays on this origin: it starts with one `/`
 * (not `//` or `/\`) and resolves to itself against any origin.
 *
 * @example
 * isSameOriginPath("/pin/1/"); // true
 * isSameOriginPath("//evil.example"); // false
 */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE && `${url.pathname}${url.search}${url.hash}` === path;
  } catch {
    return false;
  }
}
