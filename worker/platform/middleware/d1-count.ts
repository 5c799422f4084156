/**
 * Why: the saving reads promise a constant number of D1 queries per request, whatever the number
 * of boards or Pins (worker/saving/board-picker/, the feeds, the board lists). This makes that number
 * observable from outside: where DEV_TOOLS is "true" (local runs, never a build's default), a
 * request that carries `X-D1-Count: 1` gets the API's D1 work counted and answered in headers:
 *
 *   X-D1-Calls       round trips to D1: each first()/all()/run()/raw(), each batch(), each exec()
 *   X-D1-Statements  SQL statements in them (a batch of 3 is 1 call, 3 statements)
 *
 * The count covers the work done before the answer (after-the-answer work in waitUntil, such as
 * sliding a session's idle window, is not in it). It wraps the request's DB binding only for such
 * requests, so other requests (the benchmark's load, production) run exactly as without it.
 */
import type { MiddlewareHandler } from "hono";
import { config } from "../config";
import { withDatabase } from "../d1-sessions";
import type { ApiEnv } from "../types";

export const D1_COUNT_REQUEST_HEADER = "X-D1-Count";
export const D1_CALLS_HEADER = "X-D1-Calls";
export const D1_STATEMENTS_HEADER = "X-D1-Statements";

export interface D1Counter {
  calls: number;
  statements: number;
}

const COUNTED = new Set(["first", "all", "run", "raw"]);

/** The real statement behind a counting one (D1's batch() takes only its own statements). */
const innerOf = new WeakMap<object, D1PreparedStatement>();

function countingStatement(statement: D1PreparedStatement, counter: D1Counter): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...args: unknown[]) => countingStatement(target.bind(...args), counter);
      if (typeof prop === "string" && COUNTED.has(prop)) {
        return (...args: unknown[]) => {
          counter.calls += 1;
          counter.statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
  innerOf.set(proxy, statement);
  return proxy;
}

/**
 * A D1 binding that counts its calls and statements into `counter`.
 *
 * @example
 * const counter = { calls: 0, statements: 0 };
 * const db = countingD1(env.DB, counter);
 * await db.batch([db.prepare("SELECT 1"), db.prepare("SELECT 2")]); // counter: { calls: 1, statements: 2 }
 */
export function countingD1(db: D1Database, counter: D1Counter): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "prepare") return (sql: string) => countingStatement(target.prepare(sql), counter);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counter.calls += 1;
          counter.statements += statements.length;
          return target.batch(statements.map((s) => innerOf.get(s) ?? s));
        };
      }
      // primaryOf()'s reads (worker/platform/d1-sessions/primary.ts) run in a session of their own: counted too.
      if (prop === "withSession") {
        return (constraint?: string) =>
          countingD1(target.withSession(constraint) as unknown as D1Database, counter) as unknown as D1DatabaseSession;
      }
      if (prop === "exec") {
        return (sql: string) => {
          counter.calls += 1;
          counter.statements += sql.split(";").filter((s) => s.trim() !== "").length;
          return target.exec(sql);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** The middleware: counts a request's D1 work when DEV_TOOLS is on and the request asks. */
export const d1Count: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.header(D1_COUNT_REQUEST_HEADER) !== "1" || !config(c.env).DEV_TOOLS) return next();
  const counter: D1Counter = { calls: 0, statements: 0 };
  c.env = withDatabase(c.env, countingD1(c.env.DB, counter));
  await next();
  c.header(D1_CALLS_HEADER, String(counter.calls));
  c.header(D1_STATEMENTS_HEADER, String(counter.statements));
};
