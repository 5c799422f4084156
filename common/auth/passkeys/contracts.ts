/**
 * Route contracts of passkeys (WebAuthn; docs/decisions/038): the viewer's passkeys on
 * /settings/security — list, add (options with a fresh proof, then the new credential), rename,
 * remove with a fresh proof, a code by email for an account with nothing else to prove itself
 * with — and the log-in with one (options, then the signed challenge). Registered by
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
  PasskeyEmailCodeSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyLogInBodySchema,
  PasskeySchema,
  RegistrationOptionsBodySchema,
  RegistrationOptionsSchema,
  RemovePasskeyBodySchema,
  RenamePasskeyBodySchema,
} from "./schemas";
import { FRESH_PROOF_ERRORS } from "./errors";

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
  summary: "Start adding a passkey, with a fresh proof: the options for navigator.credentials.create()",
  description:
    "A session alone is not enough: one fresh proof that it is the owner (the password, a two-factor code, a passkey of this account over a confirm challenge, or the emailed code for an account with neither a password nor two-factor). Wrong proofs count against the account's log-in lockout. Only then: a discoverable credential with user verification required, no attestation; the viewer's passkeys are excluded. The challenge is single use for 5 minutes, bound to this browser's `pin_webauthn` cookie and this account: it is the proof's, so only it can add a passkey.",
  request: { body: jsonBody(RegistrationOptionsBodySchema) },
  responses: {
    200: okResponse(RegistrationOptionsSchema, "The creation options", SET_CEREMONY_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "AUTH_REQUIRED", ...FRESH_PROOF_ERRORS, "PASSKEY_LIMIT_REACHED"),
  },
});

export const addPasskeyRoute = createRoute({
  operationId: "addPasskey",
  method: "post",
  path: "/v3/users/me/passkeys/",
  tags,
  summary: "Add the passkey the browser made",
  description:
    "Verifies the credential against the proven challenge of the options (once), the relying party id and the allowed origins (PASSKEY_RP_ID, PASSKEY_ORIGINS); stores its public key, sign counter, backup flags, transports and the device it was added from. The account is emailed about it, and the sign-in history shows it (passkey_added).",
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
      "PASSKEYS_UNAVAILABLE",
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
    "One of: the password, a two-factor code (the app's current one, an emailed one, a backup code), a passkey of this account over a challenge of purpose confirm, or the emailed code for an account with neither a password nor two-factor. Wrong proofs count against the account's log-in lockout (the same counter as log-ins).",
  request: { params: PasskeyIdParamsSchema, body: jsonBody(RemovePasskeyBodySchema) },
  responses: {
    200: okResponse(PasskeyListSchema, "The passkeys left"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "PASSKEY_NOT_FOUND", ...FRESH_PROOF_ERRORS),
  },
});

export const passkeyEmailCodeRoute = createRoute({
  operationId: "passkeyEmailCode",
  method: "post",
  path: "/v3/users/me/passkeys/email_code/",
  tags,
  summary: "Email a code to prove it is the owner, for an account with neither a password nor two-factor",
  description:
    "For a Google- or LINE-only account: the code (6 digits, once, 10 minutes) goes to the account's email and is then the `code` of a proof. An account with a password or two-factor proves itself with those: PASSKEY_EMAIL_CODE_UNAVAILABLE. A few emails per 10 minutes.",
  responses: {
    200: okResponse(PasskeyEmailCodeSchema, "The code is on its way"),
    ...errorResponses(
      "CROSS_SITE_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "RATE_LIMITED",
      "AUTH_REQUIRED",
      "PASSKEY_EMAIL_CODE_UNAVAILABLE",
      "MFA_RESENDS_LIMITED",
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
      "PASSKEYS_UNAVAILABLE",
    ),
  },
});
