/**
 * The board picker's Top choices (common/saving/board-picker/lists.ts): recent use, and
 * suggestions for the Pin first, then recently used boards, no repeats, at most TOP_CHOICES_MAX.
 * (All boards is ordered by common/saving/board-picker/rules.ts, tested in picker.test.ts.)
 */
import { describe, expect, test } from "vitest";
import { TOP_CHOICES_MAX } from "~common/saving/constants";
import { boardShortlist, byRecentUse, suggestedBoards, type PickerBoardFacts } from "~common/saving/board-picker/lists";

let nextId = 1;
const board = (name: string, lastPinned: string | null = null, created = "2026-01-01T00:00:00.000Z"): PickerBoardFacts => ({
  id: String(nextId++),
  name,
  last_pinned_at: lastPinned,
  created_at: created,
});
const names = (boards: PickerBoardFacts[]) => boards.map((b) => b.name);
const day = (d: number) => `2026-03-${String(d).padStart(2, "0")}T12:00:00.000Z`;

describe("recent use", () => {
  test("last_pinned_at newest first; never-pinned boards after them, newest created first; then id", () => {
    const old = board("old", day(1));
    const fresh = board("fresh", day(9));
    const neverOld = board("never, old", null, day(2));
    const neverNew = board("never, new", null, day(5));
    const tieA = board("tie a", day(4));
    const tieB = board("tie b", day(4));
    expect(names([old, neverOld, tieA, fresh, neverNew, tieB].sort(byRecentUse))).toEqual([
      "fresh",
      "tie b",
      "tie a",
      "old",
      "never, new",
      "never, old",
    ]);
  });
});

describe("suggestions: boards whose names share words with the Pin", () => {
  const pin = { title: "Easy lemon pasta", description: "Ready in 20 minutes #WeeknightDinners #Italian" };

  test("more shared words first, then by recent use; boards sharing nothing or only stop words are left out", () => {
    const pastaNights = board("Pasta nights", day(1));
    const lemonPasta = board("Lemon & pasta", day(2));
    const dinners = board("Dinners", day(8));
    const italian = board("Italian", day(3));
    const the = board("The best of the", day(9));
    const garden = board("Garden", day(9));
    expect(names(suggestedBoards(pin, [pastaNights, lemonPasta, dinners, italian, the, garden], 10))).toEqual([
      "Lemon & pasta",
      "Dinners",
      "Italian",
      "Pasta nights",
    ]);
    expect(names(suggestedBoards(pin, [pastaNights, lemonPasta, dinners], 2))).toEqual(["Lemon & pasta", "Dinners"]);
  });

  test("plurals and accents match (recipes ~ recipe, café ~ cafe)", () => {
    const boards = [board("Recipe box", day(2)), board("Cafe life", day(1))];
    expect(names(suggestedBoards({ title: "Recipes from a café", description: "" }, boards, 5))).toEqual(["Recipe box", "Cafe life"]);
  });

  test("none asked for, or a Pin without meaningful words: no suggestions", () => {
    expect(suggestedBoards(pin, [board("Pasta")], 0)).toEqual([]);
    expect(suggestedBoards({ title: "The", description: "#the" }, [board("The")], 2)).toEqual([]);
  });
});

describe("Top choices (boards_shortlist)", () => {
  test("the suggestions first, then the recently used boards, each once, at most TOP_CHOICES_MAX", () => {
    const boards = [
      board("Pasta", day(1)),
      board("Lemons", null, day(1)),
      board("Travel", day(9)),
      board("Garden", day(8)),
      board("Books", day(7)),
      board("Music", day(6)),
      board("Cars", day(5)),
    ];
    const list = boardShortlist(boards, { title: "Lemon pasta", description: "" }, 2);
    expect(list).toHaveLength(TOP_CHOICES_MAX);
    // Both share one word with the Pin: Pasta was pinned to, Lemons never, so Pasta comes first.
    expect(names(list)).toEqual(["Pasta", "Lemons", "Travel", "Garden", "Books"]);
    expect(new Set(list.map((b) => b.id)).size).toBe(list.length);
  });

  test("a suggestion that is also recently used appears once, in the suggestions", () => {
    const boards = [board("Pasta", day(9)), board("Travel", day(8))];
    expect(names(boardShortlist(boards, { title: "Pasta", description: "" }, 2))).toEqual(["Pasta", "Travel"]);
  });

  test("without a Pin, or with shortlist_suggestions 0: recent use only", () => {
    const boards = [board("Pasta", day(1)), board("Travel", day(9))];
    expect(names(boardShortlist(boards, null, 2))).toEqual(["Travel", "Pasta"]);
    expect(names(boardShortlist(boards, { title: "Pasta", description: "" }, 0))).toEqual(["Travel", "Pasta"]);
  });

  test("suggestions never push the list past its maximum", () => {
    const boards = Array.from({ length: 8 }, (_, i) => board(`Pasta ${i + 1}`, day(i + 1)));
    const list = boardShortlist(boards, { title: "pasta", description: "" }, 10, 3);
    expect(names(list)).toEqual(["Pasta 8", "Pasta 7", "Pasta 6"]);
  });

  test("fewer boards than the maximum: all of them", () => {
    expect(boardShortlist([board("Only")], null, 2)).toHaveLength(1);
    expect(boardShortlist([], { title: "x", description: "" }, 2)).toEqual([]);
  });
});
