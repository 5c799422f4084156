/**
 * Route contracts of the account settings (issue 34 items 4, 9): the settings page's one read,
 * the profile (names, username, about, website; the photo), an email change (a fresh proof, then
 * a code sent to the new address), unlinking Google or LINE, the privacy and notification
 * switches, and where a username points now (a former one redirects for USERNAME_REDIRECT_DAYS).
 * Registered by worker/auth/settings/routes.ts; the pages call them with `api.call(route, input)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  AccountSettingsSchema,
  EmailChangeConfirmSchema,
  EmailChangeSentSchema,
  EmailChangeStartSchema,
  PreferencesPatchSchema,
  ProfilePatchSchema,
  ProfilePhotoSchema,
  ProviderParamsSchema,
  UsernameParamsSchema,
  UsernameSchema,
} from "./schemas";
import { FRESH_PROOF_ERRORS } from "../passkeys";

const tags = ["auth"];
const settings = (description: string) => ({ 200: okResponse(AccountSettingsSchema, description) });

export const accountSettingsRoute = createRoute({
  operationId: "accountSettings",
  method: "get",
  path: "/v3/users/me/settings/",
  tags,
  summary: "The viewer's account settings: profile, email, ways to log in, privacy, notifications",
  responses: { ...settings("The settings"), ...errorResponses("AUTH_REQUIRED") },
});

export const updateProfileRoute = createRoute({
  operationId: "updateProfile",
  method: "patch",
  path: "/v3/users/me/profile/",
  tags,
  summary: "Change the profile's names, username, about or website",
  description:
    "A new username is unique regardless of case, not a page path, not another person's former username still redirecting. The former one redirects to the profile for 90 days.",
  request: { body: jsonBody(ProfilePatchSchema) },
  responses: {
    ...settings("The settings after"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "RATE_LIMITED",
      "FIRST_NAME_MISSING",
      "PROFILE_NAME_TOO_LONG",
      "USERNAME_TOO_SHORT",
      "USERNAME_TOO_LONG",
      "USERNAME_FORMAT",
      "USERNAME_RESERVED",
      "USERNAME_TAKEN",
      "ABOUT_TOO_LONG",
      "WEBSITE_INVALID",
    ),
  },
});

export const setProfilePhotoRoute = createRoute({
  operationId: "setProfilePhoto",
  method: "put",
  path: "/v3/users/me/profile/photo/",
  tags,
  summary: "Set the profile photo: a square image cropped in the browser",
  request: { body: jsonBody(ProfilePhotoSchema) },
  responses: {
    ...settings("The settings after"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "RATE_LIMITED", "PHOTO_INVALID"),
  },
});

export const removeProfilePhotoRoute = createRoute({
  operationId: "removeProfilePhoto",
  method: "delete",
  path: "/v3/users/me/profile/photo/",
  tags,
  summary: "Go back to the default picture",
  responses: { ...settings("The settings after"), ...errorResponses("CROSS_SITE_REQUEST", "AUTH_REQUIRED") },
});

export const startEmailChangeRoute = createRoute({
  operationId: "startEmailChange",
  method: "post",
  path: "/v3/users/me/email/",
  tags,
  summary: "Ask to change the email: a fresh proof, then a 6-digit code is sent to the new address",
  description: "A new request replaces the one in progress. The code works once, for 10 minutes; 5 wrong codes end the change.",
  request: { body: jsonBody(EmailChangeStartSchema) },
  responses: {
    200: okResponse(EmailChangeSentSchema, "The code is on its way"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "RATE_LIMITED",
      "EMAIL_MISSING",
      "EMAIL_FORMAT",
      "EMAIL_HAS_PRODUCT_NAME",
      "EMAIL_UNCHANGED",
      "EMAIL_TAKEN",
      ...FRESH_PROOF_ERRORS,
      "MFA_RESENDS_LIMITED",
    ),
  },
});

export const confirmEmailChangeRoute = createRoute({
  operationId: "confirmEmailChange",
  method: "post",
  path: "/v3/users/me/email/confirm/",
  tags,
  summary: "Confirm the email change with the code sent to the new address; the old address is told",
  description: "Sessions are kept.",
  request: { body: jsonBody(EmailChangeConfirmSchema) },
  responses: {
    ...settings("The settings after"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "RATE_LIMITED",
      "EMAIL_CHANGE_EXPIRED",
      "EMAIL_CHANGE_CODE_INCORRECT",
      "EMAIL_CHANGE_TOO_MANY_TRIES",
      "EMAIL_TAKEN",
    ),
  },
});

export const unlinkIdentityRoute = createRoute({
  operationId: "unlinkIdentity",
  method: "delete",
  path: "/v3/users/me/identities/{provider}/",
  tags,
  summary: "Unlink Google or LINE, while another way to log in remains (a password, a passkey, another provider)",
  request: { params: ProviderParamsSchema },
  responses: {
    ...settings("The settings after"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED", "RATE_LIMITED", "IDENTITY_NOT_LINKED", "LAST_WAY_IN"),
  },
});

export const updatePreferencesRoute = createRoute({
  operationId: "updatePreferences",
  method: "patch",
  path: "/v3/users/me/preferences/",
  tags,
  summary: "Privacy and notification switches: hide from search engines, board invite emails",
  request: { body: jsonBody(PreferencesPatchSchema) },
  responses: { ...settings("The settings after"), ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED") },
});

export const usernameRoute = createRoute({
  operationId: "username",
  method: "get",
  path: "/v3/usernames/{username}/",
  tags,
  summary: "Whose a username is now: a current one, or a former one still redirecting",
  request: { params: UsernameParamsSchema },
  responses: { 200: okResponse(UsernameSchema, "The person's current username"), ...errorResponses("BAD_REQUEST", "USER_NOT_FOUND") },
});
