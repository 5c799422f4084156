/**
 * Why: where a pin's image lives and which of its sizes a page may show, decided once for the
 * Worker (which builds the URLs in API answers and serves the files) and the pages (which apply
 * the display rule). Images are content-addressed: `{key}` is the SHA-256 (32 hex digits) of the
 * original's bytes, so a URL never changes meaning and is cached for a year (docs/decisions/010).
 */

/** The stored sizes (saving.md §2 "pin image (236 wide)", §2 "board thumbnail uses the 170x size"). */
export const IMAGE_SIZES = { "236x": 236, "170x": 170 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Path prefix of image URLs (the Worker serves /i/{236x|170x|originals}/{file} and /i/{width}w/{key}). */
export const IMAGE_PATH_PREFIX = "/i/";

/** The image file extensions stored as originals; the sizes are always WebP. */
export const ORIGINAL_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

/** `/i/{size}/{key}.{ext}`: size folder, 32-hex key, extension. */
export const IMAGE_URL_PATTERN = /^\/i\/(236x|170x|originals)\/([0-9a-f]{32})\.(jpg|png|webp|gif)$/;

/**
 * The widths an image is made in (docs/decisions/044-image-variants.md): 1× and 2×/3× of each place
 * one is shown — avatars (24–48 px), board collages (about 100 and 200 px), grid cards (236 px, and
 * half a phone, 166 px), the Pin page (508 px, or a phone's whole width) and link previews (1200).
 */
export const VARIANT_WIDTHS = [96, 170, 236, 340, 508, 750, 1016, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** `/i/{width}w/{key}`: an original at one of VARIANT_WIDTHS, in the format the request accepts. */
export const IMAGE_VARIANT_PATTERN = /^\/i\/(\d{2,4})w\/([0-9a-f]{32})$/;

/** The URL of an image's variant `width` wide (never wider than the original: it is not enlarged). */
export const variantUrl = (key: string, width: VariantWidth): string => `${IMAGE_PATH_PREFIX}${width}w/${key}`;

/** The content key in an image URL of this service (a variant, a size or an original), else null. */
export function imageKeyOf(url: string): string | null {
  return IMAGE_VARIANT_PATTERN.exec(url)?.[2] ?? IMAGE_URL_PATTERN.exec(url)?.[2] ?? null;
}

/**
 * An `<img srcset>` of an image of this service: each variant narrower than the original, then one
 * at the original's own width (the widths a variant really has). Null for an image from elsewhere.
 *
 * @example
 * imageSrcSet("/i/236w/ab…", 600); // "/i/96w/ab… 96w, /i/170w/ab… 170w, /i/236w/ab… 236w, /i/340w/ab… 340w, /i/508w/ab… 508w, /i/750w/ab… 600w"
 */
export function imageSrcSet(
  url: string,
  originalWidth: number,
  maxWidth: number = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!,
): string | null {
  const key = imageKeyOf(url);
  if (!key || originalWidth < 1) return null;
  const out: string[] = [];
  for (const width of VARIANT_WIDTHS) {
    if (width > maxWidth) break;
    out.push(`${variantUrl(key, width)} ${Math.min(width, originalWidth)}w`);
    if (width >= originalWidth) break;
  }
  return out.join(", ") || null;
}

/** The smallest variant at least `width` wide (the widest when none is), for a fixed-size picture. */
export const variantAtLeast = (width: number): VariantWidth =>
  VARIANT_WIDTHS.find((w) => w >= width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/** business.md §4 "an image is valid only if both sides exceed 119 px". */
export const MIN_IMAGE_SIDE_EXCLUSIVE = 119;

/**
 * True when an image may be shown: both sides exceed 119 px (business.md §4 Image loading).
 *
 * @example
 * isDisplayableImage({ width: 236, height: 354 }); // true
 * isDisplayableImage({ width: 236, height: 119 }); // false
 */
export const isDisplayableImage = (image: { width: number; height: number }): boolean =>
  image.width > MIN_IMAGE_SIDE_EXCLUSIVE && image.height > MIN_IMAGE_SIDE_EXCLUSIVE;

/**
 * The width and height of an image scaled to `width` (never enlarged), rounded to whole pixels.
 *
 * @example
 * scaledToWidth({ width: 600, height: 900 }, 236); // { width: 236, height: 354 }
 * scaledToWidth({ width: 200, height: 300 }, 236); // { width: 200, height: 300 }
 */
export function scaledToWidth(image: { width: number; height: number }, width: number): { width: number; height: number } {
  if (image.width <= width) return { width: image.width, height: image.height };
  return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
}
