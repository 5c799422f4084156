/**
 * The API client for loaders and actions: calls the Hono app in-process (no network hop) with
 * real Request/Response objects, carrying the browser's cookie, address and origin so the API
 * applies the same session, rate-limit and CSRF rules as for a direct call.
 */
import { OIDC_FLOW_SECONDS } from "~common/auth/constants";
import type { RouteConfig } from "@hono/zod-openapi";
import type { RouterContextProvider } from "react-router";
import { createApiClient, type ApiClient } from "./api-client";
import { cloudflareContext } from "./cloudflare-context";

const FORWARDED_HEADERS = [
  "cookie",
  "user-agent",
  "accept-language",
  "cf-connecting-ip",
  // The edge's request id, so the API's log lines of a page request carry the page's (worker/platform/error-log.ts).
  "cf-ray",
  "x-forwarded-for",
  "origin",
  "sec-fetch-site",
];

const memo = new WeakMap<object, ApiClient>();

/** The request's API client (one per page request, shared by its loaders and action). */
export function apiClientFor(request: Request, context: Readonly<RouterContextProvider>): ApiClient {
  let client = memo.get(request);
  if (client) return client;
  const { env, ctx, api, submission } = context.get(cloudflareContext);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  client = createApiClient({
    baseUrl: new URL(request.url).origin,
    headers,
    ...(submission && { idempotencyKey: submissionKeys(submission) }),
    // Keep the edge's `cf` facts (country, region) on the in-process request.
    transport: async (apiRequest) => api.fetch(new Request(apiRequest, { cf: request.cf } as RequestInit), env, ctx),
  });
  memo.set(request, client);
  return client;
}

/**
 * The Idempotency-Keys of one form submission's API writes: the submission key, the operation and
 * its call's number in the action, so the same submission sent again sends the same keys.
 */
function submissionKeys(submission: string): (route: RouteConfig) => string {
  const calls = new Map<string, number>();
  return (route) => {
    const operation = route.operationId ?? `${route.method}:${route.path}`;
    const n = (calls.get(operation) ?? 0) + 1;
    calls.set(operation, n);
    return `${submission}.${operation}.${n}`;
  };
}

/**
 * A client for the writes a top-level GET navigation is itself for — the bookmarklet's pin create
 * page, opened from another site, registers the image it was given (saving.md §4): without the
 * browser's Origin and Sec-Fetch-Site, which say "cross-site" for every such navigation and would
 * have the API's CSRF guard refuse the write. Use it in GET loaders only, never for a form's action.
 *
 * @example
 * const stored = await navigationApiClientFor(request, context).call(registerImageRoute, { json: { image_url } });
 */
export function navigationApiClientFor(request: Request, context: Readonly<RouterContextProvider>): ApiClient {
  const { env, ctx, api } = context.get(cloudflareContext);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null && name !== "origin" && name !== "sec-fetch-site") headers.set(name, value);
  }
  return createApiClient({
    baseUrl: new URL(request.url).origin,
    headers,
    transport: async (apiRequest) => api.fetch(new Request(apiRequest, { cf: request.cf } as RequestInit), env, ctx),
  });
}

/**
 * The value of the request's cookie `name`, or null.
 *
 * @example
 * const next = requestCookie(request, "oidc_next");
 */
export function requestCookie(request: Request, name: string): string | null {
  const raw = (request.headers.get("cookie") ?? "").split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return raw === undefined ? null : decodeURIComponent(raw.slice(name.length + 1));
}

/**
 * A page's own short-lived cookie for a sign-in flow (HttpOnly, SameSite=Lax, Secure over https),
 * living as long as the flow (OIDC_FLOW_SECONDS).
 *
 * @example
 * headers.append("Set-Cookie", flowCookie(request, "oidc_next", "/"));
 */
export function flowCookie(request: Request, name: string, value: string, path = "/"): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${OIDC_FLOW_SECONDS}${secure}`;
}

/** Set-Cookie headers of an API answer, to pass on to the browser with the page's response. */
export function cookieHeaders(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const c of setCookies) headers.append("Set-Cookie", c);
  return headers;
}
