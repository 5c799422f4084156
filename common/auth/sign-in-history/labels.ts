/**
 * How a stored row reads to a person, on the page (its loader) and in the email: the device in the sessions
 * list's words (common/auth/sessions), the place as "City, Country" with the country named in
 * English by the runtime (Intl.DisplayNames, as app/routes/business/quick-promote/countries.server.ts),
 * and the time in UTC, as /settings/security shows every date.
 */
import { deviceName } from "../sessions";
import { deviceOfKey } from "./rules";

export { utcTime } from "../sessions";

/** A stored device key ("Chrome|Linux") in the sessions list's words. */
export const deviceLabel = (key: string): string => deviceName(deviceOfKey(key));

let regionNames: Intl.DisplayNames | null | undefined;

/** "Japan" for "JP"; the code itself where the runtime has no name for it. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Austin, United States"; null when the edge said neither. */
export function placeLabel(city: string | null, country: string | null): string | null {
  const parts = [city, country ? countryName(country) : null].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(", ") : null;
}
