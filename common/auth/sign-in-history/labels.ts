/**
 * How a stored row reads to a person, on the page (its loader) and in the email: the device in the sessions
 * list's words (common/auth/sessions), the place as "City, Country" with the country named in
 * English by the runtime (Intl.DisplayNames, as app/routes/business/quick-promote/countries.server.ts),
 * and the time in UTC, as /settings/security shows every date.
 */
import { countryName } from "../../platform/country-name";
import { deviceName } from "../sessions";
import { deviceOfKey } from "./rules";

export { utcTime } from "../sessions";

/** A stored device key ("Chrome|Linux") in the sessions list's words. */
export const deviceLabel = (key: string): string => deviceName(deviceOfKey(key));

/** "Austin, United States"; null when the edge said neither. */
export function placeLabel(city: string | null, country: string | null): string | null {
  const parts = [city, country ? countryName(country) : null].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(", ") : null;
}

export { countryName };
