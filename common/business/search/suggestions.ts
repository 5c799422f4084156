/**
 * Why: the header's search box suggests whole queries as you type (business.md §7 autocomplete:
 * `term` → `items` and `hint`), and there is no log of what people searched for, so suggestions
 * are made from the Pins the viewer may see: the words of the best-matching Pins' titles, hashtags
 * and board names that start with the word being typed, alone or with the word after them,
 * ranked by how many Pins carry them. The hint is the first suggestion when it continues what was
 * typed (the grey completion inside the box). A completion that follows the last complete word in
 * a text ("kitchen l" → "kitchen lighting" from "Kitchen lighting layers") comes before one found
 * elsewhere in the Pin. Pure: the Worker hands in the texts it found.
 */
import { isMeaningful, rawWords } from "../../saving/board-picker";
import { foldWord } from "./search-query";

export interface Suggestion {
  /** The whole query suggested, lower-case. */
  query: string;
  /** How many of the scanned Pins carry it. */
  count: number;
}

/**
 * The typed term split into the words already complete and the word being typed (the last one,
 * unless the term ends with a space).
 *
 * @example
 * splitTerm("lemon pa"); // { complete: ["lemon"], partial: "pa" }
 * splitTerm("lemon "); // { complete: ["lemon"], partial: "" }
 */
export function splitTerm(term: string): { complete: string[]; partial: string } {
  const words = rawWords(term).map(foldWord);
  const endsOpen = /[\p{L}\p{N}]$/u.test(term);
  if (!endsOpen) return { complete: words, partial: "" };
  return { complete: words.slice(0, -1), partial: words[words.length - 1] ?? "" };
}

/**
 * Suggested queries for `term` from the texts of matching Pins (one array of texts per Pin), best
 * first (written together with the complete words, then in most Pins, then shorter), at most `count`.
 *
 * @example
 * suggestQueries("lemon pa", [["Lemon pasta", "Weeknight dinners"], ["Pasta bake"]], 5);
 * // [{ query: "lemon pasta", count: 2 }, { query: "lemon pasta bake", count: 1 }]
 */
export function suggestQueries(term: string, pins: readonly (readonly string[])[], count: number): Suggestion[] {
  const { complete, partial } = splitTerm(term);
  const prefix = complete.join(" ");
  const last = complete[complete.length - 1];
  const tally = new Map<string, number>();
  /** Suggestions whose completion follows the last complete word in a text: the phrase as written. */
  const adjacent = new Map<string, number>();
  for (const texts of pins) {
    const seen = new Set<string>();
    const together = new Set<string>();
    for (const text of texts) {
      const words = rawWords(text).map(foldWord);
      words.forEach((word, i) => {
        if (partial === "" || !word.startsWith(partial) || complete.includes(word)) return;
        const next = words[i + 1];
        const found = next && isMeaningful(next) && !complete.includes(next) ? [word, `${word} ${next}`] : [word];
        for (const f of found) {
          seen.add(f);
          if (last !== undefined && words[i - 1] === last) together.add(f);
        }
      });
      if (partial === "") {
        // Nothing being typed: suggest the words that follow the complete ones in these texts.
        const last = complete[complete.length - 1];
        words.forEach((word, i) => {
          const next = words[i + 1];
          if (word === last && next && isMeaningful(next) && !complete.includes(next)) seen.add(next);
        });
      }
    }
    for (const s of seen) tally.set(s, (tally.get(s) ?? 0) + 1);
    for (const s of together) adjacent.set(s, (adjacent.get(s) ?? 0) + 1);
  }
  return [...tally]
    .map(([tail, n]) => ({ tail, query: prefix ? `${prefix} ${tail}` : tail, count: n }))
    .sort(
      (a, b) =>
        (adjacent.get(b.tail) ?? 0) - (adjacent.get(a.tail) ?? 0) ||
        b.count - a.count ||
        a.query.length - b.query.length ||
        (a.query < b.query ? -1 : 1),
    )
    .slice(0, count)
    .map(({ query, count: n }) => ({ query, count: n }));
}

/**
 * The hint for `term`: the first suggestion when it continues the typed text, else null.
 *
 * @example
 * suggestionHint("lemon pa", [{ query: "lemon pasta", count: 2 }]); // "lemon pasta"
 * suggestionHint("pasta", [{ query: "lemon pasta", count: 2 }]); // null
 */
export function suggestionHint(term: string, suggestions: readonly Suggestion[]): string | null {
  const first = suggestions[0]?.query;
  const typed = rawWords(term).map(foldWord).join(" ");
  return first && typed.length > 0 && first.startsWith(typed) && first !== typed ? first : null;
}

/**
 * Hashtag suggestions (saving.md §2 hashtag autocomplete, §3 "Hashtag suggestion: query,
 * pin_count"): the hashtags starting with `prefix` among the Pins' hashtags, with how many Pins
 * carry each, most used first, written as first seen.
 *
 * @example
 * suggestHashtags("veg", [["vegan", "Vegetables"], ["vegan"]], 5);
 * // [{ query: "#vegan", pin_count: 2 }, { query: "#Vegetables", pin_count: 1 }]
 */
export function suggestHashtags(
  prefix: string,
  pinTags: readonly (readonly string[])[],
  count: number,
): { query: string; pin_count: number }[] {
  const want = foldWord(prefix);
  const tally = new Map<string, { shown: string; n: number }>();
  for (const tags of pinTags) {
    const seen = new Set<string>();
    for (const tag of tags) {
      const key = foldWord(tag);
      if (!key.startsWith(want) || seen.has(key)) continue;
      seen.add(key);
      const entry = tally.get(key) ?? { shown: tag, n: 0 };
      entry.n += 1;
      tally.set(key, entry);
    }
  }
  return [...tally.values()]
    .sort((a, b) => b.n - a.n || a.shown.length - b.shown.length || (a.shown.toLowerCase() < b.shown.toLowerCase() ? -1 : 1))
    .slice(0, count)
    .map((e) => ({ query: `#${e.shown}`, pin_count: e.n }));
}
