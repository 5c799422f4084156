/**
 * The response envelope of every API answer (auth.md §7 "resource_response.data"): success
 * `{ resource_response: { data } }`, failure `{ resource_response: { error } }` with the HTTP
 * status repeated inside. Route contracts build their OpenAPI responses from these helpers, so the
 * document, the handlers, the typed client and the Pact contracts all describe one shape.
 */
import { z } from "@hono/zod-openapi";
import { API_ERRORS, type ApiErrorName } from "../errors";
import type { ErrorStatus } from "./errors";

export const ApiErrorBodySchema = z
  .object({
    api_error_code: z.number().int(),
    message: z.string(),
    message_detail: z.string().optional(),
    http_status: z.number().int(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi("ApiError");

export const ErrorEnvelopeSchema = z.object({ resource_response: z.object({ error: ApiErrorBodySchema }) }).openapi("ErrorEnvelope");

/** `{ resource_response: { data: T } }` for a route's success schema. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ resource_response: z.object({ data }) });

/**
 * OpenAPI response entry for a successful JSON answer.
 *
 * @example
 * responses: { 200: okResponse(ViewerSchema, "The viewer"), ...errorResponses(400) }
 */
export const okResponse = <T extends z.ZodType>(data: T, description: string, headers?: ResponseHeaders) => ({
  content: { "application/json": { schema: dataEnvelope(data) } },
  description,
  ...(headers && { headers }),
});

/** OpenAPI response headers (name → description and string schema). */
export type ResponseHeaders = Record<string, { description: string; schema: { type: "string" } }>;

/** The session cookie a response sets (log-in, sign-up) or clears (log-out). */
export const SET_SESSION_COOKIE: ResponseHeaders = {
  "Set-Cookie": {
    description: "The session cookie: `pin_sess` over http, `__Host-pin_sess` (Secure) over https; HttpOnly, SameSite=Lax, Path=/",
    schema: { type: "string" },
  },
};

/** Log-in and sign-up set the session cookie and the remembered-account cookie of limited login. */
export const SET_LOGIN_COOKIES: ResponseHeaders = {
  "Set-Cookie": {
    description:
      "Two cookies: the session (`pin_sess`, or `__Host-pin_sess` over https) and the remembered account of limited login (`pin_acct`, or `__Host-pin_acct` over https: the signed user id and first name, 30 days); both HttpOnly, SameSite=Lax, Path=/",
    schema: { type: "string" },
  },
};

/** The forget route clears the remembered-account cookie. */
export const CLEAR_REMEMBERED_COOKIE: ResponseHeaders = {
  "Set-Cookie": {
    description: "Clears the remembered-account cookie (`pin_acct`, or `__Host-pin_acct` over https) with Max-Age=0",
    schema: { type: "string" },
  },
};

/** The experiments device cookie, set when the browser has none. */
export const SET_DEVICE_COOKIE: ResponseHeaders = {
  "Set-Cookie": {
    description:
      "Only when the request had none: the device id of experiments (`pin_device`, or `__Host-pin_device` over https; random, 1 year, HttpOnly, SameSite=Lax, Path=/)",
    schema: { type: "string" },
  },
};

/** Every 429 says when to try again. */
const RETRY_AFTER: ResponseHeaders = {
  "Retry-After": { description: "Seconds until the limit or lock ends", schema: { type: "string" } },
};

type ErrorResponse = {
  content: { "application/json": { schema: typeof ErrorEnvelopeSchema } };
  description: string;
  headers?: ResponseHeaders;
  /** The api_error_codes this route answers with at this status (an OpenAPI extension). */
  "x-api-error-codes": number[];
};

/**
 * OpenAPI error responses for exactly the catalogue errors a route can answer with, grouped by
 * status; each lists its codes (in the description and as `x-api-error-codes`), so a partner sees
 * which codes to expect where, and the Pact helper refuses an error the route does not document.
 *
 * @example
 * responses: { 200: okResponse(…), ...errorResponses("BAD_REQUEST", "EMAIL_MISSING", "RATE_LIMITED") }
 */
export function errorResponses<N extends ApiErrorName>(...names: N[]) {
  const byStatus = new Map<ErrorStatus, ApiErrorName[]>();
  for (const name of names) {
    const status = API_ERRORS[name].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      status,
      {
        content: { "application/json": { schema: ErrorEnvelopeSchema } },
        description: `Error envelope. api_error_code one of: ${group.map((n) => `${API_ERRORS[n].code} ${n}`).join(", ")}`,
        ...(status === 429 && { headers: RETRY_AFTER }),
        "x-api-error-codes": group.map((n) => API_ERRORS[n].code),
      } satisfies ErrorResponse,
    ]),
  ) as Record<(typeof API_ERRORS)[N]["status"], ErrorResponse>;
}

/** Errors every state-changing JSON call can answer with, whatever the route. */
export const JSON_WRITE_ERRORS = [
  "BAD_REQUEST",
  "CROSS_SITE_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  // Every write takes an Idempotency-Key (worker/platform/idempotency/).
  "IDEMPOTENCY_KEY_MISMATCH",
  "IDEMPOTENCY_KEY_IN_USE",
] as const;

/**
 * A required JSON request body for a route contract.
 *
 * @example
 * request: { body: jsonBody(RegisterBodySchema) }
 */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
