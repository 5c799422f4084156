/**
 * Why: quick promote's defaults and limits depend on the advertiser's country (business.md §9),
 * and both sides need the same numbers: the form fills its defaults from them and the API refuses
 * a budget under the country's minimum. One table per row of §9, and lookups that fall back to the
 * spec's "others" value; amounts are whole units of the country's currency.
 */

/** §9 "Default country US". */
import { countryName } from "../platform/country-name";
export const DEFAULT_COUNTRY = "US";

/**
 * §9 "euro countries EUR": ours, the euro area as of 2026 (the spec does not list them; Bulgaria
 * joined on 2026-01-01).
 */
export const EURO_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
] as const;

/**
 * ours: the countries an advertiser may be in: every country §9 names, the euro area, and a few
 * more that take the "others" values (USD, budget 1).
 */
export const ADS_COUNTRIES = [
  "US",
  "CA",
  "GB",
  "AU",
  "NZ",
  "CH",
  "CZ",
  "SE",
  "NO",
  "DK",
  ...EURO_COUNTRIES,
  "BR",
  "JP",
  "MX",
  "PL",
] as const;
export type AdsCountry = (typeof ADS_COUNTRIES)[number];

const EURO = new Set<string>(EURO_COUNTRIES);

/** §9 Currency: euro countries EUR, AU AUD, CA CAD, CH CHF, DK DKK, GB GBP, NO NOK, NZ NZD, SE SEK, else USD. */
const CURRENCY: Record<string, string> = { AU: "AUD", CA: "CAD", CH: "CHF", DK: "DKK", GB: "GBP", NO: "NOK", NZ: "NZD", SE: "SEK" };
/** §9 Default budget: US 3, CZ 80, SE/NO/DK 10, others 1. */
const DEFAULT_BUDGET: Record<string, number> = { US: 3, CZ: 80, SE: 10, NO: 10, DK: 10 };
const DEFAULT_BUDGET_OTHERS = 1;
/** §9 Alternative higher budget: US 7, AU 10, CA 9, CZ 150, GB 5, SE/NO 70, DK 50, NZ 10, most euro countries 7. */
const HIGHER_BUDGET: Record<string, number> = { US: 7, AU: 10, CA: 9, CZ: 150, GB: 5, SE: 70, NO: 70, DK: 50, NZ: 10 };
/** §9 "most euro countries 7": ours, every euro country (the spec does not name the exceptions). */
const HIGHER_BUDGET_EURO = 7;
/** §9 Minimum per country: CZ 11, others 1. */
const MINIMUM_BUDGET: Record<string, number> = { CZ: 11 };
const MINIMUM_BUDGET_OTHERS = 1;
/** §9 Default duration '10' days ('30' for Sweden, Norway, Denmark). */
const LONG_DURATION = new Set(["SE", "NO", "DK"]);

const norm = (country: string | null | undefined) => (country ?? DEFAULT_COUNTRY).toUpperCase();

/**
 * The currency an advertiser in `country` pays in (§9).
 *
 * @example
 * currencyFor("FR") // "EUR"
 * currencyFor("JP") // "USD"
 */
export const currencyFor = (country: string | null | undefined): string => {
  const c = norm(country);
  return EURO.has(c) ? "EUR" : (CURRENCY[c] ?? "USD");
};

/**
 * The daily budget the form starts with (§9).
 *
 * @example
 * defaultBudget("CZ") // 80
 * defaultBudget("FR") // 1
 */
export const defaultBudget = (country: string | null | undefined): number => DEFAULT_BUDGET[norm(country)] ?? DEFAULT_BUDGET_OTHERS;

/**
 * The higher budget the form suggests beside the default (§9), or null where the spec gives none.
 *
 * @example
 * higherBudget("DE") // 7
 * higherBudget("JP") // null
 */
export const higherBudget = (country: string | null | undefined): number | null => {
  const c = norm(country);
  return HIGHER_BUDGET[c] ?? (EURO.has(c) ? HIGHER_BUDGET_EURO : null);
};

/**
 * The smallest daily budget the API accepts (§9), in whole units.
 *
 * @example
 * minimumBudget("CZ") // 11
 */
export const minimumBudget = (country: string | null | undefined): number => MINIMUM_BUDGET[norm(country)] ?? MINIMUM_BUDGET_OTHERS;

/**
 * The duration the form starts with, in days, as the form's string value (§9).
 *
 * @example
 * defaultDuration("NO") // "30"
 */
export const defaultDuration = (country: string | null | undefined): "10" | "30" => (LONG_DURATION.has(norm(country)) ? "30" : "10");

/** Everything the quick promote form needs of a country, in one object. */
export interface CountryDefaults {
  country: string;
  currency: string;
  budget: number;
  higherBudget: number | null;
  minimumBudget: number;
  duration: "10" | "30";
}

/**
 * @example
 * countryDefaults("US") // { country: "US", currency: "USD", budget: 3, higherBudget: 7, minimumBudget: 1, duration: "10" }
 */
export const countryDefaults = (country: string | null | undefined): CountryDefaults => ({
  country: norm(country),
  currency: currencyFor(country),
  budget: defaultBudget(country),
  higherBudget: higherBudget(country),
  minimumBudget: minimumBudget(country),
  duration: defaultDuration(country),
});

/** Whether a country code is one an advertiser may be in. */
export const isAdsCountry = (country: string): country is AdsCountry => (ADS_COUNTRIES as readonly string[]).includes(country);

export { countryName };
