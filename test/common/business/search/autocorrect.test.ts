/** common/business/search/autocorrect.ts: the closest known word for one that finds nothing. */
import { describe, expect, test } from "vitest";
import { closestTerm, editDistance, maxEdits, surfaceWord, termDistance } from "~common/business/search/autocorrect";

describe("editDistance", () => {
  test.each([
    ["kitchne", "kitchen", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
    ["abc", "abc", 0],
    ["ab", "ba", 1],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  test("stops early past max", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("closestTerm", () => {
  test("one edit for short words, two for longer ones", () => {
    expect(maxEdits("soup")).toBe(1);
    expect(maxEdits("soups")).toBe(2);
    expect(closestTerm("sopu", [{ term: "soup", doc: 1 }])).toBe("soup");
    expect(closestTerm("sxpx", [{ term: "soup", doc: 1 }])).toBeNull();
    expect(
      closestTerm("kitchne", [
        { term: "kitchen", doc: 4 },
        { term: "kitten", doc: 9 },
      ]),
    ).toBe("kitchen");
  });

  test("the fewest edits, then the word in most Pins", () => {
    expect(
      closestTerm("bred", [
        { term: "bread", doc: 2 },
        { term: "bed", doc: 5 },
        { term: "breadth", doc: 50 },
      ]),
    ).toBe("bed");
    expect(
      closestTerm("bred", [
        { term: "bread", doc: 7 },
        { term: "bed", doc: 5 },
      ]),
    ).toBe("bread");
  });

  test("a stored stem may match the word's beginning, a suffix apart", () => {
    expect(termDistance("surprse", "surpris", 2)).toBe(2);
    expect(termDistance("recipies", "recip", 2)).toBe(1);
    expect(
      closestTerm("recipies", [
        { term: "recip", doc: 3 },
        { term: "zzz", doc: 1 },
      ]),
    ).toBe("recip");
  });
});

describe("surfaceWord", () => {
  test("the most frequent word starting with the stem, else the stem", () => {
    expect(surfaceWord("recip", ["easy", "recipes", "recipes", "for", "two", "recipe"])).toBe("recipes");
    expect(surfaceWord("kitchen", ["kitchens", "kitchen"])).toBe("kitchen");
    expect(surfaceWord("surpris", ["gift"])).toBe("surpris");
  });
});
