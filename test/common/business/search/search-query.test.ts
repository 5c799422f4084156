/** common/business/search/search-query.ts: a query's words, the FTS5 expression, advisory phrases, hashtags. */
import { describe, expect, test } from "vitest";
import {
  foldWord,
  ftsMatch,
  ftsTerms,
  hashtagText,
  normalizeQuery,
  phraseInQuery,
  searchTerms,
} from "~common/business/search/search-query";
import { SEARCH_MAX_TERMS } from "~common/business/search/constants";

describe("searchTerms", () => {
  test("words of any script, folded, each once, punctuation and operators dropped", () => {
    expect(searchTerms("  Weeknight DINNERS, weeknight café!")).toEqual(["weeknight", "dinners", "cafe"]);
    expect(searchTerms('lemon OR "tomato" title:cages NEAR(x) *')).toEqual(["lemon", "or", "tomato", "title", "cages", "near", "x"]);
    expect(searchTerms("Ελληνικά 日本 über")).toEqual(["ελληνικα", "日本", "uber"]);
    expect(searchTerms("#!?")).toEqual([]);
  });

  test(`at most ${SEARCH_MAX_TERMS} words`, () => {
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(SEARCH_MAX_TERMS);
  });

  test("foldWord removes accents and case", () => {
    expect(foldWord("ÉCLAIR")).toBe("eclair");
  });
});

describe("ftsMatch", () => {
  test("every term quoted (implicit AND); the last as a prefix when asked; a column filter", () => {
    expect(ftsMatch(["lemon", "pasta"])).toBe('"lemon" "pasta"');
    expect(ftsMatch(["lemon", "pas"], { prefixLast: true })).toBe('"lemon" "pas"*');
    expect(ftsMatch(["veg"], { prefixLast: true, column: "hashtags" })).toBe('hashtags : ("veg"*)');
    expect(ftsMatch([])).toBeNull();
  });

  test("ftsTerms makes only the marked terms prefixes", () => {
    expect(ftsTerms([{ term: "lemon" }, { term: "surpris", prefix: true }])).toBe('"lemon" "surpris"*');
    expect(ftsTerms([])).toBeNull();
  });

  test("a quote can never end the string early", () => {
    expect(ftsMatch(['a"b'])).toBe('"a""b"');
  });
});

describe("advisory phrases", () => {
  test("normalizeQuery keeps every word in order", () => {
    expect(normalizeQuery("  Self-Harm, self HARM ")).toBe("self harm self harm");
  });

  test("a phrase matches when its words appear together and in order", () => {
    expect(phraseInQuery("self harm", "Self-harm quotes")).toBe(true);
    expect(phraseInQuery("self harm", "quotes about self harm")).toBe(true);
    expect(phraseInQuery("self harm", "harm self")).toBe(false);
    expect(phraseInQuery("self harm", "self care and harm")).toBe(false);
    expect(phraseInQuery("self harm", "selfharm")).toBe(false);
    expect(phraseInQuery("", "anything")).toBe(false);
  });
});

describe("hashtagText", () => {
  test("each hashtag, and a camel-cased one's parts", () => {
    expect(hashtagText("Ready in 20 #WeeknightDinners #vegan #vegan.")).toBe("WeeknightDinners Weeknight Dinners vegan");
    expect(hashtagText("no tags here")).toBe("");
  });
});
