/**
 * Route contracts of leaving an account (issue 34 item 5; docs/decisions/042): deactivate (hidden,
 * back on the next log-in), close (hidden at once, deleted after the grace by the AccountDeletion
 * workflow) and reopen during the grace from the log-in's reopen screen. Registered by
 * worker/auth/account-lifecycle/routes.ts; the pages call them with `api.call(route, input)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { CLEAR_REMEMBERED_COOKIE, errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { SET_DEVICE_ACCOUNT_COOKIES } from "../contracts";
import {
  AccountLeftSchema,
  AccountReopenedSchema,
  CloseAccountBodySchema,
  DeactivateAccountBodySchema,
  ReopenAccountBodySchema,
} from "./schemas";
import { FRESH_PROOF_ERRORS } from "../passkeys";

const tags = ["auth"];

export const deactivateAccountRoute = createRoute({
  operationId: "deactivateAccount",
  method: "post",
  path: "/v3/users/me/deactivate/",
  tags,
  summary: "Deactivate the viewer's account: hidden from everyone, every session ended; the next log-in reactivates it",
  description:
    "A fresh proof first (the password, a two-factor code, a passkey over a confirm challenge, or the emailed code of POST /v3/users/me/passkeys/email_code/). The profile, boards and Pins answer 404 and leave every list at once; nothing is deleted. An email confirms it.",
  request: { body: jsonBody(DeactivateAccountBodySchema) },
  responses: {
    200: okResponse(AccountLeftSchema, "Deactivated; this session and every other ended", CLEAR_REMEMBERED_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "AUTH_REQUIRED", ...FRESH_PROOF_ERRORS),
  },
});

export const closeAccountRoute = createRoute({
  operationId: "closeAccount",
  method: "post",
  path: "/v3/users/me/close/",
  tags,
  summary: "Close the viewer's account: hidden at once, deleted for good after the grace (14 days)",
  description:
    "A fresh proof first, and acknowledge true. Every session ends and every passkey is removed; the profile, boards and Pins answer 404 and leave every list at once. During the grace a log-in answers ACCOUNT_CLOSED with a reopen token; after it a durable workflow deletes the account and keeps the ad accounts' invoices and campaign records without the person's data (docs/decisions/042). An email confirms it.",
  request: { body: jsonBody(CloseAccountBodySchema) },
  responses: {
    200: okResponse(AccountLeftSchema, "Closed; this session and every other ended", CLEAR_REMEMBERED_COOKIE),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "AUTH_REQUIRED", ...FRESH_PROOF_ERRORS, "CLOSE_NOT_ACKNOWLEDGED"),
  },
});

export const reopenAccountRoute = createRoute({
  operationId: "reopenAccount",
  method: "post",
  path: "/v3/users/me/reopen/",
  tags,
  summary: "Reopen a closed account during its grace, with the token of the log-in that found it closed",
  description:
    "The token is what the log-in's ACCOUNT_CLOSED answered (data.reopen_token): it proves the log-in (every factor) just succeeded. The deletion is cancelled, the account is shown again and a session starts.",
  request: { body: jsonBody(ReopenAccountBodySchema) },
  responses: {
    200: okResponse(AccountReopenedSchema, "Reopened and logged in", SET_DEVICE_ACCOUNT_COOKIES),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "REOPEN_EXPIRED"),
  },
});
