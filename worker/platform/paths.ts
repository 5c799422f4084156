/**
 * Which request paths the Worker sends to the Hono API; everything else goes to the React Router
 * pages. `/ads/` itself is mostly pages (business.md §2's advertiser console: /ads/create/, …):
 * only `/ads/v4/` is API.
 */
const API_PREFIXES = ["/v3/", "/vx/", "/ads/v4/"];
const API_EXACT = new Set(["/openapi.json", "/healthz", "/api/docs", "/v3", "/vx", "/ads/v4"]);

export const isApiPath = (pathname: string): boolean =>
  API_EXACT.has(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));
