/**
 * CSRF protection for every state-changing API call: requests made from another site's page are
 * refused with 403, whatever their content type. Browsers always send `Origin` on cross-origin
 * POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` on all requests; non-browser clients (partners' test
 * suites, curl) send neither and are not a CSRF vector, so they pass.
 */
import { createMiddleware } from "hono/factory";
import { ApiError } from "~common/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a state-changing request comes from a page of another origin. */
export function isCrossSiteWrite(method: string, url: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(url).origin;
}

export const originGuard = createMiddleware(async (c, next) => {
  if (isCrossSiteWrite(c.req.method, c.req.url, c.req.raw.headers)) throw new ApiError("CROSS_SITE_REQUEST");
  await next();
});
