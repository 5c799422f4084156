/**
 * Why: the enterprise SSO API (auth.md §7; docs/decisions/018), registered against
 * common/auth/sso/contracts.ts. The info call is the email step's debounced check (auth.md §4.2),
 * so it counts with the other email look-ups ("lookup"); the exchange counts with the federated
 * flows ("oauth"). The log-in and sign-up it leads to are POST /v3/sessions/ and /v3/register/.
 */
import { ssoInfoRoute, ssoTokenRoute } from "~common/auth/sso/contracts";
import { normalizeEmail } from "~common/auth/rules";
import { checkEmail } from "~common/auth/signup";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { ruleError } from "../signup";
import { ssoInfo, ssoTokens } from "./sso";

const router = createRouter();
router.on("POST", ssoInfoRoute.path, rateLimit("lookup"));
router.on("POST", ssoTokenRoute.path, rateLimit("oauth"));

export const ssoRoutes = router
  .openapi(ssoInfoRoute, async (c) => {
    const { email } = c.req.valid("json");
    const failure = checkEmail(email);
    if (failure && failure.error !== "EMAIL_HAS_PRODUCT_NAME") throw ruleError(failure);
    c.header("Cache-Control", "no-store");
    return ok(c, await ssoInfo(c, normalizeEmail(email)));
  })
  .openapi(ssoTokenRoute, async (c) => {
    const { code, state } = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    return ok(c, await ssoTokens(c, code, state));
  });
