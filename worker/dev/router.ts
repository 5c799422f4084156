/**
 * Why: the developer-only API is one router — account-state-routes.ts (put an account in a state of
 * auth.md §2.4, §4.6), mailbox-routes.ts (the local mailbox behind /_dev/mailbox) and pact-state/
 * (the Pact verifier's provider states, for holders of PACT_STATE_SECRET only: docs/decisions/025)
 * and promoted-traffic-routes.ts (a promoted Pin's simulated traffic, docs/decisions/039) and
 * replica-routes.ts (the replica stand-in lags or catches up, docs/decisions/050).
 * Every route answers 404 unless DEV_TOOLS is "true" (pact-state: unless the secret is set); the
 * API app (worker/platform/api-app.ts) mounts this one, handing pact-state the rate-limited routes
 * of the whole API.
 */
import type { PactStateStatus } from "~common/platform/pact-state-contracts";
import { createRouter } from "../platform/router";
import { accountStateRoutes } from "./account-state-routes";
import { mailboxRoutes } from "./mailbox-routes";
import { pactStateRoutes } from "./pact-state/routes";
import { promotedTrafficRoutes } from "./promoted-traffic-routes";
import { replicaRoutes } from "./replica-routes";

export const devRouter = (rateLimitedRoutes: () => PactStateStatus["rate_limits"]["routes"]) =>
  createRouter()
    .route("/", accountStateRoutes)
    .route("/", mailboxRoutes)
    .route("/", promotedTrafficRoutes)
    .route("/", replicaRoutes)
    .route("/", pactStateRoutes(rateLimitedRoutes));
