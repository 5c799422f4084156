/**
 * Why: the typed API client is the only way the app's loaders and actions reach the API, and it
 * is derived from the route contracts in common/: `api.call(route, input)` takes the path, method
 * and schemas from the one definition the Worker registers, and parses every answer with the
 * route's own response schema. The transport is injected: in the Worker it calls the Hono app
 * in-process (api.server.ts); in the Pact consumer tests it calls the Pact mock server over HTTP.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import type { ApiErrorBody } from "~common/errors";
import { ErrorEnvelopeSchema } from "~common/platform/envelope";

export type Transport = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the API is reached at, e.g. the page's own origin or a mock server's URL. */
  baseUrl: string;
  transport: Transport;
  /** Headers sent with every call (cookie, client IP, Origin of the browser request...). */
  headers?: HeadersInit;
  /**
   * The Idempotency-Key of a write (POST, PUT, PATCH, DELETE) sent without one of its own: a
   * page's action derives them from its form's submission key (api.server.ts).
   */
  idempotencyKey?: (route: RouteConfig) => string;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T; setCookies: string[] } | { ok: false; status: number; error: ApiErrorBody; setCookies: string[] };

type Json<S> = S extends { content: { "application/json": { schema: infer Z extends z.ZodType } } } ? Z : never;
type SuccessSchema<R extends RouteConfig> = Json<R["responses"][200]>;
type RequestPart<R extends RouteConfig, K extends string> = R["request"] extends Record<K, infer P> ? P : never;

/** What a route answers with on success: the `data` inside the envelope of its 200 response. */
export type RouteData<R extends RouteConfig> = z.output<SuccessSchema<R>> extends { resource_response: { data: infer D } } ? D : never;

/** What a call to a route takes: path params, query, request headers and JSON body, as its contract types them. */
export type RouteInput<R extends RouteConfig> = ([RequestPart<R, "params">] extends [never]
  ? unknown
  : { params: z.input<RequestPart<R, "params"> & z.ZodType> }) &
  ([RequestPart<R, "query">] extends [never]
    ? unknown
    : // A query whose every parameter is optional may be left out (the empty object fits it).
      Record<never, never> extends z.input<RequestPart<R, "query"> & z.ZodType>
      ? { query?: z.input<RequestPart<R, "query"> & z.ZodType> }
      : { query: z.input<RequestPart<R, "query"> & z.ZodType> }) &
  ([RequestPart<R, "headers">] extends [never] ? unknown : { headers?: z.input<RequestPart<R, "headers"> & z.ZodType> }) &
  ([Json<RequestPart<R, "body">>] extends [never] ? unknown : { json: z.input<Json<RequestPart<R, "body">>> }) &
  RawBody<R>;

/** A route whose body is not JSON (an upload) takes its bytes and their type as `raw`. */
type RawBody<R extends RouteConfig> = R["request"] extends { body: { content: infer C } }
  ? "application/json" extends keyof C
    ? unknown
    : { raw: { contentType: string; body: Uint8Array<ArrayBuffer> } }
  : unknown;

type InputArgs<R extends RouteConfig> = unknown extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Thrown when the API answers with something that is not our envelope (a bug, not a user error). */
export class ApiProtocolError extends Error {}

/** `/v3/boards/{id}/` + `{ id: "7" }` → `/v3/boards/7/`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A client for the API at `baseUrl`.
 *
 * @example
 * const api = createApiClient({ baseUrl, transport: (req) => fetch(req) });
 * const result = await api.call(emailExistsRoute, { query: { email } });
 * if (result.ok && result.data) ...
 */
export function createApiClient(opts: ApiClientOptions) {
  async function call<R extends RouteConfig>(route: R, ...[input]: InputArgs<R>): Promise<ApiResult<RouteData<R>>> {
    const {
      params,
      query,
      json,
      raw,
      headers: extra,
    } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      json?: unknown;
      raw?: { contentType: string; body: Uint8Array<ArrayBuffer> };
      headers?: Record<string, string | undefined>;
    };
    const method = route.method.toUpperCase();
    const url = new URL(fillPath(route.path, params), opts.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    const headers = new Headers(opts.headers);
    headers.set("Accept", "application/json");
    for (const [k, v] of Object.entries(extra ?? {})) if (v !== undefined) headers.set(k, v);
    if (opts.idempotencyKey && WRITE_METHODS.has(method) && !headers.has("Idempotency-Key"))
      headers.set("Idempotency-Key", opts.idempotencyKey(route));
    if (json !== undefined) headers.set("Content-Type", "application/json");
    if (raw !== undefined) headers.set("Content-Type", raw.contentType);
    const response = await opts.transport(
      new Request(url, { method, headers, body: raw !== undefined ? raw.body : json === undefined ? undefined : JSON.stringify(json) }),
    );
    const setCookies = response.headers.getSetCookie();
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const schema = (route.responses[200] as { content?: { "application/json"?: { schema?: z.ZodType } } } | undefined)?.content?.[
        "application/json"
      ]?.schema;
      if (!schema) throw new ApiProtocolError(`${method} ${route.path}: the contract has no 200 JSON response`);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new ApiProtocolError(`${method} ${route.path}: unexpected success body (${parsed.error.message})`);
      const data = (parsed.data as { resource_response: { data: RouteData<R> } }).resource_response.data;
      return { ok: true, status: response.status, data, setCookies };
    }
    const parsed = ErrorEnvelopeSchema.safeParse(body);
    if (!parsed.success) throw new ApiProtocolError(`${method} ${route.path}: ${response.status} without an error envelope`);
    return { ok: false, status: response.status, error: parsed.data.resource_response.error, setCookies };
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
