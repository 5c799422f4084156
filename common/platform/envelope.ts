/**
 * The response envelope of every API answer (auth.md §7 "resource_response.data"): success
 * `{ resource_response: { data } }`, failure `{ resource_response: { error } }` with the HTTP
 * status repeated inside. Route contracts build their OpenAPI responses from these helpers, so the
 * document, the handlers, the typed client and the Pact contracts all describe one shape.
 */
import { z } from "@hono/zod-openapi";
import { API_ERRORS } from "../errors";
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

export const ErrorEnvelopeSchema = z
  .object({ resource_response: z.object({ error: ApiErrorBodySchema }) })
  .openapi("ErrorEnvelope");

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

/** Every 429 says when to try again. */
const RETRY_AFTER: ResponseHeaders = {
  "Retry-After": { description: "Seconds until the limit or lock ends", schema: { type: "string" } },
};

type ErrorResponse = {
  content: { "application/json": { schema: typeof ErrorEnvelopeSchema } };
  description: string;
  headers?: ResponseHeaders;
};

/** OpenAPI response entries for the error statuses a route can answer with, listing their codes. */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      s,
      {
        content: { "application/json": { schema: ErrorEnvelopeSchema } },
        description: errorDescription(s),
        ...(s === 429 && { headers: RETRY_AFTER }),
      },
    ]),
  ) as Record<S, ErrorResponse>;

function errorDescription(status: number): string {
  const codes = Object.entries(API_ERRORS)
    .filter(([, e]) => e.status === status)
    .map(([name, e]) => `${e.code} ${name}`);
  return `Error envelope. api_error_code one of: ${codes.join(", ")}`;
}

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
