/**
 * Why: the hashtag flyout (saving.md §2 "Hashtag autocomplete flyout", §5 the hashtag pattern)
 * works on a description field as it is being typed: it must know which hashtag, if any, the
 * caret is in (that is what it looks up), and what the text becomes when a suggestion is picked
 * (the tag completed in place, the caret after it). Both are pure functions of the text and the
 * caret, so the field of every page (the pin builder, the pin create page) behaves alike and the
 * rules are tested without a browser. A hashtag is what ../board-picker/pin-words.ts's HASHTAG_PATTERN matches.
 */
import { HASHTAG_CHAR } from "../board-picker";

/** The hashtag the caret is in: its "#" at `start`, its last character before `end`; `prefix` is what precedes the caret (no "#"). */
export interface TypedHashtag {
  start: number;
  end: number;
  prefix: string;
}

const TAG_RUN_BEFORE = new RegExp(`#(${HASHTAG_CHAR.source}+)$`, "u");
const TAG_RUN_AFTER = new RegExp(`^${HASHTAG_CHAR.source}*`, "u");

/**
 * The hashtag being typed at `caret` (a UTF-16 offset, as `selectionStart` gives it), or null
 * when the caret is not right after "#" and at least one hashtag character.
 *
 * @example
 * hashtagAtCaret("Dinner #veg", 11); // { start: 7, end: 11, prefix: "veg" }
 * hashtagAtCaret("Dinner #vegan tonight", 10); // { start: 7, end: 13, prefix: "ve" }
 * hashtagAtCaret("Dinner #", 8); // null (nothing typed after "#" yet)
 * hashtagAtCaret("#veg, then", 10); // null (the caret is past the tag)
 */
export function hashtagAtCaret(text: string, caret: number): TypedHashtag | null {
  if (!Number.isInteger(caret) || caret < 0 || caret > text.length) return null;
  const before = TAG_RUN_BEFORE.exec(text.slice(0, caret));
  if (!before) return null;
  const after = TAG_RUN_AFTER.exec(text.slice(caret))![0];
  return { start: caret - before[0].length, end: caret + after.length, prefix: before[1]! };
}

/**
 * The text with the typed hashtag replaced by `chosen` ("#vegan", or "vegan": the "#" is added)
 * and followed by one space (unless white space follows already), and the caret after that space.
 * Null when the result would be longer than `maxLength` even without the space.
 *
 * @example
 * completeHashtag("Dinner #veg", { start: 7, end: 11, prefix: "veg" }, "#vegan"); // { text: "Dinner #vegan ", caret: 14 }
 * completeHashtag("#ve tonight", { start: 0, end: 3, prefix: "ve" }, "#vegan"); // { text: "#vegan tonight", caret: 7 }
 */
export function completeHashtag(
  text: string,
  typed: TypedHashtag,
  chosen: string,
  maxLength = Infinity,
): { text: string; caret: number } | null {
  const tag = chosen.startsWith("#") ? chosen : `#${chosen}`;
  const head = text.slice(0, typed.start);
  const tail = text.slice(typed.end);
  const spaced = /^\s/u.test(tail);
  const withSpace = `${head}${tag}${spaced ? "" : " "}${tail}`;
  if (withSpace.length <= maxLength) return { text: withSpace, caret: head.length + tag.length + 1 };
  const bare = `${head}${tag}${tail}`;
  return bare.length <= maxLength ? { text: bare, caret: head.length + tag.length } : null;
}
