/**
 * The country choices of the business forms (business.md §9): every country an ad account may be
 * in, named in English by the runtime's own country names (Intl.DisplayNames), sorted by name, and
 * the one to preselect: the edge's country for the request when ads serve it, else US (§9
 * "Default country US").
 */
import { ADS_COUNTRIES, DEFAULT_COUNTRY, isAdsCountry } from "~common/business/countries";
import { requestCountry } from "~common/platform/request-country";

let options: { value: string; label: string }[] | undefined;

export function countryOptions(): { value: string; label: string }[] {
  if (!options) {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    options = ADS_COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, "en"));
  }
  return options;
}

/** The request's country (Cloudflare's `cf.country`) when an ad account may be there, else US. */
export function adsCountryFor(request: Request): string {
  const country = requestCountry(request);
  return country && isAdsCountry(country) ? country : DEFAULT_COUNTRY;
}
