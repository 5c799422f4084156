/**
 * Why: the URLs of a stored image's sizes are built in one place (docs/decisions/010-images.md,
 * 044-image-variants.md): every image, seeded or uploaded, has its 236x and 170x sizes as variants
 * (/i/{width}w/{key}) the Worker makes from the original on their first request. Widths and
 * heights are those of the file each URL serves.
 */
import { IMAGE_PATH_PREFIX, IMAGE_SIZES, scaledToWidth, VARIANT_WIDTHS, variantUrl, type ImageSize } from "~common/saving/images";
import { VARIANT_CONTENT_TYPES, variantObjectKey, type VariantFormat } from "./variants";

export interface StoredImage {
  key: string;
  original_ext: string;
  width: number;
  height: number;
  /** 1 when the seed of decision 010 also wrote 236x/170x files; no longer read (variants replace them). */
  sized: number;
}

export interface ImageSpec {
  url: string;
  width: number;
  height: number;
}

/** The original's URL and size. */
export const originalSpec = (image: StoredImage): ImageSpec => ({
  url: `${IMAGE_PATH_PREFIX}originals/${image.key}.${image.original_ext}`,
  width: image.width,
  height: image.height,
});

/**
 * The URL and size of one of the named sizes (a variant; never enlarged).
 *
 * @example
 * sizeSpec({ key: "ab…", original_ext: "jpg", width: 474, height: 711, sized: 0 }, "236x");
 * // { url: "/i/236w/ab…", width: 236, height: 354 }
 */
export function sizeSpec(image: StoredImage, size: ImageSize): ImageSpec {
  return { url: variantUrl(image.key, IMAGE_SIZES[size]), ...scaledToWidth(image, IMAGE_SIZES[size]) };
}

/** The picture of a person who has not uploaded one (public/default-avatar.svg). */
export const DEFAULT_AVATAR_URL = "/default-avatar.svg";

/**
 * The R2 keys a stored image may have: its original, the sizes and every variant (whether or not
 * they were made: deleting a key that is not there does nothing). 35 keys; R2 deletes 1000 a call.
 *
 * @example
 * imageObjectKeys({ key: "ab…", original_ext: "png" }); // ["originals/ab….png", "236x/ab….webp", "170x/ab….webp", "variants/96/ab….avif", …]
 */
export const imageObjectKeys = (image: Pick<StoredImage, "key" | "original_ext">): string[] => [
  `originals/${image.key}.${image.original_ext}`,
  ...Object.keys(IMAGE_SIZES).map((size) => `${size}/${image.key}.webp`),
  ...VARIANT_WIDTHS.flatMap((width) =>
    (Object.keys(VARIANT_CONTENT_TYPES) as VariantFormat[]).map((format) => variantObjectKey(width, image.key, format)),
  ),
];
