/**
 * Zod schemas of the board actions (saving.md §7 "Update on the bulk edit resource", "Update on the
 * select-all bulk edit resource", "Update on the board section edit resource", "Delete on the
 * board section pins resource"): moving Pins between boards and sections.
 */
import { z } from "@hono/zod-openapi";
import { MAX_BULK_PIN_IDS } from "../constants";
import { ID_PATTERN } from "../schemas";

const idString = z.string().regex(ID_PATTERN);
const pinIds = z.array(idString).min(1).max(MAX_BULK_PIN_IDS);

/**
 * PATCH /v3/bulk_edit/: board_id, new_board_id, pin_ids, old_section_id, new_section_id (§7), or
 * the select-all form (select_all: true with excluded_pin_ids: every Pin of board_id in
 * old_section_id — null for those outside the sections — but the excluded ones).
 */
export const BulkMoveBodySchema = z
  .object({
    board_id: idString.openapi({ example: "12" }),
    new_board_id: idString.openapi({ example: "14" }),
    pin_ids: pinIds.optional().openapi({ description: "The Pins to move (not with select_all)", example: ["101", "102"] }),
    select_all: z.literal(true).optional().openapi({ description: "Move every Pin of board_id in old_section_id but excluded_pin_ids" }),
    excluded_pin_ids: z.array(idString).max(MAX_BULK_PIN_IDS).optional(),
    old_section_id: idString
      .nullable()
      .optional()
      .openapi({ description: "Where the Pins are: a section of board_id, or null for outside its sections" }),
    new_section_id: idString
      .nullable()
      .optional()
      .openapi({ description: "A section of new_board_id, or null/absent for the board outside its sections" }),
    orbac_subject_id: z.string().max(64).optional(),
  })
  .openapi("BulkMovePayload");

export const BulkMoveResultSchema = z
  .object({
    moved_pin_ids: z.array(z.string()),
    board: z.object({ id: z.string(), pin_count: z.number().int() }),
    new_board: z.object({ id: z.string(), pin_count: z.number().int() }),
    new_section: z.object({ id: z.string(), pin_count: z.number().int() }).nullable(),
  })
  .openapi("BulkMoveResult");

/** PUT and DELETE /v3/board_sections/{id}/pins/: the section's board's Pins put in, or taken out. */
export const SectionPinsBodySchema = z
  .object({ pins: pinIds, orbac_subject_id: z.string().max(64).optional() })
  .openapi("SectionPinsPayload");

/** PUT /v3/dev/board_action/ (developer tools): hold a board as a running action of `kind` would. */
export const BoardActionHoldSchema = z
  .object({
    board_id: idString,
    kind: z.enum(["move", "section_edit"]).default("move"),
    seconds: z.number().int().min(1).max(30).default(10),
  })
  .openapi("BoardActionHold");

export type BulkMoveBody = z.infer<typeof BulkMoveBodySchema>;
export type BulkMoveResult = z.infer<typeof BulkMoveResultSchema>;
