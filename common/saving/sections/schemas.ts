/**
 * Zod schemas of editing a section (issue 34 item 2): rename and reorder (PATCH), delete with its
 * Pins kept on the board or deleted with it (DELETE ?pins=).
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../../platform/text";
import { MAX_ORDERED_SECTIONS } from "../constants";
import { SECTION_PIN_FATES } from "./rules";

export const SectionUpdateBodySchema = z
  .object({
    name: userText(2000)
      .optional()
      .openapi({ description: "The new name (saving.md §5); the path segment follows, the old one redirects" }),
    position: z
      .number()
      .int()
      .min(0)
      .max(MAX_ORDERED_SECTIONS)
      .optional()
      .openapi({ description: "The section's new index among the board's sections (0 is first; past the end is last)", example: 0 }),
  })
  .strict()
  .refine((b) => b.name !== undefined || b.position !== undefined, { message: "send name or position" })
  .openapi("SectionUpdatePayload");

export const SectionDeleteQuerySchema = z.object({
  pins: z.enum(SECTION_PIN_FATES).openapi({
    param: { name: "pins", in: "query", required: true },
    description: "keep: its Pins stay on the board, outside its sections; delete: they are deleted with it",
    example: "keep",
  }),
});

export const SectionDeletedSchema = z
  .object({
    board: z.object({ id: z.string(), pin_count: z.number().int(), section_count: z.number().int() }),
    deleted_pin_count: z.number().int().openapi({ description: "Pins deleted with the section (0 when kept)" }),
  })
  .openapi("SectionDeleted");

export type SectionUpdateBody = z.infer<typeof SectionUpdateBodySchema>;
export type SectionDeleted = z.infer<typeof SectionDeletedSchema>;
