/** common/business/search/suggestions.ts: autocomplete's queries, hint and hashtags. */
import { describe, expect, test } from "vitest";
import { splitTerm, suggestHashtags, suggestionHint, suggestQueries } from "~common/business/search/suggestions";

describe("splitTerm", () => {
  test("the complete words and the word being typed", () => {
    expect(splitTerm("lemon pa")).toEqual({ complete: ["lemon"], partial: "pa" });
    expect(splitTerm("lemon ")).toEqual({ complete: ["lemon"], partial: "" });
    expect(splitTerm("Café")).toEqual({ complete: [], partial: "cafe" });
    expect(splitTerm("")).toEqual({ complete: [], partial: "" });
  });
});

describe("suggestQueries", () => {
  const pins = [
    ["Lemon pasta", "Weeknight dinners"],
    ["Lemon pasta bake", "Weeknight dinners"],
    ["Pasta salad", "Pasta nights"],
  ];

  test("completions of the word being typed, alone and with the meaningful word after, most Pins first", () => {
    expect(suggestQueries("lemon pa", pins, 5)).toEqual([
      { query: "lemon pasta", count: 3 },
      { query: "lemon pasta bake", count: 1 },
      { query: "lemon pasta salad", count: 1 },
      { query: "lemon pasta nights", count: 1 },
    ]);
  });

  test("a word counts once per Pin, ties go to the shorter, then the alphabetical", () => {
    expect(suggestQueries("pa", pins, 3)).toEqual([
      { query: "pasta", count: 3 },
      { query: "pasta bake", count: 1 },
      { query: "pasta salad", count: 1 },
    ]);
  });

  test("a completion written right after the last complete word comes first", () => {
    const texts = [
      ["Pantry that lasts", "Dream kitchen"],
      ["Pantry labels", "Dream kitchen"],
      ["Kitchen lighting layers", "Dream kitchen"],
    ];
    expect(suggestQueries("kitchen l", texts, 3).map((x) => x.query)).toEqual([
      "kitchen lighting",
      "kitchen lighting layers",
      "kitchen lasts",
    ]);
  });

  test("after a space: the words that follow the last one", () => {
    expect(suggestQueries("lemon ", pins, 5)).toEqual([{ query: "lemon pasta", count: 2 }]);
  });

  test("stop words never end a suggestion; complete words are not repeated", () => {
    expect(suggestQueries("wa", [["Walks with the dog"]], 5)).toEqual([{ query: "walks", count: 1 }]);
    expect(suggestQueries("pasta pa", [["Pasta pasta party"]], 5)).toEqual([{ query: "pasta party", count: 1 }]);
  });

  test("nothing typed, nothing suggested", () => {
    expect(suggestQueries("", pins, 5)).toEqual([]);
  });
});

describe("suggestionHint", () => {
  test("the first suggestion when it continues the term", () => {
    expect(suggestionHint("lemon pa", [{ query: "lemon pasta", count: 2 }])).toBe("lemon pasta");
    expect(suggestionHint("Lemon  PA", [{ query: "lemon pasta", count: 2 }])).toBe("lemon pasta");
    expect(suggestionHint("pasta", [{ query: "lemon pasta", count: 2 }])).toBeNull();
    expect(suggestionHint("pasta", [{ query: "pasta", count: 2 }])).toBeNull();
    expect(suggestionHint("", [{ query: "pasta", count: 2 }])).toBeNull();
    expect(suggestionHint("pa", [])).toBeNull();
  });
});

describe("suggestHashtags", () => {
  test("tags starting with the prefix, Pins counted once each, written as first seen", () => {
    expect(suggestHashtags("veg", [["vegan", "Vegetables", "VEGAN"], ["vegan"], ["cake"]], 5)).toEqual([
      { query: "#vegan", pin_count: 2 },
      { query: "#Vegetables", pin_count: 1 },
    ]);
    expect(suggestHashtags("veg", [["a1"], ["vegan"]], 0)).toEqual([]);
  });
});
