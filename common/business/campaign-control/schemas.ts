/**
 * Zod schemas of campaign control (docs/decisions/052): the changes an advertiser makes to a
 * campaign, an ad group or an ad (Pinterest Ads Manager's pause, resume, archive and edits), and
 * the ad account's history of them. Budgets are micro-currency of the ad account's currency (§9).
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN, PageQuerySchema } from "../../saving/schemas";
import { MAX_DAILY_BUDGET, MICRO_CURRENCY_MULTIPLIER } from "../constants";
import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from "../ads-create";
import { AdvertiserParamsSchema, TargetingSpecSchema } from "../schemas";
import { CAMPAIGN_STATUSES, CHANGEABLE_STATUSES, HISTORY_ENTITIES, HISTORY_FIELDS } from "./constants";

const pathId = (name: string, example: string) =>
  z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name, in: "path", required: true }, example });

/** The most a lifetime budget or a bid may be sent as, in micro-currency (a year of the largest daily budget; the rules check each its own range). */
const MICRO_MAX = MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER * 366;

export const AdvertiserAdParamsSchema = AdvertiserParamsSchema.extend({ adId: pathId("adId", "29") });

export const CampaignChangeSchema = z
  .object({
    status: z.enum(CAMPAIGN_STATUSES).optional().openapi({
      description: "ACTIVE resumes, PAUSED pauses; ENDED stops it for good (its reports stay); ARCHIVED also hides it from the lists",
    }),
    name: userText(2000).optional().openapi({ description: "Under 64 characters", example: "Autumn chairs" }),
    budget_in_micro_currency: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The daily budget × 1,000,000; at least the country's minimum and today's spend", example: 5_000_000 }),
    lifetime_budget_in_micro_currency: z.number().int().min(1).max(MICRO_MAX).optional().openapi({
      description:
        "A lifetime campaign's whole budget × 1,000,000: at least what it has spent so far; its daily cap becomes what is left spread evenly over the days left",
      example: 90_000_000,
    }),
    inclusive_end_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable()
      .optional()
      .openapi({
        description: "The last day it runs (UTC), from today onwards; null: it runs until it is paused or ended",
        example: "2026-12-31",
      }),
    targeting_spec: TargetingSpecSchema.optional(),
  })
  .openapi("CampaignChange");

export const AdGroupChangeSchema = z
  .object({
    status: z.enum(CHANGEABLE_STATUSES).optional(),
    name: userText(2000).optional().openapi({ example: "Readers, UK" }),
    bid_in_micro_currency: z.number().int().min(1).max(MICRO_MAX).nullable().optional().openapi({
      description: "The most one click may cost × 1,000,000, from the platform's click price to 100 times it; null: automatic",
      example: 500_000,
    }),
    targeting_spec: TargetingSpecSchema.optional(),
    keywords: z
      .array(userText(KEYWORD_LENGTH_MAX * 4))
      .max(KEYWORDS_MAX)
      .optional()
      .openapi({ description: "Search words, lower-case, each once (at most 50 of at most 80 characters)", example: ["reading chair"] }),
  })
  .openapi("AdGroupChange");

export const AdChangeSchema = z.object({ status: z.enum(CHANGEABLE_STATUSES) }).openapi("AdChange");

export const AdSchema = z
  .object({
    id: z.string(),
    campaign_id: z.string(),
    ad_group_id: z.string(),
    pin_id: z.string(),
    destination_url: z.string(),
    status: z.enum(CHANGEABLE_STATUSES),
  })
  .openapi("Ad");

export const HistoryQuerySchema = PageQuerySchema.extend({
  campaign_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi({ param: { name: "campaign_id", in: "query" }, description: "Only this campaign's changes (its ad groups' and ads' too)" }),
  entity_type: z
    .enum(HISTORY_ENTITIES)
    .optional()
    .openapi({ param: { name: "entity_type", in: "query" }, description: "Only changes of this kind of thing" }),
  actor_id: z
    .string()
    .uuid()
    .optional()
    .openapi({ param: { name: "actor_id", in: "query" }, description: "Only changes made by this person (a user id)" }),
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .openapi({ param: { name: "start_date", in: "query" }, description: "Only changes on or after this day (UTC)", example: "2026-11-01" }),
  end_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .openapi({
      param: { name: "end_date", in: "query" },
      description: "Only changes on or before this day (UTC); at most 366 days after start_date",
      example: "2026-11-30",
    }),
});

export const HistoryEntrySchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    actor: z.object({ id: z.string(), username: z.string(), full_name: z.string() }).nullable(),
    entity_type: z.enum(HISTORY_ENTITIES),
    entity_id: z.string(),
    entity_name: z.string().openapi({ description: "The campaign's or ad group's name now; an ad's Pin title" }),
    campaign_id: z.string(),
    field: z.enum(HISTORY_FIELDS),
    from: z.string().nullable().openapi({ description: "The value before, as text (budgets in micro-currency, targeting as JSON)" }),
    to: z.string().nullable(),
    bulk_upload_id: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "The bulk upload that made the change (GET …/bulk/), null when made by hand (docs/decisions/055)" }),
  })
  .openapi("HistoryEntry");

export const HistoryPageSchema = z
  .object({
    items: z.array(HistoryEntrySchema),
    bookmark: z.string().nullable(),
    currency: z.string(),
    /** Everyone who made a change in the ad account (the page's "who" filter), by name. */
    actors: z.array(z.object({ id: z.string(), username: z.string(), full_name: z.string() })).optional(),
  })
  .openapi("HistoryPage");

export type CampaignChange = z.infer<typeof CampaignChangeSchema>;
export type AdGroupChange = z.infer<typeof AdGroupChangeSchema>;
export type Ad = z.infer<typeof AdSchema>;
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export type HistoryPage = z.infer<typeof HistoryPageSchema>;
