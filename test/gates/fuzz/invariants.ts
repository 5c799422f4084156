/**
 * What every answer of the API must satisfy, whatever was sent:
 *   1. an answer at all, and never a 5xx;
 *   2. on API paths, JSON in the envelope: `{"resource_response":{"data":…}}` or
 *      `{"resource_response":{"error":{api_error_code:int, message:string, message_detail?:string,
 *      http_status:int, data?:object}}}`, with `http_status` equal to the HTTP status (and data
 *      only below 400, error only from 400);
 *   3. for a documented operation, a status the document lists for it;
 *   4. a 2xx body valid against the operation's response schema for that status (ajv), and no
 *      2xx on an API method/path the document does not describe;
 *   5. an error's api_error_code among those the operation documents for that status.
 * A case sent under a Host that is not loopback reaches the local Worker as a deployment would:
 * the only right answer is the refusal of the shipped local configuration (503
 * SERVICE_MISCONFIGURED, worker/platform/deployment/).
 * Answers the Worker never sees are counted, not judged: the HTTP front end (workerd's server here,
 * Cloudflare's edge in production) refusing an oversized request line or header (413/414/431, not
 * JSON), a method it does not know (501, not JSON, as RFC 9110 §9.1 prescribes), or an
 * Accept-Encoding that forbids every encoding it has (415, not JSON, RFC 9110 §12.5.3).
 */
import { PLATFORM_ERRORS } from "~common/platform/errors";
import { isLoopbackHost } from "~worker/platform/deployment";
import { isApiPath } from "~worker/platform/paths";
import type { RawResponse } from "./http";
import { findOperation, type Operation } from "./openapi";
import type { FuzzCase } from "./cases";

export class InvariantViolation extends Error {
  constructor(
    readonly rule: string,
    message: string,
    /** what makes two violations the same bug (the runner reports each signature once) */
    readonly signature: string = `${rule}: ${message}`,
  ) {
    super(`${rule}: ${message}`);
    this.name = "InvariantViolation";
  }
}

/** Request methods of RFC 9110 and PATCH; a front end may answer any other with 501 (RFC 9110 §9.1). */
const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]);

/** The request target as the Worker sees it: WHATWG-normalised pathname, and Hono's decodeURI of it. */
export function routeOf(target: string): { pathname: string; decoded: string } {
  const pathname = new URL(target, "http://fuzz.invalid").pathname;
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    /* malformed escapes stay as they are */
  }
  return { pathname, decoded };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const ERROR_KEYS = new Set(["api_error_code", "message", "message_detail", "http_status", "data"]);

/** Why `body` is not the API envelope for `status`, or null when it is. */
export function envelopeProblem(body: unknown, status: number): string | null {
  if (!isPlainObject(body)) return "the body is not a JSON object";
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== "resource_response") return `top-level keys are [${keys.join(", ")}], not [resource_response]`;
  const rr = body.resource_response;
  if (!isPlainObject(rr)) return "resource_response is not an object";
  const rrKeys = Object.keys(rr);
  if (rrKeys.length !== 1 || (rrKeys[0] !== "data" && rrKeys[0] !== "error"))
    return `resource_response has [${rrKeys.join(", ")}], not exactly one of data/error`;
  if (rrKeys[0] === "data") return status >= 400 ? `a data envelope with HTTP ${status}` : null;
  const err = rr.error;
  if (!isPlainObject(err)) return "resource_response.error is not an object";
  const extra = Object.keys(err).filter((k) => !ERROR_KEYS.has(k));
  if (extra.length > 0) return `error has unexpected keys [${extra.join(", ")}]`;
  if (!Number.isInteger(err.api_error_code)) return "error.api_error_code is not an integer";
  if (typeof err.message !== "string") return "error.message is not a string";
  if ("message_detail" in err && typeof err.message_detail !== "string") return "error.message_detail is not a string";
  if (!Number.isInteger(err.http_status)) return "error.http_status is not an integer";
  if (err.http_status !== status) return `error.http_status ${String(err.http_status)} differs from the HTTP status ${status}`;
  if ("data" in err && !isPlainObject(err.data)) return "error.data is not an object";
  if (status < 400) return `an error envelope with HTTP ${status}`;
  return null;
}

export interface Judged {
  operation?: Operation;
  /** the parsed JSON body, when there is one */
  json?: unknown;
  /** answered by the HTTP front end, not the Worker */
  frontEnd: boolean;
}

const snippet = (buf: Buffer) => {
  const text = buf.toString("utf8");
  return JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}…` : text);
};

/** The host name of a Host header's value ("" when it does not parse). */
function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return "";
  }
}

const errorCodeOf = (body: Buffer): number | undefined => {
  try {
    return (JSON.parse(body.toString("utf8")) as { resource_response?: { error?: { api_error_code?: number } } }).resource_response?.error
      ?.api_error_code;
  } catch {
    return undefined;
  }
};

export function judge(c: FuzzCase, res: RawResponse, ops: Operation[]): Judged {
  const status = res.status;
  const type = String(res.headers["content-type"] ?? "");
  const isJson = /^application\/json\b/i.test(type);
  // The front end refusing a request before the Worker sees it.
  const refusesIdentity = /\bidentity\s*;\s*q=0(\.0*)?\b/i.test(c.headers["accept-encoding"] ?? "");
  if (
    !isJson &&
    ([413, 414, 431].includes(status) ||
      (status === 501 && !STANDARD_METHODS.has(c.method.toUpperCase())) ||
      (status === 415 && refusesIdentity))
  ) {
    return { frontEnd: true };
  }
  const host = c.headers.host;
  if (host !== undefined && !isLoopbackHost(hostnameOf(host))) {
    const code = status === 503 && isJson ? errorCodeOf(res.body) : undefined;
    if (status === 503 && (!isApiPath(routeOf(c.target).pathname) || code === PLATFORM_ERRORS.SERVICE_MISCONFIGURED.code))
      return { frontEnd: false };
    throw new InvariantViolation(
      "deployment-refusal",
      `asked as host ${JSON.stringify(host.slice(0, 40))}, HTTP ${status} instead of 503 SERVICE_MISCONFIGURED: ${snippet(res.body)}`,
      `deployment-refusal|${c.op}|${status}`,
    );
  }
  if (status >= 500) {
    throw new InvariantViolation(
      "5xx",
      `HTTP ${status} ${type} ${snippet(res.body)}`,
      `5xx|${c.op}|${status}|${res.body.toString("utf8").slice(0, 120)}`,
    );
  }

  const { pathname, decoded } = routeOf(c.target);
  // As the Worker does: API or page by the raw pathname, then Hono matches the decoded path.
  const api = isApiPath(pathname);
  const operation = api ? findOperation(ops, c.method, decoded) : undefined;
  const hasBody = c.method !== "HEAD" && status !== 204 && status !== 304;
  // A documented body that is not JSON (a CSV download, the tag's script) is the document's word.
  const documentedOther = operation?.otherTypes.get(status)?.some((t) => type.startsWith(t)) === true;

  let json: unknown;
  if (hasBody && (api || isJson) && !documentedOther) {
    if (!isJson) {
      throw new InvariantViolation(
        "not-json",
        `HTTP ${status} on an API path with content-type "${type}": ${snippet(res.body)}`,
        `not-json|${c.op}|${status}|${type}`,
      );
    }
    try {
      json = JSON.parse(res.body.toString("utf8"));
    } catch {
      throw new InvariantViolation(
        "not-json",
        `HTTP ${status} says application/json but the body does not parse: ${snippet(res.body)}`,
        `not-json|${c.op}|${status}|unparsable`,
      );
    }
    const problem = envelopeProblem(json, status);
    if (problem)
      throw new InvariantViolation("envelope", `${problem}; HTTP ${status} ${snippet(res.body)}`, `envelope|${c.op}|${status}|${problem}`);
  }

  if (operation) {
    if (!operation.statuses.has(status)) {
      throw new InvariantViolation(
        "undocumented-status",
        `${operation.id} answered HTTP ${status}, which the document does not list (it lists ${[...operation.statuses].join(", ")}): ${snippet(res.body)}`,
        `undocumented-status|${operation.id}|${status}`,
      );
    }
    const documentedCodes = operation.errorCodes.get(status);
    const errorCode = (json as { resource_response?: { error?: { api_error_code?: number } } } | undefined)?.resource_response?.error
      ?.api_error_code;
    if (status >= 400 && documentedCodes && errorCode !== undefined && !documentedCodes.includes(errorCode)) {
      throw new InvariantViolation(
        "undocumented-code",
        `${operation.id} answered HTTP ${status} with api_error_code ${errorCode}; the document lists ${documentedCodes.join(", ")}: ${snippet(res.body)}`,
        `undocumented-code|${operation.id}|${status}|${errorCode}`,
      );
    }
    if (status >= 200 && status < 300 && hasBody) {
      const validate = operation.validators.get(status);
      if (validate && !validate(json)) {
        const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).join("; ");
        throw new InvariantViolation(
          "response-schema",
          `${operation.id} HTTP ${status} body does not match the document: ${errors}; body ${snippet(res.body)}`,
          `response-schema|${operation.id}|${status}|${errors}`,
        );
      }
    }
  } else if (api && status >= 200 && status < 300) {
    throw new InvariantViolation(
      "undocumented-2xx",
      `HTTP ${status} for ${c.method} ${decoded}, which the document does not describe: ${snippet(res.body)}`,
      `undocumented-2xx|${c.op}|${c.method}|${status}`,
    );
  }
  return { operation, json, frontEnd: false };
}
