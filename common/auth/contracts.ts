/**
 * Route contracts of the auth API (auth.md §7): each endpoint's method, path, zod request and
 * response schemas and documented error statuses, defined once. The Worker registers them with
 * `.openapi(route, handler)` (worker/auth/login/routes.ts), the app calls them with
 * `api.call(route, input)` (app/lib/api-client.ts) and the Pact tests build interactions from
 * them (test/contracts/interaction.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "../platform/developer-routes";
import {
  CLEAR_REMEMBERED_COOKIE,
  errorResponses,
  JSON_WRITE_ERRORS,
  jsonBody,
  okResponse,
  SET_DEVICE_COOKIE,
  SET_LOGIN_COOKIES,
  type ResponseHeaders,
} from "../platform/envelope";
import {
  EmailQuerySchema,
  EmailValidationSchema,
  AccountStateBodySchema,
  DeviceAssignmentBodySchema,
  ExperimentGroupsSchema,
  LoggedInUserSchema,
  PasswordRulesQuerySchema,
  PasswordRulesSchema,
  RegisterBodySchema,
  SessionCreateBodySchema,
  SessionCreatedSchema,
  ViewerSchema,
} from "./schemas";
import { StoredAccountsSchema, SwitchAccountBodySchema, SwitchedAccountSchema } from "./sessions";
import {
  ChangePasswordBodySchema,
  EndedOtherSessionsSchema,
  EndedSessionsSchema,
  EndOtherSessionsQuerySchema,
  ForgotPasswordBodySchema,
  PasswordResetLinkSchema,
  ResetPasswordBodySchema,
  ResetTokenParamSchema,
  SessionIdParamSchema,
  SessionInfoSchema,
} from "./recovery";

/** The cookies of a device's accounts: the active session, the stored accounts' tokens, the remembered account. */
export const SET_DEVICE_ACCOUNT_COOKIES: ResponseHeaders = {
  "Set-Cookie": {
    description:
      "Up to three cookies: the active session (`pin_sess`, or `__Host-pin_sess` over https), the other accounts' session tokens (`pin_accts`, or `__Host-pin_accts`: at most 4, dot-separated; cleared with Max-Age=0 when none is left) and the remembered account of limited login (`pin_acct`, or `__Host-pin_acct`); all HttpOnly, SameSite=Lax, Path=/",
    schema: { type: "string" },
  },
};

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
  summary: "Sign up (email and password, a Google or Line ID token, or an SSO ID token), and start a session",
  request: { body: jsonBody(RegisterBodySchema) },
  responses: {
    200: okResponse(
      LoggedInUserSchema,
      "The new, logged-in user; the session and remembered-account cookies are set (and any other accounts the device held are logged out)",
      SET_DEVICE_ACCOUNT_COOKIES,
    ),
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
      "PASSWORD_BREACHED",
      "BUSINESS_NAME_MISSING",
      "BUSINESS_NAME_TOO_LONG",
      "SIGNUP_BOT_CHECK_FAILED",
      "BIRTHDAY_MISSING",
      "BIRTHDAY_INVALID",
      "UNDER_AGE",
      "AGE_TOO_HIGH",
      "COUNTRY_INVALID",
      "NAME_TOO_LONG",
      "SIGNUP_TYPE_UNSUPPORTED",
      "FACEBOOK_SIGNUP_CLOSED",
      "EMAIL_TAKEN",
      "CONSENT_REQUIRED",
      "ID_TOKEN_INVALID",
      "PROVIDER_UNAVAILABLE",
      "SSO_DOMAIN_UNKNOWN",
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
  summary: "Log in with email or username and password, a Google or Line ID token, or SSO (sso_user_email, sso_auth_code)",
  // Facebook creds (facebook_id, facebook_token) never log in: auth.md §1, docs/decisions/020.
  description:
    "Two-factor (docs/decisions/019): for an account with it on, a right first factor answers MFA_REQUIRED (data.mfa_method, data.email_hint) and sets the HttpOnly `pin_mfa` cookie (10 minutes), no session. Then `mfa_token` (6 digits or a backup code) with that cookie logs in; `mfa_resend` emails a new code. The 5th wrong code ends the log-in (MFA_TOO_MANY_TRIES); then, or after 10 minutes, MFA_LOGIN_EXPIRED.",
  request: { body: jsonBody(SessionCreateBodySchema) },
  responses: {
    200: okResponse(
      SessionCreatedSchema,
      "Logged in; a new session cookie is set and the device remembers the account. With switch_account the previous session joins the stored accounts (`pin_accts`); without, the device's stored accounts are logged out",
      SET_DEVICE_ACCOUNT_COOKIES,
    ),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "LOGIN_EMAIL_MISSING",
      "EMAIL_FORMAT",
      "PASSWORD_SHAPE",
      "PASSWORD_INCORRECT",
      "ACCOUNT_NOT_FOUND",
      "LOGIN_ASSISTANCE",
      "ACCOUNT_SOFT_BANNED",
      "ACCOUNT_SUSPENDED",
      "ACCOUNT_DEACTIVATED",
      // A closed account in its grace (docs/decisions/042): data.deletion_at, data.reopen_token.
      "ACCOUNT_CLOSED",
      "RATE_LIMITED",
      "LOGIN_LOCKED",
      "LOGGED_IN_TOO_QUICKLY",
      "ACCOUNTS_LIMIT",
      "GOOGLE_ONLY_ACCOUNT",
      "FACEBOOK_ONLY_ACCOUNT",
      "FACEBOOK_LOGIN_RETIRED",
      "FACEBOOK_TOKEN_INVALID",
      "ID_TOKEN_INVALID",
      "PROVIDER_UNAVAILABLE",
      "SSO_DOMAIN_UNKNOWN",
      "MFA_REQUIRED",
      "MFA_CODE_MISSING",
      "MFA_CODE_FORMAT",
      "MFA_CODE_INCORRECT",
      "MFA_TOO_MANY_TRIES",
      "MFA_LOGIN_EXPIRED",
      "MFA_RESENDS_LIMITED",
      "MFA_CODE_BY_APP",
    ),
  },
});

export const logOutRoute = createRoute({
  operationId: "logOut",
  method: "delete",
  path: "/v3/sessions/current/",
  tags: ["auth"],
  summary: "Log out of the active account: end the current session",
  description:
    "Idempotent. When the device holds other accounts (GET /v3/sessions/accounts/), the one used most recently becomes active under a fresh token and the next viewer request is that account; otherwise the device keeps remembering the account (limited login, auth.md §3 Viewer) and the next viewer request answers LIMITED_LOGIN.",
  responses: {
    200: okResponse(
      z.null(),
      "The session is ended; its cookie is cleared, or holds the next stored account's fresh token",
      SET_DEVICE_ACCOUNT_COOKIES,
    ),
    ...errorResponses("CROSS_SITE_REQUEST"),
  },
});

export const viewerRoute = createRoute({
  operationId: "viewer",
  method: "get",
  path: "/v3/users/me/",
  tags: ["auth"],
  summary: "The viewer: logged-in user, limited login or logged out",
  description:
    "AUTH with a live session; LIMITED_LOGIN (info, `user: null`) when the device remembers an account after log-out (auth.md §2.2, §3); otherwise LOGGED_OUT.",
  responses: { 200: okResponse(ViewerSchema, "The viewer") },
});

export const forgetRememberedAccountRoute = createRoute({
  operationId: "forgetRememberedAccount",
  method: "delete",
  path: "/v3/users/me/remembered-account/",
  tags: ["auth"],
  summary: "Forget the account this device remembers ('Not you? Log in with a different account')",
  description:
    "Idempotent. Clears the remembered-account cookie; a live session is not touched. The next viewer request is LOGGED_OUT (or AUTH).",
  responses: {
    200: okResponse(z.null(), "The device no longer remembers an account", CLEAR_REMEMBERED_COOKIE),
    ...errorResponses("CROSS_SITE_REQUEST"),
  },
});

export const experimentsRoute = createRoute({
  operationId: "experiments",
  method: "get",
  path: "/v3/experiments/",
  tags: ["experiments"],
  summary: "The viewer's group in every registered experiment",
  description:
    "Evaluated once per request (auth.md §6): the user's assignment, else this device's, else the country's, else the experiment's default. A browser without the device cookie gets one.",
  responses: { 200: okResponse(ExperimentGroupsSchema, "Experiment name → group", SET_DEVICE_COOKIE) },
});

export const assignDeviceExperimentRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "assignDeviceExperiment",
  method: "put",
  path: "/v3/experiments/device/",
  tags: ["experiments"],
  summary: "Put this device in a group of an experiment (developer tools only)",
  description:
    "Served only when the Worker's DEV_TOOLS var is \"true\" (the /_dev/experiments page uses it); otherwise 404 NOT_FOUND. Answers the viewer's groups after the change.",
  request: { body: jsonBody(DeviceAssignmentBodySchema) },
  responses: {
    200: okResponse(ExperimentGroupsSchema, "Experiment name → group, after the change", SET_DEVICE_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND"),
  },
});

export const setAccountStateRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "setAccountState",
  method: "put",
  path: "/v3/dev/account_state/",
  tags: ["developer"],
  summary: "Put an account in a state (developer tools only)",
  description:
    "Served only when the Worker's DEV_TOOLS var is \"true\" (local runs on a loopback host only, whatever the var says elsewhere; the provider states of the Pact contracts use it); otherwise 404 NOT_FOUND. Suspending or soft-banning ends the account's sessions; soft-banning also resets its password (auth.md §2.4, §8.4).",
  request: { body: jsonBody(AccountStateBodySchema) },
  responses: {
    200: okResponse(AccountStateBodySchema, "The account's new state"),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND"),
  },
});

// ---------------------------------------------------------------------------------------------
// Account recovery (auth.md §2.3 forgot password, §2.4 password reset sent, §7 forgot_password)
// and the account's sessions (/settings/security). Schemas: common/auth/recovery/schemas.ts.

export const forgotPasswordRoute = createRoute({
  operationId: "forgotPassword",
  method: "post",
  path: "/v3/users/forgot_password/",
  tags: ["auth"],
  summary: "Email a password reset link",
  description:
    "Always the same 200 answer whether or not an account has this email or username (no enumeration); the email goes only to an existing account. Limited per IP (RATE_LIMITED) and per account or identifier (RESET_EMAILS_LIMITED), the same way for unknown accounts.",
  request: { body: jsonBody(ForgotPasswordBodySchema) },
  responses: {
    200: okResponse(z.null(), "Accepted: if the account exists, the email is on its way"),
    ...errorResponses(...JSON_WRITE_ERRORS, "LOGIN_EMAIL_MISSING", "EMAIL_FORMAT", "RATE_LIMITED", "RESET_EMAILS_LIMITED"),
  },
});

export const passwordResetLinkRoute = createRoute({
  operationId: "passwordResetLink",
  method: "get",
  path: "/v3/users/reset_password/{token}/",
  tags: ["auth"],
  summary: "Is this password reset link still good, and for whom?",
  description:
    "Reading a link does not use it up. RESET_LINK_INVALID: unknown, used, or superseded by a later password change; RESET_LINK_EXPIRED: older than one hour.",
  request: { params: ResetTokenParamSchema },
  responses: {
    200: okResponse(PasswordResetLinkSchema, "The link is good"),
    ...errorResponses("BAD_REQUEST", "RESET_LINK_INVALID", "RESET_LINK_EXPIRED", "RATE_LIMITED"),
  },
});

export const resetPasswordRoute = createRoute({
  operationId: "resetPassword",
  method: "post",
  path: "/v3/users/reset_password/",
  tags: ["auth"],
  summary: "Pick a new password with a reset link",
  description:
    "Uses the link up, sets the password (business.md §5 rules), ends every session of the account and clears its log-in lockout; works while the account is locked out. Every other link sent before stops working. Unless remove_passkeys is false, every passkey of the account is removed too (docs/decisions/038). Does not log in.",
  request: { body: jsonBody(ResetPasswordBodySchema) },
  responses: {
    200: okResponse(z.null(), "The password is changed; every session of the account has ended"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "RESET_LINK_INVALID",
      "RESET_LINK_EXPIRED",
      "PASSWORD_NOT_ASCII",
      "BUSINESS_PASSWORD_TOO_SHORT",
      "PASSWORD_TOO_LONG",
      "PASSWORD_SAME_AS_USERNAME",
      "PASSWORD_TOO_WEAK",
      "PASSWORD_BREACHED",
      "RATE_LIMITED",
    ),
  },
});

export const changePasswordRoute = createRoute({
  operationId: "changePassword",
  method: "post",
  path: "/v3/users/me/password/",
  tags: ["auth"],
  summary: "Change the viewer's password, or set one on an account without",
  description:
    "current_password is required when the account has a password (a social-only account sets its first one without). The new password follows business.md §5. Every other session of the account ends; this one stays logged in.",
  request: { body: jsonBody(ChangePasswordBodySchema) },
  responses: {
    200: okResponse(
      z.null(),
      "The password is changed and the other sessions have ended; this session continues under a new token (both cookies are re-set)",
      SET_LOGIN_COOKIES,
    ),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "CURRENT_PASSWORD_MISSING",
      "CURRENT_PASSWORD_INCORRECT",
      "PASSWORD_NOT_ASCII",
      "BUSINESS_PASSWORD_TOO_SHORT",
      "PASSWORD_TOO_LONG",
      "PASSWORD_SAME_AS_USERNAME",
      "PASSWORD_TOO_WEAK",
      "PASSWORD_BREACHED",
      "PASSWORD_CHECKS_LIMITED",
      "RATE_LIMITED",
    ),
  },
});

export const sessionsRoute = createRoute({
  operationId: "sessions",
  method: "get",
  path: "/v3/users/me/sessions/",
  tags: ["auth"],
  summary: "The viewer's account's live sessions, most recently active first",
  responses: {
    200: okResponse(z.array(SessionInfoSchema), "Every live session; `current` marks this one"),
    ...errorResponses("AUTH_REQUIRED"),
  },
});

export const endSessionRoute = createRoute({
  operationId: "endSession",
  method: "delete",
  path: "/v3/users/me/sessions/{id}/",
  tags: ["auth"],
  summary: "End one session of the viewer's account",
  description:
    "The session fails on its very next request. Ending the current session is a log-out of the active account (DELETE /v3/sessions/current/: another account the device holds takes over, else the cookie is cleared). NOT_FOUND: no live session of this account has that id.",
  request: { params: SessionIdParamSchema },
  responses: {
    200: okResponse(z.null(), "The session has ended", SET_DEVICE_ACCOUNT_COOKIES),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED", "NOT_FOUND"),
  },
});

export const endOtherSessionsRoute = createRoute({
  operationId: "endOtherSessions",
  method: "delete",
  path: "/v3/users/me/sessions/",
  tags: ["auth"],
  summary: "Log out of all other devices",
  description:
    "Ends every session of the viewer's account except this one; each fails on its very next request. With remove_passkeys=true, every passkey of the account is removed too, so a device that made one cannot log in again with it (docs/decisions/038).",
  request: { query: EndOtherSessionsQuerySchema },
  responses: {
    200: okResponse(EndedOtherSessionsSchema, "How many sessions ended, and passkeys were removed"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED"),
  },
});

// ---------------------------------------------------------------------------------------------
// Several accounts on one device (auth.md §3 stored accounts, login type SWITCH_ACCOUNT 7, §4.3,
// §6 account-switch mode; docs/decisions/012). An account is added by logging in with
// `switch_account: true` (logInRoute). Schemas: common/auth/sessions/accounts-schemas.ts.

export const storedAccountsRoute = createRoute({
  operationId: "storedAccounts",
  method: "get",
  path: "/v3/sessions/accounts/",
  tags: ["auth"],
  summary: "The accounts this device is logged in to (the stored-accounts map)",
  description:
    "The active account and every account of the stored-accounts cookie whose session is still live and belongs to this device's account group; any other token in the cookie (expired, ended, forged or from another device) is dropped and the cookie re-set without it.",
  responses: {
    200: okResponse(StoredAccountsSchema, "The device's accounts, keyed by id", SET_DEVICE_ACCOUNT_COOKIES),
    ...errorResponses("AUTH_REQUIRED"),
  },
});

export const switchAccountRoute = createRoute({
  operationId: "switchAccount",
  method: "post",
  path: "/v3/sessions/switch/",
  tags: ["auth"],
  summary: "Switch to another account this device holds (no password: login type SWITCH_ACCOUNT 7)",
  description:
    "The chosen account's session becomes active under a fresh token (its old token stops working) and the previous one joins the stored accounts; the device remembers the new account. ACCOUNT_NOT_ON_DEVICE: the stored-accounts cookie holds no live session of this device for that id.",
  request: { body: jsonBody(SwitchAccountBodySchema) },
  responses: {
    200: okResponse(
      SwitchedAccountSchema,
      "The account now active (auth.md §4.3: its profile is where the app goes next)",
      SET_DEVICE_ACCOUNT_COOKIES,
    ),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "ACCOUNT_NOT_ON_DEVICE", "RATE_LIMITED"),
  },
});

export const logOutAllAccountsRoute = createRoute({
  operationId: "logOutAllAccounts",
  method: "delete",
  path: "/v3/sessions/accounts/",
  tags: ["auth"],
  summary: "Log out of every account on this device",
  description:
    "Idempotent. Ends the active session and every session of this device's account group (each fails on its very next request) and clears the session and stored-accounts cookies; the device keeps remembering the last active account (limited login).",
  responses: {
    200: okResponse(EndedSessionsSchema, "How many sessions ended", SET_DEVICE_ACCOUNT_COOKIES),
    ...errorResponses("CROSS_SITE_REQUEST"),
  },
});
