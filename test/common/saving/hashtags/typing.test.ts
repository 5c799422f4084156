/** The hashtag flyout's pure rules (common/saving/hashtags/typing.ts): the tag at the caret, and completing it. */
import { describe, expect, test } from "vitest";
import { completeHashtag, hashtagAtCaret } from "~common/saving/hashtags/typing";
import { hashtags } from "~common/saving/board-picker/pin-words";

describe("the hashtag being typed at the caret (§5 pattern)", () => {
  test.each([
    ["#veg", 4, { start: 0, end: 4, prefix: "veg" }],
    ["Dinner #veg", 11, { start: 7, end: 11, prefix: "veg" }],
    ["Dinner #vegan tonight", 10, { start: 7, end: 13, prefix: "ve" }],
    ["Dinner #vegan tonight", 13, { start: 7, end: 13, prefix: "vegan" }],
    ["line one\n#Week", 14, { start: 9, end: 14, prefix: "Week" }],
    ["#one#tw", 7, { start: 4, end: 7, prefix: "tw" }],
    ["a#bc", 4, { start: 1, end: 4, prefix: "bc" }],
    ["#café", 5, { start: 0, end: 5, prefix: "café" }],
    ["#日本料", 4, { start: 0, end: 4, prefix: "日本料" }],
  ] as const)("%j at %i → %j", (text, caret, expected) => {
    expect(hashtagAtCaret(text, caret)).toEqual(expected);
  });

  test.each([
    ["", 0],
    ["#", 1],
    ["Dinner # veg", 12],
    ["Dinner #", 8],
    ["#veg tonight", 12],
    ["#veg, then", 10],
    ["#veg,", 5],
    ["#snake_case", 11],
    ["#smile😀", 8],
    ["vegan", 5],
    ["#veg", 0],
    ["#veg", 5],
    ["#veg", -1],
    ["#veg", 1.5],
  ] as const)("%j at %s: no hashtag being typed", (text, caret) => {
    expect(hashtagAtCaret(text, caret)).toBeNull();
  });

  test("what it finds is a hashtag the stored description will carry (pin-words' pattern)", () => {
    const text = "Tonight #WeeknightDin";
    const typed = hashtagAtCaret(text, text.length)!;
    expect(hashtags(text)).toEqual([typed.prefix]);
  });
});

describe("completing the tag", () => {
  test("at the end: the tag and one space, the caret after it", () => {
    expect(completeHashtag("Dinner #veg", { start: 7, end: 11, prefix: "veg" }, "#vegan")).toEqual({ text: "Dinner #vegan ", caret: 14 });
  });

  test("in the middle of a tag: the whole tag is replaced, the space that follows is kept and the caret goes past it", () => {
    const text = "Dinner #vegxx tonight";
    const typed = hashtagAtCaret(text, 10)!;
    expect(completeHashtag(text, typed, "#vegan")).toEqual({ text: "Dinner #vegan tonight", caret: 14 });
  });

  test("punctuation right after the tag gets a space before it; a suggestion without '#' gets one", () => {
    expect(completeHashtag("#ve, yes", { start: 0, end: 3, prefix: "ve" }, "vegan")).toEqual({ text: "#vegan , yes", caret: 7 });
  });

  test("the field's maximum length: without the space if that fits, else nothing changes", () => {
    const typed = { start: 0, end: 3, prefix: "ve" };
    expect(completeHashtag("#ve", typed, "#vegan", 7)).toEqual({ text: "#vegan ", caret: 7 });
    expect(completeHashtag("#ve", typed, "#vegan", 6)).toEqual({ text: "#vegan", caret: 6 });
    expect(completeHashtag("#ve", typed, "#vegan", 5)).toBeNull();
  });

  test("the completed text's tag is found again at the caret's left, whole", () => {
    const done = completeHashtag("Try #we", { start: 4, end: 7, prefix: "we" }, "#WeeknightDinners")!;
    expect(hashtags(done.text)).toEqual(["WeeknightDinners"]);
    expect(hashtagAtCaret(done.text, done.caret)).toBeNull();
    expect(hashtagAtCaret(done.text, done.caret - 1)).toEqual({ start: 4, end: 21, prefix: "WeeknightDinners" });
  });
});
