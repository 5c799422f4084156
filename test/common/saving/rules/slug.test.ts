/** Board and section path segments (common/saving/rules/slug.ts). */
import { expect, test } from "vitest";
import { slugify, uniqueSlug } from "~common/saving/rules/slug";
import { SLUG_PATTERN } from "~common/saving/schemas";

test.each([
  ["Weeknight Dinners!", "weeknight-dinners"],
  ["  Soups & Stews ", "soups-stews"],
  ["Café & Crème", "café-crème"],
  ["日本の旅", "日本の旅"],
  ["2027 travel", "2027-travel"],
  ["***", "board"],
  ["a".repeat(80), "a".repeat(60)],
])("%s → %s", (name, slug) => {
  expect(slugify(name)).toBe(slug);
  expect(slug).toMatch(SLUG_PATTERN);
});

test("a name of punctuation only takes the fallback; uniqueSlug counts up from 2", () => {
  expect(slugify("!!!", "section")).toBe("section");
  expect(uniqueSlug("recipes", new Set())).toBe("recipes");
  expect(uniqueSlug("recipes", new Set(["recipes", "recipes-2"]))).toBe("recipes-3");
});
