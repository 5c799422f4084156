/**
 * Why: the board picker's suggestions (boards whose names share words with the Pin) and the
 * suggested names for a new board (saving.md §2 "Suggested board names list", §7
 * board_title_suggestions) both read a Pin's words the same way, so "a word" is defined once:
 *
 * - a word is a run of letters and digits of any script (as in slugs, ../rules/slug.ts), read lower-case;
 * - hashtags follow saving.md §5: "#" then characters that are neither white space nor
 *   punctuation; a camel-cased tag also gives its parts (#WeeknightDinners → weeknight, dinners);
 * - stop words (English function words such as "the", "with", "how") and words of one character
 *   or of digits only carry no topic and are dropped;
 * - two words match when their keys are equal: accents folded (café = cafe) and a light English
 *   plural folded (recipes = recipe, dishes = dish, berries = berry). No stemming beyond that:
 *   "baking" and "bake" stay apart, which keeps suggestions predictable.
 */

/** One character of a hashtag after its "#": neither white space nor punctuation (symbols count as punctuation). */
export const HASHTAG_CHAR = /[^\s\p{P}\p{S}]/u;

/** saving.md §5 "a pattern that starts with # and excludes whitespace and punctuation". */
export const HASHTAG_PATTERN = new RegExp(`#(${HASHTAG_CHAR.source}+)`, "gu");

/** English function words and filler that name no topic (lower-case). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being below between both but by can could " +
    "did do does doing down during each few for from further get got had has have having he her here hers him his how i if in into " +
    "is it its itself just let me more most my no nor not now of off on once only or other our ours out over own same she should so " +
    "some such than that the their theirs them then there these they this those through to too under until up upon us very via was " +
    "we were what when where which while who whom why will with would you your yours"
  ).split(" "),
);

/** The words of `text` in order, as written (not lower-cased): runs of letters and digits. */
export function rawWords(text: string): string[] {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** A word that may name a topic: not a stop word, not a single character, not digits only. */
export function isMeaningful(word: string): boolean {
  const lower = word.toLowerCase();
  return [...lower].length > 1 && !STOP_WORDS.has(lower) && !/^\p{N}+$/u.test(lower);
}

/**
 * The matching key of a word: lower-case, accents folded, a regular English plural made singular.
 *
 * @example
 * wordKey("Recipes"); // "recipe"
 * wordKey("Café"); // "cafe"
 * wordKey("berries"); // "berry"
 */
export function wordKey(word: string): string {
  const w = word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** "WeeknightDinners" → ["Weeknight", "Dinners"]; "vegan" → ["vegan"]; "DIY" → ["DIY"]. */
export function splitCamel(tag: string): string[] {
  return tag
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[\s_]+/)
    .filter((w) => w.length > 0);
}

/**
 * The hashtags of a text, without "#", in order of first appearance, each once (case-insensitively).
 *
 * @example
 * hashtags("Dinner tonight #WeeknightDinners #vegan #vegan."); // ["WeeknightDinners", "vegan"]
 */
export function hashtags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of text.normalize("NFC").matchAll(HASHTAG_PATTERN)) {
    const tag = m[1]!;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The words of a Pin that the picker and the name suggestions read. */
export interface PinText {
  title: string;
  description: string;
}

/**
 * The keys of a Pin's meaningful words: its title's, its description's and its hashtags' parts.
 *
 * @example
 * pinWordKeys({ title: "Lemon pasta", description: "Ready in 20 minutes #WeeknightDinners" });
 * // Set { "lemon", "pasta", "ready", "minute", "weeknightdinner", "weeknight", "dinner" }
 */
export function pinWordKeys(pin: PinText): Set<string> {
  const words = [...rawWords(pin.title), ...rawWords(pin.description), ...hashtags(pin.description).flatMap(splitCamel)];
  return new Set(words.filter(isMeaningful).map(wordKey));
}

/** The keys of a board name's meaningful words. */
export const nameWordKeys = (name: string): Set<string> => new Set(rawWords(name).filter(isMeaningful).map(wordKey));
