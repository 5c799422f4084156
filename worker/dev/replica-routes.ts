/**
 * Why: `PUT /v3/dev/replica/` makes the replica stand-in lag or catch up
 * (worker/platform/d1-sessions/lagging-replica.ts), so a test can show that the security reads come
 * from the primary while ordinary reads come from a stale copy (docs/decisions/050). Like every
 * developer route it answers 404 unless DEV_TOOLS is "true", and also where there is no stand-in.
 */
import { replicaRoute } from "~common/platform/replica-contracts";
import { ApiError } from "~common/errors";
import { config } from "../platform/config";
import { primaryOf, replicaLag, replicaSimulation } from "../platform/d1-sessions";
import { ok } from "../platform/respond";
import { createRouter } from "../platform/router";

export const replicaRoutes = createRouter().openapi(replicaRoute, async (c) => {
  if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
  const replica = replicaSimulation(c.env);
  if (!replica) throw new ApiError("NOT_FOUND", { detail: "no replica stand-in: this Worker has no DB_REPLICA_SIMULATION binding" });
  const command = c.req.valid("json");
  c.header("Cache-Control", "private, no-store");
  if ("follow" in command) return ok(c, { ...replicaLag.follow(), rows: 0 });
  // From the primary: the request's own session would read the stand-in itself.
  const { state, rows } = await replicaLag.lag(primaryOf(c.env.DB), replica);
  return ok(c, { ...state, rows });
});
