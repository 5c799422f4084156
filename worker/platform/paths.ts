/**
 * Which request paths the Worker sends to the Hono API; everything else goes to the React Router
 * pages. `/ads/` itself is mostly pages (business.md §2's advertiser console: /ads/create/, …):
 * only `/ads/v4/` is API.
 */
import { DEVELOPER_OPENAPI_PATH, OPENAPI_PATH } from "~common/platform/developer-routes";

const API_PREFIXES = ["/v3/", "/vx/", "/ads/v4/"];
const API_EXACT = new Set([OPENAPI_PATH, DEVELOPER_OPENAPI_PATH, "/healthz", "/api/docs", "/v3", "/vx", "/ads/v4"]);

/**
 * Case-insensitive, as the pages' router is: `/ADS/V4/…` must reach the API (and its 404
 * envelope), not a console page that would answer a PUT with React Router's own error.
 *
 * @example
 * isApiPath("/v3/pins/1/") // true
 * isApiPath("/ADS/V4/advertisers/") // true
 * isApiPath("/ads/create/") // false
 */
export const isApiPath = (pathname: string): boolean => {
  const lower = pathname.toLowerCase();
  return API_EXACT.has(lower) || API_PREFIXES.some((p) => lower.startsWith(p));
};
