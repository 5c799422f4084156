/**
 * The API's error catalogue: every `api_error_code` the Worker can answer with, assembled from
 * the per-area catalogues (each within its reserved range, common/platform/errors.ts). Code 7 is
 * the one auth.md §2.5 names (401 "log in first"); the other numbers are ours. Codes are stable:
 * partners pin them through the Pact contracts, so never renumber, only add.
 *
 * Throw catalogue errors, never build an envelope by hand:
 * @example
 * throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
 */
import { AUTH_ERRORS } from "./auth/errors";
import { BUSINESS_ERRORS } from "./business/errors";
import { DISCOVERY_ERRORS } from "./business/discovery-errors";
import { PLATFORM_ERRORS, type ApiErrorSpec } from "./platform/errors";
import { SAVING_ERRORS } from "./saving/errors";

export type { ApiErrorSpec } from "./platform/errors";
export { PLATFORM_ERRORS };

export const API_ERRORS = assemble({ ...PLATFORM_ERRORS, ...AUTH_ERRORS, ...SAVING_ERRORS, ...BUSINESS_ERRORS, ...DISCOVERY_ERRORS });

export type ApiErrorName = keyof typeof API_ERRORS;

function assemble<T extends Record<string, ApiErrorSpec>>(all: T): T {
  const seen = new Map<number, string>();
  for (const [name, spec] of Object.entries(all)) {
    const other = seen.get(spec.code);
    if (other) throw new Error(`api_error_code ${spec.code} is used by both ${other} and ${name}`);
    seen.set(spec.code, name);
  }
  return all;
}

/** The error body inside the envelope (auth.md §7): `{api_error_code, message, message_detail?, http_status, data?}`. */
export interface ApiErrorBody {
  api_error_code: number;
  message: string;
  message_detail?: string;
  http_status: number;
  data?: Record<string, unknown>;
}

export interface ApiErrorOptions {
  /** Replaces the catalogue message (server-composed text, e.g. with a number in it). */
  message?: string;
  /** `message_detail`: what exactly was wrong. */
  detail?: string;
  /** `data`: machine-readable extras; `data.field` names the form field the error belongs to. */
  data?: Record<string, unknown>;
  /** Response headers to send with the error (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/** A failure the API reports in the envelope; thrown anywhere, rendered once by the API's onError. */
export class ApiError extends Error {
  readonly key: ApiErrorName;
  readonly spec: ApiErrorSpec;
  readonly detail?: string;
  readonly data?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(name: ApiErrorName, opts: ApiErrorOptions = {}) {
    const spec = API_ERRORS[name];
    super(opts.message ?? spec.message);
    this.name = `ApiError(${name})`;
    this.key = name;
    this.spec = spec;
    this.detail = opts.detail;
    this.data = opts.data;
    this.headers = opts.headers;
  }

  toBody(): ApiErrorBody {
    return {
      api_error_code: this.spec.code,
      message: this.message,
      ...(this.detail !== undefined && { message_detail: this.detail }),
      http_status: this.spec.status,
      ...(this.data !== undefined && { data: this.data }),
    };
  }
}

/** `{resource_response: {error}}` for an ApiError. */
export const errorEnvelope = (err: ApiError) => ({ resource_response: { error: err.toBody() } });
