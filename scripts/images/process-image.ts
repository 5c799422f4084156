/**
 * The seed's path of pin images (docs/decisions/010-images.md, 044-image-variants.md), in Node with
 * sharp: from an original's bytes, its content key (SHA-256 of the original, 32 hex digits), its
 * dimensions and dominant colour, and the original written to an R2 bucket (the IMAGES binding of
 * a platform proxy locally). Its sizes are made like every upload's: by the Worker's Images binding
 * on their first request (worker/saving/images/variants.ts).
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { OriginalExtension } from "~common/saving/images";

export interface StoredObject {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** What the images table records for one original (migrations/0005_saving_images.sql). */
export interface ImageRecord {
  key: string;
  original_ext: OriginalExtension;
  width: number;
  height: number;
  dominant_color: string;
  /** 0: no pre-made size files (decision 010's 236x/170x); the variants replace them. */
  sized: 0;
}

export interface ProcessedImage {
  record: ImageRecord;
  /** The R2 objects: the original. */
  objects: StoredObject[];
}

const EXT_OF_FORMAT: Record<string, OriginalExtension> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif" };
const CONTENT_TYPE: Record<OriginalExtension, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, "0");

/**
 * The dominant colour as "#rrggbb": the pixels of a 64 px thumbnail put in 4,096 buckets (16 levels
 * per channel), and the mean colour of the fullest bucket. The same idea as sharp's `stats().dominant`
 * at a fraction of its cost (it histograms every pixel of the original).
 */
export async function dominantColor(original: Buffer): Promise<string> {
  const { data, info } = await sharp(original).resize(64, 64, { fit: "inside" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i + 2 < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += 1;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }
  let best = { n: 0, r: 0, g: 0, b: 0 };
  for (const bucket of buckets.values()) if (bucket.n > best.n) best = bucket;
  if (best.n === 0) return "#efefef";
  return `#${hex(best.r / best.n)}${hex(best.g / best.n)}${hex(best.b / best.n)}`;
}

/**
 * The original's record and every object to store.
 *
 * @example
 * const { record, objects } = await processImage(await readFile("photo.jpg"));
 * for (const o of objects) await bucket.put(o.key, o.bytes, { httpMetadata: { contentType: o.contentType } });
 */
export async function processImage(original: Buffer): Promise<ProcessedImage> {
  const image = sharp(original, { failOn: "error" });
  const meta = await image.metadata();
  const ext = meta.format ? EXT_OF_FORMAT[meta.format] : undefined;
  if (!ext || !meta.width || !meta.height) throw new Error(`not a JPEG, PNG, WebP or GIF image (format ${meta.format ?? "unknown"})`);
  const key = createHash("sha256").update(original).digest("hex").slice(0, 32);
  return {
    record: {
      key,
      original_ext: ext,
      width: meta.width,
      height: meta.height,
      dominant_color: await dominantColor(original),
      sized: 0,
    },
    objects: [{ key: `originals/${key}.${ext}`, bytes: original, contentType: CONTENT_TYPE[ext] }],
  };
}

/** The part of an R2 bucket the upload path writes with. */
export interface ImageBucket {
  put(key: string, value: ArrayBuffer | Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
}

/**
 * Writes the objects of a processed image. Writing one again is harmless: a key names its bytes.
 *
 * @example
 * await storeImage(env.IMAGES, await processImage(bytes));
 */
export async function storeImage(bucket: ImageBucket, image: ProcessedImage): Promise<void> {
  await Promise.all(image.objects.map((o) => bucket.put(o.key, new Uint8Array(o.bytes), { httpMetadata: { contentType: o.contentType } })));
}
