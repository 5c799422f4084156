/** A Pin's words (common/saving/board-picker/pin-words.ts): hashtags of saving.md §5, stop words, matching keys. */
import { describe, expect, test } from "vitest";
import { hashtags, isMeaningful, nameWordKeys, pinWordKeys, rawWords, splitCamel, wordKey } from "~common/saving/board-picker/pin-words";

describe("hashtags (§5: '#' then no white space and no punctuation)", () => {
  test.each([
    ["Dinner #vegan tonight", ["vegan"]],
    ["#WeeknightDinners, #vegan. #Vegan!", ["WeeknightDinners", "vegan"]],
    ["#café #日本料理", ["café", "日本料理"]],
    ["no tags # here, nor #!bang or a#", []],
    ["#one#two", ["one", "two"]],
    ["#snake_case stops at the underscore", ["snake"]],
  ])("%s → %j", (text, expected) => {
    expect(hashtags(text)).toEqual(expected);
  });
});

test("words are runs of letters and digits of any script", () => {
  expect(rawWords("Crème brûlée — 3 ways, in 20' (quick!)")).toEqual(["Crème", "brûlée", "3", "ways", "in", "20", "quick"]);
  expect(rawWords("  ")).toEqual([]);
});

test("camel case splits into words; all capitals stay one word", () => {
  expect(splitCamel("WeeknightDinners")).toEqual(["Weeknight", "Dinners"]);
  expect(splitCamel("DIYProjects")).toEqual(["DIY", "Projects"]);
  expect(splitCamel("vegan")).toEqual(["vegan"]);
  expect(splitCamel("DIY")).toEqual(["DIY"]);
});

test("stop words, one-character words and digits-only words carry no topic", () => {
  for (const w of ["the", "With", "HOW", "a", "x", "2024", "٣"]) expect(isMeaningful(w), w).toBe(false);
  for (const w of ["pasta", "DIY", "2024s", "日本"]) expect(isMeaningful(w), w).toBe(true);
});

test.each([
  ["Recipes", "recipe"],
  ["berries", "berry"],
  ["Dishes", "dish"],
  ["boxes", "box"],
  ["glasses", "glass"],
  ["Café", "cafe"],
  ["cafés", "cafe"],
  ["bus", "bus"],
  ["tennis", "tennis"],
  ["dress", "dress"],
  ["baking", "baking"],
  ["pies", "pie"],
])("the key of %s is %s", (word, key) => {
  expect(wordKey(word)).toBe(key);
});

test("a Pin's keys come from its title, its description and its hashtags' parts", () => {
  expect(pinWordKeys({ title: "Lemon pasta", description: "Ready in 20 minutes #WeeknightDinners" })).toEqual(
    new Set(["lemon", "pasta", "ready", "minute", "weeknightdinner", "weeknight", "dinner"]),
  );
  expect(pinWordKeys({ title: "The best of the", description: "" }).size).toBe(1); // "best" only
  expect(nameWordKeys("My Favourite Recipes!")).toEqual(new Set(["favourite", "recipe"]));
});
