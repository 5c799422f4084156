import { createContext } from "react-router";

/** The Worker's bindings and execution context, set by the Worker entry for every page request. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();
