/**
 * Why: country-specific behaviour (Line only in JP, auth.md §1 and §9; the Korean consent step,
 * auth.md §4.5; advisories, business.md §3) follows the country the edge reports in
 * `request.cf.country`. `npm start` and `wrangler dev` have no edge in front of them, so a
 * developer picks a country on /_dev/experiments; it is kept in the `dev_country` cookie and set
 * on every request's `cf` before the API or a page sees it. Only where DEV_TOOLS is "true":
 * anywhere else the cookie is ignored and the edge's country stands.
 */
import { devToolsEnabled } from "~common/platform/flags";
import { DEV_COUNTRY_COOKIE } from "~common/platform/dev-country";

/**
 * The request with the developer's chosen country on its `cf`, or the request itself.
 *
 * @example
 * request = withDevCountry(request, env); // cf.country is "JP" after choosing Japan on /_dev/experiments
 */
export function withDevCountry(request: Request, env: { DEV_TOOLS?: string }): Request {
  if (!devToolsEnabled(env)) return request;
  const chosen = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${DEV_COUNTRY_COOKIE}=`))
    ?.slice(DEV_COUNTRY_COOKIE.length + 1);
  if (!chosen || !/^[A-Z]{2}$/.test(chosen)) return request;
  const cf = (request as Request & { cf?: Record<string, unknown> }).cf ?? {};
  return new Request(request, { cf: { ...cf, country: chosen } } as RequestInit);
}
