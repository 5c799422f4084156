/**
 * Why: the Facebook API of auth.md §7 (profile_data, login_data by POST and GET) and the
 * /connect/facebook/ popup's start and token calls (docs/decisions/020), registered against
 * common/auth/facebook-contracts.ts. All count in the per-IP "oauth" bucket with the other
 * federated calls: each one makes a Graph request on our app's behalf.
 */
import {
  facebookConnectStartRoute,
  facebookConnectTokenRoute,
  facebookLoginDataGetRoute,
  facebookLoginDataRoute,
  facebookProfileRoute,
} from "~common/auth/facebook-contracts";
import { ApiError } from "~common/errors";
import { viewerExperiments } from "../../experiments/viewer-experiments";
import { rateLimit } from "../../platform/middleware/rate-limit";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { finishFacebookConnect, startFacebookConnect } from "./connect";
import { facebookLoginData, facebookProfile } from "./facebook-account";

const router = createRouter();
router.use("/v3/facebook/*", rateLimit("oauth"));

export const facebookRoutes = router
  .openapi(facebookProfileRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return ok(c, await facebookProfile(c.env, c.req.valid("json")));
  })
  .openapi(facebookLoginDataRoute, async (c) => {
    const { facebook_id, facebook_token } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return ok(c, await facebookLoginData(c.env, facebook_id, facebook_token));
  })
  .openapi(facebookLoginDataGetRoute, async (c) => {
    const { facebook_id, facebook_token } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return ok(c, await facebookLoginData(c.env, facebook_id, facebook_token));
  })
  .openapi(facebookConnectStartRoute, async (c) => {
    if ((await viewerExperiments(c)).web_facebook_disabled === "enabled") throw new ApiError("FACEBOOK_DISABLED", { data: { field: "facebook" } });
    c.header("Cache-Control", "no-store");
    return ok(c, await startFacebookConnect(c));
  })
  .openapi(facebookConnectTokenRoute, async (c) => {
    const { code, state } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return ok(c, await finishFacebookConnect(c, code, state));
  });
