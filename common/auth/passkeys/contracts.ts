/**
 * Route contracts of passkeys (WebAuthn; docs/decisions/038): the viewer's passkeys on
 * /settings/security — list, add (options, then the new credential), rename, remove with a fresh
 * proof — and the log-in with one (options, then the signed challenge). Registered by
 * worker/auth/passkeys/routes.ts; the pages call them with `api.call(route, input)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse, type ResponseHeaders } from "../../platform/envelope";
import { SET_DEVICE_ACCOUNT_COOKIES } from "../contracts";
import { SessionCreatedSchema } from "../schemas";
import {
  AddPasskeyBodySchema,
  AuthenticationOptionsBodySchema,
  AuthenticationOptionsSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyLogInBodySchema,
  PasskeySchema,
  RegistrationOptionsSchema,
  RemovePasskeyBodySchema,
  RenamePasskeyBodySchema,
} from "./schemas";

const tags = ["auth"];

/** The options routes bind their challenge to the browser. */
const SET_CEREMONY_COOKIE: ResponseHeaders = {
  "Set-Cookie": {
    description:
      "`pin_webauthn` (`__Host-pin_webauthn` over https): the browser's ceremony id, random, HttpOnly, SameSite=Strict, 5 minutes; a challenge verifies only with the cookie it was made for",
    schema: { type: "string" },
  },
};

export const passkeysRoute = createRoute({
  operationId: "passkeys",
  method: "get",
  path: "/v3/users/me/passkeys/",
  tags,
  summary: "The viewer's passkeys",
  responses: {
    200: okResponse(PasskeyListSchema, "The viewer's passkeys, newest first"),
    ...errorResponses("AUTH_REQUIRED"),
  },
});

export const passkeyRegistrationOptionsRoute = createRoute({
  operationId: "passkeyRegistrationOptions",
  method: "post",
  path: "/v3/users/me/passkeys/options/",
  tags,
  summary: "Start adding a passkey: the options for navigator.credentials.create()",
  description:
    "A discoverable credential with user verification preferred, no attestation; the viewer's passkeys are excluded. The challenge is single use for 5 minutes, bound to this browser's `pin_webauthn` cookie and this account.",
  responses: {
    200: okResponse(RegistrationOptionsSchema, "The creation options", SET_CEREMONY_COOKIE),
    ...errorResponses("CROSS_SITE_REQUEST", "PAYLOAD_TOO_LARGE", "AUTH_REQUIRED", "PASSKEY_LIMIT_REACHED", "PASSKEYS_UNAVAILABLE"),
  },
});

export const addPasskeyRoute = createRoute({
  operationId: "addPasskey",
  method: "post",
  path: "/v3/users/me/passkeys/",
  tags,
  summary: "Add the passkey the browser made",
  description:
    "Verifies the credential against the challenge (once), the relying party id and the allowed origins (PASSKEY_RP_ID, PASSKEY_ORIGINS); stores its public key, sign counter, backup flags and transports.",
  request: { body: jsonBody(AddPasskeyBodySchema) },
  responses: {
    200: okResponse(PasskeySchema, "The new passkey"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "PASSKEY_NAME_MISSING",
      "PASSKEY_NAME_TOO_LONG",
      "PASSKEY_CEREMONY_EXPIRED",
      "PASSKEY_NOT_VERIFIED",
      "PASSKEY_ALREADY_REGISTERED",
      "PASSKEY_LIMIT_REACHED",
    ),
  },
});

export const renamePasskeyRoute = createRoute({
  operationId: "renamePasskey",
  method: "patch",
  path: "/v3/users/me/passkeys/{passkeyId}/",
  tags,
  summary: "Rename one of the viewer's passkeys",
  request: { params: PasskeyIdParamsSchema, body: jsonBody(RenamePasskeyBodySchema) },
  responses: {
    200: okResponse(PasskeySchema, "The renamed passkey"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "PASSKEY_NAME_MISSING", "PASSKEY_NAME_TOO_LONG", "PASSKEY_NOT_FOUND"),
  },
});

export const removePasskeyRoute = createRoute({
  operationId: "removePasskey",
  method: "post",
  path: "/v3/users/me/passkeys/{passkeyId}/delete/",
  tags,
  summary: "Remove one of the viewer's passkeys, with a fresh proof that it is the owner",
  description:
    "One of: the password, a two-factor code (the app's current one, an emailed one, a backup code), or a passkey of this account over a challenge of purpose confirm. At most 5 wrong proofs per 10 minutes.",
  request: { params: PasskeyIdParamsSchema, body: jsonBody(RemovePasskeyBodySchema) },
  responses: {
    200: okResponse(PasskeyListSchema, "The passkeys left"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "PASSKEY_NOT_FOUND",
      "PASSKEY_CONFIRMATION_REQUIRED",
      "PASSKEY_CONFIRMATION_INCORRECT",
      "PASSKEY_CEREMONY_EXPIRED",
      "PASSKEY_CHECKS_LIMITED",
    ),
  },
});

export const passkeyAuthenticationOptionsRoute = createRoute({
  operationId: "passkeyAuthenticationOptions",
  method: "post",
  path: "/v3/passkeys/options/",
  tags,
  summary: "Start a log-in (or a confirmation) with a passkey: the options for navigator.credentials.get()",
  description:
    "login: no session needed, no allowCredentials (the browser offers this site's passkeys, also through autofill). confirm: the viewer's passkeys. The challenge is single use for 5 minutes, bound to this browser's `pin_webauthn` cookie.",
  request: { body: jsonBody(AuthenticationOptionsBodySchema) },
  responses: {
    200: okResponse(AuthenticationOptionsSchema, "The request options", SET_CEREMONY_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "AUTH_REQUIRED", "PASSKEYS_UNAVAILABLE"),
  },
});

export const passkeyLogInRoute = createRoute({
  operationId: "passkeyLogIn",
  method: "post",
  path: "/v3/sessions/passkey/",
  tags,
  summary: "Log in with a passkey",
  description:
    "Verifies the signature over a login challenge of this browser (once), the origin, the relying party id, user verification and the sign counter. A passkey is both factors: no two-factor code follows. login_type PASSKEY (10).",
  request: { body: jsonBody(PasskeyLogInBodySchema) },
  responses: {
    200: okResponse(
      SessionCreatedSchema,
      "Logged in; a new session cookie is set and the device remembers the account",
      SET_DEVICE_ACCOUNT_COOKIES,
    ),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "RATE_LIMITED",
      "PASSKEY_CEREMONY_EXPIRED",
      "PASSKEY_UNKNOWN",
      "PASSKEY_LOGIN_FAILED",
      "ACCOUNT_SOFT_BANNED",
      "ACCOUNT_SUSPENDED",
      "ACCOUNT_DEACTIVATED",
    ),
  },
});
