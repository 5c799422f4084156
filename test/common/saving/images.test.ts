/** Image rules shared by the Worker and the pages (common/saving/images.ts; business.md §4 Image loading). */
import { expect, test } from "vitest";
import { IMAGE_URL_PATTERN, isDisplayableImage, scaledToWidth } from "~common/saving/images";

test("an image shows only when both sides exceed 119 px", () => {
  expect(isDisplayableImage({ width: 120, height: 120 })).toBe(true);
  expect(isDisplayableImage({ width: 119, height: 600 })).toBe(false);
  expect(isDisplayableImage({ width: 600, height: 119 })).toBe(false);
  expect(isDisplayableImage({ width: 96, height: 96 })).toBe(false);
});

test("sizes scale to a width and never enlarge", () => {
  expect(scaledToWidth({ width: 474, height: 711 }, 236)).toEqual({ width: 236, height: 354 });
  expect(scaledToWidth({ width: 474, height: 267 }, 170)).toEqual({ width: 170, height: 96 });
  expect(scaledToWidth({ width: 200, height: 300 }, 236)).toEqual({ width: 200, height: 300 });
});

test("image URLs are /i/{236x|170x|originals}/{32 hex}.{ext}", () => {
  expect(IMAGE_URL_PATTERN.exec(`/i/236x/${"a".repeat(32)}.webp`)?.slice(1)).toEqual(["236x", "a".repeat(32), "webp"]);
  expect(IMAGE_URL_PATTERN.test(`/i/474x/${"a".repeat(32)}.webp`)).toBe(false);
  expect(IMAGE_URL_PATTERN.test(`/i/originals/${"a".repeat(31)}.jpg`)).toBe(false);
});
