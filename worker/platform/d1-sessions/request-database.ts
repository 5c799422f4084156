/**
 * Why: D1 serves reads from read replicas only inside a session (the Sessions API,
 * docs/decisions/032-read-replication.md), and a replica may lag the primary: without care, a
 * user who has just saved a Pin could get the next page from a replica that has not seen it.
 * Each request opens one session, here, in the Worker entry; for that request `env.DB` is the
 * session, so the API's repositories and the pages' loaders and actions (through the in-process
 * API client) all read and write through it. A request starts:
 *   - from a bookmark, when it carries one (the `pin_d1b` cookie, or the `X-D1-Bookmark` header
 *     for API clients without cookies): D1 serves it only from a copy at least that recent, so a
 *     user always reads their own writes;
 *   - `first-unconstrained` otherwise: any replica (logged-out reads, and users with no recent
 *     writes).
 * A request that wrote answers with the session's bookmark: in the `X-D1-Bookmark` header, and,
 * for pages (what browsers load, forms and React Router's data requests included), in the cookie
 * (HttpOnly, SameSite=Lax, `__Host-` over https, for READ_YOUR_WRITES_SECONDS). The API's answers
 * keep exactly the cookies their contracts give them (contracts/); its clients carry the header.
 * Requests that only read never get either, so their answers stay cacheable. The bookmark is
 * handed out signed (`{bookmark}.{mac}`, keyed by DEVICE_COOKIE_SECRET): a made-up one is ignored,
 * so nobody can push D1 sessions or skip the public read cache with a bookmark they did not get.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { baseEnv } from "./request-env";
import { laggingReplicaSessions, replicaSimulation } from "./lagging-replica";
import { isWriteSql } from "./sql-kind";

/** How long a write's bookmark constrains the browser's reads (a replica catches up in seconds). */
export const READ_YOUR_WRITES_SECONDS = 60 * 60;

export const BOOKMARK_COOKIE = "pin_d1b";
export const BOOKMARK_HEADER = "X-D1-Bookmark";

/**
 * D1's bookmarks: hex fields joined by dashes (`0000002c-00000004-00005018-5e64…`), sortable
 * oldest to newest. Anything else in the cookie or header is ignored, never handed to D1.
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}(?:-[0-9a-f]{8}){2}-[0-9a-f]{32}$/;

export const isBookmark = (value: string | null | undefined): value is string => !!value && BOOKMARK_SHAPE.test(value);

/** 128 bits of HMAC-SHA-256, base64url: what follows the dot of a handed-out bookmark. */
// The raw var, not config(): config imports this folder. The Worker entry has checked it by now.
const macOf = (env: Env, bookmark: string) =>
  createHmac("sha256", env.DEVICE_COOKIE_SECRET).update(`d1-bookmark|${bookmark}`).digest().subarray(0, 16).toString("base64url");

/** The bookmark as the Worker hands it out (header and cookie): D1's, a dot, its MAC. */
export const signBookmark = (env: Env, bookmark: string): string => `${bookmark}.${macOf(env, bookmark)}`;

/** D1's bookmark of a value the Worker handed out, or null for anything else (made up, altered, unsigned). */
function verifiedBookmark(env: Env, value: string | null | undefined): string | null {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 0) return null;
  const bookmark = value.slice(0, dot);
  if (!isBookmark(bookmark)) return null;
  const [given, expected] = [Buffer.from(value.slice(dot + 1)), Buffer.from(macOf(env, bookmark))];
  return given.length === expected.length && timingSafeEqual(given, expected) ? bookmark : null;
}

/** The request's bookmark: the header first (API clients), then the cookie; null without a valid signed one. */
export function requestBookmark(request: Request, env: Env): string | null {
  const header = verifiedBookmark(env, request.headers.get(BOOKMARK_HEADER));
  if (header) return header;
  const cookie = (request.headers.get("Cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`) || c.startsWith(`__Host-${BOOKMARK_COOKIE}=`));
  return verifiedBookmark(env, cookie?.slice(cookie.indexOf("=") + 1));
}

/** The Set-Cookie value carrying `bookmark` (the session cookies' flags: worker/auth/sessions/session-cookie.ts). */
export function bookmarkCookie(requestUrl: string, bookmark: string): string {
  const https = new URL(requestUrl).protocol === "https:";
  const name = https ? `__Host-${BOOKMARK_COOKIE}` : BOOKMARK_COOKIE;
  return `${name}=${bookmark}; Max-Age=${READ_YOUR_WRITES_SECONDS}; Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}

/** Write statements prepared in this isolate so far, through any request's session. */
let writesInIsolate = 0;

/**
 * How many write statements this isolate has prepared: a value that changes whenever this isolate
 * may have changed the database (worker/platform/read-cache/ drops what it kept from before).
 *
 * @example
 * const generation = isolateWrites(); // compare later: unchanged means no write here since
 */
export const isolateWrites = (): number => writesInIsolate;

/** A request's database: `env` with DB as the request's session, and what to do with the answer. */
export interface RequestDatabase {
  /** The Worker's env for this request: `DB` reads and writes through the session. */
  env: Env;
  /**
   * Adds the bookmark to a mutable `response` when the request wrote: the header, and the cookie
   * unless `api` (an API answer's cookies are its contract's).
   */
  finish: (response: Response, opts: { api: boolean }) => Response;
}

/**
 * Opens the request's D1 session (D1's own, or the lagging-replica stand-in where the tests turn it
 * on: ./lagging-replica.ts).
 *
 * @example
 * const database = openRequestDatabase(request, env);
 * return database.finish(await route(request, database.env, ctx), { api: isApiPath(pathname) });
 */
export function openRequestDatabase(request: Request, env: Env): RequestDatabase {
  const start = requestBookmark(request, env) ?? "first-unconstrained";
  const simulated = replicaSimulation(env);
  const sessions = simulated ? laggingReplicaSessions(env.DB, simulated) : env.DB;
  const session = sessions.withSession(start);
  let wrote = false;
  const db: D1Database = {
    prepare(sql) {
      if (isWriteSql(sql)) {
        wrote = true;
        writesInIsolate++;
      }
      return session.prepare(sql);
    },
    batch: (statements) => session.batch(statements),
    // exec() runs outside any session: nothing in the Worker may use it (it would skip the bookmark).
    exec: () => Promise.reject(new Error("D1 exec() bypasses the request's session: use prepare() or batch()")),
    // Other sessions (primaryOf's) are D1's, or the stand-in's where it plays the replica.
    withSession: (constraint) => sessions.withSession(constraint ?? "first-unconstrained"),
    dump: () => env.DB.dump(),
  };
  return {
    env: withDatabase(env, db),
    finish(response, { api }) {
      const bookmark = wrote ? session.getBookmark() : null;
      if (bookmark) {
        const signed = signBookmark(env, bookmark);
        response.headers.set(BOOKMARK_HEADER, signed);
        if (!api) response.headers.append("Set-Cookie", bookmarkCookie(request.url, signed));
      }
      return response;
    },
  };
}

/**
 * `env` with another D1 binding, recorded as derived from `env` (config() parses an env's vars once:
 * worker/platform/config.ts).
 *
 * @example
 * c.env = withDatabase(c.env, observedD1(c.env.DB, countCall));
 */
export function withDatabase(env: Env, db: D1Database): Env {
  // `env` as the prototype, not a spread: copying every binding and var cost ~1.4 ms a request.
  return baseEnv.derive(env, Object.create(env, { DB: { value: db, enumerable: true } }) as Env);
}
