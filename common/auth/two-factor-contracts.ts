/**
 * Route contracts of two-factor authentication's settings (/settings/security; auth.md §1
 * "Two-factor (MFA) log-in"; docs/decisions/019): whether it is on, setting it up with an
 * authenticator app or email, turning it on with a first code (which answers the backup codes,
 * once), and turning it off with a fresh code. The log-in half is POST /v3/sessions/ with the
 * creds' mfa_token and mfa_resend (contracts.ts logInRoute). Registered by
 * worker/auth/two-factor/routes.ts; the page calls them with `api.call(route, input)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../platform/envelope";
import {
  TwoFactorCodeBodySchema,
  TwoFactorCodeSentSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "./two-factor-schemas";

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
    "totp: a new key (its base32 text and otpauth:// URI, for the QR code); email: a 6-digit code is emailed to the account's address. Either way a code must confirm it within 10 minutes (POST /v3/users/me/two_factor/), with at most 5 wrong codes; a new setup replaces one in progress. Emails per account are limited (MFA_RESENDS_LIMITED). SMS is not offered: no SMS service is connected.",
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
    "From now on every log-in of the account answers MFA_REQUIRED until its code is given. The answer holds the ten single-use backup codes: they are stored only as hashes and never shown again. MFA_CODE_INCORRECT carries data.tries_left; after the 5th wrong code the setup is over (TWO_FACTOR_SETUP_EXPIRED).",
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
  description: "The code works once, for 10 minutes; asking again replaces it. An account whose codes come from an app answers MFA_CODE_BY_APP.",
  responses: {
    200: okResponse(TwoFactorCodeSentSchema, "The code is on its way"),
    ...errorResponses("CROSS_SITE_REQUEST", "AUTH_REQUIRED", "TWO_FACTOR_OFF", "MFA_CODE_BY_APP", "MFA_RESENDS_LIMITED"),
  },
});

export const disableTwoFactorRoute = createRoute({
  operationId: "disableTwoFactor",
  method: "post",
  path: "/v3/users/me/two_factor/disable/",
  tags: ["auth"],
  summary: "Turn two-factor authentication off with a fresh code",
  description:
    "The code: the authenticator app's current one (never one already used), the emailed one (POST /v3/users/me/two_factor/code/), or an unused backup code. The key and backup codes are deleted. At most 5 wrong codes per 10 minutes (TWO_FACTOR_CHECKS_LIMITED).",
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
