/**
 * Why: a search box takes any text, and D1's FTS5 takes a query language of its own (quotes,
 * operators, column filters, `*`), so what a person types is never handed to MATCH as is. A query
 * is read as its words (runs of letters and digits of any script, the saving area's definition of
 * a word, common/saving/board-picker/pin-words.ts), each made a quoted FTS5 string: the index's porter
 * tokenizer then matches "recipes" with "recipe" and "Café" with "cafe", and nothing typed can be
 * an operator. The same words decide which advisory notice a query gets (a notice's phrase
 * matches when its words appear together, in order, among the query's).
 */
import { hashtags, rawWords, splitCamel } from "../../saving/board-picker";
import { SEARCH_MAX_TERMS } from "./constants";

/** A word folded for comparing: lower-case, accents removed. */
export const foldWord = (word: string): string =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/**
 * The words of a query, folded, each once, at most SEARCH_MAX_TERMS.
 *
 * @example
 * searchTerms("  Weeknight DINNERS, weeknight café!"); // ["weeknight", "dinners", "cafe"]
 * searchTerms("#!?"); // []
 */
export function searchTerms(query: string): string[] {
  const out: string[] = [];
  for (const word of rawWords(query)) {
    const folded = foldWord(word);
    if (folded.length > 0 && !out.includes(folded)) out.push(folded);
    if (out.length === SEARCH_MAX_TERMS) break;
  }
  return out;
}

/** A term as an FTS5 string (letters and digits only, so no quote can be inside). */
const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * The FTS5 MATCH expression for terms that each may be a prefix: how a corrected query is
 * searched, its corrected words being the index's stems, which the porter tokenizer would stem
 * again ("surpris" → "surpri") unless matched as prefixes.
 *
 * @example
 * ftsTerms([{ term: "lemon" }, { term: "surpris", prefix: true }]); // '"lemon" "surpris"*'
 */
export const ftsTerms = (terms: readonly { term: string; prefix?: boolean }[]): string | null =>
  terms.length === 0 ? null : terms.map((t) => (t.prefix ? `${quoted(t.term)}*` : quoted(t.term))).join(" ");

/**
 * The FTS5 MATCH expression finding Pins with every term (implicit AND); `prefixLast` makes the
 * last term a prefix (the word being typed); `column` limits the search to one column. Null when
 * there is no term (nothing to search for).
 *
 * @example
 * ftsMatch(["lemon", "pas"], { prefixLast: true }); // '"lemon" "pas"*'
 * ftsMatch(["vegan"], { column: "hashtags", prefixLast: true }); // 'hashtags : ("vegan"*)'
 */
export function ftsMatch(
  terms: readonly string[],
  { prefixLast = false, column }: { prefixLast?: boolean; column?: string } = {},
): string | null {
  if (terms.length === 0) return null;
  const expr = terms.map((t, i) => (prefixLast && i === terms.length - 1 ? `${quoted(t)}*` : quoted(t))).join(" ");
  return column ? `${column} : (${expr})` : expr;
}

/**
 * The query as one folded phrase (every word, in order, separated by single spaces): how advisory
 * phrases are stored and compared (the Worker looks for " phrase " inside " query ").
 *
 * @example
 * normalizeQuery("  Self-Harm, self HARM "); // "self harm self harm"
 */
export const normalizeQuery = (query: string): string => rawWords(query).map(foldWord).join(" ");

/**
 * True when the advisory phrase's words appear together, in order, among the query's words.
 *
 * @example
 * phraseInQuery("self harm", "self harm quotes"); // true
 * phraseInQuery("self harm", "harm self"); // false
 */
export function phraseInQuery(phrase: string, query: string): boolean {
  const want = normalizeQuery(phrase).split(" ").filter(Boolean);
  const words = normalizeQuery(query).split(" ");
  if (want.length === 0) return false;
  for (let i = 0; i + want.length <= words.length; i++) {
    if (want.every((w, j) => words[i + j] === w)) return true;
  }
  return false;
}

/**
 * The hashtags column of a Pin's search entry: each hashtag of its description (saving.md §5
 * pattern) and the parts of a camel-cased one, separated by spaces, so "dinners" finds
 * #WeeknightDinners.
 *
 * @example
 * hashtagText("Ready in 20 #WeeknightDinners #vegan"); // "WeeknightDinners Weeknight Dinners vegan"
 */
export function hashtagText(description: string): string {
  return hashtags(description)
    .flatMap((tag) => {
      const parts = splitCamel(tag);
      return parts.length > 1 ? [tag, ...parts] : [tag];
    })
    .join(" ");
}

/**
 * Whether a Pin's text answers a search (every word of the query starts a word of the text), so a
 * promoted Pin in search results is about what was searched.
 *
 * @example
 * answersSearch("weeknight dinn", "Quick weeknight dinner ideas") // true
 * answersSearch("breakfast", "Quick weeknight dinner ideas") // false
 */
export function answersSearch(query: string, text: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return false;
  const words = rawWords(text).map(foldWord);
  // a plural asks for its singular too, as the index's porter stemmer does ("recipes" finds "recipe")
  const stems = terms.map((t) => (t.length > 3 && t.endsWith("s") ? t.slice(0, -1) : t));
  return stems.every((t) => words.some((w) => w.startsWith(t)));
}
