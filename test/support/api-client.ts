/**
 * A small HTTP client for integration tests: a cookie jar that behaves like a browser's for one
 * origin (stores Set-Cookie, drops cookies cleared with Max-Age=0), JSON helpers, and assertions
 * for the API envelope (`{resource_response: {data}}` / `{resource_response: {error}}`).
 */
import { expect } from "vitest";
import { API_ERRORS, type ApiErrorName } from "~common/errors";
import type { RunningWorker } from "./worker-harness";

/** Session cookie name over http (the harness serves http://127.0.0.1:port). */
export const SESSION_COOKIE = "pin_sess";

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Applies every Set-Cookie of a response: a value is stored, Max-Age<=0 or an empty value deletes. */
  absorb(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const maxAge = attrs.find((a) => /^max-age=/i.test(a));
      const expired = maxAge !== undefined && Number(maxAge.split("=")[1]) <= 0;
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** The session token this jar holds, if any. */
  get session(): string | undefined {
    return this.get(SESSION_COOKIE);
  }
}

export interface ErrorBody {
  api_error_code: number;
  message: string;
  message_detail?: string;
  http_status: number;
  data?: Record<string, unknown>;
}

export interface ApiResult<T = unknown> {
  res: Response;
  status: number;
  /** The parsed JSON body (every API answer is JSON). */
  body: { resource_response: { data?: T; error?: ErrorBody } };
  /** resource_response.data (undefined on errors). */
  data: T;
  /** resource_response.error (undefined on success). */
  error: ErrorBody | undefined;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as `cf-connecting-ip` (the harness passes it through to the Worker). */
  ip?: string;
  /** Leave the jar untouched (no Cookie sent, Set-Cookie not stored). */
  noJar?: boolean;
}

/** A "browser" for one harness: every request carries and updates the jar's cookies. */
export class ApiClient {
  readonly jar = new CookieJar();

  constructor(
    readonly worker: RunningWorker,
    private readonly defaults: RequestOptions = {},
  ) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...this.defaults.headers, ...opts.headers };
    const ip = opts.ip ?? this.defaults.ip;
    if (ip) headers["cf-connecting-ip"] = ip;
    const cookie = opts.noJar ? undefined : this.jar.header();
    if (cookie && headers.cookie === undefined) headers.cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      headers["content-type"] ??= "application/json";
    }
    const { res, text } = await fetchText(this.worker, path, { method, headers, body: payload });
    if (!opts.noJar) this.jar.absorb(res);
    let parsed: ApiResult<T>["body"];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    return {
      res,
      status: res.status,
      body: parsed,
      data: parsed?.resource_response?.data as T,
      error: parsed?.resource_response?.error,
    };
  }

  get<T = unknown>(path: string, opts?: RequestOptions) {
    return this.request<T>("GET", path, undefined, opts);
  }

  post<T = unknown>(path: string, body: unknown, opts?: RequestOptions) {
    return this.request<T>("POST", path, body, opts);
  }

  put<T = unknown>(path: string, body: unknown, opts?: RequestOptions) {
    return this.request<T>("PUT", path, body, opts);
  }

  patch<T = unknown>(path: string, body: unknown, opts?: RequestOptions) {
    return this.request<T>("PATCH", path, body, opts);
  }

  delete<T = unknown>(path: string, opts?: RequestOptions) {
    return this.request<T>("DELETE", path, undefined, opts);
  }
}

/**
 * Asserts the answer is the error envelope for `name`: HTTP status, api_error_code, http_status,
 * the catalogue message and, when given, data.field.
 */
export function expectApiError(result: ApiResult, name: ApiErrorName, extra: { field?: string; message?: string } = {}) {
  const spec = API_ERRORS[name];
  const ctx = `${name}: ${JSON.stringify(result.body)}`;
  expect(result.status, ctx).toBe(spec.status);
  expect(result.error, ctx).toBeDefined();
  expect(result.error!.api_error_code, ctx).toBe(spec.code);
  expect(result.error!.http_status, ctx).toBe(spec.status);
  expect(result.error!.message, ctx).toBe(extra.message ?? spec.message);
  if (extra.field !== undefined) expect(result.error!.data?.field, ctx).toBe(extra.field);
  expect(result.body.resource_response.data, ctx).toBeUndefined();
}

/** Asserts a 200 success envelope and returns its data. */
export function expectOk<T>(result: ApiResult<T>): T {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.error).toBeUndefined();
  return result.data;
}

/** Parses one Set-Cookie line into name, value and lower-cased attribute map. */
export function parseSetCookie(line: string): { name: string; value: string; attrs: Map<string, string> } {
  const [pair = "", ...rest] = line.split(";").map((s) => s.trim());
  const eq = pair.indexOf("=");
  const attrs = new Map<string, string>();
  for (const a of rest) {
    const i = a.indexOf("=");
    attrs.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? "" : a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

/** The Set-Cookie lines of a response for the session cookie. */
export const sessionSetCookies = (res: Response) =>
  res.headers
    .getSetCookie()
    .map(parseSetCookie)
    .filter((c) => c.name === SESSION_COOKIE);

/** undici's error for a connection the other side closed before any answer came on it. */
const isClosedSocket = (err: unknown) =>
  err instanceof TypeError && (err.cause as { code?: string } | undefined)?.code === "UND_ERR_SOCKET";

/** The plain-text 500 wrangler's dev proxy answers when its connection to the Worker drops. */
const isDevProxyConnectionLoss = (res: Response, text: string) => res.status === 500 && text.startsWith("Error: Network connection lost.");

/**
 * `worker.fetch` that reads the body as text, sending the request once more if wrangler's dev
 * proxy (not the Worker) lost its connection to the Worker. That happens now and then after an
 * answer that left a request body unread (403/415/429 answered before parsing): a no_bundle Worker
 * (the built one) gets no body-draining middleware in dev (cloudflare/workers-sdk#15203), and a
 * following request fails with this plain-text 500. Production is unaffected, and the Worker's
 * own errors are JSON envelopes, so this is never one of them.
 */
export async function fetchText(worker: RunningWorker, path: string, init: RequestInit): Promise<{ res: Response; text: string }> {
  let res = await worker.fetch(path, init).catch((err: unknown) => {
    // The same loss seen from the socket: the proxy closed a kept-alive connection as it was reused.
    if (!isClosedSocket(err)) throw err;
    console.warn(`retrying ${init.method ?? "GET"} ${path} after the dev proxy closed its connection`);
    return worker.fetch(path, init);
  });
  let text = await res.text();
  if (isDevProxyConnectionLoss(res, text)) {
    console.warn(`retrying ${init.method ?? "GET"} ${path} after a dev-proxy connection loss`);
    res = await worker.fetch(path, init);
    text = await res.text();
  }
  return { res, text };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
