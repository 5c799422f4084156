/**
 * Why: a misspelt word finds nothing ("kitchne"), and business.md §7 lets a search opt out of
 * auto-correction (auto_correction_disabled), so by default a word that matches no Pin is
 * replaced by the closest word of the search index's vocabulary: the fewest edits (insertions,
 * deletions, substitutions and swaps of neighbours), at most one for a short word and two for a
 * longer one, then the word found in most Pins. The index stores stems (porter: "recipes" →
 * "recip"), so a vocabulary term may also match the typed word's beginning, a suffix apart, at
 * the cost of one edit. Pure: the Worker reads the candidates from FTS5's vocabulary table.
 */
import { AUTOCORRECT_SHORT_WORD } from "./constants";

/**
 * Optimal string alignment distance (Levenshtein with swaps of adjacent letters), stopping early
 * once every value exceeds `max` (returns max + 1 then).
 *
 * @example
 * editDistance("kitchne", "kitchen"); // 1
 * editDistance("cat", "dog"); // 3
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[n]!;
}

/** The most edits a word of this length may be corrected by. */
export const maxEdits = (word: string): number => (word.length <= AUTOCORRECT_SHORT_WORD ? 1 : 2);

/**
 * How far `term` (a stored stem) is from the typed `word`: the edit distance, or the distance to
 * the word's beginning plus one when the stem is shorter than the word (a suffix the stemmer drops).
 */
export function termDistance(word: string, term: string, max: number): number {
  const whole = editDistance(word, term, max);
  if (term.length >= word.length || term.length < 3) return whole;
  return Math.min(whole, editDistance(word.slice(0, term.length), term, max) + 1);
}

/**
 * The vocabulary term closest to `word`, or null when none is near enough (the word itself, when
 * present, wins at distance 0).
 *
 * @example
 * closestTerm("kitchne", [{ term: "kitchen", doc: 4 }, { term: "kitten", doc: 9 }]); // "kitchen"
 * closestTerm("zzz", [{ term: "kitchen", doc: 4 }]); // null
 */
export function closestTerm(word: string, candidates: readonly { term: string; doc: number }[]): string | null {
  const max = maxEdits(word);
  let best: { term: string; d: number; doc: number } | null = null;
  for (const c of candidates) {
    const d = termDistance(word, c.term, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && c.doc > best.doc)) best = { term: c.term, d, doc: c.doc };
  }
  return best?.term ?? null;
}

/**
 * The word to show for a corrected stem: the most frequent of the found Pins' words (folded) that
 * starts with it (the stem itself when none does).
 *
 * @example
 * surfaceWord("recip", ["easy", "recipes", "recipes", "for", "two", "recipe"]); // "recipes"
 */
export function surfaceWord(stem: string, words: readonly string[]): string {
  const tally = new Map<string, number>();
  for (const w of words) if (w.startsWith(stem)) tally.set(w, (tally.get(w) ?? 0) + 1);
  let best = stem;
  let n = 0;
  for (const [w, c] of tally) if (c > n || (c === n && w.length < best.length)) [best, n] = [w, c];
  return best;
}
