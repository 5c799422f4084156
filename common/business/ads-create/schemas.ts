/**
 * Zod schemas of campaign create (docs/decisions/057): a campaign made from scratch with its ad
 * groups and ads (Pinterest Ads Manager's campaign → ad group → ad), the form a draft keeps, and the
 * campaign's whole structure as the edit page reads it. Budgets and bids are micro-currency (§9).
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN } from "../../saving/schemas";
import { CONVERSION_EVENTS, DESTINATION_URL_MAX, MAX_DAILY_BUDGET, MICRO_CURRENCY_MULTIPLIER, OBJECTIVE_TYPES } from "../constants";
import { AdGroupSchema, AdvertiserParamsSchema, CampaignSchema, TargetingSpecSchema } from "../schemas";
import { AD_GROUPS_MAX, ADS_PER_GROUP_MAX, BUDGET_TYPES, DRAFTS_MAX, KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from "./constants";

const idString = z.string().regex(ID_PATTERN);
/** The most any budget or bid may be, in micro-currency: a year of the largest daily budget (the rules check each kind's own range). */
const MICRO_MAX = MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER * 366;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-12-31" });

export const AdvertiserDraftParamsSchema = AdvertiserParamsSchema.extend({
  draftId: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "draftId", in: "path", required: true }, example: "5" }),
});

export const AdPlanSchema = z
  .object({
    pin_id: idString.openapi({ description: "One of the ad account's promotable Pins", example: "42" }),
    destination_url: userText(DESTINATION_URL_MAX).optional().openapi({ description: "Defaults to the Pin's own link" }),
  })
  .openapi("AdPlan");

export const AdGroupPlanSchema = z
  .object({
    name: userText(2000).openapi({ description: "Under 64 characters", example: "Readers, US" }),
    targeting_spec: TargetingSpecSchema,
    auto_targeting_enabled: z.boolean(),
    bid_in_micro_currency: z
      .number()
      .int()
      .min(1)
      .max(MICRO_MAX)
      .nullable()
      .openapi({ description: "The most one click may cost × 1,000,000; null: automatic (the platform's price)", example: 500_000 }),
    keywords: z
      .array(userText(KEYWORD_LENGTH_MAX * 4))
      .max(KEYWORDS_MAX)
      .openapi({ description: "Search words: a search for one of them may show this ad group's Pins", example: ["reading chair"] }),
    ads: z.array(AdPlanSchema).min(1).max(ADS_PER_GROUP_MAX),
  })
  .openapi("AdGroupPlan");

export const CampaignPlanSchema = z
  .object({
    name: userText(2000).openapi({ description: "Under 64 characters", example: "Autumn reading corner" }),
    objective_type: z.enum(OBJECTIVE_TYPES),
    automated: z
      .boolean()
      .openapi({ description: "Targeting and bids chosen by delivery: each ad group reaches its country, bids automatic" }),
    budget_type: z
      .enum(BUDGET_TYPES)
      .openapi({ description: "DAILY: the most spent a day; LIFETIME: over the whole campaign, spread evenly" }),
    budget_in_micro_currency: z
      .number()
      .int()
      .min(1)
      .max(MICRO_MAX)
      .openapi({ description: "× 1,000,000; the rules check it against the country's minimum and the maximum", example: 30_000_000 }),
    start_date: isoDate.openapi({ description: "The first day it runs (UTC), today or later" }),
    end_date: isoDate
      .nullable()
      .openapi({ description: "The last day it runs; null: until it is paused or ended (not with a lifetime budget)" }),
    start_paused: z.boolean().openapi({ description: "Made PAUSED, to be resumed later" }),
    conversion_tag_id: idString.nullable().openapi({ description: "Needed for WEB_CONVERSION and CATALOG_SALES" }),
    conversion_event: z.enum(CONVERSION_EVENTS).nullable(),
    product_group_id: idString.nullable(),
    ad_groups: z.array(AdGroupPlanSchema).min(1).max(AD_GROUPS_MAX),
    draft_id: idString.optional().openapi({ description: "The draft this campaign was made from: it is deleted with the create" }),
  })
  .openapi("CampaignPlan");

export const DuplicateBodySchema = z
  .object({ name: userText(2000).optional().openapi({ description: "Defaults to 'Copy of …'", example: "Copy of Autumn reading corner" }) })
  .openapi("CampaignDuplicatePayload");

/** A campaign with every ad group and its ads: the edit page's view. */
export const CampaignStructureSchema = z
  .object({
    campaign: CampaignSchema,
    ad_groups: z.array(AdGroupSchema),
  })
  .openapi("CampaignStructure");

/**
 * The create form as typed (text fields as text), which a draft keeps: a draft may be half done,
 * so nothing here is checked but its size and shape; the rules check the campaign made from it.
 */
const formText = (max = 200) => z.string().max(max);
export const AdGroupFormSchema = z.object({
  name: formText(),
  genders: z.array(formText(20)).max(10),
  ages: z.array(formText(20)).max(10),
  interests: z.array(formText(40)).max(20),
  location: formText(4),
  auto_targeting: z.boolean(),
  bid: formText(20),
  keywords: formText(KEYWORDS_MAX * (KEYWORD_LENGTH_MAX + 2)),
  pins: z.array(z.object({ pin_id: formText(20), destination_url: formText(DESTINATION_URL_MAX) })).max(ADS_PER_GROUP_MAX),
});
export const CampaignFormSchema = z
  .object({
    name: formText(),
    objective_type: formText(40),
    automated: z.boolean(),
    budget_type: formText(10),
    budget: formText(20),
    start_date: formText(10),
    end_date: formText(10),
    start_paused: z.boolean(),
    conversion_tag_id: formText(20),
    conversion_event: formText(20),
    ad_groups: z.array(AdGroupFormSchema).min(1).max(AD_GROUPS_MAX),
  })
  .openapi("CampaignForm");

export const DraftBodySchema = z
  .object({
    form: CampaignFormSchema,
    version: z
      .number()
      .int()
      .min(0)
      .max(1_000_000_000)
      .optional()
      .openapi({ description: "The version this save started from: a newer one answers 409" }),
  })
  .openapi("CampaignDraftPayload");

export const DraftSchema = z
  .object({
    id: z.string(),
    name: z.string().openapi({ description: "The campaign name typed so far, or 'Untitled campaign'" }),
    form: CampaignFormSchema,
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("CampaignDraft");

export const DraftListSchema = z.object({ items: z.array(DraftSchema.omit({ form: true })).max(DRAFTS_MAX) }).openapi("CampaignDraftList");

export type AdPlan = z.infer<typeof AdPlanSchema>;
export type AdGroupPlan = z.infer<typeof AdGroupPlanSchema>;
export type CampaignPlan = z.infer<typeof CampaignPlanSchema>;
export type CampaignStructure = z.infer<typeof CampaignStructureSchema>;
export type AdGroupForm = z.infer<typeof AdGroupFormSchema>;
export type CampaignForm = z.infer<typeof CampaignFormSchema>;
export type Draft = z.infer<typeof DraftSchema>;
export type DraftSummary = z.infer<typeof DraftListSchema>["items"][number];
