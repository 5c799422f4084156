/**
 * Why: every area owns its error codes, and partners pin codes through the Pact contracts, so a
 * code must never move or be reused. Each area defines its catalogue with `defineErrors`, which
 * refuses (at module load, so in every test run) a code outside the area's reserved ranges.
 * The ranges are recorded in docs/decisions/006-layout-and-contracts.md.
 */
import { PLATFORM_API_MESSAGES, PLATFORM_MESSAGES } from "./messages";

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

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

/** The platform's own errors (codes 1–9): generic request failures every route can answer with. */
export const PLATFORM_ERRORS = /* @__PURE__ */ defineErrors("platform", {
  BAD_REQUEST: { code: 1, status: 400, message: PLATFORM_API_MESSAGES.badRequest },
  NOT_FOUND: { code: 2, status: 404, message: PLATFORM_API_MESSAGES.notFound },
  INTERNAL: { code: 3, status: 500, message: PLATFORM_MESSAGES.somethingWrong },
  CROSS_SITE_REQUEST: { code: 4, status: 403, message: PLATFORM_API_MESSAGES.crossSite },
  METHOD_NOT_ALLOWED: { code: 5, status: 405, message: PLATFORM_API_MESSAGES.methodNotAllowed },
  UNSUPPORTED_MEDIA_TYPE: { code: 6, status: 415, message: PLATFORM_API_MESSAGES.unsupportedMediaType },
  AUTH_REQUIRED: { code: 7, status: 401, message: PLATFORM_API_MESSAGES.authRequired },
  PAYLOAD_TOO_LARGE: { code: 8, status: 413, message: PLATFORM_API_MESSAGES.payloadTooLarge },
  /** The D1 database lacks the newest migration (worker/platform/database-ready.ts). */
  DATABASE_NOT_READY: { code: 9, status: 503, message: PLATFORM_API_MESSAGES.databaseNotReady },
  /** A deployment missing a secret or configured with a local stand-in (worker/platform/deployment/): it refuses to serve. */
  SERVICE_MISCONFIGURED: { code: 9000, status: 503, message: PLATFORM_API_MESSAGES.serviceMisconfigured },
  /** The Idempotency-Key came before with another method, path or body (common/platform/idempotency.ts). */
  IDEMPOTENCY_KEY_MISMATCH: { code: 9001, status: 422, message: PLATFORM_API_MESSAGES.idempotencyKeyMismatch },
  /** The first request with this Idempotency-Key is still running (after waiting for it). */
  IDEMPOTENCY_KEY_IN_USE: { code: 9002, status: 409, message: PLATFORM_API_MESSAGES.idempotencyKeyInUse },
});
