/**
 * Route contracts of the auth API (auth.md §7): each endpoint's method, path, zod request and
 * response schemas and documented error statuses, defined once. The Worker registers them with
 * `.openapi(route, handler)` (worker/auth/routes.ts), the app calls them with
 * `api.call(route, input)` (app/lib/api-client.ts) and the Pact tests build interactions from
 * them (test/contracts/interaction.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse, SET_SESSION_COOKIE } from "../platform/envelope";
import {
  EmailQuerySchema,
  EmailValidationSchema,
  LoggedInUserSchema,
  PasswordRulesQuerySchema,
  PasswordRulesSchema,
  RegisterBodySchema,
  SessionCreateBodySchema,
  SessionCreatedSchema,
  ViewerSchema,
} from "./schemas";

export const emailExistsRoute = createRoute({
  operationId: "emailExists",
  method: "get",
  path: "/v3/register/exists/",
  tags: ["auth"],
  summary: "Is this email already registered?",
  description: "data is false when the email is free, true when an account uses it.",
  request: { query: EmailQuerySchema },
  responses: {
    200: okResponse(z.boolean(), "Whether the email is taken"),
    ...errorResponses("BAD_REQUEST", "EMAIL_MISSING", "EMAIL_FORMAT", "RATE_LIMITED"),
  },
});

export const emailValidationRoute = createRoute({
  operationId: "validateEmail",
  method: "get",
  path: "/v3/email/validation/",
  tags: ["auth"],
  summary: "Can this email receive mail?",
  request: { query: EmailQuerySchema },
  responses: {
    200: okResponse(EmailValidationSchema, "The verdict"),
    ...errorResponses("BAD_REQUEST", "EMAIL_MISSING", "EMAIL_FORMAT", "RATE_LIMITED"),
  },
});

export const registerRoute = createRoute({
  operationId: "register",
  method: "post",
  path: "/v3/register/",
  tags: ["auth"],
  summary: "Sign up with email and password, and start a session",
  request: { body: jsonBody(RegisterBodySchema) },
  responses: {
    200: okResponse(LoggedInUserSchema, "The new, logged-in user; the session cookie is set", SET_SESSION_COOKIE),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "EMAIL_MISSING",
      "EMAIL_FORMAT",
      "EMAIL_INVALID",
      "EMAIL_HAS_PRODUCT_NAME",
      "PASSWORD_NOT_ASCII",
      "PASSWORD_TOO_SHORT",
      "PASSWORD_TOO_LONG",
      "BUSINESS_PASSWORD_TOO_SHORT",
      "PASSWORD_SAME_AS_USERNAME",
      "PASSWORD_TOO_WEAK",
      "BUSINESS_NAME_MISSING",
      "BUSINESS_NAME_TOO_LONG",
      "BIRTHDAY_MISSING",
      "BIRTHDAY_INVALID",
      "UNDER_AGE",
      "AGE_TOO_HIGH",
      "COUNTRY_INVALID",
      "NAME_TOO_LONG",
      "SIGNUP_TYPE_UNSUPPORTED",
      "EMAIL_TAKEN",
      "RATE_LIMITED",
    ),
  },
});

/**
 * The password rules a sign-up form checks against (auth.md §5 "checked against rules fetched from
 * the server (the rules are not shown)"): one form per request, `?form=primary` (the default) or
 * `?form=business` (business.md §5), so each page fetches only what it shows. The common-password
 * list itself is never sent; `reject_common` says the server refuses them.
 */
export const passwordRulesRoute = createRoute({
  operationId: "passwordRules",
  method: "get",
  path: "/v3/password/rules/",
  tags: ["auth"],
  summary: "The password rules of a sign-up form",
  request: { query: PasswordRulesQuerySchema },
  responses: {
    200: okResponse(PasswordRulesSchema, "The form's rules"),
    ...errorResponses("BAD_REQUEST"),
  },
});

export const logInRoute = createRoute({
  operationId: "logIn",
  method: "post",
  path: "/v3/sessions/",
  tags: ["auth"],
  summary: "Log in with email or username and password",
  request: { body: jsonBody(SessionCreateBodySchema) },
  responses: {
    200: okResponse(SessionCreatedSchema, "Logged in; a new session cookie is set", SET_SESSION_COOKIE),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "LOGIN_EMAIL_MISSING",
      "EMAIL_FORMAT",
      "PASSWORD_SHAPE",
      "PASSWORD_INCORRECT",
      "ACCOUNT_NOT_FOUND",
      "RATE_LIMITED",
      "LOGIN_LOCKED",
    ),
  },
});

export const logOutRoute = createRoute({
  operationId: "logOut",
  method: "delete",
  path: "/v3/sessions/current/",
  tags: ["auth"],
  summary: "Log out: end the current session",
  responses: { 200: okResponse(z.null(), "The session is ended and its cookie cleared", SET_SESSION_COOKIE), ...errorResponses("CROSS_SITE_REQUEST") },
});

export const viewerRoute = createRoute({
  operationId: "viewer",
  method: "get",
  path: "/v3/users/me/",
  tags: ["auth"],
  summary: "The viewer: logged-in user or logged out",
  responses: { 200: okResponse(ViewerSchema, "The viewer") },
});
