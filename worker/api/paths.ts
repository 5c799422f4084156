/** Which request paths the Worker sends to the Hono API rather than to the React Router pages. */
const API_PREFIXES = ["/v3/", "/vx/", "/ads/"];
const API_EXACT = new Set(["/openapi.json", "/healthz", "/v3", "/vx", "/ads"]);

export const isApiPath = (pathname: string): boolean =>
  API_EXACT.has(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));
