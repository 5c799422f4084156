/**
 * The response envelope of every API answer (auth.md §7 "resource_response.data"):
 * success `{ resource_response: { data } }`, failure `{ resource_response: { error } }` with the
 * HTTP status repeated inside. Routes build their OpenAPI responses from these helpers so the
 * document, the handlers and the Pact contracts all describe one shape.
 */
import { z } from "@hono/zod-openapi";
import { API_ERRORS, type ApiErrorName, type ApiErrorSpec } from "./error-codes";

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

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** `{ resource_response: { data: T } }` for a route's success schema. */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ resource_response: z.object({ data }) });

/** OpenAPI response entry for a successful JSON answer. */
export const okResponse = <T extends z.ZodType>(data: T, description: string) => ({
  content: { "application/json": { schema: dataEnvelope(data) } },
  description,
});

/** OpenAPI response entries for the error statuses a route can answer with. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(
    statuses.map((s) => [
      s,
      { content: { "application/json": { schema: ErrorEnvelopeSchema } }, description: errorDescriptions(s) },
    ]),
  ) as Record<S, { content: { "application/json": { schema: typeof ErrorEnvelopeSchema } }; description: string }>;

function errorDescriptions(status: number): string {
  const codes = Object.entries(API_ERRORS)
    .filter(([, e]) => e.status === status)
    .map(([name, e]) => `${e.code} ${name}`);
  return `Error envelope. api_error_code one of: ${codes.join(", ")}`;
}

/** A failure the API reports in the envelope; thrown anywhere, rendered by the app's onError. */
export class ApiError extends Error {
  readonly spec: ApiErrorSpec;
  readonly detail?: string;
  readonly data?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    name: ApiErrorName,
    opts: { message?: string; detail?: string; data?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    const spec = API_ERRORS[name];
    super(opts.message ?? spec.message);
    this.name = `ApiError(${name})`;
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

export const errorEnvelope = (err: ApiError) => ({ resource_response: { error: err.toBody() } });

/** Builds the JSON Response for an ApiError (used outside Hono handlers too). */
export function errorResponse(err: ApiError): Response {
  return Response.json(errorEnvelope(err), { status: err.spec.status, headers: err.headers });
}
