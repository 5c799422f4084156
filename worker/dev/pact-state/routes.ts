/**
 * Why: the Pact verifier's provider states need a few things the public API cannot do cheaply, or
 * at all where DEV_TOOLS is off (a verification account created or reset, lockout included; the
 * mail a flow sent; a device in an experiment group; a Facebook-only account; an Instagram code; a
 * board held by a move; the run's accounts removed afterwards). POST /vx/pact/state/ does them
 * (./actions.ts), for requests carrying the provider-state credential (./credential.ts) only:
 * every other request, whatever its method, gets exactly the unknown route's 404, so the endpoint
 * is invisible where the secret is unset (production) and to anyone without it. Not in the OpenAPI
 * document (common/platform/pact-state-contracts.ts). docs/decisions/025-pact-provider-states.md.
 */
import { createMiddleware } from "hono/factory";
import { ApiError } from "~common/errors";
import { PACT_STATE_PATH, pactStateRoute, type PactStateStatus } from "~common/platform/pact-state-contracts";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { account, boardHold, device, facebook, instagramCode, inviteAge, mail, reportUnsubscribeToken, status, teardown } from "./actions";
import { hasPactStateCredential } from "./credential";

const credentialOnly = createMiddleware<ApiEnv>(async (c, next) => {
  // The same error the API's notFound handler answers (worker/platform/api-app.ts), for every method.
  if (!(await hasPactStateCredential(c))) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
  c.header("Cache-Control", "private, no-store");
  await next();
});

/**
 * The endpoint's router; `rateLimitedRoutes` lists the app's rate-limited routes for the status
 * action (known only once every router is mounted).
 *
 * @example
 * app.route("/", pactStateRoutes(() => rateLimitedRoutes(app.routes)));
 */
export function pactStateRoutes(rateLimitedRoutes: () => PactStateStatus["rate_limits"]["routes"]) {
  const router = createRouter();
  router.use(PACT_STATE_PATH, credentialOnly);
  return router.openapi(pactStateRoute, async (c) => {
    const body = c.req.valid("json");
    switch (body.action) {
      case "status":
        return ok(c, await status(c, rateLimitedRoutes()));
      case "account":
        return ok(c, await account(c.env, body));
      case "mail":
        return ok(c, await mail(c.env, body));
      case "device":
        return ok(c, await device(c, body));
      case "facebook":
        return ok(c, await facebook(c.env, body));
      case "instagram_code":
        return ok(c, await instagramCode(c.env, body));
      case "board_hold":
        return ok(c, await boardHold(c.env, body));
      case "invite_age":
        return ok(c, await inviteAge(c.env, body));
      case "report_unsubscribe_token":
        return ok(c, await reportUnsubscribeToken(c.env, body));
      case "teardown":
        return ok(c, await teardown(c.env, body));
    }
  });
}
