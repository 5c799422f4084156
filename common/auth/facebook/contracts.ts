/**
 * Route contracts of Facebook log-in's retirement (auth.md §1, §3, §7; docs/decisions/020):
 * profile_data and login_data (both methods) as the spec lists them, checked against Facebook's
 * Graph API with our app secret; and the /connect/facebook/ popup's two calls, which stand in for
 * the Facebook SDK of §7: start (Facebook's OAuth dialog, bound to this browser by the `oidc_flow`
 * cookie of docs/decisions/017) and token (the dialog's code for the person's id and access token).
 * All count in the "oauth" rate-limit bucket. Beside them, a developer route that links an account
 * to a Facebook id (no public call makes a Facebook account any more): the contracts' provider
 * states and local runs use it.
 */
import { createRoute } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "../../platform/developer-routes";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  FacebookAccountLinkBodySchema,
  FacebookConnectStartBodySchema,
  FacebookConnectStartedSchema,
  FacebookConnectTokenBodySchema,
  FacebookConnectTokenSchema,
  FacebookProfileBodySchema,
  FacebookProfileSchema,
  LoginDataBodySchema,
  LoginDataQuerySchema,
  LoginDataSchema,
} from "./schemas";

export const facebookProfileRoute = createRoute({
  operationId: "facebookProfileData",
  method: "post",
  path: "/v3/facebook/profile_data/",
  tags: ["auth"],
  summary: "The Facebook profile of an access token",
  description:
    "Asks Facebook's Graph API (with appsecret_proof) for the person the token belongs to. A token Graph refuses is FACEBOOK_TOKEN_INVALID.",
  request: { body: jsonBody(FacebookProfileBodySchema) },
  responses: {
    200: okResponse(FacebookProfileSchema, "The Facebook profile (auth.md §3)"),
    ...errorResponses(...JSON_WRITE_ERRORS, "FACEBOOK_TOKEN_INVALID", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

const loginDataDescription =
  "The log-in methods of the account linked to a Facebook id (auth.md §3 Login data), after Graph confirms the token belongs to that id (else FACEBOOK_TOKEN_INVALID). A Facebook id no account is linked to is ACCOUNT_NOT_FOUND (data.field facebook).";

export const facebookLoginDataRoute = createRoute({
  operationId: "facebookLoginData",
  method: "post",
  path: "/v3/facebook/login_data/",
  tags: ["auth"],
  summary: "How the account of a Facebook person can log in",
  description: loginDataDescription,
  request: { body: jsonBody(LoginDataBodySchema) },
  responses: {
    200: okResponse(LoginDataSchema, "The account's log-in methods"),
    ...errorResponses(...JSON_WRITE_ERRORS, "FACEBOOK_TOKEN_INVALID", "ACCOUNT_NOT_FOUND", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const facebookLoginDataGetRoute = createRoute({
  operationId: "facebookLoginDataGet",
  method: "get",
  path: "/v3/facebook/login_data/",
  tags: ["auth"],
  summary: "How the account of a Facebook person can log in (query form)",
  description: loginDataDescription,
  request: { query: LoginDataQuerySchema },
  responses: {
    200: okResponse(LoginDataSchema, "The account's log-in methods"),
    ...errorResponses("BAD_REQUEST", "FACEBOOK_TOKEN_INVALID", "ACCOUNT_NOT_FOUND", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const facebookConnectStartRoute = createRoute({
  operationId: "facebookConnectStart",
  method: "post",
  path: "/v3/facebook/connect/start/",
  tags: ["auth"],
  summary: "Start the /connect/facebook/ popup: Facebook's OAuth dialog",
  description: "Refused with FACEBOOK_DISABLED where the viewer's device is in web_facebook_disabled (auth.md §6).",
  request: { body: jsonBody(FacebookConnectStartBodySchema) },
  responses: {
    200: okResponse(FacebookConnectStartedSchema, "The dialog's URL (with state)", {
      "Set-Cookie": {
        description: "`oidc_flow`: binds the flow to this browser (HttpOnly, SameSite=Lax, Path=/, 10 minutes)",
        schema: { type: "string" },
      },
    }),
    ...errorResponses(...JSON_WRITE_ERRORS, "FACEBOOK_DISABLED", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const facebookConnectTokenRoute = createRoute({
  operationId: "facebookConnectToken",
  method: "post",
  path: "/v3/facebook/connect/token/",
  tags: ["auth"],
  summary: "Exchange the dialog's code for the person's Facebook id and access token",
  description: "The state must be one this browser started (its `oidc_flow` cookie), unexpired and unused; Facebook must accept the code.",
  request: { body: jsonBody(FacebookConnectTokenBodySchema) },
  responses: {
    200: okResponse(FacebookConnectTokenSchema, "The Facebook id and user access token"),
    ...errorResponses(...JSON_WRITE_ERRORS, "OAUTH_STATE_INVALID", "FACEBOOK_TOKEN_INVALID", "PROVIDER_UNAVAILABLE", "RATE_LIMITED"),
  },
});

export const setFacebookAccountRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "setFacebookAccount",
  method: "put",
  path: "/v3/dev/facebook_account/",
  tags: ["developer"],
  summary: "Link an account to a Facebook id (developer tools only)",
  description:
    'Served only when the Worker\'s DEV_TOOLS var is "true" (local runs on a loopback host only, whatever the var says elsewhere; the provider states of the Pact contracts use it); otherwise 404 NOT_FOUND. Makes the account with this email one made with Facebook before its log-in was retired (docs/decisions/020): its Facebook identity moves from any other account to this one, connected_to_facebook is set, and with facebook_only its password is removed (its sessions end). An unknown email is NOT_FOUND.',
  request: { body: jsonBody(FacebookAccountLinkBodySchema) },
  responses: {
    200: okResponse(FacebookAccountLinkBodySchema, "The account's Facebook link"),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND"),
  },
});
