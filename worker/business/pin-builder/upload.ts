/**
 * Why: the pin builder (business.md §2, §3 pin creation method "uploaded") uploads a whole photo,
 * far larger than the JSON body cap lets a Pin create carry as image_base64. The bytes come as the
 * request body (POST /v3/pin_builder/uploads/, its own size limit in worker/platform/api-app.ts), are
 * checked to be an image we take, and are stored content-addressed as an original in R2 with its
 * images row (docs/decisions/010-images.md), so the Pin create that follows names it by image_url.
 */
import { PIN_BUILDER_IMAGE_TYPES } from "~common/business/constants";
import { ApiError } from "~common/errors";
import { pinImageInfo } from "../../saving/images";
import { DEFAULT_DOMINANT_COLOR } from "../../saving/images";

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * @example
 * const upload = await storeUpload(env.DB, env.IMAGES, "image/jpeg", bytes); // { image_url: "/i/originals/….jpg", … }
 */
export async function storeUpload(db: D1Database, bucket: R2Bucket, contentType: string, bytes: Uint8Array<ArrayBuffer>) {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!Object.hasOwn(PIN_BUILDER_IMAGE_TYPES, type))
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", { detail: "Send a JPEG, PNG, WebP or GIF image as the body." });
  const info = pinImageInfo(bytes);
  if (!info) throw new ApiError("PIN_IMAGE_INVALID", { data: { field: "body" } });
  const key = hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 32);
  const contentTypeOf = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" }[info.ext];
  await bucket.put(`originals/${key}.${info.ext}`, bytes, { httpMetadata: { contentType: contentTypeOf } });
  await db
    .prepare(
      "INSERT INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT (key) DO NOTHING",
    )
    .bind(key, info.ext, info.width, info.height, DEFAULT_DOMINANT_COLOR, Math.floor(Date.now() / 1000))
    .run();
  return { image_url: `/i/originals/${key}.${info.ext}`, width: info.width, height: info.height, dominant_color: DEFAULT_DOMINANT_COLOR };
}
