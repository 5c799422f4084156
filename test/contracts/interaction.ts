/**
 * Why: each endpoint is defined once (its route contract in common/), and the Pact interactions
 * are built from that definition: method and path come from the route, the example request is
 * checked against the route's request schemas, a success body against its 200 schema, and an
 * error against the catalogue and the statuses the route documents. A fixture that drifts from
 * the contract fails here, before any mock server runs.
 *
 * Consumer "pinboard-web", provider "pinboard-api": one contract file that every area's
 * `*.pact.test.ts` adds to (the contract-consumer project runs them one after the other; its
 * global setup clears contracts/ once, test/contracts/clear-contracts.ts).
 */
import { resolve } from "node:path";
import type { RouteConfig } from "@hono/zod-openapi";
import { MatchersV3, PactV4, SpecificationVersion, type V3MockServer } from "@pact-foundation/pact";
import type { z } from "zod";
import { createApiClient, fillPath } from "~app/lib/api-client";
import { API_ERRORS, type ApiErrorName } from "~common/errors";

const { fromProviderState, regex } = MatchersV3;

/**
 * The example value of a Pact template (MatchersV3.reify), with `arrayContaining(…)` (which has
 * variants, not a value, and which reify does not know) read as the array of its variants, as
 * the mock server answers it.
 */
function reify(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(reify);
  if (typeof input !== "object" || input === null) return input;
  const matcher = input as Record<string, unknown>;
  if (matcher["pact:matcher:type"] === "arrayContains") return (matcher.variants as unknown[]).map(reify);
  if (matcher["pact:matcher:type"] !== undefined && matcher.value !== undefined) return reify(matcher.value);
  return Object.fromEntries(Object.entries(matcher).map(([k, v]) => [k, reify(v)]));
}

export const CONSUMER = "pinboard-web";
export const PROVIDER = "pinboard-api";
export const CONTRACTS_DIR = resolve(import.meta.dirname, "../../contracts");

/** The Pact for this consumer/provider pair (Pact merges every test file into one contract). */
export const createPact = () =>
  new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: CONTRACTS_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    host: "127.0.0.1",
    logLevel: "warn",
  });

/** The app's API client pointed at a mock server. */
export const clientFor = (mock: V3MockServer, headers?: HeadersInit) =>
  createApiClient({ baseUrl: mock.url, transport: (req) => fetch(req), headers });

const JSON_CONTENT = { "Content-Type": regex(/^application\/json(;.*)?$/, "application/json") };

/** A value the provider state injects (MatchersV3.fromProviderState). */
function isProviderState(value: unknown): value is { expression: string } {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)["pact:generator:type"] === "ProviderState";
}

/** Pact's request/response parts may hold matchers; these are their example values. */
type Example = unknown;

export interface RequestExample {
  params?: Record<string, Example>;
  query?: Record<string, Example>;
  json?: Example;
  /** A body that is not JSON (an upload): its content type and bytes. */
  raw?: { contentType: string; body: Buffer };
  headers?: Record<string, Example>;
}

export type ResponseExample =
  | { status?: 200; data: Example; headers?: Record<string, Example> }
  /** A 200 that is not JSON (a script): its content type and exact text. */
  | { text: string; contentType: string }
  | { error: ApiErrorName; data?: Record<string, Example>; headers?: Record<string, Example> };

export interface ProviderStateSpec {
  state: string;
  params?: Record<string, unknown>;
}

export interface InteractionSpec<R extends RouteConfig> {
  route: R;
  /** What the consumer sends, in words ("a sign-up with a free email"). */
  uponReceiving: string;
  /** Provider state with its parameters (see test/contracts/states/), or several, set up in order. */
  given?: ProviderStateSpec | ProviderStateSpec[];
  request?: RequestExample;
  response: ResponseExample;
}

function schemaAt(route: RouteConfig, status: number): z.ZodType | undefined {
  const entry = (route.responses as Record<number, { content?: Record<string, { schema?: z.ZodType }> }>)[status];
  return entry?.content?.["application/json"]?.schema;
}

function check(what: string, schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what} does not satisfy the route contract: ${result.error.message}`);
}

/** The error envelope for a catalogue error, exactly as the API sends it. */
export function errorBody(name: ApiErrorName, data?: Record<string, unknown>) {
  const e = API_ERRORS[name];
  return {
    resource_response: {
      error: { api_error_code: e.code, message: e.message, http_status: e.status, ...(data && { data }) },
    },
  };
}

/**
 * Adds one interaction built from a route contract; returns it ready for `executeTest`.
 *
 * @example
 * await interaction(pact, {
 *   route: emailExistsRoute,
 *   uponReceiving: "an email-exists check for a registered email",
 *   given: { state: STATE.janeExists, params: JANE },
 *   request: { query: { email: JANE.email } },
 *   response: { data: true },
 * }).executeTest(async (mock) => { … clientFor(mock).call(emailExistsRoute, …) … });
 */
export function interaction<R extends RouteConfig>(pact: PactV4, spec: InteractionSpec<R>) {
  const { route, request = {}, response } = spec;
  const id = `${route.method.toUpperCase()} ${route.path} (${spec.uponReceiving})`;
  const req = route.request as { query?: z.ZodType; params?: z.ZodType; body?: { content?: Record<string, { schema?: z.ZodType }> } } | undefined;
  check(`${id}: query`, req?.query, reify(request.query ?? {}));
  check(`${id}: params`, req?.params, reify(request.params ?? {}));
  if (request.json !== undefined) check(`${id}: body`, req?.body?.content?.["application/json"]?.schema, reify(request.json));

  let status: number;
  let body: unknown;
  if ("text" in response) {
    status = 200;
    const documented = (route.responses as Record<number, { content?: Record<string, unknown> }>)[200]?.content ?? {};
    if (!Object.keys(documented).some((type) => response.contentType.startsWith(type)))
      throw new Error(`${id}: the route documents no ${response.contentType} response`);
  } else if ("error" in response) {
    status = API_ERRORS[response.error].status;
    const documented = (route.responses as Record<number, { "x-api-error-codes"?: number[] }>)[status]?.["x-api-error-codes"] ?? [];
    if (!documented.includes(API_ERRORS[response.error].code)) {
      throw new Error(`${id}: the route does not document ${response.error} (${API_ERRORS[response.error].code}) at ${status}`);
    }
    body = errorBody(response.error, response.data);
  } else {
    status = response.status ?? 200;
    body = { resource_response: { data: response.data } };
    const schema = schemaAt(route, status);
    if (!schema) throw new Error(`${id}: the route documents no JSON response for ${status}`);
    check(`${id}: response`, schema, reify(body));
  }

  let builder = pact.addInteraction();
  // A path parameter the provider supplies (`fromProviderState("${otherSessionId}", …)`) makes the
  // whole path a provider-state expression; otherwise the path is the example's.
  const params = request.params ?? {};
  const examplePath = fillPath(route.path, reify(params) as Record<string, unknown>);
  const injected = Object.values(params).some(isProviderState);
  const path = injected
    ? fromProviderState(
        route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const value = params[name];
          return isProviderState(value) ? value.expression : encodeURIComponent(String(reify(value)));
        }),
        examplePath,
      )
    : examplePath;
  for (const given of [spec.given ?? []].flat()) builder = builder.given(given.state, given.params as never);
  return builder
    .uponReceiving(spec.uponReceiving)
    .withRequest(route.method.toUpperCase(), path, (b) => {
      if (request.query) b.query(request.query as never);
      if (request.headers) b.headers(request.headers as never);
      if (request.json !== undefined) b.jsonBody(request.json as never);
      if (request.raw?.contentType === FORM) textBody(b, request.raw.body.toString("utf8"), FORM);
      else if (request.raw !== undefined) b.body(request.raw.contentType, request.raw.body);
    })
    .willRespondWith(status, (b) =>
      "text" in response
        ? textResponse(b.headers({ "Content-Type": response.contentType }), response.text, response.contentType)
        : b.headers({ ...JSON_CONTENT, ...(response.headers ?? {}) } as never).jsonBody(body as never),
    );
}

const FORM = "application/x-www-form-urlencoded";

/** A text response body: pact-js's binary body would sniff a script as Perl and refuse it (see textBody). */
function textResponse<B>(builder: B, body: string, contentType: string): B {
  (builder as { interaction: { withResponseBody(body: string, contentType: string): void } }).interaction.withResponseBody(body, contentType);
  return builder;
}

/** pact-js has no builder for a text body that is not JSON or XML, and its binary body sniffs a form as
 * "text/plain" and refuses it; the FFI call underneath takes the text and its type as they are. */
function textBody(builder: unknown, body: string, contentType: string): void {
  (builder as { interaction: { withRequestBody(body: string, contentType: string): void } }).interaction.withRequestBody(body, contentType);
}
