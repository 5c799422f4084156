/**
 * Route contracts of the local mailbox (worker/platform/email/): outgoing email a Worker without a
 * Cloudflare `send_email` binding keeps in D1. Developer tools like PUT /v3/experiments/device/:
 * served only when DEV_TOOLS is "true" (the /_dev/mailbox pages use them), otherwise 404.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "./developer-routes";
import { errorResponses, okResponse } from "./envelope";

const DEV_ONLY = 'Served only when the Worker\'s DEV_TOOLS var is "true"; otherwise 404 NOT_FOUND.';

export const MailboxSummarySchema = z
  .object({
    id: z.string(),
    to: z.string(),
    from: z.string(),
    subject: z.string(),
    created_at: z.number().int().openapi({ description: "Epoch milliseconds" }),
  })
  .openapi("MailboxSummary");

export const MailboxMessageSchema = MailboxSummarySchema.extend({
  text: z.string().openapi({ description: "The plain-text body" }),
  html: z.string().openapi({ description: "The HTML body" }),
}).openapi("MailboxMessage");

export const MailboxQuerySchema = z.object({
  to: z
    .string()
    .max(512)
    .optional()
    .openapi({
      param: { name: "to", in: "query", required: false },
      description: "Only messages to this address",
      example: "jane@example.com",
    }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .openapi({ param: { name: "limit", in: "query", required: false }, description: "At most this many, newest first", example: 20 }),
});

export const MailboxIdSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .openapi({ param: { name: "id", in: "path", required: true }, example: "0123456789abcdef01234567" }),
});

export const mailboxRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "mailbox",
  method: "get",
  path: "/v3/dev/mailbox/",
  tags: ["developer tools"],
  summary: "The local mailbox, newest first (developer tools only)",
  description: DEV_ONLY,
  request: { query: MailboxQuerySchema },
  responses: {
    200: okResponse(z.array(MailboxSummarySchema), "The messages, newest first"),
    ...errorResponses("BAD_REQUEST", "NOT_FOUND"),
  },
});

export const mailboxMessageRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "mailboxMessage",
  method: "get",
  path: "/v3/dev/mailbox/{id}/",
  tags: ["developer tools"],
  summary: "One message of the local mailbox, with its bodies (developer tools only)",
  description: `${DEV_ONLY} Also 404 for an unknown id.`,
  request: { params: MailboxIdSchema },
  responses: {
    200: okResponse(MailboxMessageSchema, "The message"),
    ...errorResponses("BAD_REQUEST", "NOT_FOUND"),
  },
});

export type MailboxSummaryData = z.infer<typeof MailboxSummarySchema>;
export type MailboxMessageData = z.infer<typeof MailboxMessageSchema>;
