/**
 * Why: an image is shown at the size it is drawn (docs/decisions/044-image-variants.md). A variant
 * — an original at one of VARIANT_WIDTHS, in AVIF or WebP as the browser accepts — is made by the
 * Images binding on its first request and kept in R2 next to the original
 * (`variants/{width}/{key}.{avif|webp|jpg|png}`), so each is made once and then read like any file.
 */
import { VARIANT_WIDTHS, type VariantWidth } from "~common/saving/images";

export type VariantFormat = "avif" | "webp" | "jpg" | "png";

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, "image/avif" | "image/webp" | "image/jpeg" | "image/png"> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

/** A width of the URL, if it is one of VARIANT_WIDTHS (anything else is not a variant: 404). */
export const variantWidth = (text: string): VariantWidth | null => {
  const width = Number(text);
  // Written as the list writes it ("0236" is not 236: one URL per variant).
  return (VARIANT_WIDTHS as readonly number[]).includes(width) && String(width) === text ? (width as VariantWidth) : null;
};

/**
 * The format a request gets, from its Accept header: AVIF, else WebP, else the original's own kind
 * (PNG for PNG and GIF, which may be transparent; JPEG for the rest). A `q=0` is a refusal.
 *
 * @example
 * variantFormat("image/avif,image/webp,*\/*", "jpg"); // "avif"
 * variantFormat("image/png,*\/*;q=0.5", "png"); // "png"
 */
export function variantFormat(accept: string | null, originalExt: string): VariantFormat {
  const accepted = new Set(
    (accept ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0+)?\s*$/.test(p)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return originalExt === "png" || originalExt === "gif" ? "png" : "jpg";
}

export const variantObjectKey = (width: VariantWidth, key: string, format: VariantFormat) => `variants/${width}/${key}.${format}`;

/** The original's extension and width (the images table), or null when the key is not an image here. */
export interface OriginalRecord {
  original_ext: string;
  width: number;
}

/**
 * Makes a variant from the original in R2 and stores it; null when there is no such original, and
 * throws when the Images binding cannot read it (the caller answers 422).
 *
 * @example
 * const made = await makeVariant(env, { original_ext: "jpg", width: 1800 }, key, 340, "avif");
 */
export async function makeVariant(
  env: Pick<Env, "IMAGES" | "IMAGE_TRANSFORMS">,
  original: OriginalRecord,
  key: string,
  width: VariantWidth,
  format: VariantFormat,
): Promise<R2Object | null> {
  const source = await env.IMAGES.get(`originals/${key}.${original.original_ext}`);
  if (!source) return null;
  // Never enlarged: a variant wider than its original is the original's width, re-encoded.
  const result = await env.IMAGE_TRANSFORMS.input(source.body)
    .transform({ width: Math.min(width, original.width), fit: "scale-down" })
    .output({ format: VARIANT_CONTENT_TYPES[format], quality: format === "avif" ? 60 : 80 });
  const bytes = await new Response(result.image()).arrayBuffer();
  // The type made, which Cloudflare may change (an AVIF past its size limits comes back as WebP).
  return env.IMAGES.put(variantObjectKey(width, key, format), bytes, { httpMetadata: { contentType: result.contentType() } });
}
