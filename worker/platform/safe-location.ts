/**
 * Why: a page answer's `Location` is the last place an open redirect can slip through. Every `next`
 * is checked by common/auth/rules/next-path.ts, but a redirect built from the request's own path
 * (the root loader dropping `?auth=` for a logged-in viewer, an organize action returning to its
 * page) repeats whatever path the request had, and a request for `//evil.example/` has the path
 * `//evil.example/`. No page of ours sends a visitor to a protocol-relative or backslashed address:
 * the off-site redirects we make (a provider's authorization page, an offsite link) carry a scheme.
 * So the Worker entry turns any page `Location` that starts with `//` or `/\` into `/`
 * (docs/decisions/027).
 */

/** True for a `Location` a browser would resolve to another host although it looks like a path. */
const hostRelative = (location: string) => /^\s*[\\/]{2}/.test(location);

/**
 * `response`, with a protocol-relative or backslashed `Location` replaced by `/`.
 *
 * @example
 * return withSecurityHeaders(request, sameSiteLocation(await handlePage(request, context)));
 */
export function sameSiteLocation(response: Response): Response {
  const location = response.headers.get("location");
  if (location === null || !hostRelative(location)) return response;
  const safe = new Response(response.body, response);
  safe.headers.set("location", "/");
  return safe;
}
