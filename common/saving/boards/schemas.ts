/**
 * Zod schemas of editing a board (issue 34 item 2): the PATCH body. Who may send which field is
 * ./rules.ts; the answer is the Board of common/saving/schemas.ts.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { BOARD_DESCRIPTION_MAX_LENGTH } from "../constants";
import { ID_PATTERN } from "../schemas";

export const BoardUpdateBodySchema = z
  .object({
    name: userText(2000)
      .optional()
      .openapi({ description: "The new name (saving.md §5); the board's path segment follows, the old one redirects" }),
    description: userText(BOARD_DESCRIPTION_MAX_LENGTH).optional(),
    privacy: z
      .enum(["public", "secret"])
      .optional()
      .openapi({ description: "Secret: seen by the owner and collaborators only, at once; a protected board cannot change" }),
    cover_pin_id: z
      .string()
      .regex(ID_PATTERN)
      .optional()
      .openapi({ description: "A Pin on this board whose image becomes the cover", example: "101" }),
    archived: z.boolean().optional().openapi({ description: "true archives the board (archived_by_me_at), false brings it back" }),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "send at least one field to change" })
  .openapi("BoardUpdatePayload");

export type BoardUpdateBody = z.infer<typeof BoardUpdateBodySchema>;
