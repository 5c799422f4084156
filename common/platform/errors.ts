/**
 * Why: every area owns its error codes, and partners pin codes through the Pact contracts, so a
 * code must never move or be reused. Each area defines its catalogue with `defineErrors`, which
 * refuses (at module load, so in every test run) a code outside the area's reserved ranges.
 * The ranges are recorded in docs/decisions/006-layout-and-contracts.md.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

/** One catalogue entry: the `api_error_code`, its HTTP status and the message shown by default. */
export interface ApiErrorSpec {
  code: number;
  status: ErrorStatus;
  message: string;
}

export type Area = "platform" | "auth" | "saving" | "business";

/**
 * Reserved `api_error_code` ranges per area (inclusive). Platform keeps the historic 1–9 and
 * grows in 9000–9999; auth keeps the historic 10–51 inside 10–1999; saving's 2000–2999 holds the
 * spec's 2171–2173 (saving.md §8); business has 3000–3999.
 */
export const CODE_RANGES: Record<Area, readonly (readonly [number, number])[]> = {
  platform: [
    [1, 9],
    [9000, 9999],
  ],
  auth: [[10, 1999]],
  saving: [[2000, 2999]],
  business: [[3000, 3999]],
};

/**
 * Declares an area's error catalogue, checking every code against the area's ranges.
 *
 * @example
 * export const SAVING_ERRORS = defineErrors("saving", {
 *   BOARD_ACTION_PENDING: { code: 2171, status: 409, message: SAVING_MESSAGES.boardActionPending },
 * });
 */
export function defineErrors<T extends Record<string, ApiErrorSpec>>(area: Area, table: T): T {
  for (const [name, spec] of Object.entries(table)) {
    if (!CODE_RANGES[area].some(([min, max]) => spec.code >= min && spec.code <= max)) {
      throw new Error(`${area} error ${name} has code ${spec.code}, outside the area's ranges`);
    }
  }
  return table;
}
