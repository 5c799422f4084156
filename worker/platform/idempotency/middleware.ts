/**
 * Why: a client that loses an answer retries, and a retry must not make the thing twice
 * (docs/decisions/047-idempotency-keys.md). Every API write (POST, PUT, PATCH, DELETE) that
 * carries an `Idempotency-Key` goes through here, once for all routes, with Stripe's semantics:
 *   - the first request claims the key (scope: the caller's session) and runs;
 *   - the same key and request again answer the stored first answer (status, body, cookies),
 *     with `Idempotent-Replayed: true`, for 24 h;
 *   - the same key with another method, path or body answers 422 IDEMPOTENCY_KEY_MISMATCH;
 *   - a request arriving while the first still runs waits for its answer (up to WAIT_MS), then
 *     409 IDEMPOTENCY_KEY_IN_USE;
 *   - a first request that failed (5xx) or was told to try again (409, 423, 429: busy, locked,
 *     limited) before any D1 write gives the key back, so the retry runs afresh; one that got that
 *     far after its first write (tracked-db.ts) keeps its answer like any other.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "~common/errors";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_SHAPE,
  IDEMPOTENT_METHODS,
  IDEMPOTENT_REPLAYED_HEADER,
} from "~common/platform/idempotency";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "~common/auth/constants";
import { withDatabase } from "../d1-sessions";
import type { ApiEnv } from "../types";
import { claim, commitMarker, KEPT_HEADERS, readKey, releaseKey, scopeOf, seal, storeAnswer, unseal, type StoredAnswer } from "./store";
import { trackedD1 } from "./tracked-db";

/** How long a claim holds before a retry may take over a request that died without writing. */
const LOCK_MS = 30_000;
/** How long a concurrent request waits for the first one's answer. */
const WAIT_MS = 5_000;
/** Answers that ask the client to try later: kept, a retry after the wait would be told the same for 24 h. */
const TRY_AGAIN = new Set([409, 423, 429]);
/** Answers larger than this are not kept (the key is given back): no write answers this much. */
const MAX_STORED_BYTES = 512 * 1024;

const backgroundDb = new WeakMap<Env, D1Database>();

/**
 * The D1 binding for work that is not the request's own change (sliding a session's idle window
 * after the answer): it does not mark the request's key as committed.
 *
 * @example
 * c.executionCtx.waitUntil(touchSessionRow(untrackedDb(c.env), sid, now));
 */
export function untrackedDb(env: Env): D1Database {
  // Along the prototypes: a later middleware may derive the request's env again (../faults/).
  for (let e: object | null = env; e !== null; e = Object.getPrototypeOf(e) as object | null) {
    const db = backgroundDb.get(e as Env);
    if (db) return db;
  }
  return env.DB;
}

async function requestHash(method: string, url: string, contentType: string, body: ArrayBuffer): Promise<string> {
  const head = new TextEncoder().encode(`${method} ${new URL(url).pathname}${new URL(url).search}\n${contentType}\n`);
  const all = new Uint8Array(head.length + body.byteLength);
  all.set(head);
  all.set(new Uint8Array(body), head.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const replay = (answer: StoredAnswer): Response => {
  const headers = new Headers(answer.headers);
  headers.set(IDEMPOTENT_REPLAYED_HEADER, "true");
  return new Response(answer.body, { status: answer.status, headers });
};

async function keep(response: Response): Promise<StoredAnswer | null> {
  const body = await response.clone().text();
  if (body.length > MAX_STORED_BYTES) return null;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (KEPT_HEADERS.has(name) && name !== "set-cookie") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  return { status: response.status, headers, body };
}

export const idempotency: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined || !IDEMPOTENT_METHODS.has(c.req.method)) return next();
  if (!IDEMPOTENCY_KEY_SHAPE.test(key)) {
    throw new ApiError("BAD_REQUEST", {
      detail: `${IDEMPOTENCY_KEY_HEADER}: 1 to 255 printable ASCII characters`,
      data: { field: IDEMPOTENCY_KEY_HEADER },
    });
  }
  const secret = c.env.DEVICE_COOKIE_SECRET;
  const db = c.env.DB;
  const session = getCookie(c, SESSION_COOKIE, "host") ?? getCookie(c, SESSION_COOKIE);
  const [sessionScope, anonymousScope, hash] = await Promise.all([
    scopeOf(secret, session),
    scopeOf(secret, undefined),
    c.req.arrayBuffer().then((body) => requestHash(c.req.method, c.req.url, c.req.header("Content-Type") ?? "", body)),
  ]);
  // A sign-up or log-in retried by a client that kept the first answer's cookie but lost its body
  // now has a session: the first request was logged out. The same key and request there is this one.
  // On the primary: a lagging replica would not know the first request's key yet.
  const earlier =
    session === undefined ? null : await readKey(db.withSession("first-primary") as unknown as D1Database, anonymousScope, key);
  const scope = earlier?.request_hash === hash ? anonymousScope : sessionScope;

  const deadline = Date.now() + WAIT_MS;
  for (let wait = 25; ; wait = Math.min(wait * 2, 400)) {
    if (await claim(db, scope, key, hash, Date.now(), LOCK_MS)) break;
    const row = await readKey(db, scope, key);
    if (row === null) continue; // given back meanwhile: claim again
    if (row.request_hash !== hash) throw new ApiError("IDEMPOTENCY_KEY_MISMATCH", { data: { field: IDEMPOTENCY_KEY_HEADER } });
    if (row.state === "done" && row.response !== null) return replay(await unseal(secret, scope, key, row.response));
    // A first request that made its change and died before answering: its answer is lost for good.
    if (row.state === "committed" && row.locked_until < Date.now()) throw new ApiError("INTERNAL");
    if (Date.now() + wait > deadline) throw new ApiError("IDEMPOTENCY_KEY_IN_USE", { data: { field: IDEMPOTENCY_KEY_HEADER } });
    await new Promise((resolve) => setTimeout(resolve, wait));
  }

  const tracker = { committed: false };
  const env = withDatabase(
    c.env,
    trackedD1(db, () => commitMarker(db, scope, key), tracker),
  );
  backgroundDb.set(env, db);
  c.env = env;
  try {
    await next();
  } catch (err) {
    if (!tracker.committed) await releaseKey(db, scope, key).catch(() => {});
    throw err;
  }
  const answer = await keep(c.res);
  if (answer === null || ((answer.status >= 500 || TRY_AGAIN.has(answer.status)) && !tracker.committed)) {
    await releaseKey(db, scope, key).catch(() => {});
    return;
  }
  // The answer goes out even when it cannot be kept: the change is made; a retry then answers 500.
  await seal(secret, scope, key, answer)
    .then((sealed) => storeAnswer(db, scope, key, answer.status, sealed))
    .catch((err: unknown) => console.error("idempotency: the answer could not be kept", err));
};
