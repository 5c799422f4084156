/**
 * Why: a loader runs for two kinds of request — the document (`/ana/garden/`) and, after the
 * page has JavaScript, React Router's data request for the same page (`/ana/garden/_.data`,
 * `/pin/1.data?_routes=root`). React Router matches routes on the normalised path but hands
 * loaders the request as it came, so a loader that builds a link or a `next` from the request's
 * URL must normalise it first, or the link points at the data URL. This is that one place.
 */

/**
 * The page's own URL: the `.data` / `/_.data` suffix and the `_routes` parameter removed.
 *
 * @example
 * pageUrl(new Request("https://x.test/ana/garden/_.data?auth=signup&_routes=root")).href
 * // "https://x.test/ana/garden/?auth=signup"
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url;
}
