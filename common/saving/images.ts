/**
 * Why: where a pin's image lives and which of its sizes a page may show, decided once for the
 * Worker (which builds the URLs in API answers and serves the files) and the pages (which apply
 * the display rule). Images are content-addressed: `{key}` is the SHA-256 (32 hex digits) of the
 * original's bytes, so a URL never changes meaning and is cached for a year (docs/decisions/010).
 */

/** The stored sizes (saving.md §2 "pin image (236 wide)", §2 "board thumbnail uses the 170x size"). */
export const IMAGE_SIZES = { "236x": 236, "170x": 170 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Path prefix of image URLs (the Worker serves /i/{236x|170x|originals}/{file}). */
export const IMAGE_PATH_PREFIX = "/i/";

/** The image file extensions stored as originals; the sizes are always WebP. */
export const ORIGINAL_EXTENSIONS = ["jpg", "png", "webp", "gif"] as const;
export type OriginalExtension = (typeof ORIGINAL_EXTENSIONS)[number];

/** `/i/{size}/{key}.{ext}`: size folder, 32-hex key, extension. */
export const IMAGE_URL_PATTERN = /^\/i\/(236x|170x|originals)\/([0-9a-f]{32})\.(jpg|png|webp|gif)$/;

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
