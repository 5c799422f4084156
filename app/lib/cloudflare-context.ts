import { createContext } from "react-router";

/**
 * What the Worker entry hands every page request: the bindings, the execution context and the
 * API's in-process `fetch` (the app never imports the Worker's code; it gets the API from here).
 */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  api: { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> };
}

export const cloudflareContext = createContext<CloudflareContext>();
