/**
 * Suggested board names (common/saving/board-picker/title-suggestions.ts; saving.md §2 "Suggested
 * board names list", §7 board_title_suggestions): the Pin's board name, its hashtags, its title's
 * phrases and words, title-cased, valid under the §5 name rule, once each, not the viewer's own.
 */
import { expect, test } from "vitest";
import { BOARD_NAME_MAX_LENGTH, BOARD_TITLE_SUGGESTIONS_MAX } from "~common/saving/constants";
import { boardTitleSuggestions, titleCaseWord } from "~common/saving/board-picker/title-suggestions";

test("the order: the Pin's board name, hashtags, title phrases, then title words", () => {
  const pin = { title: "Easy lemon pasta", description: "Ready in 20 minutes #WeeknightDinners", boardName: "Dinner ideas" };
  expect(boardTitleSuggestions(pin, [], 10)).toEqual(["Dinner ideas", "Weeknight Dinners", "Easy Lemon Pasta", "Easy", "Lemon", "Pasta"]);
});

test("at most BOARD_TITLE_SUGGESTIONS_MAX by default", () => {
  const pin = {
    title: "Crispy roasted garlic potatoes with rosemary and sea salt",
    description: "#sides #vegan #glutenFree",
    boardName: "Sides",
  };
  const out = boardTitleSuggestions(pin, []);
  expect(out).toHaveLength(BOARD_TITLE_SUGGESTIONS_MAX);
  expect(out).toEqual(["Sides", "Vegan", "Gluten Free", "Sea Salt", "Crispy Roasted"]);
  expect(boardTitleSuggestions(pin, [], 20).slice(5, 7)).toEqual(["Roasted Garlic", "Garlic Potatoes"]);
});

test("stop words, digits-only and one-character words split the title into phrases", () => {
  const pin = { title: "How to paint a small kitchen table in 1 weekend", description: "", boardName: "" };
  expect(boardTitleSuggestions(pin, [], 10)).toEqual(["Small Kitchen Table", "Paint", "Small", "Kitchen", "Table", "Weekend"]);
});

test("the viewer's own board names are left out, whatever the case or spacing", () => {
  const pin = { title: "Lemon pasta", description: "#Pasta", boardName: "Pasta" };
  expect(boardTitleSuggestions(pin, ["PASTA", " lemon   pasta "], 10)).toEqual(["Lemon"]);
});

test("no duplicates case-insensitively (board name, hashtag and title word alike)", () => {
  const pin = { title: "VEGAN", description: "#vegan #Vegan", boardName: "vegan" };
  expect(boardTitleSuggestions(pin, [], 10)).toEqual(["vegan"]);
});

test("words with a capital stay as written; lower-case words are title-cased", () => {
  expect(titleCaseWord("lemon")).toBe("Lemon");
  expect(titleCaseWord("DIY")).toBe("DIY");
  expect(titleCaseWord("iPhone")).toBe("iPhone");
  expect(titleCaseWord("élan")).toBe("Élan");
  expect(boardTitleSuggestions({ title: "DIY iPhone stand", description: "", boardName: "" }, [], 3)).toEqual([
    "DIY iPhone Stand",
    "DIY",
    "iPhone",
  ]);
});

test(`names over ${BOARD_NAME_MAX_LENGTH} characters and empty ones are never suggested`, () => {
  const long = "x".repeat(BOARD_NAME_MAX_LENGTH + 1);
  const pin = { title: `${long} tiles`, description: `#${long}`, boardName: "   " };
  expect(boardTitleSuggestions(pin, [], 10)).toEqual(["Tiles"]);
});

test("a Pin with no meaningful words suggests only its board's name", () => {
  expect(boardTitleSuggestions({ title: "The 10 of us", description: "", boardName: "Misc" }, [], 10)).toEqual(["Misc"]);
  expect(boardTitleSuggestions({ title: "", description: "", boardName: "Misc" }, ["misc"], 10)).toEqual([]);
});
