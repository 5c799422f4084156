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
 * requests, so other requests (the benchmark's load, production) run exactly as without it. The
 * wrapper is the fault switch's (../faults/), so both count a call alike.
 */
import type { MiddlewareHandler } from "hono";
import { config } from "../config";
import { withDatabase } from "../d1-sessions";
import { observedD1 } from "../faults";
import type { ApiEnv } from "../types";

export const D1_COUNT_REQUEST_HEADER = "X-D1-Count";
export const D1_CALLS_HEADER = "X-D1-Calls";
export const D1_STATEMENTS_HEADER = "X-D1-Statements";

/** The middleware: counts a request's D1 work when DEV_TOOLS is on and the request asks. */
export const d1Count: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.header(D1_COUNT_REQUEST_HEADER) !== "1" || !config(c.env).DEV_TOOLS) return next();
  const counter = { calls: 0, statements: 0 };
  c.env = withDatabase(
    c.env,
    observedD1(c.env.DB, (_kind, statements) => {
      counter.calls += 1;
      counter.statements += statements;
      return undefined;
    }),
  );
  await next();
  c.header(D1_CALLS_HEADER, String(counter.calls));
  c.header(D1_STATEMENTS_HEADER, String(counter.statements));
};
