/**
 * Zod schemas of the saving API (saving.md §3 entities, §7 payloads): path and query parameters,
 * request bodies and the data each route answers with. They produce the OpenAPI document and type
 * the app's API client. Ids are decimal strings, as the product's API sends them.
 */
import { z } from "@hono/zod-openapi";
import { userText } from "../platform/text";
import {
  BOARD_DESCRIPTION_MAX_LENGTH,
  BOARD_PICKER_MAX_SUGGESTIONS,
  BOARD_PICKER_SUGGESTIONS,
  MAX_INITIAL_PINS,
  MAX_PAGE_SIZE,
  MAX_PIN_IMAGE_BASE64_LENGTH,
  MAX_PIN_IMAGE_BYTES,
  MAX_PIN_IMAGE_PIXELS,
  MAX_PIN_IMAGE_SIDE,
  PAGE_SIZE,
  PIN_DESCRIPTION_MAX_LENGTH,
  PIN_LINK_MAX_LENGTH,
  PIN_TITLE_MAX_LENGTH,
} from "./constants";
import { MAX_BOOKMARK_LENGTH } from "./rules";
import { SensitivitySchema } from "../business/advisories";

/** A resource id: a positive decimal integer of at most 15 digits (a safe JavaScript integer). */
export const ID_PATTERN = /^[1-9][0-9]{0,14}$/;
const id = (name: string, example: string) =>
  z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name, in: "path", required: true }, example });

/** Usernames are letters, digits and underscores (auth's username stem), at most 30 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,30}$/;
/**
 * A board or section path segment (common/saving/rules/slug.ts makes them from letters and digits
 * of any script, and "-"): no white space, no ASCII punctuation but "-". Written without Unicode
 * property escapes, which OpenAPI tools (and regexes without the u flag) do not read.
 */
// eslint-disable-next-line no-useless-escape -- the OpenAPI document and the Pact contract carry the pattern as written
export const SLUG_PATTERN = /^[^\s!-,./:-@\[-`{-~]{1,80}$/;

export const IdParamsSchema = z.object({ id: id("id", "42") });
export const UsernameParamsSchema = z.object({
  username: z
    .string()
    .regex(USERNAME_PATTERN)
    .openapi({ param: { name: "username", in: "path", required: true }, example: "ana_costa" }),
});
export const BoardSlugParamsSchema = UsernameParamsSchema.extend({
  slug: z
    .string()
    .regex(SLUG_PATTERN)
    .openapi({ param: { name: "slug", in: "path", required: true }, example: "weeknight-dinners" }),
});
export const SectionSlugParamsSchema = IdParamsSchema.extend({
  slug: z
    .string()
    .regex(SLUG_PATTERN)
    .openapi({ param: { name: "slug", in: "path", required: true }, example: "soups" }),
});

const bookmark = z
  .string()
  .max(MAX_BOOKMARK_LENGTH)
  .optional()
  .openapi({
    param: { name: "bookmark", in: "query", required: false },
    description: "The `bookmark` of the previous page; absent for the first page",
    example: "eyJzIjoiZmVlZDpob21lIiwiayI6WzEwNDJdfQ",
  });
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE)
  .default(PAGE_SIZE)
  .openapi({
    param: { name: "page_size", in: "query", required: false },
    description: `Items per page (default ${PAGE_SIZE})`,
    example: PAGE_SIZE,
  });
const flag = (name: string, fallback: "true" | "false", description: string) =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .openapi({ param: { name, in: "query", required: false }, description, example: fallback });

export const PageQuerySchema = z.object({ bookmark, page_size: pageSize });

export const BoardPinsQuerySchema = PageQuerySchema.extend({
  filter_section_pins: flag(
    "filter_section_pins",
    "true",
    "true: only the Pins outside the board's sections (the board page shows sections apart)",
  ),
});

/** Board privacy values (saving.md §3). */
export const BOARD_PRIVACY = ["public", "secret", "protected"] as const;
/** Board sort options (saving.md §3), default last_pinned_to (§7). */
export const BOARD_SORTS = ["alphabetical", "last_pinned_to", "oldest", "newest", "group_boards_at_top", "custom"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_GROUPINGS = ["mix_public_private", "visibility"] as const;

/** BoardsResource read (saving.md §7). */
export const UserBoardsQuerySchema = PageQuerySchema.extend({
  privacy_filter: z
    .enum(["all", ...BOARD_PRIVACY])
    .default("all")
    .openapi({
      param: { name: "privacy_filter", in: "query", required: false },
      description: "Which boards (another user's secret and protected boards are never listed)",
      example: "all",
    }),
  sort: z
    .enum(BOARD_SORTS)
    .default("last_pinned_to")
    .openapi({ param: { name: "sort", in: "query", required: false }, example: "last_pinned_to" }),
  group_by: z
    .enum(BOARD_GROUPINGS)
    .default("mix_public_private")
    .openapi({
      param: { name: "group_by", in: "query", required: false },
      description: "visibility: public boards first, then the rest",
      example: "mix_public_private",
    }),
  include_archived: flag("include_archived", "true", "Archived boards come last when included"),
});

/** The pin fields a GET may ask for (saving.md §7 "field sets pin.board, pin.id, …"). */
export const PIN_FIELDS = [
  "id",
  "type",
  "title",
  "description",
  "alt_text",
  "link",
  "domain",
  "dominant_color",
  "images",
  "created_at",
  "pinner",
  "board",
  "pinned_to_board",
  "section",
  "via_pinner",
  "link_domain",
  "is_repin",
  "sensitivity",
] as const;
export type PinField = (typeof PIN_FIELDS)[number];

export const PinQuerySchema = z.object({
  fields: z
    .string()
    .max(600)
    .optional()
    .openapi({
      param: { name: "fields", in: "query", required: false },
      description: `Comma-separated field sets, each \`pin.<field>\` (${PIN_FIELDS.join(", ")}); all fields when absent. id and type are always sent.`,
      example: "pin.board,pin.id,pin.pinned_to_board,pin.type,pin.via_pinner",
    }),
});

// ---- Response entities ----

export const ImageSpecSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).openapi("ImageSpec");

/** A person as shown beside their pins and boards. `image_medium_url` is a default picture when `is_default_image`. */
export const UserSummarySchema = z
  .object({
    id: z.string(),
    username: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    image_medium_url: z.string(),
    is_default_image: z.boolean(),
    avatar_color_index: z.number().int(),
    // Always sent (optional for older partners' examples): the person asked search engines not to index them.
    hide_from_search: z
      .boolean()
      .optional()
      .openapi({ description: "The person's pages (profile, boards, Pins) ask not to be indexed (noindex)" }),
  })
  .openapi("UserSummary");

// A named (component) schema that may be null is written `z.union([Schema, z.null()])`: `.nullable()`
// on it makes an OpenAPI `allOf` with `type: [object, null]` that null does not satisfy.

/** The board a pin is on (pin.board). */
export const BoardRefSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    privacy: z.enum(BOARD_PRIVACY),
    owner: z.object({ id: z.string(), username: z.string() }),
  })
  .openapi("BoardRef");

export const PinSchema = z
  .object({
    id: z.string(),
    type: z.literal("pin"),
    title: z.string(),
    description: z.string(),
    /** What the image shows, for people who cannot see it ("" when the pinner wrote none). */
    alt_text: z.string(),
    link: z.string().nullable(),
    domain: z.string().nullable(),
    dominant_color: z.string(),
    images: z.object({ "236x": ImageSpecSchema, "170x": ImageSpecSchema, orig: ImageSpecSchema }),
    created_at: z.string().openapi({ description: "ISO 8601", example: "2026-11-20T09:30:00.000Z" }),
    pinner: UserSummarySchema,
    board: BoardRefSchema,
    /** saving.md §3 pinnedToBoard (name, layout). */
    pinned_to_board: z.object({ id: z.string(), name: z.string(), url: z.string(), layout: z.literal("default") }),
    section: z.object({ id: z.string(), title: z.string(), slug: z.string() }).nullable(),
    /** Whose pin this one was saved from (a repin); null for an original. */
    via_pinner: z.union([UserSummarySchema, z.null()]),
    /** saving.md §3 linkDomain with officialUser. */
    link_domain: z.object({ domain: z.string(), official_user: z.union([UserSummarySchema, z.null()]) }).nullable(),
    is_repin: z.boolean(),
  })
  .openapi("Pin");

/**
 * A pin read with `fields`: id and type always, the rest when asked for. Only a single Pin's read
 * carries `sensitivity`: the advisory of the sensitive topic it is about (business.md §3, matched
 * on its title and description as a search query is), or null; the save modal shows its notice in
 * place of the picker (saving.md §2, common/saving/save-success/save-notice.ts).
 */
export const PinFieldsSchema = PinSchema.extend({ sensitivity: z.union([SensitivitySchema, z.null()]) })
  .partial()
  .required({ id: true, type: true })
  .openapi("PinFields");

export const PinPageSchema = z
  .object({
    items: z.array(PinSchema),
    bookmark: z.string().nullable().openapi({ description: "Pass as ?bookmark= for the next page; null at the end" }),
  })
  .openapi("PinPage");

export const BoardSchema = z
  .object({
    id: z.string(),
    type: z.literal("board"),
    name: z.string(),
    description: z.string(),
    privacy: z.enum(BOARD_PRIVACY),
    url: z.string().openapi({ example: "/ana_costa/scandinavian-living/" }),
    slug: z.string(),
    image_cover_url: z.string().nullable(),
    cover_images: z.object({ "236x": ImageSpecSchema, "170x": ImageSpecSchema }).nullable(),
    /** saving.md §3 images (a 170x entry): the latest pins' thumbnails, newest first. */
    images: z.object({ "170x": z.array(ImageSpecSchema.extend({ dominant_color: z.string() })) }),
    pin_count: z.number().int(),
    section_count: z.number().int(),
    is_collaborative: z.boolean(),
    collaborating_users: z.array(z.object({ id: z.string(), username: z.string(), full_name: z.string(), image_medium_url: z.string() })),
    owner: UserSummarySchema,
    archived_by_me_at: z.string().nullable(),
    created_at: z.string(),
    last_pinned_at: z.string().nullable(),
  })
  .openapi("Board");

export const BoardPageSchema = z.object({ items: z.array(BoardSchema), bookmark: z.string().nullable() }).openapi("BoardPage");

export const SectionSchema = z
  .object({
    id: z.string(),
    type: z.literal("board_section"),
    title: z.string(),
    slug: z.string(),
    url: z.string(),
    pin_count: z.number().int(),
    name_source: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    board: z.object({ id: z.string() }),
    preview_pins: z.array(
      z.object({
        image_medium_url: z.string(),
        image_square_url: z.string(),
        image_square_size_pixels: z.object({ width: z.number().int(), height: z.number().int() }),
        dominant_color: z.string(),
      }),
    ),
  })
  .openapi("BoardSection");

export const SectionPageSchema = z.object({ items: z.array(SectionSchema), bookmark: z.string().nullable() }).openapi("BoardSectionPage");

/** The public profile (and the inviter fields of auth.md §3: first_name, full_name, image_medium_url, is_default_image). */
export const UserProfileSchema = z
  .object({
    id: z.string(),
    type: z.literal("user"),
    username: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    image_medium_url: z.string(),
    image_large_url: z.string(),
    is_default_image: z.boolean().openapi({ description: "true when the user has no uploaded picture" }),
    avatar_color_index: z.number().int(),
    follower_count: z.number().int(),
    following_count: z.number().int(),
    pin_count: z.number().int(),
    board_count: z.number().int().openapi({ description: "Boards the viewer can see" }),
    explicitly_followed_by_me: z.boolean().openapi({
      description: "The viewer follows this user; logged out, the account the device remembers (limited login) does",
    }),
    /** When the account was made (ISO 8601); the save-success dialog's promote rule reads it (saving.md §2). */
    created_at: z.string().openapi({ example: "2026-11-20T09:30:00.000Z" }),
    // The profile's own text and the switch of /settings/ (worker/auth/settings); always sent.
    about: z.string().nullable().optional().openapi({ description: "What the person wrote about themselves" }),
    website_url: z.string().nullable().optional().openapi({ description: "The website the person lists (http(s))" }),
    hide_from_search: z.boolean().optional().openapi({ description: "The person's pages ask not to be indexed (noindex)" }),
  })
  .openapi("UserProfile");

// ---- Request bodies ----

/** User-visible text of at most `max` characters (common/platform/text.ts). */
const str = userText;
const idString = z.string().regex(ID_PATTERN);

/** saving.md §3 pin creation methods. */
export const PIN_METHODS = ["uploaded", "pinbuilder", "scraped", "button"] as const;

/** Create on the pin resource (saving.md §7); a repin when `pin_id` is given. */
export const PinCreateBodySchema = z
  .object({
    board_id: idString.openapi({ example: "12" }),
    section: idString.nullable().optional().openapi({ description: "A section of the board", example: "3" }),
    pin_id: idString.optional().openapi({ description: "Save this existing Pin (a repin) instead of creating one", example: "101" }),
    title: str(PIN_TITLE_MAX_LENGTH).optional(),
    description: str(PIN_DESCRIPTION_MAX_LENGTH).optional(),
    link: str(PIN_LINK_MAX_LENGTH).optional().openapi({ description: "http(s) link the Pin leads to" }),
    image_url: str(PIN_LINK_MAX_LENGTH).optional().openapi({ description: "An image already on this service (/i/…)" }),
    image_base64: z
      .string()
      .max(MAX_PIN_IMAGE_BASE64_LENGTH)
      .optional()
      .openapi({
        description: `A JPEG, PNG, WebP or GIF, base64 (a data: URL prefix is allowed): at most ${MAX_PIN_IMAGE_BYTES} bytes decoded (413 PAYLOAD_TOO_LARGE past it), at most ${MAX_PIN_IMAGE_PIXELS} pixels and ${MAX_PIN_IMAGE_SIDE} px a side (400 PIN_IMAGE_INVALID). This body may be that much larger than the 64 KiB of other JSON bodies.`,
      }),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional()
      .openapi({ description: "Dominant colour of an uploaded image", example: "#e9c46a" }),
    guid: str(64).optional(),
    method: z.enum(PIN_METHODS).optional(),
    media_upload_id: str(64).optional(),
    is_removable: z.boolean().optional(),
    is_buyable_pin: z.boolean().optional(),
    clientTrackingParams: str(2048).optional(),
    advertiser_id: str(64).optional(),
    shuffle_asset: z.unknown().optional(),
    share_facebook: z.boolean().optional(),
    share_twitter: z.boolean().optional(),
  })
  .openapi("PinCreatePayload");

/** Create on the board resource (saving.md §7): name, privacy, username, orbac_subject_id. */
export const BoardCreateBodySchema = z
  .object({
    name: str(2000).openapi({ example: "Weeknight dinners" }),
    privacy: z.enum(["public", "secret"]).default("public").openapi({ description: "§4: starts public; secret for a normal owner" }),
    description: str(BOARD_DESCRIPTION_MAX_LENGTH).optional(),
    username: z.string().regex(USERNAME_PATTERN).optional().openapi({ description: "The viewer's username, when sent" }),
    orbac_subject_id: str(64)
      .optional()
      .openapi({ description: "Create as this business profile (saving.md §6 delegated access); the viewer must be allowed to act as it" }),
    advertiser_id: idString
      .optional()
      .openapi({ description: "Acting for this ad account (saving.md §6): the board is protected whatever privacy says" }),
  })
  .openapi("BoardCreatePayload");

/** BoardSectionResource create (saving.md §7). */
export const SectionCreateBodySchema = z
  .object({
    name: str(2000).openapi({ example: "Soups" }),
    initial_pins: z
      .array(idString)
      .max(MAX_INITIAL_PINS)
      .optional()
      .openapi({ description: "Pins of the board to move into the new section" }),
    name_source: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .default(0)
      .openapi({ description: "RECOMMENDATION (1), EDITED_RECOMMENDATION (2), otherwise 0" }),
    orbac_subject_id: str(64).optional().openapi({ description: "Act as this business profile (saving.md §6 delegated access)" }),
  })
  .openapi("SectionCreatePayload");

/**
 * The board picker's read (saving.md §7 "Read on the board picker boards resource": pin_id,
 * filter, shortlist_suggestions 2). The viewer is the session's user.
 */
export const BoardPickerQuerySchema = z.object({
  pin_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi({
      param: { name: "pin_id", in: "query", required: false },
      description: "The Pin being saved: its words pick the suggestions, and saved_to says where it already is",
      example: "42",
    }),
  shortlist_suggestions: z.coerce
    .number()
    .int()
    .min(0)
    .max(BOARD_PICKER_MAX_SUGGESTIONS)
    .default(BOARD_PICKER_SUGGESTIONS)
    .openapi({
      param: { name: "shortlist_suggestions", in: "query", required: false },
      description: "Boards suggested for the Pin at the head of boards_shortlist",
      example: BOARD_PICKER_SUGGESTIONS,
    }),
  advertiser_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi({
      param: { name: "advertiser_id", in: "query", required: false },
      description: "Acting for this ad account (saving.md §6): only its boards are listed",
      example: "7",
    }),
});

/** BoardResource fetch (saving.md §7): optional orbac_subject_id, to read as a business profile. */
export const BoardQuerySchema = z.object({
  orbac_subject_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .openapi({
      param: { name: "orbac_subject_id", in: "query", required: false },
      description: "Read as this business profile (saving.md §6 delegated access)",
      example: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10",
    }),
});

/** A board as the picker lists it (field set board_picker): no owner, no collaborators, one thumbnail. */
export const BoardPickerBoardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    privacy: z.enum(BOARD_PRIVACY),
    url: z.string(),
    /** The board cover's 170x thumbnail (saving.md §9 "board thumbnail 170x"), null when the board has none. */
    image_thumbnail_url: z.string().nullable(),
    pin_count: z.number().int(),
    section_count: z.number().int(),
    is_collaborative: z.boolean(),
    last_pinned_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("BoardPickerBoard");

export const BoardPickerSchema = z
  .object({
    /** Every board the viewer can save to (owned or collaborating, not archived), alphabetical. */
    all_boards: z.array(BoardPickerBoardSchema),
    /** Top choices: the suggestions for the Pin first, then the viewer's most recently used boards. */
    boards_shortlist: z.array(BoardPickerBoardSchema),
    /** The board (and section) the viewer last saved this Pin to, for 'Psst! You already saved this Pin to {board_name}'. */
    saved_to: z
      .object({
        board: z.object({ id: z.string(), name: z.string() }),
        section: z.object({ id: z.string(), title: z.string() }).nullable(),
      })
      .nullable(),
  })
  .openapi("BoardPicker");

/** saving.md §3 "Board title suggestion: title". */
export const BoardTitleSuggestionSchema = z.object({ title: z.string() }).openapi("BoardTitleSuggestion");

export type Pin = z.infer<typeof PinSchema>;
export type PinFields = z.infer<typeof PinFieldsSchema>;
export type Board = z.infer<typeof BoardSchema>;
export type BoardSection = z.infer<typeof SectionSchema>;
export type UserProfile = z.infer<typeof UserProfileSchema>;
export type UserSummary = z.infer<typeof UserSummarySchema>;
export type PinCreateBody = z.infer<typeof PinCreateBodySchema>;
export type BoardCreateBody = z.infer<typeof BoardCreateBodySchema>;
export type SectionCreateBody = z.infer<typeof SectionCreateBodySchema>;
export type UserBoardsQuery = z.infer<typeof UserBoardsQuerySchema>;
export type BoardPicker = z.infer<typeof BoardPickerSchema>;
export type BoardPickerBoard = z.infer<typeof BoardPickerBoardSchema>;
