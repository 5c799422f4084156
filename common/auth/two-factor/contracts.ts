/**
 * Route contracts of two-factor authentication's settings (/settings/security; auth.md §1
 * "Two-factor (MFA) log-in"; docs/decisions/019): whether it is on, setting it up with an
 * authenticator app or email, turning it on with a first code (which answers the backup codes,
 * once), and turning it off with a fresh code. The log-in half is POST /v3/sessions/ with the
 * creds' mfa_token and mfa_resend (contracts.ts logInRoute). Registered by
 * worker/auth/two-factor/routes.ts; the page calls them with `api.call(route, input)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  TwoFactorCodeBodySchema,
  TwoFactorCodeSentSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "./schemas";

export const twoFactorStatusRoute = createRoute({
  operationId: "twoFactorStatus",
  method: "get",
  path: "/v3/users/me/two_factor/",
  tags: ["auth"],
  summary: "Is two-factor authentication on for the viewer's account, and how?",
  responses: {
    200: okResponse(TwoFactorStatusSchema, "The viewer's two-factor settings"),
    ...errorResponses("AUTH_REQUIRED"),
  },
});

export const twoFactorSetupRoute = createRoute({
  operationId: "twoFactorSetup",
  method: "post",
  path: "/v3/users/me/two_factor/setup/",
  tags: ["auth"],
  summary: "Start setting up two-factor authentication with an authenticator app or email",
  description:
    "totp: a new key (base32, and its otpauth:// URI for the QR code); email: a code is emailed. Confirm with POST /v3/users/me/two_factor/ within 10 minutes, 5 tries; a new set-up replaces the last. No SMS: no service is connected.",
  request: { body: jsonBody(TwoFactorSetupBodySchema) },
  responses: {
    200: okResponse(TwoFactorSetupSchema, "The setup waiting for its first code"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "TWO_FACTOR_ALREADY_ON", "MFA_RESENDS_LIMITED"),
  },
});

export const enableTwoFactorRoute = createRoute({
  operationId: "enableTwoFactor",
  method: "post",
  path: "/v3/users/me/two_factor/",
  tags: ["auth"],
  summary: "Turn two-factor authentication on with the first code of the setup in progress",
  description:
    "Log-ins then answer MFA_REQUIRED until the code is given. Answers the ten single-use backup codes, stored only as hashes: never shown again. MFA_CODE_INCORRECT has data.tries_left; the 5th wrong code ends the set-up.",
  request: { body: jsonBody(TwoFactorCodeBodySchema) },
  responses: {
    200: okResponse(TwoFactorEnabledSchema, "Two-factor authentication is on"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "MFA_CODE_MISSING",
      "MFA_CODE_FORMAT",
      "MFA_CODE_INCORRECT",
      "TWO_FACTOR_SETUP_EXPIRED",
      "TWO_FACTOR_ALREADY_ON",
    ),
  },
});

export const twoFactorCodeRoute = createRoute({
  operationId: "twoFactorCode",
  method: "post",
  path: "/v3/users/me/two_factor/code/",
  tags: ["auth"],
  summary: "Email a code for turning two-factor authentication off (email method)",
  description: "Once, for 10 minutes; asking again replaces it.",
  responses: {
    200: okResponse(TwoFactorCodeSentSchema, "The code is on its way"),
    ...errorResponses(
      "CROSS_SITE_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "AUTH_REQUIRED",
      "TWO_FACTOR_OFF",
      "MFA_CODE_BY_APP",
      "MFA_RESENDS_LIMITED",
    ),
  },
});

export const disableTwoFactorRoute = createRoute({
  operationId: "disableTwoFactor",
  method: "post",
  path: "/v3/users/me/two_factor/disable/",
  tags: ["auth"],
  summary: "Turn two-factor authentication off with a fresh code",
  description: "The app's current code (never a used one), the emailed one, or an unused backup code; at most 5 wrong ones per 10 minutes.",
  request: { body: jsonBody(TwoFactorCodeBodySchema) },
  responses: {
    200: okResponse(TwoFactorStatusSchema, "Two-factor authentication is off"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "MFA_CODE_MISSING",
      "MFA_CODE_FORMAT",
      "MFA_CODE_INCORRECT",
      "TWO_FACTOR_OFF",
      "TWO_FACTOR_CHECKS_LIMITED",
    ),
  },
});
