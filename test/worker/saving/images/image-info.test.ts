/**
 * Format and size from a file header (worker/saving/images/image-info.ts), checked against files
 * sharp writes in every format, and against things that only look like images.
 */
import sharp from "sharp";
import { expect, test } from "vitest";
import { imageInfo } from "~worker/saving/images/image-info";

const make = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#3366cc80" } });

test.each([
  ["png", (w: number, h: number) => make(w, h).png().toBuffer()],
  ["jpg", (w: number, h: number) => make(w, h).jpeg().toBuffer()],
  ["jpg", (w: number, h: number) => make(w, h).jpeg({ progressive: true }).toBuffer()],
  ["webp", (w: number, h: number) => make(w, h).webp({ lossless: false }).toBuffer()],
  ["webp", (w: number, h: number) => make(w, h).webp({ lossless: true }).toBuffer()],
  ["gif", (w: number, h: number) => make(w, h).gif().toBuffer()],
] as const)("%s", async (ext, encode) => {
  for (const [w, h] of [
    [240, 360],
    [1, 1],
    [1000, 37],
  ] as const) {
    expect(imageInfo(new Uint8Array(await encode(w, h)))).toEqual({ ext, width: w, height: h });
  }
});

test("WebP with an alpha chunk (VP8X) and a JPEG with EXIF before its frame", async () => {
  const alpha = await make(300, 200).webp({ alphaQuality: 50 }).toBuffer();
  expect(imageInfo(new Uint8Array(alpha))).toEqual({ ext: "webp", width: 300, height: 200 });
  const exif = await make(64, 48)
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "Pinboard" } } })
    .toBuffer();
  expect(imageInfo(new Uint8Array(exif))).toEqual({ ext: "jpg", width: 64, height: 48 });
});

test("not images: text, truncated headers, an SVG", () => {
  expect(imageInfo(new TextEncoder().encode("hello, not a picture"))).toBeNull();
  expect(imageInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
  expect(imageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
});
