/**
 * Why: the header's search box suggests queries as you type (business.md §7 autocomplete, term,
 * pin_scope, count 5 → items and hint) and the hashtag flyout suggests hashtags (saving.md §2,
 * §7: q, show_pin_count). Both read the FTS5 index of migration 0021 for the best-matching Pins
 * the viewer may see (the word being typed as a prefix), at most AUTOCOMPLETE_SCAN_PINS of them,
 * and make the suggestions from their words (common/business/search/suggestions.ts); so a secret
 * board's words are never suggested to anyone but its owner.
 */
import { AUTOCOMPLETE_SCAN_PINS, SEARCH_WEIGHTS } from "~common/business/search/constants";
import { ftsMatch } from "~common/business/search/search-query";
import { splitTerm, suggestionHint, suggestQueries } from "~common/business/search/suggestions";
import type { Autocomplete } from "~common/business/search/schemas";
import { ApiError } from "~common/errors";
import { LISTED_BOARD_SQL } from "../../saving/access";
import { hashtagItems, hashtagPrefix, isHashtagQuery } from "../../saving/hashtags";

export interface AutocompleteInput {
  term?: string;
  q?: string;
  pin_scope: "pins" | "your_pins";
  count: number;
  show_pin_count: "true" | "false";
}

const SCORE_SQL = `bm25(pins_fts, ${SEARCH_WEIGHTS.title}, ${SEARCH_WEIGHTS.description}, ${SEARCH_WEIGHTS.hashtags}, ${SEARCH_WEIGHTS.board_name})`;

interface TextRow {
  title: string;
  description: string;
  hashtags: string;
  board_name: string;
}

/** The best-matching Pins' texts for `match`, among those the viewer may see (or owns, for your_pins). */
async function matchingTexts(db: D1Database, match: string, viewerId: string | null, ownOnly: boolean): Promise<TextRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.title, p.description, p.hashtags, b.name AS board_name
       FROM (SELECT rowid AS pin_id, ${SCORE_SQL} AS score FROM pins_fts WHERE pins_fts MATCH ?) m
       CROSS JOIN pins p JOIN boards b ON b.id = p.board_id
       WHERE p.id = m.pin_id AND ${LISTED_BOARD_SQL("b")} AND ${ownOnly ? "p.pinner_id = ?" : "p.repin_of_id IS NULL AND ?3 IS NULL"}
       ORDER BY m.score, p.id DESC LIMIT ?`,
    )
    .bind(match, viewerId, ownOnly ? viewerId : null, AUTOCOMPLETE_SCAN_PINS)
    .all<TextRow>();
  return results;
}

/**
 * GET /v3/search/autocomplete/.
 *
 * @example
 * const { items, hint } = await autocomplete(env.DB, viewerId, { term: "lemon pa", pin_scope: "pins", count: 5, show_pin_count: "false" });
 */
export async function autocomplete(db: D1Database, viewerId: string | null, input: AutocompleteInput): Promise<Autocomplete> {
  const raw = input.term ?? input.q;
  if (raw === undefined) throw new ApiError("BAD_REQUEST", { detail: "term: give term or q", data: { field: "term" } });
  const ownOnly = input.pin_scope === "your_pins";
  if (ownOnly && viewerId === null) throw new ApiError("AUTH_REQUIRED");
  const withCounts = input.show_pin_count === "true";

  // The hashtag flyout's form: q = "#" and the start of a hashtag (worker/saving/hashtags/).
  if (input.term === undefined && isHashtagQuery(raw)) {
    const prefix = hashtagPrefix(raw);
    if (prefix === null) return { items: [], hint: null };
    const rows = await matchingTexts(db, ftsMatch([prefix], { prefixLast: true, column: "hashtags" })!, viewerId, ownOnly);
    return {
      items: hashtagItems(
        prefix,
        rows.map((r) => r.description),
        input.count,
        withCounts,
      ),
      hint: null,
    };
  }

  const { complete, partial } = splitTerm(raw);
  const terms = partial ? [...complete, partial] : complete;
  const match = ftsMatch(terms, { prefixLast: partial !== "" });
  if (!match) return { items: [], hint: null };
  const rows = await matchingTexts(db, match, viewerId, ownOnly);
  const found = suggestQueries(
    raw,
    rows.map((r) => [r.title, r.board_name, r.hashtags]),
    input.count,
  );
  return {
    items: found.map((s) => ({ type: "query" as const, query: s.query, ...(withCounts && { pin_count: s.count }) })),
    hint: suggestionHint(raw, found),
  };
}
