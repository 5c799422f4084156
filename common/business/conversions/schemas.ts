/** The Conversions API's bodies and answers (issue 37 item 1), named as Pinterest's are. */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { AdvertiserParamsSchema } from "../schemas";
import {
  ACTION_SOURCES,
  CONVERSION_EVENT_NAMES,
  EVENT_ID_MAX_LENGTH,
  EVENTS_PER_REQUEST_MAX,
  TAG_EVENTS_MAX,
  UPLOAD_COLUMNS,
  UPLOAD_MAX_BYTES,
} from "./constants";

const SHA256_HEX = z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 hash in lower-case hex");

export const ConversionEventSchema = z
  .object({
    event_name: z
      .string()
      .max(64)
      .openapi({ example: "checkout", description: `One of ${CONVERSION_EVENT_NAMES.join(", ")}` }),
    action_source: z
      .string()
      .max(32)
      .openapi({ example: "web", description: `One of ${ACTION_SOURCES.join(", ")}` }),
    event_time: z.number().int().openapi({ example: 1_796_000_000, description: "When it happened, in Unix seconds" }),
    event_id: z
      .string()
      .max(EVENT_ID_MAX_LENGTH * 4)
      .openapi({ example: "order-1042", description: "Yours; the same id from the tag and the API is counted once" }),
    event_source_url: z.string().max(2048).optional(),
    user_data: z
      .object({
        em: z.array(SHA256_HEX).max(10).optional().openapi({ description: "SHA-256 of the lower-cased, trimmed email" }),
        ph: z.array(SHA256_HEX).max(10).optional().openapi({ description: "SHA-256 of the phone number's digits" }),
        client_ip_address: z.string().max(64).optional(),
        client_user_agent: z.string().max(1024).optional(),
        click_id: z
          .string()
          .max(256)
          .optional()
          .openapi({ description: "The `epik` the ad's click added to the landing page's address: the surest attribution" }),
      })
      .strict(),
    custom_data: z
      .object({
        value: z.string().max(32).optional().openapi({ example: "72.39", description: "A decimal amount, as a string" }),
        currency: z.string().max(8).optional().openapi({ example: "USD" }),
        order_id: z.string().max(256).optional(),
        num_items: z.number().int().min(0).max(1_000_000).optional(),
      })
      .strict()
      .optional(),
  })
  .openapi("ConversionEvent");
export type ConversionEvent = z.infer<typeof ConversionEventSchema>;

export const ConversionEventsBodySchema = z
  .object({ data: z.array(ConversionEventSchema).min(1).max(EVENTS_PER_REQUEST_MAX) })
  .openapi("ConversionEventsBody");

export const ConversionEventsQuerySchema = z.object({
  test: z.enum(["true", "false"]).optional().openapi({ description: "true: checked and shown in the test events, never counted" }),
});

export const ConversionEventResultSchema = z
  .object({
    status: z.enum(["processed", "failed"]),
    error_message: z.string().nullable(),
    warning_message: z.string().nullable(),
  })
  .openapi("ConversionEventResult");

export const ConversionEventsAnswerSchema = z
  .object({
    num_events_received: z.number().int(),
    num_events_processed: z.number().int(),
    events: z.array(ConversionEventResultSchema).openapi({ description: "One per event sent, in its order" }),
  })
  .openapi("ConversionEventsAnswer");
export type ConversionEventsAnswer = z.infer<typeof ConversionEventsAnswerSchema>;

export const AccessTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .openapi("ConversionAccessToken");
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const NewAccessTokenSchema = AccessTokenSchema.extend({
  token: z.string().openapi({ description: "Shown once: only its hash is kept" }),
}).openapi("NewConversionAccessToken");

export const AccessTokenListSchema = z.object({ items: z.array(AccessTokenSchema) }).openapi("ConversionAccessTokenList");
export const NewAccessTokenBodySchema = z
  .object({ name: userText(400).openapi({ example: "Shop server" }) })
  .openapi("NewConversionAccessTokenBody");
export const AccessTokenParamsSchema = AdvertiserParamsSchema.extend({
  tokenId: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .openapi({ param: { name: "tokenId", in: "path", required: true }, example: "3" }),
});

const idText = z.string().regex(/^[1-9][0-9]{0,15}$/);

/** One event of the tag: its time, source and address are the request's, never the page's word. */
export const TagEventSchema = z
  .object({
    event_name: z.string().max(64).openapi({ example: "checkout" }),
    event_id: z
      .string()
      .max(EVENT_ID_MAX_LENGTH * 4)
      .openapi({ example: "order-1042" }),
    event_source_url: z.string().max(2048).optional(),
    click_id: z.string().max(256).optional().openapi({ description: "The `epik` the tag kept from the ad's landing page" }),
    em: SHA256_HEX.optional().openapi({ description: "SHA-256 of the lower-cased email (the tag hashes it in the page)" }),
    value: z.string().max(32).optional().openapi({ example: "72.39" }),
    currency: z.string().max(8).optional().openapi({ example: "USD" }),
    order_id: z.string().max(256).optional(),
  })
  .strict()
  .openapi("ConversionTagEvent");

export const TagEventsBodySchema = z
  .object({
    tag_id: idText.openapi({ example: "7", description: "The conversion tag's id (the console's tag page shows it)" }),
    test: z.boolean().optional().openapi({ description: "true: a test event, never counted" }),
    events: z.array(TagEventSchema).min(1).max(TAG_EVENTS_MAX),
  })
  .strict()
  .openapi("ConversionTagEventsBody");
export type TagEventsBody = z.infer<typeof TagEventsBodySchema>;

const CHANNEL_NAMES = ["api", "tag", "upload"] as const;

/** A channel's or a tag's health over the span: what arrived, what failed, when it was last seen. */
export const ChannelHealthSchema = z
  .object({
    channel: z.enum(CHANNEL_NAMES),
    tag_id: z.string().nullable(),
    tag_name: z.string().nullable(),
    received: z.number().int(),
    failed: z.number().int(),
    error_rate: z.number().openapi({ description: "failed ÷ received (0 without events)", example: 0.02 }),
    last_seen_at: z.string().nullable(),
    last_error: z.string().nullable(),
  })
  .openapi("ConversionChannelHealth");

export const ConversionsOverviewSchema = z
  .object({
    days: z.number().int(),
    currency: z.string().openapi({ description: "The ad account's: values in other currencies are not summed" }),
    click_window_days: z.number().int(),
    view_window_days: z.number().int(),
    events: z.array(
      z.object({
        event_name: z.enum(CONVERSION_EVENT_NAMES),
        total: z.number().int(),
        attributed_clicks: z.number().int(),
        attributed_views: z.number().int(),
        value_in_micro_currency: z.number().int(),
      }),
    ),
    health: z.array(ChannelHealthSchema).openapi({ description: "The API, uploads, and each tag (a tag never seen too)" }),
    deduplication: z.object({
      events: z.number().int().openapi({ description: "Events counted (each once)" }),
      from_two_channels: z.number().int().openapi({ description: "Of them, sent by two of the tag, the API and an upload" }),
      repeats: z.number().int().openapi({ description: "Copies received and not counted again" }),
    }),
  })
  .openapi("ConversionsOverview");
export type ConversionsOverview = z.infer<typeof ConversionsOverviewSchema>;

export const OverviewQuerySchema = z.object({
  days: z.enum(["7", "30"]).default("7").openapi({ description: "The span, in days up to today (UTC)" }),
});

export const ConversionRecordSchema = z
  .object({
    id: z.string(),
    event_name: z.string(),
    event_id: z.string(),
    action_source: z.string(),
    event_time: z.string(),
    received_at: z.string(),
    channels: z.array(z.enum(CHANNEL_NAMES)),
    copies: z.number().int(),
    value_in_micro_currency: z.number().int().nullable(),
    currency: z.string().nullable(),
    attribution: z
      .object({
        kind: z.enum(["click", "view"]),
        campaign_id: z.string(),
        campaign_name: z.string(),
        ad_id: z.string(),
        touched_at: z.string(),
      })
      .nullable(),
  })
  .openapi("ConversionRecord");
export type ConversionRecord = z.infer<typeof ConversionRecordSchema>;

export const ConversionHistorySchema = z
  .object({ items: z.array(ConversionRecordSchema), bookmark: z.string().nullable() })
  .openapi("ConversionHistory");

export const HistoryQuerySchema = z.object({
  test: z.enum(["true", "false"]).default("false").openapi({ description: "true: the test events" }),
  bookmark: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/)
    .optional()
    .openapi({ description: "The previous page's bookmark" }),
});

export const UploadBodySchema = z
  .object({
    file_name: userText(200).openapi({ example: "store-sales-november.csv" }),
    csv: z
      .string()
      .max(UPLOAD_MAX_BYTES)
      .openapi({ description: `A header row naming the columns (${UPLOAD_COLUMNS.join(", ")}), then one conversion a row` }),
  })
  .openapi("ConversionUploadBody");

export const UploadSchema = z
  .object({
    id: z.string(),
    file_name: z.string(),
    rows_total: z.number().int(),
    rows_processed: z.number().int(),
    rows_failed: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), error: z.string() })).openapi({ description: "The first 20 rows refused" }),
    created_at: z.string(),
  })
  .openapi("ConversionUpload");
export type Upload = z.infer<typeof UploadSchema>;
export const UploadListSchema = z.object({ items: z.array(UploadSchema) }).openapi("ConversionUploadList");
