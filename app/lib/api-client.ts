/**
 * The typed API client: the only way the app's loaders and actions reach the API. It speaks the
 * wire format (paths, JSON bodies, the resource_response envelope) and parses every answer with
 * the API's own zod schemas. The transport is injected: in the Worker it calls the Hono app
 * in-process (api.server.ts); in the Pact consumer tests it calls the Pact mock server over HTTP.
 */
import { z } from "zod";
import { ApiErrorBodySchema, type ApiErrorBody } from "../../worker/api/envelope";
import {
  EmailValidationSchema,
  LoggedInUserSchema,
  SessionCreatedSchema,
  ViewerSchema,
  type RegisterBody,
  type SessionCreateBody,
} from "../../worker/auth/schemas";

export type Transport = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the API is reached at, e.g. the page's own origin or a mock server's URL. */
  baseUrl: string;
  transport: Transport;
  /** Headers sent with every call (cookie, client IP, Origin of the browser request...). */
  headers?: HeadersInit;
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T; setCookies: string[] }
  | { ok: false; status: number; error: ApiErrorBody; setCookies: string[] };

const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ resource_response: z.object({ data }) });
const ErrorEnvelope = z.object({ resource_response: z.object({ error: ApiErrorBodySchema }) });
/** What the app reads of a log-in: only `user` (client_context is logging data, left unpinned). */
const LogInResultSchema = SessionCreatedSchema.pick({ user: true });

/** Thrown when the API answers with something that is not our envelope (a bug, not a user error). */
export class ApiProtocolError extends Error {}

export function createApiClient(opts: ApiClientOptions) {
  async function call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    init: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<ApiResult<z.infer<T>>> {
    const url = new URL(path, opts.baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    const headers = new Headers(opts.headers);
    headers.set("Accept", "application/json");
    if (init.body !== undefined) headers.set("Content-Type", "application/json");
    const response = await opts.transport(
      new Request(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
    );
    const setCookies = response.headers.getSetCookie();
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = envelopeOf(schema).safeParse(json);
      if (!parsed.success) throw new ApiProtocolError(`${method} ${path}: unexpected success body (${parsed.error.message})`);
      const body = parsed.data as { resource_response: { data: z.infer<T> } };
      return { ok: true, status: response.status, data: body.resource_response.data, setCookies };
    }
    const parsed = ErrorEnvelope.safeParse(json);
    if (!parsed.success) throw new ApiProtocolError(`${method} ${path}: ${response.status} without an error envelope`);
    return { ok: false, status: response.status, error: parsed.data.resource_response.error, setCookies };
  }

  return {
    auth: {
      /** GET /v3/register/exists/ — true when an account uses the email. */
      emailExists: (email: string) => call("GET", "/v3/register/exists/", z.boolean(), { query: { email } }),
      /** GET /v3/email/validation/ — whether the email looks deliverable. */
      validateEmail: (email: string) => call("GET", "/v3/email/validation/", EmailValidationSchema, { query: { email } }),
      /** POST /v3/register/ — sign up and start a session. */
      register: (body: Partial<RegisterBody>) => call("POST", "/v3/register/", LoggedInUserSchema, { body }),
      /** POST /v3/sessions/ — log in. */
      logIn: (body: SessionCreateBody) => call("POST", "/v3/sessions/", LogInResultSchema, { body }),
      /** DELETE /v3/sessions/current/ — log out. */
      logOut: () => call("DELETE", "/v3/sessions/current/", z.null()),
      /** GET /v3/users/me/ — the viewer. */
      viewer: () => call("GET", "/v3/users/me/", ViewerSchema),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
