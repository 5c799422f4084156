/**
 * Why: the save-to-board picker's Top choices (saving.md §2, §7 board picker read:
 * boards_shortlist) are chosen by the API with these rules; All boards is ordered by the picker's
 * own rule (./rules.ts sortPickerBoards: alphabetical ignoring case and accents, names starting
 * with a digit last, §5), which the API applies too, so both sides order alike.
 *
 * - Recently used: last_pinned_at newest first; boards never pinned to come after those, newest
 *   created first; then by id, newest first.
 * - Top choices: first up to `suggestions` boards whose names share words with the Pin
 *   (./pin-words.ts; the more distinct shared words the better, ties by recent use), then the
 *   recently used boards, without repeating one, TOP_CHOICES_MAX in all.
 */
import { TOP_CHOICES_MAX } from "../constants";
import { nameWordKeys, pinWordKeys, type PinText } from "./pin-words";

/** What the picker rules read of a board (the API's BoardPickerBoard has these fields). */
export interface PickerBoardFacts {
  id: string;
  name: string;
  /** ISO 8601, or null for a board never pinned to. */
  last_pinned_at: string | null;
  created_at: string;
}

/** Ids are decimal strings of safe integers: compare them as numbers. */
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
/** ISO 8601 times of one format order as strings do. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The recently-used order (sort comparator): last_pinned_at newest first, never-pinned boards
 * last (newest created first), then id newest first.
 *
 * @example
 * boards.sort(byRecentUse);
 */
export function byRecentUse(a: PickerBoardFacts, b: PickerBoardFacts): number {
  if (a.last_pinned_at !== b.last_pinned_at) {
    if (a.last_pinned_at === null) return 1;
    if (b.last_pinned_at === null) return -1;
    return byText(b.last_pinned_at, a.last_pinned_at);
  }
  return byText(b.created_at, a.created_at) || byId(b, a);
}

/**
 * Up to `limit` boards whose names share meaningful words with the Pin, best first: more distinct
 * shared words first, then by recent use.
 *
 * @example
 * suggestedBoards({ title: "Lemon pasta", description: "" }, boards, 2); // e.g. [Pasta nights, Lemons]
 */
export function suggestedBoards<B extends PickerBoardFacts>(pin: PinText, boards: readonly B[], limit: number): B[] {
  if (limit <= 0) return [];
  const pinKeys = pinWordKeys(pin);
  if (pinKeys.size === 0) return [];
  const scored: { board: B; score: number }[] = [];
  for (const board of boards) {
    let score = 0;
    for (const key of nameWordKeys(board.name)) if (pinKeys.has(key)) score += 1;
    if (score > 0) scored.push({ board, score });
  }
  scored.sort((a, b) => b.score - a.score || byRecentUse(a.board, b.board));
  return scored.slice(0, limit).map((s) => s.board);
}

/**
 * Top choices: the suggestions for the Pin (none without a Pin), then the recently used boards,
 * each board once, at most `max`.
 *
 * @example
 * boardShortlist(boards, { title: "Lemon pasta", description: "" }, 2); // [suggestions…, recent…] (≤ 5)
 */
export function boardShortlist<B extends PickerBoardFacts>(
  boards: readonly B[],
  pin: PinText | null,
  suggestions: number,
  max = TOP_CHOICES_MAX,
): B[] {
  const out: B[] = [];
  const taken = new Set<string>();
  const add = (b: B) => {
    if (out.length < max && !taken.has(b.id)) {
      taken.add(b.id);
      out.push(b);
    }
  };
  if (pin) suggestedBoards(pin, boards, Math.min(suggestions, max)).forEach(add);
  [...boards].sort(byRecentUse).forEach(add);
  return out;
}
