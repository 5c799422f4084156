/**
 * Why: a pin's link is shown by its domain (saving.md §3 linkDomain), and the domain names the
 * link-domain record with its official user; one rule turns a link into that domain.
 */

/**
 * The host of an http(s) link, lower-case, without a leading "www."; null for anything else.
 *
 * @example
 * linkDomain("https://www.Example.com/recipes/1"); // "example.com"
 * linkDomain("javascript:alert(1)"); // null
 */
export function linkDomain(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  return host.length > 0 ? host : null;
}

/** A host name as a link's domain: letters, digits, dots and hyphens (the search resource's `domains`, an attribution source's `hostname`). */
export const DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
