/**
 * Route contract of the viewer's sign-in history (/settings/security's "Sign-in history";
 * docs/decisions/037). Registered by worker/auth/sign-in-history/routes.ts; the page calls it with
 * `api.call(signInHistoryRoute)`.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, okResponse } from "../../platform/envelope";
import { SignInHistorySchema } from "./schemas";

export const signInHistoryRoute = createRoute({
  operationId: "signInHistory",
  method: "get",
  path: "/v3/users/me/sign_ins/",
  tags: ["auth"],
  summary: "The viewer's last 50 sign-ins and failed attempts, newest first",
  description:
    "Kept 90 days. Failed attempts are wrong passwords and wrong two-factor codes given for this account. Device, country and city are what the User-Agent and the edge said. A passkey's addition shows as passkey_added. Rate-limited per IP (the account bucket).",
  responses: {
    200: okResponse(SignInHistorySchema, "The viewer's sign-ins, newest first"),
    ...errorResponses("AUTH_REQUIRED", "RATE_LIMITED"),
  },
});
