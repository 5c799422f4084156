/**
 * Route contracts of the business API (business.md §2, §3, §7; saving.md §6): converting an account
 * to a business with an ad account, the ad accounts (advertisers) the viewer may act for and what
 * quick promote needs of them (consent, business info, billing, promotable Pins, conversion tags),
 * the quick promote create itself and the campaigns, ad groups the console shows, the business
 * access profiles and the acting profile. Each is defined once: the Worker registers them
 * (worker/business/), the pages call them with `api.call(route, input)`, and the Pact tests build
 * interactions from them.
 *
 * Every route needs a logged-in viewer (401 AUTH_REQUIRED, never a redirect). An ad account that
 * does not exist is 404 ADVERTISER_NOT_FOUND; one the viewer may not act for is 403
 * ADVERTISER_ACCESS_DENIED.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../platform/envelope";
import { IDEMPOTENCY_KEY_MAX, PIN_BUILDER_IMAGE_TYPES, PIN_BUILDER_UPLOAD_MAX_BYTES, PIN_BUILDER_UPLOAD_PATH } from "./constants";
import {
  ActingBodySchema,
  AdGroupSchema,
  AdvertiserAdGroupParamsSchema,
  AdvertiserCampaignParamsSchema,
  AdvertiserDetailSchema,
  AdvertiserParamsSchema,
  AdvertiserPinParamsSchema,
  AdvertiserSchema,
  BillingBodySchema,
  BusinessInfoBodySchema,
  BusinessProfilesSchema,
  CampaignPageSchema,
  CampaignSchema,
  CampaignsQuerySchema,
  ConsentBodySchema,
  ConversionTagBodySchema,
  ConversionTagSchema,
  ConvertBodySchema,
  ConvertResultSchema,
  MemberBodySchema,
  MemberSchema,
  PinBuilderUploadSchema,
  PromotablePinPageSchema,
  QuickPromoteBodySchema,
} from "./schemas";

const tags = ["business"];
/** Errors every ad-account route can answer with. */
const ADVERTISER_ERRORS = ["BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;
/** …and the state-changing ones. */
const ADVERTISER_WRITE_ERRORS = [...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "ADVERTISER_NOT_FOUND"] as const;

export const convertRoute = createRoute({
  operationId: "businessConvert",
  method: "post",
  path: "/v3/business/convert/",
  tags,
  summary: "Make the viewer a business (partner) account with an ad account",
  description:
    "A personal account becomes a partner account; a partner account without an ad account (a business sign-up) gets its first one. The ad account's currency follows the country (business.md §9); its business info starts as the business name and country. 409 ALREADY_CONVERTED when the viewer already owns an ad account.",
  request: { body: jsonBody(ConvertBodySchema) },
  responses: {
    200: okResponse(ConvertResultSchema, "The partner account and its ad account"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "BUSINESS_NAME_MISSING",
      "BUSINESS_NAME_TOO_LONG",
      "COUNTRY_UNSUPPORTED",
      "ALREADY_CONVERTED",
    ),
  },
});

export const advertisersRoute = createRoute({
  operationId: "advertisers",
  method: "get",
  path: "/ads/v4/advertisers/",
  tags,
  summary: "The ad accounts the viewer may act for",
  description: "Their own first, then those of business profiles that gave them access (oldest first).",
  responses: { 200: okResponse(z.array(AdvertiserSchema), "The ad accounts"), ...errorResponses("AUTH_REQUIRED") },
});

export const advertiserRoute = createRoute({
  operationId: "advertiser",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/",
  tags,
  summary: "One ad account with its consent, business info and billing profile",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(AdvertiserDetailSchema, "The ad account"), ...errorResponses(...ADVERTISER_ERRORS) },
});

export const adsConsentRoute = createRoute({
  operationId: "adsConsent",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/consent/",
  tags,
  summary: "Record the ad account's consent (GDPR) answer (business.md §2 consent modal)",
  request: { params: AdvertiserParamsSchema, body: jsonBody(ConsentBodySchema) },
  responses: { 200: okResponse(AdvertiserDetailSchema, "The ad account"), ...errorResponses(...ADVERTISER_WRITE_ERRORS) },
});

export const businessInfoRoute = createRoute({
  operationId: "businessInfo",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/business_info/",
  tags,
  summary: "Set the ad account's business info (business.md §2 business info form)",
  description: "An address is all three of address_line1, city and postal_code, or none of them.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(BusinessInfoBodySchema) },
  responses: {
    200: okResponse(AdvertiserDetailSchema, "The ad account"),
    ...errorResponses(
      ...ADVERTISER_WRITE_ERRORS,
      "BUSINESS_NAME_MISSING",
      "BUSINESS_NAME_TOO_LONG",
      "DESTINATION_URL_INVALID",
      "FIELD_MISSING",
    ),
  },
});

export const billingProfileRoute = createRoute({
  operationId: "billingProfile",
  method: "put",
  path: "/ads/v4/advertisers/{advertiserId}/billing_profile/",
  tags,
  summary: "Set the ad account's billing profile (business.md §2 billing form)",
  description: "Payment is by monthly invoice in the ad account's currency; no card is taken.",
  request: { params: AdvertiserParamsSchema, body: jsonBody(BillingBodySchema) },
  responses: {
    200: okResponse(AdvertiserDetailSchema, "The ad account"),
    ...errorResponses(...ADVERTISER_WRITE_ERRORS, "FIELD_MISSING", "BILLING_EMAIL_INVALID"),
  },
});

export const promotablePinsRoute = createRoute({
  operationId: "promotablePins",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/pins/",
  tags,
  summary: "Pins the viewer may promote (business.md §2 pin selection modal), newest first",
  description: "The viewer's own Pins on public boards with a website link.",
  request: { params: AdvertiserParamsSchema, query: CampaignsQuerySchema },
  responses: { 200: okResponse(PromotablePinPageSchema, "A page of Pins"), ...errorResponses(...ADVERTISER_ERRORS) },
});

export const IdempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(IDEMPOTENCY_KEY_MAX)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header", required: false },
      description: "Idempotency-Key: sending the same key again answers the first answer",
      example: "qp-6f1c2b",
    }),
});

export const quickPromoteRoute = createRoute({
  operationId: "quickPromote",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/",
  tags,
  summary: "Promote a Pin: a campaign with one ad group and one ad (business.md §7)",
  description:
    "Re-validates everything the page checked: the viewer may act for the ad account, the Pin exists and can be promoted (a website link, on a public board), advertiser_id and pin_id match the path, the budget is at least the country's minimum (§9) and the campaign name is under 64 characters; objective_type and optimization_goal_metadata come only with a conversion tag of the ad account; inclusive_end_date only when not ongoing. The ad account needs its consent answered and a billing profile first (409; its business info exists from the conversion). The campaign, ad group and ad are stored in one transaction. With an `Idempotency-Key` (the platform's, below), the same key again answers the first answer (a different body with it: 422 IDEMPOTENCY_KEY_MISMATCH); the campaign also keeps the key, so the same key from another session of the ad account answers the campaign it made (with another body: 422 IDEMPOTENCY_KEY_REUSED).",
  request: { params: AdvertiserPinParamsSchema, headers: IdempotencyHeadersSchema, body: jsonBody(QuickPromoteBodySchema) },
  responses: {
    200: okResponse(CampaignSchema, "The campaign"),
    ...errorResponses(
      ...ADVERTISER_WRITE_ERRORS,
      "PIN_NOT_FOUND",
      "PIN_NOT_PROMOTABLE",
      "BODY_MISMATCH",
      "BUDGET_INVALID",
      "BUDGET_TOO_LOW",
      "CAMPAIGN_NAME_INVALID",
      "DESTINATION_URL_INVALID",
      "DURATION_INVALID",
      "END_DATE_INVALID",
      "TARGETING_INVALID",
      "OBJECTIVE_NEEDS_TAG",
      "CONVERSION_TAG_NOT_FOUND",
      "CONSENT_MISSING",
      "BILLING_MISSING",
      "IDEMPOTENCY_KEY_REUSED",
    ),
  },
});

export const campaignsRoute = createRoute({
  operationId: "campaigns",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/",
  tags,
  summary: "The ad account's campaigns, newest first (the console home)",
  request: { params: AdvertiserParamsSchema, query: CampaignsQuerySchema },
  responses: { 200: okResponse(CampaignPageSchema, "A page of campaigns"), ...errorResponses(...ADVERTISER_ERRORS) },
});

export const campaignRoute = createRoute({
  operationId: "campaign",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/",
  tags,
  summary: "One campaign with its ad group and ad (campaign insights)",
  request: { params: AdvertiserCampaignParamsSchema },
  responses: { 200: okResponse(CampaignSchema, "The campaign"), ...errorResponses(...ADVERTISER_ERRORS, "CAMPAIGN_NOT_FOUND") },
});

export const adGroupRoute = createRoute({
  operationId: "adGroup",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/ad_groups/{adGroupId}/",
  tags,
  summary: "One ad group with its ads",
  request: { params: AdvertiserAdGroupParamsSchema },
  responses: { 200: okResponse(AdGroupSchema, "The ad group"), ...errorResponses(...ADVERTISER_ERRORS, "AD_GROUP_NOT_FOUND") },
});

export const conversionTagsRoute = createRoute({
  operationId: "conversionTags",
  method: "get",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tags/",
  tags,
  summary: "The ad account's conversion tags (business.md §2 tag modal)",
  request: { params: AdvertiserParamsSchema },
  responses: { 200: okResponse(z.array(ConversionTagSchema), "The tags, oldest first"), ...errorResponses(...ADVERTISER_ERRORS) },
});

export const createConversionTagRoute = createRoute({
  operationId: "createConversionTag",
  method: "post",
  path: "/ads/v4/advertisers/{advertiserId}/conversion_tags/",
  tags,
  summary: "Add a conversion tag to the ad account",
  request: { params: AdvertiserParamsSchema, body: jsonBody(ConversionTagBodySchema) },
  responses: { 200: okResponse(ConversionTagSchema, "The new tag"), ...errorResponses(...ADVERTISER_WRITE_ERRORS, "TAG_NAME_MISSING") },
});

export const businessProfilesRoute = createRoute({
  operationId: "businessProfiles",
  method: "get",
  path: "/vx/business_access/profiles/",
  tags,
  summary: "The business access profiles the viewer may act as (business.md §3, §7)",
  description:
    "Their own (permissions OWNER) first, then the profiles that gave them access. acting_profile_id is the one this session acts as (PUT /vx/business_access/acting/). 401 answers the envelope, never a redirect; a personal account gets 403 NOT_PARTNER.",
  responses: { 200: okResponse(BusinessProfilesSchema, "The profiles"), ...errorResponses("AUTH_REQUIRED", "NOT_PARTNER") },
});

export const actingProfileRoute = createRoute({
  operationId: "actingProfile",
  method: "put",
  path: "/vx/business_access/acting/",
  tags,
  summary: "Switch the profile this session acts as",
  description:
    "Only a listed profile that counts (business.md §4: the viewer meets its MFA requirement or holds OWNER); 403 ACTING_AS_FORBIDDEN otherwise.",
  request: { body: jsonBody(ActingBodySchema) },
  responses: {
    200: okResponse(BusinessProfilesSchema, "The profiles, with the new acting_profile_id"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "NOT_PARTNER", "ACTING_AS_FORBIDDEN"),
  },
});

export const businessMemberRoute = createRoute({
  operationId: "businessMember",
  method: "put",
  path: "/vx/business_access/members/",
  tags,
  summary: "Give another person access to the viewer's business profile and ad accounts",
  description:
    "The console's accounts manager (business.md §2 /accounts_manager/). Sending the same person again replaces their permissions.",
  request: { body: jsonBody(MemberBodySchema) },
  responses: {
    200: okResponse(MemberSchema, "The member"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "NOT_PARTNER", "MEMBER_NOT_FOUND"),
  },
});

/** The image bytes of an upload, in any of the types the builder takes. */
const imageBody = Object.fromEntries(
  Object.keys(PIN_BUILDER_IMAGE_TYPES).map((type) => [type, { schema: z.string().openapi({ type: "string", format: "binary" }) }]),
);

export const pinBuilderUploadRoute = createRoute({
  operationId: "pinBuilderUpload",
  method: "post",
  path: PIN_BUILDER_UPLOAD_PATH,
  tags,
  summary: "Upload an image for the pin builder (business.md §2; stored in R2 as an original)",
  description: `The request body is the image itself (JPEG, PNG, WebP or GIF, at most ${PIN_BUILDER_UPLOAD_MAX_BYTES} bytes), with its Content-Type. The answer's image_url is what POST /v3/pins/ takes as image_url (with method "uploaded"). The same bytes give the same image.`,
  request: { body: { required: true, content: imageBody } },
  responses: {
    200: okResponse(PinBuilderUploadSchema, "The stored image"),
    ...errorResponses("CROSS_SITE_REQUEST", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "AUTH_REQUIRED", "PIN_IMAGE_INVALID"),
  },
});
