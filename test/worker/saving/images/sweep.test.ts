/**
 * Which R2 objects the sweeper judges (worker/saving/images/sweep.ts): image objects by their
 * 32-hex key, whatever their size or format; anything else (data exports, odd names) never.
 */
import { expect, test } from "vitest";
import { imageKeyOf } from "~worker/saving/images/sweep";

const KEY = "0123456789abcdef0123456789abcdef";

test("originals, the fixed sizes and the variants name their image's key", () => {
  expect(imageKeyOf(`originals/${KEY}.jpg`)).toBe(KEY);
  expect(imageKeyOf(`236x/${KEY}.webp`)).toBe(KEY);
  expect(imageKeyOf(`170x/${KEY}.webp`)).toBe(KEY);
  expect(imageKeyOf(`variants/474/${KEY}.avif`)).toBe(KEY);
});

test("anything else is not an image object: never swept", () => {
  expect(imageKeyOf(`exports/${KEY}.zip`)).toBeNull();
  expect(imageKeyOf(`originals/${KEY.slice(1)}.jpg`)).toBeNull();
  expect(imageKeyOf(`originals/${KEY.toUpperCase()}.jpg`)).toBeNull();
  expect(imageKeyOf(`originals/nested/${KEY}.jpg`)).toBeNull();
  expect(imageKeyOf(`${KEY}.jpg`)).toBeNull();
});
