/**
 * The replica stand-in's switch (PUT /v3/dev/replica/, worker/dev/replica-routes.ts) for a Worker
 * started with `{ laggingReplica: true }`: it starts lagging on the empty migrated database, so a
 * test arranges its data while following, then makes the replica lag and changes things on the
 * primary (docs/decisions/050-security-reads-primary.md).
 */
import type { ReplicaStateData } from "~common/platform/replica-contracts";
import { ApiClient, expectOk } from "./api-client";
import type { RunningWorker } from "./worker-harness";

/**
 * Snapshots the primary: from now on, reads not bound to a bookmark or to the primary see the
 * database as it is now.
 *
 * @example
 * await lagReplica(worker); // then write: only the primary's readers see it
 */
export const lagReplica = async (worker: RunningWorker): Promise<ReplicaStateData> =>
  expectOk(await new ApiClient(worker).put<ReplicaStateData>("/v3/dev/replica/", { lag: true }));

/**
 * Catches the replica up: every read sees the primary.
 *
 * @example
 * await followReplica(worker);
 */
export const followReplica = async (worker: RunningWorker): Promise<ReplicaStateData> =>
  expectOk(await new ApiClient(worker).put<ReplicaStateData>("/v3/dev/replica/", { follow: true }));
