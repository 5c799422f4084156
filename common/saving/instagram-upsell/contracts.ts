/**
 * Route contracts of the user settings behind the Instagram upsell (saving.md §2 /settings/claim/,
 * §3 User settings, §4 Instagram upsell, §7 GET /v3/users/settings). Registered in
 * worker/saving/instagram-upsell/routes.ts. Connecting Instagram goes through an authorization code; here
 * the code comes from a local stand-in for Instagram's OAuth (worker/saving/instagram-upsell/), whose
 * authorize step is a developer route.
 */
import { createRoute } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "../../platform/developer-routes";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  InstagramAuthorizeSchema,
  InstagramCodeSchema,
  InstagramConnectSchema,
  UserSettingsPatchSchema,
  UserSettingsSchema,
} from "./schemas";

const tags = ["saving"];

export const userSettingsRoute = createRoute({
  operationId: "userSettings",
  method: "get",
  path: "/v3/users/settings",
  tags,
  summary: "The logged-in viewer's settings: connected_to_instagram, listed_website_url",
  responses: { 200: okResponse(UserSettingsSchema, "The settings"), ...errorResponses("AUTH_REQUIRED") },
});

export const updateUserSettingsRoute = createRoute({
  operationId: "updateUserSettings",
  method: "patch",
  path: "/v3/users/settings",
  tags,
  summary: 'Set the listed website ("" removes it)',
  request: { body: jsonBody(UserSettingsPatchSchema) },
  responses: { 200: okResponse(UserSettingsSchema, "The settings after"), ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED") },
});

export const connectInstagramRoute = createRoute({
  operationId: "connectInstagram",
  method: "post",
  path: "/v3/users/settings/instagram/",
  tags,
  summary: "Connect an Instagram account with an authorization code",
  request: { body: jsonBody(InstagramConnectSchema) },
  responses: {
    200: okResponse(UserSettingsSchema, "The settings after"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "INSTAGRAM_CODE_INVALID"),
  },
});

export const disconnectInstagramRoute = createRoute({
  operationId: "disconnectInstagram",
  method: "delete",
  path: "/v3/users/settings/instagram/",
  tags,
  summary: "Disconnect Instagram",
  responses: {
    200: okResponse(UserSettingsSchema, "The settings after"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED"),
  },
});

export const instagramAuthorizeRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "instagramStandInAuthorize",
  method: "post",
  path: "/v3/dev/instagram/authorize/",
  tags: ["developer"],
  summary: "The local Instagram stand-in's consent: a code for an Instagram username (developer tools only)",
  description:
    'Served only when the Worker\'s DEV_TOOLS var is "true"; otherwise 404 NOT_FOUND. The code works for 10 minutes, for the logged-in viewer only.',
  request: { body: jsonBody(InstagramAuthorizeSchema) },
  responses: {
    200: okResponse(InstagramCodeSchema, "The authorization code"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "NOT_FOUND"),
  },
});
