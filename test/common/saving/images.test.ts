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

test("imageSrcSet: each variant narrower than the original, then one at the original's width; nothing for foreign URLs", async () => {
  const { imageSrcSet, imageKeyOf, variantAtLeast } = await import("~common/saving/images");
  const key = "a".repeat(32);
  expect(imageSrcSet(`/i/236w/${key}`, 400, 508)).toBe(
    `/i/96w/${key} 96w, /i/170w/${key} 170w, /i/236w/${key} 236w, /i/340w/${key} 340w, /i/508w/${key} 400w`,
  );
  expect(imageSrcSet(`/i/originals/${key}.jpg`, 3000, 508)).toBe(
    `/i/96w/${key} 96w, /i/170w/${key} 170w, /i/236w/${key} 236w, /i/340w/${key} 340w, /i/508w/${key} 508w`,
  );
  expect(imageSrcSet(`/i/236w/${key}`, 90)).toBe(`/i/96w/${key} 90w`);
  expect(imageSrcSet("https://elsewhere.example/a.jpg", 600)).toBeNull();
  expect(imageKeyOf(`/i/170x/${key}.webp`)).toBe(key);
  expect(imageKeyOf(`/i/170w/${key}.webp`)).toBeNull();
  expect([variantAtLeast(24), variantAtLeast(97), variantAtLeast(5000)]).toEqual([96, 170, 1200]);
});
