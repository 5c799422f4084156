/**
 * Schemas of a Pin's comments: the comment as the API shows it, its page, its body and path.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { ID_PATTERN, IdParamsSchema, UserSummarySchema } from "../schemas";
import { MAX_PAGE_SIZE } from "../constants";
import { MAX_BOOKMARK_LENGTH } from "../rules";
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from "./rules";

export const CommentParamsSchema = IdParamsSchema.extend({
  comment_id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "comment_id", in: "path", required: true }, example: "7" }),
});

export const CommentsQuerySchema = z.object({
  bookmark: z
    .string()
    .max(MAX_BOOKMARK_LENGTH)
    .optional()
    .openapi({ param: { name: "bookmark", in: "query", required: false }, description: "The previous page's bookmark" }),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(COMMENTS_PAGE_SIZE)
    .openapi({ param: { name: "page_size", in: "query", required: false }, example: COMMENTS_PAGE_SIZE }),
});

/**
 * A comment's text as sent: well-formed text (common/platform/text.ts), trimmed by the rule; the
 * schema's bound is loose (room for whitespace around it) so the rule's catalogue error names the limit.
 */
export const CommentBodySchema = z
  .object({
    text: userText(COMMENT_MAX_LENGTH * 4).openapi({
      description: `At most ${COMMENT_MAX_LENGTH} characters once trimmed; plain text (shown as text, never as HTML)`,
    }),
  })
  .openapi("CommentBody");

export const CommentSchema = z
  .object({
    id: z.string(),
    type: z.literal("pin_comment"),
    pin_id: z.string(),
    text: z.string(),
    created_at: z.string(),
    edited_at: z.string().nullable(),
    author: UserSummarySchema,
    /** What the viewer may do with it. */
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_report: z.boolean(),
    reported_by_me: z.boolean(),
  })
  .openapi("PinComment");

export const CommentPageSchema = z
  .object({ items: z.array(CommentSchema), bookmark: z.string().nullable(), comment_count: z.number().int() })
  .openapi("PinCommentPage");

export type Comment = z.infer<typeof CommentSchema>;
export type CommentPage = z.infer<typeof CommentPageSchema>;
