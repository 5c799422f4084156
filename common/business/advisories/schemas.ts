/**
 * business.md §3 "Sensitivity or advisory" and Notice: what a sensitive search carries
 * (common/business/search/schemas.ts SearchPins) and what a Pin about a sensitive topic carries
 * (common/saving/schemas.ts PinFields `sensitivity`, the save modal's notice of saving.md §2).
 * Kept apart from the search schemas so the saving schemas can use them without a cycle.
 */
import { z } from "@hono/zod-openapi";

export const SEVERITIES = [0, 1, 2] as const;
/** business.md §3 advisory_type; "a third-party type also exists". */
export const ADVISORY_TYPES = ["first_party", "third_party"] as const;

/** business.md §3 Notice textTags: tagType 5 puts `link` over `length` characters from `offset`. */
export const TextTagSchema = z
  .object({ tagType: z.number().int(), offset: z.number().int().min(0), length: z.number().int().min(1), link: z.string().max(2048) })
  .openapi("NoticeTextTag");

/** business.md §3 Notice: id, style, title, description (text, textTags), actions (button text, link), footer. */
export const NoticeSchema = z
  .object({
    id: z.string().max(64),
    style: z.number().int().openapi({ description: "2: a large banner above the results; other styles are not shown (business.md §2)" }),
    title: z.string().max(200),
    description: z.object({ text: z.string().max(2000), textTags: z.array(TextTagSchema).max(10) }),
    actions: z.array(z.object({ buttonText: z.string().max(60), link: z.string().max(2048) })).max(3),
    footer: z.string().max(500).nullable(),
  })
  .openapi("Notice");

/** business.md §3 "Sensitivity or advisory" with its notices (the "other notice shape"). */
export const SensitivitySchema = z
  .object({
    advisory: z.string().openapi({ description: "The advisory's name", example: "self_harm" }),
    severity: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .openapi({ description: "ABUSIVE 0 (no results are shown), SENSITIVE 1, BRAND_UNSAFE 2" }),
    advisory_type: z.enum(ADVISORY_TYPES),
    resource_country: z
      .string()
      .nullable()
      .openapi({ description: "The country the advisory applies in (ISO 3166-1 alpha-2), null for everywhere" }),
    advisory_details: z.string(),
    notices: z.array(NoticeSchema),
  })
  .openapi("Sensitivity");

export type Sensitivity = z.infer<typeof SensitivitySchema>;
export type Notice = z.infer<typeof NoticeSchema>;
