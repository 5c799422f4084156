/**
 * Zod schemas of promoted Pins (docs/decisions/039): the promotion a feed or search card carries,
 * and the beacon that counts its impressions and clicks.
 */
import { z } from "@hono/zod-openapi";
import { PinFieldsSchema, PinSchema } from "../../saving/schemas";
import { BEACON_MAX_EVENTS, PROMOTED_EVENT_TYPES, PROMOTED_TOKEN_MAX } from "./constants";

export const PromotionSchema = z
  .object({
    campaign_id: z.string(),
    advertiser_id: z.string(),
    ad_id: z.string(),
    business_name: z.string().openapi({ description: 'Shown as "Promoted by {business_name}"' }),
    destination_url: z.string(),
    token: z.string().openapi({
      description:
        "The delivery token: sent back with the card's impression and click events (POST /v3/promoted/events/). Bound to this viewer and to this one card (its surface and placement); good for 24 hours.",
    }),
    click_id: z.string().openapi({
      description: "This card's click id: added to the ad's site address as `epik`, so the site's conversion tag can name the click",
    }),
  })
  .openapi("Promotion");

export const PromotedEventSchema = z.object({
  type: z.enum(PROMOTED_EVENT_TYPES),
  token: z.string().min(1).max(PROMOTED_TOKEN_MAX),
});

export const PromotedEventsBodySchema = z
  .object({ events: z.array(PromotedEventSchema).min(1).max(BEACON_MAX_EVENTS) })
  .openapi("PromotedEventsBody");

export const PromotedEventsResultSchema = z
  .object({
    counted: z.number().int().openapi({ description: "Events counted (and charged) now" }),
    duplicates: z.number().int().openapi({ description: "This token's impression (or click) was already recorded" }),
    skipped: z.number().int().openapi({
      description:
        "Not counted: the campaign is paused, ended or out of today's budget, its business is not active, its Pin is no longer public, or the token expired",
    }),
    invalid: z.number().int().openapi({
      description:
        "Recorded as invalid traffic, not charged: a bot or a client that does not look like a browser, a hosting network, a click without its token's counted impression, or past the viewer's or the address's daily cap",
    }),
  })
  .openapi("PromotedEventsResult");

export const PromotedHideBodySchema = z
  .object({
    token: z.string().min(1).max(PROMOTED_TOKEN_MAX).openapi({ description: "The delivery token of the promoted card being hidden" }),
  })
  .openapi("PromotedHideBody");

export const PromotedHideSchema = z.object({ pin_id: z.string(), hidden: z.boolean() }).openapi("PromotedHide");

export const PromotedPinParamsSchema = z.object({
  pinId: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .openapi({ param: { name: "pinId", in: "path", required: true }, example: "42" }),
});

/** A Pin of the home feed or of a search: in a promoted slot it carries its `promotion`. */
export const FeedPinSchema = PinSchema.extend({
  promotion: PromotionSchema.optional().openapi({
    description:
      'Only on a promoted card (the 12th, 24th, … of a page): show it as "Promoted by {business_name}" and send its events with `token`',
  }),
}).openapi("FeedPin");

export const FeedPageSchema = z
  .object({
    items: z.array(FeedPinSchema),
    bookmark: z.string().nullable().openapi({ description: "Pass as ?bookmark= for the next page; null at the end" }),
  })
  .openapi("FeedPage");

/** A single Pin's read: with `promotion` when the Pin is promoted to this viewer now (its Pin page says so). */
export const PinReadSchema = PinFieldsSchema.extend({
  promotion: PromotionSchema.optional().openapi({
    description: "Only in a read without `fields`, when the Pin is promoted to this viewer now",
  }),
}).openapi("PinRead");

export type Promotion = z.infer<typeof PromotionSchema>;
export type FeedPin = z.infer<typeof FeedPinSchema>;
