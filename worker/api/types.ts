import type { ViewerSession } from "../auth/session-store";

/** Hono environment of the API: Worker bindings plus per-request variables. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    /** Session found from the request cookie, or null (resolved lazily by `loadViewerSession`). */
    session: ViewerSession | null | undefined;
  };
}
