/**
 * Route contract of the replica stand-in's switch (worker/platform/d1-sessions/lagging-replica.ts,
 * docs/decisions/050-security-reads-primary.md): local D1 has no replicas, so tests make the
 * stand-in lag (its reads see a snapshot of the primary) or follow (its reads are the primary's)
 * to show which reads may be stale and which never are. Developer tools only (DEVELOPER_ONLY): 404
 * NOT_FOUND unless DEV_TOOLS is "true", and where the Worker has no stand-in binding.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "./developer-routes";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "./envelope";

export const ReplicaCommandSchema = z
  .union([
    z
      .object({ lag: z.literal(true) })
      .strict()
      .openapi({ description: "Snapshot the primary now; replica reads see that snapshot" }),
    z
      .object({ follow: z.literal(true) })
      .strict()
      .openapi({ description: "Catch up: replica reads see the primary" }),
  ])
  .openapi("ReplicaCommand", { example: { lag: true } });

export const ReplicaStateSchema = z
  .object({
    lagging: z.boolean().openapi({ description: "True while replica reads see a snapshot" }),
    since: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "When the snapshot was taken (epoch ms); null: the empty database the stand-in starts on, or following" }),
    rows: z.number().int().openapi({ description: "Rows the snapshot copied (0 when following)" }),
  })
  .openapi("ReplicaState");

export const replicaRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "setReplicaLag",
  method: "put",
  path: "/v3/dev/replica/",
  tags: ["developer tools"],
  summary: "Make the local replica stand-in lag or catch up (developer tools only)",
  description:
    'Served only when the Worker\'s DEV_TOOLS var is "true" and it has the replica stand-in (a `DB_REPLICA_SIMULATION` D1 binding, which only the tests add); otherwise 404 NOT_FOUND. `{ "lag": true }` copies the primary into the stand-in, and from then on reads not constrained by a bookmark see that copy; `{ "follow": true }` has them read the primary. Writes, bookmarked sessions and the security reads always go to the primary.',
  request: { body: jsonBody(ReplicaCommandSchema) },
  responses: {
    200: okResponse(ReplicaStateSchema, "The stand-in's state now"),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND"),
  },
});

export type ReplicaCommand = z.infer<typeof ReplicaCommandSchema>;
export type ReplicaStateData = z.infer<typeof ReplicaStateSchema>;
