/**
 * Why: country-specific behaviour (advisories of business.md §3, experiments' country filters,
 * Line only in JP of auth.md §1, the business forms' preselected country) reads the country the
 * edge reports for the request (`request.cf.country`, absent in tests and for some clients),
 * checked once here to be a two-letter code. Pure: the API and the pages' loaders both use it.
 */

/**
 * The request's country as the edge reports it, or null when it reports none.
 *
 * @example
 * requestCountry(c.req.raw); // "US", or null under `wrangler dev` without a cf object
 */
export function requestCountry(req: Request): string | null {
  const country = (req as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null;
}
