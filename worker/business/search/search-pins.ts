/**
 * Why: Pin search (business.md §7 search resource, scope pins) over the FTS5 index of migration
 * 0021. A query's words (common/business/search/search-query.ts) must all appear in a Pin's title,
 * description, hashtags or board name; matches are ranked by bm25 with the column weights of
 * SEARCH_WEIGHTS, then newest first, and paged by keyset on (rank, id) behind the usual opaque
 * bookmark. Only original Pins on boards listed to the viewer are found (public boards, and the
 * viewer's own, worker/saving/access.ts): a secret board's Pins never reach anyone else, and a
 * repin would repeat the Pin it came from, as on the home feed. The advisory of a sensitive query
 * is read in the same D1 batch; an ABUSIVE one (severity 0) replaces the results. When nothing is
 * found and auto-correction is on, words the index does not know are replaced by the closest
 * known ones (common/business/search/autocorrect.ts), and the answer says which query it searched.
 */
import { SEVERITY } from "~common/business/advisories";
import { SEARCH_MAX_TOP_PINS, SEARCH_WEIGHTS, AUTOCORRECT_MAX_CANDIDATES } from "~common/business/search/constants";
import { closestTerm, surfaceWord } from "~common/business/search/autocorrect";
import { foldWord, ftsMatch, ftsTerms, searchTerms } from "~common/business/search/search-query";
import { encodeCursor } from "~common/saving/rules";
import type { SearchPins } from "~common/business/search/schemas";
import type { z } from "@hono/zod-openapi";
import type { SearchPinsQuerySchema } from "~common/business/search/schemas";
import { rawWords } from "~common/saving/board-picker";
import type { Pin } from "~common/saving/schemas";
import { LISTED_BOARD_SQL, SHOWN_USER_SQL } from "../../saving/access";
import { PIN_COLUMNS, PIN_FROM, toPin, type PinRow } from "../../saving/pins";
import { keyset, page, type SortKey } from "../../saving/sql";
import { advisoryStatement, toSensitivity, type AdvisoryRow } from "../advisories";

export type SearchPinsQuery = z.output<typeof SearchPinsQuerySchema>;

/** bm25 scores are small fractions: kept as integers (×1e9) so the bookmark can carry them exactly. */
const SCORE_SQL = `CAST(bm25(pins_fts, ${SEARCH_WEIGHTS.title}, ${SEARCH_WEIGHTS.description}, ${SEARCH_WEIGHTS.hashtags}, ${SEARCH_WEIGHTS.board_name}) * 1000000000 AS INTEGER)`;
const BEST_FIRST: SortKey[] = [
  { sql: "m.score", desc: false, type: "number" },
  { sql: "p.id", desc: true, type: "number" },
];

/** FNV-1a, 32 bits, hex: a short, stable name for a long scope string (bookmarks stay under 512 characters). */
export function scopeHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** The link domains of `domains=`, lower-case, without "www.". */
const domainList = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((d) =>
      d
        .trim()
        .toLowerCase()
        .replace(/^www\./, ""),
    )
    .filter(Boolean);

/** The Pins to put first: top_pin_id, then top_pin_ids, each once, at most SEARCH_MAX_TOP_PINS. */
export const topPinIds = (q: Pick<SearchPinsQuery, "top_pin_id" | "top_pin_ids">): number[] =>
  [
    ...new Set(
      [q.top_pin_id, ...(q.top_pin_ids ?? "").split(",")]
        .map((s) => (s ?? "").trim())
        .filter(Boolean)
        .map(Number),
    ),
  ].slice(0, SEARCH_MAX_TOP_PINS);

interface Filters {
  where: string;
  params: unknown[];
  /** The joins the filters need beyond the Pin and its board. */
  joins: string;
  /** Part of the bookmark's scope: a bookmark only continues the same search. */
  key: string;
}

function filtersOf(q: SearchPinsQuery, viewerId: string | null, tops: number[]): Filters {
  const where = ["p.repin_of_id IS NULL", LISTED_BOARD_SQL("b"), SHOWN_USER_SQL("p.pinner_id")];
  const params: unknown[] = [viewerId];
  const joins: string[] = [];
  const domains = domainList(q.domains);
  if (domains.length > 0) {
    joins.push("JOIN link_domains d ON d.id = p.link_domain_id");
    where.push(`(${domains.map(() => "(d.domain = ? OR d.domain LIKE '%.' || ?)").join(" OR ")})`);
    for (const d of domains) params.push(d, d);
  }
  if (q.user) {
    joins.push("JOIN users pu ON pu.id = p.pinner_id");
    where.push("pu.username = ? COLLATE NOCASE");
    params.push(q.user);
  }
  if (tops.length > 0) {
    where.push(`p.id NOT IN (${tops.map(() => "?").join(", ")})`);
    params.push(...tops);
  }
  return {
    where: where.join(" AND "),
    params,
    joins: joins.join(" "),
    key: JSON.stringify([domains, q.user?.toLowerCase() ?? null, tops, viewerId]),
  };
}

/**
 * The statement of one page of matches for `match`: the page's ids are picked with only the joins
 * the rules need (the Pin, its board, and what a filter names), then only those Pins are joined
 * with everything a Pin shows — a common word matches thousands of Pins, and joining each with
 * its image and four people before sorting was most of the work (npm run bench).
 */
function pageStatement(db: D1Database, match: string, filters: Filters, bookmark: string | undefined, limit: number) {
  const scope = `search:${scopeHash(`${match}\n${filters.key}`)}`;
  const ks = keyset(scope, BEST_FIRST, bookmark);
  const statement = db
    .prepare(
      `WITH page AS (
         SELECT p.id AS pin_id, m.score AS score
         FROM (SELECT rowid AS pin_id, ${SCORE_SQL} AS score FROM pins_fts WHERE pins_fts MATCH ?) m
         CROSS JOIN pins p JOIN boards b ON b.id = p.board_id ${filters.joins}
         WHERE p.id = m.pin_id AND ${filters.where} AND ${ks.where}
         ORDER BY ${ks.orderBy} LIMIT ?
       )
       SELECT ${PIN_COLUMNS}, page.score AS score
       FROM page CROSS JOIN ${PIN_FROM}
       WHERE p.id = page.pin_id
       ORDER BY page.score ASC, p.id DESC`,
    )
    .bind(match, ...filters.params, ...ks.params, limit + 1);
  return { statement, scope };
}

type ScoredRow = PinRow & { score: number };

/** A page's items and bookmark from its `limit + 1` rows. */
const toPage = (rows: ScoredRow[], limit: number, scope: string) => {
  const { items, bookmark } = page(rows, limit, scope, (r) => [r.score, r.id]);
  return { items: items.map(toPin), bookmark };
};

/**
 * The terms with every word the index does not know replaced by its closest known term, or null
 * when no word needed (or found) a replacement.
 */
async function correctedTerms(db: D1Database, terms: string[]): Promise<string[] | null> {
  const known = await db.batch<{ found: number }>(
    terms.map((t) =>
      db.prepare("SELECT count(*) AS found FROM (SELECT 1 FROM pins_fts WHERE pins_fts MATCH ? LIMIT 1)").bind(ftsMatch([t])),
    ),
  );
  const unknown = terms.filter((_, i) => (known[i]?.results[0]?.found ?? 0) === 0);
  if (unknown.length === 0) return null;
  const candidates = await db.batch<{ term: string; doc: number }>(
    unknown.map((w) => {
      const first = [...w][0]!;
      const after = String.fromCodePoint(first.codePointAt(0)! + 1);
      return db
        .prepare("SELECT term, doc FROM pins_fts_vocab WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ? LIMIT ?")
        .bind(first, after, Math.max(1, w.length - 3), w.length + 2, AUTOCORRECT_MAX_CANDIDATES);
    }),
  );
  let changed = false;
  const fixed = terms.map((t) => {
    const i = unknown.indexOf(t);
    if (i < 0) return t;
    const best = closestTerm(t, candidates[i]?.results ?? []);
    if (best && best !== t) changed = true;
    return best ?? t;
  });
  return changed ? fixed : null;
}

/** The match expression of corrected terms: the replaced words (index stems) as prefixes. */
const correctedMatch = (terms: string[], fixed: string[]) => ftsTerms(fixed.map((t, i) => ({ term: t, prefix: t !== terms[i] })));

/** The corrected query as words a person reads: each corrected stem shown as the found Pins write it. */
function correctedQuery(terms: string[], fixed: string[], items: Pin[]): string {
  const words = items.flatMap((p) => [...rawWords(p.title), ...rawWords(p.description), ...rawWords(p.board.name)].map(foldWord));
  return fixed.map((t, i) => (t === terms[i] ? t : surfaceWord(t, words))).join(" ");
}

/**
 * The match expression to page through: the query's own, or, for a later page of a search that
 * was auto-corrected (its bookmark belongs to the corrected words), the corrected one.
 */
async function activeMatch(
  db: D1Database,
  terms: string[],
  filters: Filters,
  q: SearchPinsQuery,
): Promise<{ match: string; fixed: string[] | null }> {
  const match = ftsMatch(terms)!;
  if (q.bookmark === undefined || q.bookmark === "") return { match, fixed: null };
  try {
    pageStatement(db, match, filters, q.bookmark, 1);
    return { match, fixed: null };
  } catch (err) {
    const fixed = q.auto_correction_disabled === "true" ? null : await correctedTerms(db, terms);
    const fixedMatch = fixed && correctedMatch(terms, fixed);
    if (!fixed || !fixedMatch) throw err;
    pageStatement(db, fixedMatch, filters, q.bookmark, 1); // still not this search's bookmark: 400
    return { match: fixedMatch, fixed };
  }
}

/**
 * GET /v3/search/pins/.
 *
 * @example
 * const result = await searchPins(env.DB, viewerId, "US", { query: "lemon pasta", page_size: 25, … });
 */
export async function searchPins(db: D1Database, viewerId: string | null, country: string | null, q: SearchPinsQuery): Promise<SearchPins> {
  const terms = searchTerms(q.query);
  const tops = topPinIds(q);
  const filters = filtersOf(q, viewerId, tops);
  const firstPage = q.bookmark === undefined || q.bookmark === "";
  const topCount = firstPage ? tops.length : 0;
  const active = terms.length > 0 ? await activeMatch(db, terms, filters, q) : null;

  // One batch: the advisory, the Pins to put first (first page), the page of matches.
  const statements: D1PreparedStatement[] = [advisoryStatement(db, q.query, country)];
  if (topCount > 0) {
    statements.push(
      db
        .prepare(`SELECT ${PIN_COLUMNS} FROM ${PIN_FROM} WHERE p.id IN (${tops.map(() => "?").join(", ")}) AND ${LISTED_BOARD_SQL("b")}`)
        .bind(...tops, viewerId),
    );
  }
  let scope = "";
  // The Pins put first take their places on the first page; when they fill it, the matches start
  // on the next page (a bookmark before the first match).
  const limit = q.page_size - topCount;
  if (active && limit > 0) {
    const built = pageStatement(db, active.match, filters, q.bookmark, limit);
    scope = built.scope;
    statements.push(built.statement);
  }
  const results = await db.batch(statements);
  const sensitivity = toSensitivity((results[0]?.results ?? []) as AdvisoryRow[]);
  if (sensitivity?.severity === SEVERITY.ABUSIVE) return { items: [], bookmark: null, sensitivity, auto_corrected_query: null };

  const topRows = topCount > 0 ? ((results[1]?.results ?? []) as PinRow[]) : [];
  const topPins = tops.flatMap((id) => topRows.filter((r) => r.id === id).map(toPin)).slice(0, q.page_size);
  let found: { items: Pin[]; bookmark: string | null } = { items: [], bookmark: null };
  if (active && limit > 0) found = toPage((results[results.length - 1]?.results ?? []) as ScoredRow[], limit, scope);
  else if (active)
    found.bookmark = encodeCursor({
      scope: pageStatement(db, active.match, filters, undefined, 1).scope,
      keys: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    });
  let corrected = active?.fixed ? correctedQuery(terms, active.fixed, found.items) : null;

  // Nothing found on the first page: try the closest known words (unless the caller said not to).
  if (active && firstPage && q.auto_correction_disabled !== "true" && found.items.length === 0) {
    const fixed = await correctedTerms(db, terms);
    const fixedMatch = fixed && correctedMatch(terms, fixed);
    if (fixed && fixedMatch && limit > 0) {
      const built = pageStatement(db, fixedMatch, filters, undefined, limit);
      const retry = toPage((await built.statement.all<ScoredRow>()).results, limit, built.scope);
      if (retry.items.length > 0) {
        found = retry;
        corrected = correctedQuery(terms, fixed, retry.items);
      }
    }
  }
  return { items: [...topPins, ...found.items], bookmark: found.bookmark, sensitivity, auto_corrected_query: corrected };
}
