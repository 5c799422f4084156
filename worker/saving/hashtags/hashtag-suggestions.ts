/**
 * Why: the hashtag flyout under a Pin's description suggests hashtags as the person types one
 * (saving.md §2 "Hashtag autocomplete flyout", §5 the hashtag pattern, §7 GET
 * /v3/search/autocomplete/ with q and show_pin_count, §9 5 suggestions). The call is shared with
 * the header's search box (worker/business/search/autocomplete.ts finds the Pins the viewer may
 * see); what makes a hashtag query and how the Pins' hashtags become suggestions is here.
 */
import { suggestHashtags, type Autocomplete } from "~common/business/search";
import { hashtags, rawWords } from "~common/saving/board-picker";

/**
 * Is `q` the flyout's (a "#" and the start of a hashtag) rather than the search box's?
 *
 * @example
 * isHashtagQuery(" #lemo"); // true
 */
export const isHashtagQuery = (q: string) => q.trimStart().startsWith("#");

/**
 * The hashtag being typed in a hashtag query, or null when what follows the "#" is not the start
 * of one hashtag (nothing is suggested then).
 *
 * @example
 * hashtagPrefix("#lemo"); // "lemo"
 * hashtagPrefix("#two words"); // null
 */
export function hashtagPrefix(q: string): string | null {
  const prefix = q.trim().slice(1);
  const words = rawWords(prefix);
  return words.length === 1 && words[0] === prefix ? prefix : null;
}

/**
 * The flyout's suggestions from the matching Pins' descriptions, with their Pin counts when asked.
 *
 * @example
 * hashtagItems("lemo", ["#lemon tart"], 5, true); // [{ type: "hashtag", query: "#lemon", pin_count: 1 }]
 */
export function hashtagItems(prefix: string, descriptions: string[], count: number, withCounts: boolean): Autocomplete["items"] {
  const found = suggestHashtags(prefix, descriptions.map(hashtags), count);
  return found.map((h) => ({ type: "hashtag" as const, query: h.query, ...(withCounts && { pin_count: h.pin_count }) }));
}
