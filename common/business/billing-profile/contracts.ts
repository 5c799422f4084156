/**
 * The billing profile's edit, defined once: the Worker registers it (worker/business/billing-profile/),
 * the console's billing page calls it, the Pact tests build interactions from it.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { AdvertiserDetailSchema, AdvertiserParamsSchema } from "../schemas";
import { BillingProfileChangeSchema } from "./schemas";

export const updateBillingProfileRoute = createRoute({
  operationId: "updateBillingProfile",
  method: "patch",
  path: "/ads/v4/advertisers/{advertiserId}/billing_profile/",
  tags: ["business"],
  summary: "Change the ad account's billing profile: its contact, email and address",
  description:
    "Only the fields sent change; the result is checked by the same rules as quick promote's billing step (every field filled, an email address). The country and the currency are the ad account's and cannot be changed: invoices are in that currency. Only the ad account's owner or an ADMIN may change it (a CAMPAIGN_MANAGER or an ANALYST: 403 BILLING_ADMIN_ONLY). Limited per address like the account's other writes.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(BillingProfileChangeSchema) },
  responses: {
    200: okResponse(AdvertiserDetailSchema, "The ad account with its billing profile as it is now"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "ADVERTISER_ACCESS_DENIED",
      "ADVERTISER_NOT_FOUND",
      "RATE_LIMITED",
      "BILLING_ADMIN_ONLY",
      "BILLING_PROFILE_NOT_FOUND",
      "FIELD_MISSING",
      "BILLING_EMAIL_INVALID",
    ),
  },
});
