/**
 * Route contracts of enterprise single sign-on (auth.md §7 POST /v3/sso/info/ and the exchange-code
 * URL it returns; docs/decisions/018). The info call starts an authorization-code flow with PKCE,
 * state and nonce at the email domain's identity provider (the flow of docs/decisions/017, bound to
 * the browser by the same `oidc_flow` cookie); the popup's code and state come back to the token
 * route, whose sso_id_token logs in (POST /v3/sessions/ sso_user_email, sso_auth_code: login type
 * SSO 9) or signs up (POST /v3/register/ type sso).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { SsoInfoBodySchema, SsoInfoSchema, SsoTokenBodySchema, SsoTokensSchema } from "./schemas";

export const ssoInfoRoute = createRoute({
  operationId: "ssoInfo",
  method: "post",
  path: "/v3/sso/info/",
  tags: ["auth"],
  summary: "Does this email sign in with SSO? If so, start the flow for the popup",
  description:
    "For an SSO email, starts a flow at its domain's identity provider (bound to this browser by the `oidc_flow` cookie); otherwise is_sso false.",
  request: { body: jsonBody(SsoInfoBodySchema) },
  responses: {
    200: okResponse(SsoInfoSchema, "The SSO check result", {
      "Set-Cookie": {
        description: "`oidc_flow` (SSO emails only; HttpOnly, SameSite=Lax, Path=/, 10 minutes)",
        schema: { type: "string" },
      },
    }),
    ...errorResponses(...JSON_WRITE_ERRORS, "EMAIL_MISSING", "EMAIL_FORMAT", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const ssoTokenRoute = createRoute({
  operationId: "ssoToken",
  method: "post",
  path: "/v3/sso/token/",
  tags: ["auth"],
  summary: "Exchange the SSO popup's code for a verified ID token",
  description:
    "The state must be an unexchanged SSO flow of this browser's `oidc_flow` cookie; the code is redeemed with its PKCE verifier and the ID token verified.",
  request: { body: jsonBody(SsoTokenBodySchema) },
  responses: {
    200: okResponse(SsoTokensSchema, "The SSO token exchange response"),
    ...errorResponses(...JSON_WRITE_ERRORS, "OAUTH_STATE_INVALID", "ID_TOKEN_INVALID", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});
