/** Audiences' bodies and answers (issue 37 item 2): who an audience is made of, never who is in it. */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN } from "../../saving/schemas";
import { AdvertiserParamsSchema } from "../schemas";
import {
  AUDIENCE_AD_GROUPS_MAX,
  AUDIENCE_KINDS,
  AUDIENCE_LOOKBACK_DEFAULT,
  AUDIENCE_LOOKBACK_MAX,
  AUDIENCE_LOOKBACK_MIN,
  AUDIENCE_NAME_MAX,
  ENGAGEMENT_ACTIONS,
  LIST_HASHES_PER_REQUEST_MAX,
  VISITOR_EVENTS,
} from "./constants";

const SHA256_HEX = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 hash in lower-case hex");
const idString = z.string().regex(ID_PATTERN);

export const AudienceParamsSchema = AdvertiserParamsSchema.extend({
  audienceId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .openapi({ param: { name: "audienceId", in: "path", required: true }, example: "4" }),
});

const name = userText(AUDIENCE_NAME_MAX).openapi({ example: "Checked out this month" });
const lookbackDays = z
  .number()
  .int()
  .min(AUDIENCE_LOOKBACK_MIN)
  .max(AUDIENCE_LOOKBACK_MAX)
  .openapi({ example: AUDIENCE_LOOKBACK_DEFAULT, description: "How many days back it looks" });
const eventNames = z
  .array(z.enum(VISITOR_EVENTS))
  .max(VISITOR_EVENTS.length)
  .openapi({ example: ["checkout"], description: "The tag's events that make someone a visitor; none listed: any" });
const actions = z
  .array(z.enum(ENGAGEMENT_ACTIONS))
  .min(1)
  .max(ENGAGEMENT_ACTIONS.length)
  .openapi({ example: ["save", "click"] });
const hashes = z
  .array(SHA256_HEX)
  .min(1)
  .max(LIST_HASHES_PER_REQUEST_MAX)
  .openapi({ description: "SHA-256 of each lower-cased, trimmed email, hashed before it leaves the browser" });

export const NewAudienceBodySchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("visitor"), name, event_names: eventNames, lookback_days: lookbackDays }).strict(),
    z.object({ kind: z.literal("engagement"), name, actions, lookback_days: lookbackDays }).strict(),
    z.object({ kind: z.literal("customer_list"), name, hashes }).strict(),
    z.object({ kind: z.literal("actalike"), name, seed_audience_id: idString }).strict(),
  ])
  .openapi("NewAudience");
export type NewAudienceBody = z.infer<typeof NewAudienceBodySchema>;

export const AudienceChangeBodySchema = z
  .object({
    name: name.optional(),
    lookback_days: lookbackDays.optional(),
    event_names: eventNames.optional(),
    actions: actions.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: "Name at least one change" })
  .openapi("AudienceChange");
export type AudienceChangeBody = z.infer<typeof AudienceChangeBodySchema>;

export const ListHashesBodySchema = z.object({ hashes }).strict().openapi("AudienceListHashes");

export const AudienceUsageBodySchema = z
  .object({
    ad_groups: z
      .array(z.object({ ad_group_id: idString, mode: z.enum(["include", "exclude", "none"]) }).strict())
      .min(1)
      .max(AUDIENCE_AD_GROUPS_MAX),
  })
  .strict()
  .openapi("AudienceUsage");
export type AudienceUsageBody = z.infer<typeof AudienceUsageBodySchema>;

export const AudienceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(AUDIENCE_KINDS),
    status: z.enum(["READY", "TOO_SMALL"]).openapi({ description: "TOO_SMALL: under the size floor, it targets no one" }),
    size: z.number().int().nullable().openapi({ description: "People in it, rounded down to two figures; null under the floor" }),
    event_names: z.array(z.string()).nullable(),
    actions: z.array(z.string()).nullable(),
    lookback_days: z.number().int().nullable(),
    seed_audience: z.object({ id: z.string(), name: z.string() }).nullable(),
    interests: z.array(z.string()).nullable().openapi({ description: "An actalike's: the seed's most-held interests it looks for" }),
    list_rows: z.number().int().nullable().openapi({ description: "A customer list's uploaded emails (hashed)" }),
    used_by: z.number().int().openapi({ description: "Ad groups that target or exclude it" }),
    refreshed_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Audience");
export type Audience = z.infer<typeof AudienceSchema>;

export const AudienceListSchema = z.object({ items: z.array(AudienceSchema), size_floor: z.number().int() }).openapi("AudienceList");

export const AudienceDetailSchema = AudienceSchema.extend({
  ad_groups: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      campaign_id: z.string(),
      campaign_name: z.string(),
      mode: z.enum(["include", "exclude", "none"]).openapi({ description: "none: the ad group does not use it" }),
    }),
  ),
}).openapi("AudienceDetail");
export type AudienceDetail = z.infer<typeof AudienceDetailSchema>;

export const AUDIENCE_REASONS = [
  "LIST_MATCH",
  "LIST_NO_MATCH",
  "VISITED",
  "NOT_VISITED",
  "SAVED",
  "CLICKED",
  "NOT_ENGAGED",
  "SHARES_INTERESTS",
  "IN_SEED",
  "NO_SHARED_INTERESTS",
] as const;
export type AudienceReason = (typeof AUDIENCE_REASONS)[number];

export const AudienceDebugQuerySchema = z.object({
  username: z.string().max(30).optional().openapi({ example: "ana_costa", description: "You or someone with access to the ad account" }),
});

const Person = z.object({ username: z.string(), name: z.string() });
export const AudienceDebugSchema = z
  .object({
    viewers: z.array(Person).openapi({ description: "Who may be looked at: you and the people with access to the ad account" }),
    viewer: Person.nullable(),
    audiences: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.enum(AUDIENCE_KINDS),
        status: z.enum(["READY", "TOO_SMALL"]),
        member: z.boolean().openapi({ description: "In it as of its last refresh: what delivery uses" }),
        qualifies: z.boolean().openapi({ description: "Whether its rule takes them in now" }),
        reason: z.enum(AUDIENCE_REASONS),
        at: z.string().nullable().openapi({ description: "When the deciding save, click or event was" }),
        details: z.array(z.string()).max(10).openapi({ description: "The event, Pin title or interests the reason names" }),
      }),
    ),
  })
  .openapi("AudienceDebug");
export type AudienceDebug = z.infer<typeof AudienceDebugSchema>;
