/**
 * Zod schemas of the business API (business.md §3 entities, §7 payloads): ad accounts
 * (advertisers), business access profiles, the quick promote body and the campaign it makes, the
 * business info, billing and consent steps, conversion tags. They produce the OpenAPI document
 * and type the app's API client. Ids are decimal strings, as everywhere in the API.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../platform/text";
import { LoggedInUserSchema } from "../auth/schemas";
import { ID_PATTERN, PageQuerySchema } from "../saving/schemas";
import {
  ADDRESS_FIELD_MAX,
  ADS_CLIENT_TYPE,
  AGE_BUCKETS,
  BUSINESS_PERMISSIONS,
  CAMPAIGN_STATUSES,
  CONVERSION_EVENTS,
  DESTINATION_URL_MAX,
  GENDERS,
  INTERESTS,
  OBJECTIVE_TYPES,
} from "./constants";
import { ADS_COUNTRIES } from "./countries";

/** User-visible text of at most `max` characters (common/platform/text.ts). */
const str = userText;
const idString = z.string().regex(ID_PATTERN);
const pathId = (name: string, example: string) =>
  z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name, in: "path", required: true }, example });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-12-31" });

export const AdvertiserParamsSchema = z.object({ advertiserId: pathId("advertiserId", "7") });
export const AdvertiserPinParamsSchema = AdvertiserParamsSchema.extend({ pinId: pathId("pinId", "42") });
export const AdvertiserCampaignParamsSchema = AdvertiserParamsSchema.extend({ campaignId: pathId("campaignId", "19") });
export const AdvertiserAdGroupParamsSchema = AdvertiserParamsSchema.extend({ adGroupId: pathId("adGroupId", "23") });

/** POST /v3/business/convert/ (business.md §2 /business/convert): the business and its country. */
export const ConvertBodySchema = z
  .object({
    business_name: str(2000).openapi({ example: "Jane's Bakery" }),
    country: z.string().min(2).max(2).openapi({ description: "ISO 3166-1 alpha-2; decides the currency and budgets (§9)", example: "US" }),
  })
  .openapi("BusinessConvertPayload");

/** An ad account (the GET /ads/v4/advertisers/ list item). */
export const AdvertiserSchema = z
  .object({
    id: z.string(),
    owner_user_id: z.string(),
    name: z.string(),
    country: z.string(),
    currency: z.string(),
  })
  .openapi("Advertiser");

export const ConvertResultSchema = z.object({ user: LoggedInUserSchema, advertiser: AdvertiserSchema }).openapi("BusinessConvertResult");

/** §4 "Valid business info means a business address or business info exists". */
export const BusinessInfoSchema = z
  .object({
    business_name: z.string(),
    website: z.string().nullable(),
    address: z.object({ line1: z.string(), city: z.string(), postal_code: z.string(), country: z.string() }).nullable(),
  })
  .openapi("BusinessInfo");

export const BusinessInfoBodySchema = z
  .object({
    business_name: str(2000).openapi({ example: "Jane's Bakery" }),
    website: str(DESTINATION_URL_MAX).optional().openapi({ example: "https://janes-bakery.example" }),
    address_line1: str(ADDRESS_FIELD_MAX).optional().openapi({ example: "1 Market Street" }),
    city: str(ADDRESS_FIELD_MAX).optional().openapi({ example: "Springfield" }),
    postal_code: str(ADDRESS_FIELD_MAX).optional().openapi({ example: "12345" }),
  })
  .openapi("BusinessInfoPayload");

/** §4 "a valid billing profile": who pays, by monthly invoice (ours: no card is taken, docs/decisions/016). */
export const BillingProfileSchema = z
  .object({
    contact_name: z.string(),
    email: z.string(),
    address: z.object({ line1: z.string(), city: z.string(), postal_code: z.string(), country: z.string() }),
    payment_method: z.literal("invoice"),
    currency: z.string(),
    updated_at: z.string(),
  })
  .openapi("BillingProfile");

export const BillingBodySchema = z
  .object({
    contact_name: str(ADDRESS_FIELD_MAX).openapi({ example: "Jane Doe" }),
    email: str(512).openapi({ example: "billing@janes-bakery.example" }),
    address_line1: str(ADDRESS_FIELD_MAX).openapi({ example: "1 Market Street" }),
    city: str(ADDRESS_FIELD_MAX).openapi({ example: "Springfield" }),
    postal_code: str(ADDRESS_FIELD_MAX).openapi({ example: "12345" }),
  })
  .openapi("BillingPayload");

export const ConsentBodySchema = z.object({ accepted: z.literal(true) }).openapi("AdsConsentPayload");

/** One ad account with what quick promote's steps need to know of it. */
export const AdvertiserDetailSchema = AdvertiserSchema.extend({
  /** The viewer's permissions on it (OWNER for their own). */
  permissions: z.array(z.enum(BUSINESS_PERMISSIONS)),
  /** The consent (GDPR) step was answered (§2). */
  gdpr_consent: z.boolean(),
  business_info: BusinessInfoSchema.nullable(),
  billing_profile: BillingProfileSchema.nullable(),
}).openapi("AdvertiserDetail");

/** §3 Business access profile. */
export const BusinessAccessProfileSchema = z
  .object({
    id: z.string(),
    permissions: z.array(z.string()),
    user: z.object({
      username: z.string(),
      businessName: z.string().nullable(),
      imgUrl: z.string().nullable(),
      merchantId: z.string().nullable(),
      scheduledPinCount: z.number().int(),
      eligibleForStlTool: z.boolean(),
    }),
    viewerMeetsMfaRequirement: z.boolean(),
  })
  .openapi("BusinessAccessProfile");

export const BusinessProfilesSchema = z
  .object({
    profiles: z.array(BusinessAccessProfileSchema),
    /** The profile this session acts as (chosen with PUT /vx/business_access/acting/), or the viewer's own. */
    acting_profile_id: z.string(),
  })
  .openapi("BusinessProfiles");

export const ActingBodySchema = z.object({ profile_id: idOrUuid() }).openapi("ActingProfilePayload");

/** A user id (a UUID) or a decimal id. */
function idOrUuid() {
  return z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/)
    .openapi({ example: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10" });
}

/** Another person's access to the viewer's business profile (ours: the accounts manager, §2 /accounts_manager/). */
export const MemberBodySchema = z
  .object({
    username: z.string().min(1).max(30).openapi({ example: "ana_costa" }),
    permissions: z
      .array(z.enum(BUSINESS_PERMISSIONS).exclude(["OWNER"]))
      .min(1)
      .max(3)
      .openapi({ example: ["CAMPAIGN_MANAGER"] }),
    /** The member must meet a multi-factor requirement to act (§3 viewerMeetsMfaRequirement). */
    mfa_required: z.boolean().default(false),
  })
  .openapi("BusinessMemberPayload");

export const MemberSchema = z
  .object({ user_id: z.string(), username: z.string(), permissions: z.array(z.string()), mfa_required: z.boolean() })
  .openapi("BusinessMember");

/** §7 targeting_spec. */
export const TargetingSpecSchema = z
  .object({
    AGE_BUCKET: z.array(z.enum(AGE_BUCKETS)).max(AGE_BUCKETS.length),
    GENDER: z.array(z.enum(GENDERS)).max(GENDERS.length),
    INTEREST: z.array(z.enum(INTERESTS)).max(INTERESTS.length),
    LOCATION: z.array(z.enum(ADS_COUNTRIES)).max(1),
  })
  .openapi("TargetingSpec");

/** §7 the quick promote body, field for field. */
export const QuickPromoteBodySchema = z
  .object({
    budget_in_micro_currency: z.number().int().openapi({ description: "The daily budget × 1,000,000 (§9)", example: 3_000_000 }),
    campaign_name: str(2000).openapi({
      description: "Under 64 characters (§5: the page cuts it to 62 plus '…')",
      example: "Promoted Pin: Oak reading chair",
    }),
    destination_url: str(DESTINATION_URL_MAX).openapi({ example: "https://www.homestyle.example/chair" }),
    duration: z.number().int().openapi({ description: "Days the ad runs", example: 10 }),
    auto_targeting_enabled: z.boolean(),
    is_ongoing: z.boolean(),
    start_now: z.boolean(),
    targeting_spec: TargetingSpecSchema,
    advertiser_id: idString.openapi({ description: "The same as the path's", example: "7" }),
    ads_client_type: z.literal(ADS_CLIENT_TYPE),
    pin_id: idString.openapi({ description: "The same as the path's", example: "42" }),
    product_group_id: idString.nullable(),
    flexible_daily_budget_enabled: z.literal(false),
    objective_type: z.enum(OBJECTIVE_TYPES).optional().openapi({ description: "Only with a conversion tag (§7)" }),
    optimization_goal_metadata: z
      .object({
        conversion_tag_v3_goal_metadata: z.object({ conversion_tag_id: idString, conversion_event: z.enum(CONVERSION_EVENTS) }),
      })
      .optional(),
    inclusive_end_date: isoDate.optional().openapi({ description: "Only when not ongoing (§5)" }),
  })
  .openapi("QuickPromotePayload");

/** The promoted Pin's image as a small thumbnail (its 96 px wide variant); null when the Pin is gone. */
const PIN_THUMBNAIL = z.string().nullable().openapi({ example: "/i/96w/0123456789abcdef0123456789abcdef" });

/** A campaign, with its first ad group and that group's first ad (quick promote makes one of each). */
export const CampaignSchema = z
  .object({
    id: z.string(),
    advertiser_id: z.string(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    objective_type: z.enum(OBJECTIVE_TYPES),
    budget_in_micro_currency: z
      .number()
      .int()
      .openapi({ description: "The daily budget × 1,000,000 (with a lifetime budget: its even daily share)" }),
    lifetime_budget_in_micro_currency: z.number().int().nullable().openapi({ description: "The whole campaign's budget, when it has one" }),
    automated: z.boolean().openapi({ description: "Targeting and bids chosen by delivery" }),
    ad_group_count: z.number().int(),
    currency: z.string(),
    duration: z.number().int(),
    is_ongoing: z.boolean(),
    start_time: z.string(),
    inclusive_end_date: z.string().nullable(),
    auto_targeting_enabled: z.boolean(),
    targeting_spec: TargetingSpecSchema,
    ads_client_type: z.string(),
    pin_id: z.string(),
    pin_title: z.string().openapi({ description: "The promoted Pin's title (empty when it has none)" }),
    pin_image_url: PIN_THUMBNAIL,
    product_group_id: z.string().nullable(),
    conversion_tag_id: z.string().nullable(),
    conversion_event: z.enum(CONVERSION_EVENTS).nullable(),
    created_at: z.string(),
    ad_group: z.object({ id: z.string(), name: z.string(), status: z.enum(["ACTIVE", "PAUSED"]) }),
    ad: z.object({ id: z.string(), pin_id: z.string(), destination_url: z.string(), status: z.enum(["ACTIVE", "PAUSED"]) }),
  })
  .openapi("Campaign");

export const CampaignPageSchema = z.object({ items: z.array(CampaignSchema), bookmark: z.string().nullable() }).openapi("CampaignPage");
export const CampaignsQuerySchema = PageQuerySchema;

export const AdGroupSchema = z
  .object({
    id: z.string(),
    advertiser_id: z.string(),
    name: z.string(),
    status: z.enum(["ACTIVE", "PAUSED"]),
    budget_in_micro_currency: z.number().int(),
    currency: z.string(),
    targeting_spec: TargetingSpecSchema,
    bid_in_micro_currency: z.number().int().nullable().openapi({ description: "The most one click may cost × 1,000,000; null: automatic" }),
    keywords: z.array(z.string()).openapi({ description: "Search words that may show its Pins, lower-case" }),
    campaign: z.object({ id: z.string(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES), automated: z.boolean() }),
    ads: z.array(
      z.object({
        id: z.string(),
        pin_id: z.string(),
        pin_title: z.string().openapi({ description: "The promoted Pin's title (empty when it has none)" }),
        pin_image_url: PIN_THUMBNAIL,
        destination_url: z.string(),
        status: z.enum(["ACTIVE", "PAUSED"]),
      }),
    ),
  })
  .openapi("AdGroup");

/** A Pin the pin selection step offers: the viewer's own, on a public board, with a link (§2). */
export const PromotablePinSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    link: z.string(),
    image_url: z.string().nullable(),
    board_name: z.string(),
    dominant_color: z.string(),
  })
  .openapi("PromotablePin");
export const PromotablePinPageSchema = z
  .object({ items: z.array(PromotablePinSchema), bookmark: z.string().nullable() })
  .openapi("PromotablePinPage");

/** §2 the tag modal: a conversion tag of the ad account. */
export const ConversionTagSchema = z.object({ id: z.string(), name: z.string(), created_at: z.string() }).openapi("ConversionTag");
export const ConversionTagBodySchema = z.object({ name: str(200).openapi({ example: "Checkout page" }) }).openapi("ConversionTagPayload");

/** POST /v3/pin_builder/uploads/: the stored original, ready for a Pin's image_url (§3 pin create). */
export const PinBuilderUploadSchema = z
  .object({
    image_url: z.string().openapi({ example: "/i/originals/0123456789abcdef0123456789abcdef.jpg" }),
    width: z.number().int(),
    height: z.number().int(),
    dominant_color: z.string(),
  })
  .openapi("PinBuilderUpload");

export type Advertiser = z.infer<typeof AdvertiserSchema>;
export type AdvertiserDetail = z.infer<typeof AdvertiserDetailSchema>;
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;
export type BillingProfile = z.infer<typeof BillingProfileSchema>;
export type BusinessAccessProfile = z.infer<typeof BusinessAccessProfileSchema>;
export type QuickPromotePayload = z.infer<typeof QuickPromoteBodySchema>;
export type Campaign = z.infer<typeof CampaignSchema>;
export type AdGroup = z.infer<typeof AdGroupSchema>;
export type PromotablePin = z.infer<typeof PromotablePinSchema>;
export type ConversionTag = z.infer<typeof ConversionTagSchema>;
