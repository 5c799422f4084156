import type { ViewerSession } from "../auth/sessions/session-store";

/** Hono environment of the API: Worker bindings plus per-request variables. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    /** Session found from the request cookie, or null (resolved lazily by `currentSession`). */
    session: ViewerSession | null | undefined;
  };
}
