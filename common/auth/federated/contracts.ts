/**
 * Route contracts of federated sign-in (auth.md §1, §3; docs/decisions/017): the authorization-code
 * flow with PKCE, state and nonce against Google's or Line's OpenID provider. Start returns the
 * provider's authorization URL and binds the flow to the browser; the callback page hands the
 * code and state to the token route, which answers a verified ID token for POST /v3/sessions/
 * (google_open_id_token, line_id_token) or POST /v3/register/ (type google / line).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse, type ResponseHeaders } from "../../platform/envelope";
import {
  OidcCredentialBodySchema,
  OidcProviderParamSchema,
  OidcStartBodySchema,
  OidcStartedSchema,
  OidcTokenBodySchema,
  OidcTokenSchema,
} from "../schemas";

const SET_FLOW_COOKIE: ResponseHeaders = {
  "Set-Cookie": {
    description: "`oidc_flow`: binds the flow to this browser (HttpOnly, SameSite=Lax, Path=/, 10 minutes)",
    schema: { type: "string" },
  },
};

export const oidcStartRoute = createRoute({
  operationId: "oidcStart",
  method: "post",
  path: "/v3/oauth/{provider}/start/",
  tags: ["auth"],
  summary: "Start signing in with Google or Line",
  description: "Refused with GOOGLE_DISABLED where the viewer's device is in web_google_disabled (auth.md §6).",
  request: { params: OidcProviderParamSchema, body: jsonBody(OidcStartBodySchema) },
  responses: {
    200: okResponse(OidcStartedSchema, "The provider's authorization URL (with state, nonce and a PKCE S256 challenge)", SET_FLOW_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "PROVIDER_UNAVAILABLE", "GOOGLE_DISABLED", "RATE_LIMITED"),
  },
});

export const oidcTokenRoute = createRoute({
  operationId: "oidcToken",
  method: "post",
  path: "/v3/oauth/{provider}/token/",
  tags: ["auth"],
  summary: "Exchange the provider's code for a verified ID token",
  description:
    "The state must be one this browser started (its `oidc_flow` cookie), unexpired and not exchanged before; the code is redeemed with the flow's PKCE verifier and the ID token verified (signature, iss, aud, exp, iat, nonce).",
  request: { params: OidcProviderParamSchema, body: jsonBody(OidcTokenBodySchema) },
  responses: {
    200: okResponse(OidcTokenSchema, "The verified ID token, usable once for log-in or sign-up"),
    ...errorResponses(...JSON_WRITE_ERRORS, "OAUTH_STATE_INVALID", "ID_TOKEN_INVALID", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const oidcCredentialRoute = createRoute({
  operationId: "oidcCredential",
  method: "post",
  path: "/v3/oauth/{provider}/credential/",
  tags: ["auth"],
  summary: "Hand over the ID token of Google's one-tap prompt",
  description:
    "Production's one-tap prompt (Google Identity Services) gives the page an ID token rather than a code. The token's nonce must be that of a one-tap flow this browser started (its `oidc_flow` cookie), unexpired and not handed over before; the token is verified as the token route verifies it. Google only.",
  request: { params: OidcProviderParamSchema, body: jsonBody(OidcCredentialBodySchema) },
  responses: {
    200: okResponse(OidcTokenSchema, "The verified ID token, usable once for log-in or sign-up"),
    ...errorResponses(...JSON_WRITE_ERRORS, "OAUTH_STATE_INVALID", "ID_TOKEN_INVALID", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});
