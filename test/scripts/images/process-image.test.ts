/**
 * The seed's image path (scripts/images/process-image.ts): one original in, its content key,
 * dimensions and dominant colour out, as the images table and R2 expect them (the sizes are the
 * Worker's variants, test/worker/saving/images/variants.integration.test.ts).
 */
import sharp from "sharp";
import { expect, test } from "vitest";
import { dominantColor, processImage, storeImage } from "../../../scripts/images/process-image";

const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 95 })
    .toBuffer();

test("a 600×900 JPEG gets a 32-hex key, its size and its colour; only the original is stored", async () => {
  const original = await solid(600, 900, "#3366cc");
  const { record, objects } = await processImage(original);
  expect(record).toMatchObject({ original_ext: "jpg", width: 600, height: 900, sized: 0 });
  expect(record.key).toMatch(/^[0-9a-f]{32}$/);
  expect(record.dominant_color).toMatch(/^#3[0-9a-f]6[0-9a-f]c[0-9a-f]$/);
  expect(objects.map((o) => o.key)).toEqual([`originals/${record.key}.jpg`]);
  expect(objects[0]!.bytes.equals(original)).toBe(true);
});

test("the same bytes give the same key", async () => {
  const small = await sharp({ create: { width: 150, height: 200, channels: 4, background: "#ff0000" } })
    .png()
    .toBuffer();
  const a = await processImage(small);
  const b = await processImage(Buffer.from(small));
  expect(a.record.key).toBe(b.record.key);
  expect(a.record.original_ext).toBe("png");
  expect(a.record.width).toBe(150);
});

test("the dominant colour is the colour covering most of the picture", async () => {
  const mostlyGreen = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#1a9e3f" } })
    .composite([{ input: { create: { width: 60, height: 200, channels: 3, background: "#ffffff" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  expect(await dominantColor(mostlyGreen)).toBe("#1a9e3f");
});

test("anything that is not an image is refused", async () => {
  await expect(processImage(Buffer.from("not an image"))).rejects.toThrow();
});

test("storeImage writes every object with its content type", async () => {
  const puts: [string, string | undefined][] = [];
  const bucket = {
    put: async (key: string, _v: Uint8Array | ArrayBuffer, o?: { httpMetadata?: { contentType?: string } }) =>
      void puts.push([key, o?.httpMetadata?.contentType]),
  };
  const image = await processImage(await solid(300, 300, "#000000"));
  await storeImage(bucket, image);
  expect(puts).toEqual([[`originals/${image.record.key}.jpg`, "image/jpeg"]]);
});
