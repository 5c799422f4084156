import { createContext } from "react-router";

/**
 * What the Worker entry hands every page request: the bindings, the execution context and the
 * API's in-process `fetch` (the app never imports the Worker's code; it gets the API from here).
 */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  api: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> };
  /** The Content-Security-Policy nonce of this page response (scripts run only with it). */
  nonce: string;
  /** The page request's submission key (a form's `_submission` field), from which its API writes take their Idempotency-Keys. */
  submission: string | null;
}

export const cloudflareContext = createContext<CloudflareContext>();
