/**
 * Zod schemas of a Pin's creator card (business.md §2, §3): its pinner and its paid partnership.
 * They produce the OpenAPI document and type the app's client.
 */
import { z } from "@hono/zod-openapi";

/** business.md §3 "Creator card user: entityId, followedByMe, fullName, imageMediumUrl, username", and what the card shows with it. */
export const CreatorCardUserSchema = z
  .object({
    entityId: z.string(),
    followedByMe: z.boolean(),
    fullName: z.string(),
    imageMediumUrl: z.string(),
    username: z.string(),
    isDefaultImage: z.boolean(),
    avatarColorIndex: z.number().int(),
    followerCount: z.number().int(),
    verified: z.boolean().openapi({ description: "Shows the verified badge (business.md §2)" }),
  })
  .openapi("CreatorCardUser");

export const CreatorCardSchema = z
  .object({
    user: CreatorCardUserSchema,
    /** The Pin's paid partnership, null when it has none; the partner's name is shown unless status is 0, 2 or 3 (business.md §3). */
    sponsorship: z
      .object({
        status: z.number().int(),
        sponsor: z.object({ entityId: z.string(), fullName: z.string(), username: z.string() }),
        /** The partner's campaign, for the Pin view's attribution source (business.md §7); null when none. */
        campaignId: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi("CreatorCard");

export type CreatorCard = z.infer<typeof CreatorCardSchema>;
