/** GET /healthz: liveness for load balancers and the benchmark's baseline. */
import { healthRoute } from "~common/platform/contracts";
import { ok } from "./respond";
import { createRouter } from "./router";

export const healthRoutes = createRouter().openapi(healthRoute, (c) => ok(c, { status: "ok" as const }));
