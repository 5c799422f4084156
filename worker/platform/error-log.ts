/**
 * Why: the Worker's log is where an operator looks for faults, so it keeps "unhandled" for real
 * ones. An API error the code raised on purpose (a catalogue error: PROVIDER_UNAVAILABLE for a
 * provider that is not configured, DATABASE_NOT_READY) is an expected, handled condition, even
 * with a 5xx status: it is logged as a warning, not as an unhandled error. Each entry is one line of
 * JSON (Workers Logs indexes its fields) carrying the request id — the edge's `cf-ray`, which
 * Cloudflare's own request logs carry too, or one made here — method, path, status and API code.
 */
import { ApiError } from "~common/errors";

export interface ErrorLogEntry {
  level: "error" | "warn";
  message: "unhandled API error" | "handled API error";
  request_id: string;
  method: string;
  path: string;
  status: number;
  api_error_code: number;
  error?: string;
}

/** The request's id: the edge's ray id, else a fresh one. */
export const requestId = (headers: Headers): string => headers.get("cf-ray") ?? crypto.randomUUID();

/**
 * The log entry for an API answer with status ≥ 500 (`answered` is the catalogue error sent), or
 * null for one that needs none (below 500: the client's mistake).
 *
 * @example
 * const entry = errorLogEntry(err, apiError, c.req.raw);
 * if (entry) console[entry.level](JSON.stringify(entry));
 */
export function errorLogEntry(err: unknown, answered: ApiError, request: Request): ErrorLogEntry | null {
  if (answered.spec.status < 500) return null;
  const handled = err instanceof ApiError;
  return {
    level: handled ? "warn" : "error",
    message: handled ? "handled API error" : "unhandled API error",
    request_id: requestId(request.headers),
    method: request.method,
    path: new URL(request.url).pathname,
    status: answered.spec.status,
    api_error_code: answered.spec.code,
    ...(!handled && { error: err instanceof Error ? `${err.name}: ${err.message}\n${err.stack ?? ""}` : String(err) }),
  };
}
