/**
 * Why: a logged-out visitor sees login prompts in place of the actions they cannot take
 * (business.md §2, §6): 'Log in to follow' where the Follow button would be, 'Log in to unfollow'
 * where the device's remembered account (limited login) follows the person, and, once they have
 * opened a number of Pins (VISITOR_PROMPT_AFTER_PINS, ours), 'You're almost there! Log in to access
 * all of the site' with 'Log in to continue'. The Pins seen are counted in local storage (auth.md
 * §9 "Login and upsell counters: kept in local storage"), each Pin once. Pure: the pages pass the
 * stored value and the viewer in.
 */
import { VISITOR_PROMPT_AFTER_PINS } from "./constants";
import type { VISITOR_PROMPTS } from "../discovery-messages";

export type VisitorPrompt = keyof typeof VISITOR_PROMPTS;

/**
 * The prompt in place of a Follow button, or null when the viewer is logged in (the button itself).
 *
 * @example
 * followPrompt({ loggedIn: false, followedByMe: false }); // "follow"
 * followPrompt({ loggedIn: false, followedByMe: true }); // "unfollow"
 */
export function followPrompt({ loggedIn, followedByMe }: { loggedIn: boolean; followedByMe: boolean }): VisitorPrompt | null {
  if (loggedIn) return null;
  return followedByMe ? "unfollow" : "follow";
}

/** How many Pin ids the counter keeps (the count is what matters; ids only keep a Pin from counting twice). */
const KEPT_IDS = VISITOR_PROMPT_AFTER_PINS * 2;

/** The counter in a stored value; a value that is not the counter's (absent, edited by hand) counts nothing. */
function readCounter(stored: string | null): { n: number; ids: string[] } {
  try {
    const parsed = JSON.parse(stored ?? "") as { n?: unknown; ids?: unknown };
    if (
      Number.isSafeInteger(parsed.n) &&
      (parsed.n as number) >= 0 &&
      Array.isArray(parsed.ids) &&
      parsed.ids.every((i) => typeof i === "string")
    ) {
      return { n: parsed.n as number, ids: parsed.ids as string[] };
    }
  } catch {
    // not ours: start again
  }
  return { n: 0, ids: [] };
}

/**
 * How many Pins the stored counter counts.
 *
 * @example
 * pinsSeen('{"n":3,"ids":["1","2","3"]}'); // 3
 * pinsSeen(null); // 0
 */
export const pinsSeen = (stored: string | null): number => readCounter(stored).n;

/**
 * The stored counter after opening Pin `pinId`, and how many Pins it now counts (a Pin opened
 * again counts once).
 *
 * @example
 * recordPinSeen(null, "7"); // { stored: '{"n":1,"ids":["7"]}', count: 1 }
 */
export function recordPinSeen(stored: string | null, pinId: string): { stored: string; count: number } {
  let { n, ids } = readCounter(stored);
  if (!ids.includes(pinId)) {
    n += 1;
    ids = [...ids, pinId].slice(-KEPT_IDS);
  }
  return { stored: JSON.stringify({ n, ids }), count: n };
}

/**
 * True once a visitor has opened enough Pins for 'You're almost there!'.
 *
 * @example
 * almostThere(4); // false
 * almostThere(5); // true
 */
export const almostThere = (pinsSeen: number): boolean => pinsSeen >= VISITOR_PROMPT_AFTER_PINS;
