import type { ExperimentGroups } from "~common/auth/schemas";
import type { ViewerSession } from "../auth/sessions";

/** Hono environment of the API: Worker bindings plus per-request variables. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    /** Session found from the request cookie, or null (resolved lazily by `currentSession`). */
    session: ViewerSession | null | undefined;
    /** The viewer's experiment groups, evaluated once per request (worker/platform/experiments/viewer-experiments.ts). */
    experiments: ExperimentGroups | undefined;
    /** A device id made for this request when it came without one (worker/platform/experiments/device-id.ts). */
    deviceId: string | undefined;
  };
}
