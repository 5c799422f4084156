/**
 * Why: the "Suggested board names list" of the create-board form (saving.md §2, §3 "Board title
 * suggestion: title", §7 GET /v3/pins/{id}/board_title_suggestions/) is derived from the Pin being
 * saved, by one rule the API answers with:
 *
 * 1. the name of the board the Pin is on, as its owner wrote it;
 * 2. the Pin's hashtags (§5 pattern, ./pin-words.ts), camel case split into words
 *    (#WeeknightDinners → "Weeknight Dinners");
 * 3. from the title, with stop words, one-character and digits-only words as separators
 *    (./pin-words.ts): each run of two or three meaningful words as a phrase, then each pair of
 *    neighbouring words in a longer run, then each meaningful word of three or more characters.
 *
 * Words written all lower-case are title-cased ("lemon pasta" → "Lemon Pasta"); a word with a
 * capital anywhere is kept as written ("DIY", "iPhone"). A candidate must pass the board name rule
 * of §5 (../rules/names.ts: at most BOARD_NAME_MAX_LENGTH characters), appears once (case-insensitively),
 * and is left out when the viewer already has a board of that name (creating it would be refused
 * as BOARD_NAME_TAKEN). At most BOARD_TITLE_SUGGESTIONS_MAX, in the order above.
 */
import { BOARD_TITLE_SUGGESTIONS_MAX } from "../constants";
import { checkBoardName } from "../rules";
import { hashtags, isMeaningful, rawWords, splitCamel, type PinText } from "./pin-words";

/** What the suggestions read of the Pin: its words and the name of its board. */
export interface SuggestionSource extends PinText {
  boardName: string;
}

/** "lemon" → "Lemon"; "DIY" and "iPhone" stay as written. */
export function titleCaseWord(word: string): string {
  if (word !== word.toLowerCase()) return word;
  const [first = "", ...rest] = [...word];
  return first.toUpperCase() + rest.join("");
}

const phrase = (words: readonly string[]) => words.map(titleCaseWord).join(" ");
/** How names are compared: white space collapsed, case ignored (as the per-owner name index). */
const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** The title's runs of meaningful words, split at the words that are not. */
function meaningfulRuns(title: string): string[][] {
  const runs: string[][] = [[]];
  for (const word of rawWords(title)) {
    if (isMeaningful(word)) runs[runs.length - 1]!.push(word);
    else if (runs[runs.length - 1]!.length > 0) runs.push([]);
  }
  return runs.filter((r) => r.length > 0);
}

/** Every candidate in the order of the rule, before the checks. */
function candidates(pin: SuggestionSource): string[] {
  const out = [pin.boardName.trim()];
  for (const tag of hashtags(pin.description)) {
    const parts = splitCamel(tag);
    if (parts.some(isMeaningful)) out.push(phrase(parts));
  }
  const runs = meaningfulRuns(pin.title);
  for (const run of runs) if (run.length === 2 || run.length === 3) out.push(phrase(run));
  for (const run of runs) if (run.length > 3) for (let i = 0; i + 1 < run.length; i++) out.push(phrase(run.slice(i, i + 2)));
  for (const run of runs) for (const word of run) if ([...word].length >= 3) out.push(titleCaseWord(word));
  return out;
}

/**
 * Board names to suggest for saving `pin`, best first, leaving out `existingNames` (the viewer's
 * boards).
 *
 * @example
 * boardTitleSuggestions({ title: "Easy lemon pasta", description: "#WeeknightDinners", boardName: "Pasta" }, ["pasta"]);
 * // ["Weeknight Dinners", "Easy Lemon Pasta", "Easy", "Lemon"]  ("Pasta" is taken)
 */
export function boardTitleSuggestions(pin: SuggestionSource, existingNames: Iterable<string>, max = BOARD_TITLE_SUGGESTIONS_MAX): string[] {
  const taken = new Set([...existingNames].map(nameKey));
  const out: string[] = [];
  for (const candidate of candidates(pin)) {
    if (out.length >= max) break;
    const key = nameKey(candidate);
    if (checkBoardName(candidate) !== null || taken.has(key)) continue;
    taken.add(key);
    out.push(candidate.trim().replace(/\s+/g, " "));
  }
  return out;
}
