/** The Conversions API's bodies and answers (issue 37 item 1), named as Pinterest's are. */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { AdvertiserParamsSchema } from "../schemas";
import { ACTION_SOURCES, CONVERSION_EVENT_NAMES, EVENT_ID_MAX_LENGTH, EVENTS_PER_REQUEST_MAX } from "./constants";

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
