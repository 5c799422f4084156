/**
 * Why: the federated sign-in API (auth.md §1, §3; docs/decisions/017), registered against
 * common/auth/federated-contracts.ts. Starting and finishing a flow count in their own per-IP
 * "oauth" bucket (RATE_LIMIT_OAUTH_MAX); the log-in and sign-up they lead to count in "login" and
 * "signup" (worker/auth/routes.ts).
 */
import { oidcStartRoute, oidcTokenRoute } from "~common/auth/federated-contracts";
import { rateLimit } from "../../platform/middleware/rate-limit";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { ApiError } from "~common/errors";
import { viewerExperiments } from "../../experiments/viewer-experiments";
import { exchangeCode, startFlow } from "./code-flow";

const router = createRouter();
router.on("POST", "/v3/oauth/:provider/start/", rateLimit("oauth"));
router.on("POST", "/v3/oauth/:provider/token/", rateLimit("oauth"));

export const federatedRoutes = router
  .openapi(oidcStartRoute, async (c) => {
    const { provider } = c.req.valid("param");
    if (provider === "google" && (await viewerExperiments(c)).web_google_disabled === "enabled") throw new ApiError("GOOGLE_DISABLED", { data: { field: "google" } });
    const { authorization_url } = await startFlow(c, provider, { loginHint: c.req.valid("json").login_hint });
    c.header("Cache-Control", "no-store");
    return ok(c, { authorization_url });
  })
  .openapi(oidcTokenRoute, async (c) => {
    const { provider } = c.req.valid("param");
    const { code, state } = c.req.valid("json");
    const { idToken, claims } = await exchangeCode(c, provider, code, state);
    c.header("Cache-Control", "no-store");
    const email = typeof claims.email === "string" && claims.email_verified === true ? claims.email : null;
    return ok(c, { id_token: idToken, email, first_name: claims.given_name ?? claims.name ?? null });
  });
