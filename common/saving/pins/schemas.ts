/**
 * Zod schemas of editing and deleting a Pin (issue 34 item 1): PATCH /v3/pins/{id}/'s body, and
 * what a delete answers (until when its Undo works).
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_LINK_MAX_LENGTH, PIN_TITLE_MAX_LENGTH } from "../constants";
import { ID_PATTERN } from "../schemas";
import { PIN_ALT_TEXT_MAX_LENGTH, PIN_RESTORE_WINDOW_SECONDS } from "./rules";

const idString = z.string().regex(ID_PATTERN);
// Bounded at four times the rule's limit: a longer text is refused by the rule (./rules.ts) with
// the field's own error rather than a generic 400.
const text = (max: number) => userText(max * 4);

export const PinEditBodySchema = z
  .object({
    title: text(PIN_TITLE_MAX_LENGTH)
      .optional()
      .openapi({ description: `At most ${PIN_TITLE_MAX_LENGTH} characters` }),
    description: text(PIN_DESCRIPTION_MAX_LENGTH)
      .optional()
      .openapi({ description: `At most ${PIN_DESCRIPTION_MAX_LENGTH} characters` }),
    link: userText(PIN_LINK_MAX_LENGTH).nullable().optional().openapi({ description: 'An http(s) link; "" or null removes it' }),
    alt_text: text(PIN_ALT_TEXT_MAX_LENGTH)
      .optional()
      .openapi({ description: `What the image shows; at most ${PIN_ALT_TEXT_MAX_LENGTH} characters` }),
    board_id: idString.optional().openapi({ description: "Move the Pin to this board (a member's)", example: "14" }),
    section_id: idString
      .nullable()
      .optional()
      .openapi({ description: "Move the Pin into this section of its (new) board; null takes it out of its section", example: "3" }),
  })
  .openapi("PinEditPayload");
export type PinEditBody = z.infer<typeof PinEditBodySchema>;

export const PinDeletedSchema = z
  .object({
    id: z.string(),
    restorable_until: z.string().openapi({
      description: `ISO 8601: POST /v3/pins/{id}/restore/ brings the Pin back until then (${PIN_RESTORE_WINDOW_SECONDS} s)`,
      example: "2026-11-20T09:30:10.000Z",
    }),
    board: z.object({ id: z.string(), url: z.string(), pin_count: z.number().int() }),
  })
  .openapi("PinDeleted");
export type PinDeleted = z.infer<typeof PinDeletedSchema>;
