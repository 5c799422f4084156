/**
 * Why: the federated sign-in API (auth.md §1, §3; docs/decisions/017), registered against
 * common/auth/federated/contracts.ts. Starting and finishing a flow count in their own per-IP
 * "oauth" bucket (RATE_LIMIT_OAUTH_MAX); the log-in and sign-up they lead to count in "login" and
 * "signup" (worker/auth/login/routes.ts).
 */
import { oidcCredentialRoute, oidcStartRoute, oidcTokenRoute } from "~common/auth/federated/contracts";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { ApiError } from "~common/errors";
import { viewerExperiments } from "../../platform/experiments";
import { acceptCredential, exchangeCode, startFlow, type VerifiedHandover } from "./code-flow";

const router = createRouter();
router.on("POST", "/v3/oauth/:provider/start/", rateLimit("oauth"));
router.on("POST", "/v3/oauth/:provider/token/", rateLimit("oauth"));
router.on("POST", "/v3/oauth/:provider/credential/", rateLimit("oauth"));

/** What the page needs of a verified ID token (auth.md §4.1): the token, the email, the first name, one-tap. */
const handover = ({ idToken, claims, oneTap }: VerifiedHandover) => ({
  id_token: idToken,
  email: typeof claims.email === "string" && claims.email_verified === true ? claims.email : null,
  first_name: claims.given_name ?? claims.name ?? null,
  one_tap: oneTap,
});

export const federatedRoutes = router
  .openapi(oidcStartRoute, async (c) => {
    const { provider } = c.req.valid("param");
    if (provider === "google" && (await viewerExperiments(c)).web_google_disabled === "enabled")
      throw new ApiError("GOOGLE_DISABLED", { data: { field: "google" } });
    const { login_hint: loginHint, ux } = c.req.valid("json");
    // The one-tap prompt is Google's (auth.md §1).
    if (ux === "one_tap" && provider !== "google")
      throw new ApiError("BAD_REQUEST", { detail: "one_tap is Google's", data: { field: "ux" } });
    const { authorization_url, client_id, nonce } = await startFlow(c, provider, { loginHint, ux });
    c.header("Cache-Control", "no-store");
    return ok(c, { authorization_url, client_id, nonce });
  })
  .openapi(oidcTokenRoute, async (c) => {
    const { provider } = c.req.valid("param");
    const { code, state } = c.req.valid("json");
    const verified = await exchangeCode(c, provider, code, state);
    c.header("Cache-Control", "no-store");
    return ok(c, handover(verified));
  })
  .openapi(oidcCredentialRoute, async (c) => {
    const { provider } = c.req.valid("param");
    if (provider !== "google") throw new ApiError("OAUTH_STATE_INVALID", { data: { field: provider } });
    const verified = await acceptCredential(c, provider, c.req.valid("json").credential);
    c.header("Cache-Control", "no-store");
    return ok(c, handover(verified));
  });
