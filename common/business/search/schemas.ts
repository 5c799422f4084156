/**
 * Zod schemas of search (business.md §3 entities, §7 calls): the search resource's options and
 * answer with its advisory notices (../advisories/schemas.ts), and autocomplete. They produce the OpenAPI document and type the app's client.
 * Search options business.md §7 lists that have no meaning here yet (product prices, modules,
 * logging sources) are accepted and checked for shape, then ignored; options it does not list are
 * ignored (zod drops unknown keys).
 */
import { z } from "@hono/zod-openapi";
import { FeedPinSchema } from "../promoted-pins";
import { ID_PATTERN, USERNAME_PATTERN } from "../../saving/schemas";
import { MAX_BOOKMARK_LENGTH } from "../../saving/rules";
import {
  AUTOCOMPLETE_COUNT,
  AUTOCOMPLETE_MAX_COUNT,
  AUTOCOMPLETE_TERM_MAX_LENGTH,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
} from "./constants";
import { SensitivitySchema } from "../advisories";

import { flagParam as flag, ignoredParam as ignored, optionalQuery as q } from "../../platform/query-params";

const csvOf = (pattern: RegExp, max: number) => (value: string) => {
  const parts = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length <= max && parts.every((p) => pattern.test(p.toLowerCase()));
};

/** ours: the largest price filter and search depth a query may name (both checked, then ignored). */
const PRICE_FILTER_MAX = 1_000_000_000;
const JOURNEY_DEPTH_MAX = 1000;

export const SEARCH_SCOPES = ["pins"] as const;

/** business.md §7 "Search resource with options: …". */
export const SearchPinsQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(SEARCH_QUERY_MAX_LENGTH)
    .openapi({
      param: { name: "query", in: "query", required: true },
      description: "What to search for: its words are looked up in Pins' titles, descriptions, hashtags and board names",
      example: "weeknight dinners",
    }),
  scope: z
    .enum(SEARCH_SCOPES)
    .default("pins")
    .openapi(q("scope", "What to search; only Pins (the default) so far", "pins")),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE_SIZE)
    .default(SEARCH_PAGE_SIZE)
    .openapi(q("page_size", `Pins per page (default ${SEARCH_PAGE_SIZE})`, SEARCH_PAGE_SIZE)),
  bookmark: z
    .string()
    .max(MAX_BOOKMARK_LENGTH)
    .optional()
    .openapi(q("bookmark", "The `bookmark` of the previous page (with the same query and options)")),
  domains: z
    .string()
    .max(1024)
    .refine(csvOf(/^[a-z0-9.-]{1,253}$/, 10), "a comma-separated list of up to 10 domains")
    .optional()
    .openapi(q("domains", "Only Pins linking to these domains (comma-separated; a domain also covers its subdomains)", "example.com")),
  user: z.string().regex(USERNAME_PATTERN).optional().openapi(q("user", "Only Pins saved by this username")),
  auto_correction_disabled: flag(
    "auto_correction_disabled",
    "false",
    "true: never replace a word that finds nothing by the closest known word",
  ),
  top_pin_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi(q("top_pin_id", "A Pin to show first (the one the search started from), when the viewer may see it")),
  top_pin_ids: z
    .string()
    .max(200)
    .refine(csvOf(ID_PATTERN, 5), "a comma-separated list of up to 5 Pin ids")
    .optional()
    .openapi(q("top_pin_ids", "More Pins to show first, in order")),
  price_min: z.coerce
    .number()
    .min(0)
    .max(PRICE_FILTER_MAX)
    .optional()
    .openapi(q("price_min", "Product price filter. Checked (a number ≥ 0), then ignored: no Pin has a price yet.")),
  price_max: z.coerce
    .number()
    .min(0)
    .max(PRICE_FILTER_MAX)
    .optional()
    .openapi(q("price_max", "Product price filter. Checked (a number ≥ 0), then ignored: no Pin has a price yet.")),
  journey_depth: z.coerce
    .number()
    .int()
    .min(0)
    .max(JOURNEY_DEPTH_MAX)
    .optional()
    .openapi(q("journey_depth", "Logging: how many searches deep. Checked (an integer ≥ 0), then ignored.")),
  rs: ignored("rs", "Logging: where the search came from (typed, autocomplete, …)."),
  filters: ignored("filters", "Search filters of other scopes."),
  applied_unified_filters: ignored("applied_unified_filters", "Unified filters."),
  appliedProductFilters: ignored("appliedProductFilters", "Product filters."),
  source_id: ignored("source_id", "Logging."),
  source_module_id: ignored("source_module_id", "Logging."),
  source_url: ignored("source_url", "Logging."),
  query_pin_sigs: ignored("query_pin_sigs", "Image signatures of the Pins a visual search started from."),
  corpus: ignored("corpus", "Search corpus."),
  article: ignored("article", "Article module."),
  selected_one_bar_modules: ignored("selected_one_bar_modules", "One-bar modules."),
  request_params: ignored("request_params", "Extra request parameters."),
});

export const SearchPinsSchema = z
  .object({
    items: z.array(FeedPinSchema),
    bookmark: z
      .string()
      .nullable()
      .openapi({ description: "Pass as ?bookmark= (with the same query and options) for the next page; null at the end" }),
    /** The advisory of a sensitive query; for severity 0 (ABUSIVE) `items` is empty. */
    sensitivity: z.union([SensitivitySchema, z.null()]),
    /** The query searched instead when the one asked for found nothing (auto-correction); null otherwise. */
    auto_corrected_query: z.string().nullable(),
  })
  .openapi("SearchPins");

export const AUTOCOMPLETE_SCOPES = ["pins", "your_pins"] as const;

/** business.md §7 autocomplete (term, pin_scope, count 5) and saving.md §7's hashtag form (q, show_pin_count). */
export const AutocompleteQuerySchema = z.object({
  term: z
    .string()
    .max(AUTOCOMPLETE_TERM_MAX_LENGTH)
    .optional()
    .openapi(q("term", "What has been typed so far (give term or q)", "lemon pa")),
  q: z
    .string()
    .max(AUTOCOMPLETE_TERM_MAX_LENGTH)
    .optional()
    .openapi(q("q", "The hashtag form (saving.md §7): `#` and the start of a hashtag", "#veg")),
  pin_scope: z
    .enum(AUTOCOMPLETE_SCOPES)
    .default("pins")
    .openapi(q("pin_scope", "pins: every Pin the viewer may see; your_pins: the viewer's own (log-in needed)", "pins")),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUTOCOMPLETE_MAX_COUNT)
    .default(AUTOCOMPLETE_COUNT)
    .openapi(q("count", `Suggestions wanted (default ${AUTOCOMPLETE_COUNT})`, AUTOCOMPLETE_COUNT)),
  show_pin_count: flag("show_pin_count", "false", "true: each suggestion says how many Pins carry it"),
});

export const AutocompleteItemSchema = z
  .object({
    type: z.enum(["query", "hashtag"]),
    query: z.string().openapi({ description: "The suggested query (a hashtag with its #)", example: "lemon pasta" }),
    pin_count: z.number().int().optional().openapi({ description: "With show_pin_count=true: how many Pins carry it" }),
  })
  .openapi("AutocompleteItem");

export const AutocompleteSchema = z
  .object({
    items: z.array(AutocompleteItemSchema),
    hint: z
      .string()
      .nullable()
      .openapi({ description: "The first suggestion when it continues the typed term (shown as the box's completion), else null" }),
  })
  .openapi("Autocomplete");

export type SearchPins = z.infer<typeof SearchPinsSchema>;
export type Autocomplete = z.infer<typeof AutocompleteSchema>;
