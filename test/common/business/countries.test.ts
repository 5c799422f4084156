/** The per-country tables of business.md §9 (common/business/countries.ts), row by row. */
import { expect, test } from "vitest";
import {
  ADS_COUNTRIES,
  countryDefaults,
  currencyFor,
  defaultBudget,
  defaultDuration,
  EURO_COUNTRIES,
  higherBudget,
  minimumBudget,
} from "~common/business/countries";

test.each([
  ["US", "USD", 3, 7, 1, "10"],
  ["CZ", "USD", 80, 150, 11, "10"],
  ["SE", "SEK", 10, 70, 1, "30"],
  ["NO", "NOK", 10, 70, 1, "30"],
  ["DK", "DKK", 10, 50, 1, "30"],
  ["AU", "AUD", 1, 10, 1, "10"],
  ["CA", "CAD", 1, 9, 1, "10"],
  ["GB", "GBP", 1, 5, 1, "10"],
  ["NZ", "NZD", 1, 10, 1, "10"],
  ["CH", "CHF", 1, null, 1, "10"],
  ["DE", "EUR", 1, 7, 1, "10"],
  ["FR", "EUR", 1, 7, 1, "10"],
  ["JP", "USD", 1, null, 1, "10"],
])("%s: currency %s, default budget %s, higher %s, minimum %s, duration %s", (country, currency, budget, higher, minimum, duration) => {
  expect(countryDefaults(country)).toEqual({ country, currency, budget, higherBudget: higher, minimumBudget: minimum, duration });
});

test("the default country is US, and lookups ignore case", () => {
  expect(countryDefaults(null)).toEqual(countryDefaults("US"));
  expect(countryDefaults(undefined).country).toBe("US");
  expect(currencyFor("se")).toBe("SEK");
  expect(minimumBudget("cz")).toBe(11);
  expect(defaultDuration("dk")).toBe("30");
  expect(defaultBudget("us")).toBe(3);
});

test("every euro country pays in EUR with the higher budget 7; every ads country has a currency", () => {
  for (const c of EURO_COUNTRIES) {
    expect(currencyFor(c), c).toBe("EUR");
    expect(higherBudget(c), c).toBe(7);
  }
  for (const c of ADS_COUNTRIES) expect(currencyFor(c)).toMatch(/^[A-Z]{3}$/);
  expect(new Set(ADS_COUNTRIES).size).toBe(ADS_COUNTRIES.length);
});
