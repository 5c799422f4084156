/**
 * Why: the Facebook API of auth.md §7 (profile_data, login_data by POST and GET) and the
 * /connect/facebook/ popup's start and token calls (docs/decisions/020), registered against
 * common/auth/facebook/contracts.ts. All count in the per-IP "oauth" bucket with the other
 * federated calls: each one makes a Graph request on our app's behalf. The developer route
 * PUT /v3/dev/facebook_account/ (./dev-link.ts) answers 404 unless DEV_TOOLS is "true".
 */
import {
  facebookConnectStartRoute,
  facebookConnectTokenRoute,
  facebookLoginDataGetRoute,
  facebookLoginDataRoute,
  facebookProfileRoute,
  setFacebookAccountRoute,
} from "~common/auth/facebook/contracts";
import { normalizeEmail } from "~common/auth/rules";
import { ApiError } from "~common/errors";
import { viewerExperiments } from "../../platform/experiments";
import { config } from "../../platform/config";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { finishFacebookConnect, startFacebookConnect } from "./connect";
import { linkFacebookAccount } from "./dev-link";
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
    if ((await viewerExperiments(c)).web_facebook_disabled === "enabled")
      throw new ApiError("FACEBOOK_DISABLED", { data: { field: "facebook" } });
    c.header("Cache-Control", "no-store");
    return ok(c, await startFacebookConnect(c));
  })
  .openapi(facebookConnectTokenRoute, async (c) => {
    const { code, state } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return ok(c, await finishFacebookConnect(c, code, state));
  })
  .openapi(setFacebookAccountRoute, async (c) => {
    if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    const { email, facebook_id, facebook_only } = c.req.valid("json");
    const normalized = normalizeEmail(email);
    if (!(await linkFacebookAccount(c.env.DB, normalized, facebook_id, { facebookOnly: facebook_only }))) {
      throw new ApiError("NOT_FOUND", { detail: `no account with email ${normalized}` });
    }
    c.header("Cache-Control", "private, no-store");
    return ok(c, { email: normalized, facebook_id, facebook_only });
  });
