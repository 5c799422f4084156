/**
 * The Worker's error log (worker/platform/error-log.ts): a catalogue error the code raised on
 * purpose is a handled condition, logged as a warning, never as "unhandled"; a real fault is logged
 * as an unhandled error with its stack; client mistakes are not logged; every entry is one JSON line
 * with the request id.
 */
import { expect, test } from "vitest";
import { ApiError } from "~common/errors";
import { errorLogEntry } from "~worker/platform/error-log";

const request = (headers: Record<string, string> = {}) =>
  new Request("https://pinboard.example/v3/oauth/google/start/?x=1", { method: "POST", headers });

test("PROVIDER_UNAVAILABLE for an unconfigured provider is handled: a warning, not 'unhandled'", () => {
  const err = new ApiError("PROVIDER_UNAVAILABLE", { data: { field: "google" } });
  const entry = errorLogEntry(err, err, request({ "cf-ray": "8f0c1d2e3a4b5c6d-LHR" }));
  expect(entry).toEqual({
    level: "warn",
    message: "handled API error",
    request_id: "8f0c1d2e3a4b5c6d-LHR",
    method: "POST",
    path: "/v3/oauth/google/start/",
    status: err.spec.status,
    api_error_code: err.spec.code,
  });
  expect(JSON.stringify(entry)).not.toContain("\n");
});

test("a real fault is an unhandled error with its stack, answered as INTERNAL", () => {
  const fault = new TypeError("Cannot read properties of undefined");
  const entry = errorLogEntry(fault, new ApiError("INTERNAL"), request());
  expect(entry).toMatchObject({ level: "error", message: "unhandled API error", status: 500, api_error_code: 3 });
  expect(entry?.error).toContain("TypeError: Cannot read properties of undefined");
  expect(entry?.request_id).toMatch(/^[0-9a-f-]{36}$/);
});

test("a client's mistake (4xx) is not logged", () => {
  const err = new ApiError("BAD_REQUEST");
  expect(errorLogEntry(err, err, request())).toBeNull();
});
