/**
 * Why: a Pin created with `image_base64` brings its own picture (saving.md §7). It is stored as an
 * original only, content-addressed like every image (docs/decisions/010-images.md): decoded,
 * checked to be a JPEG, PNG, WebP or GIF (by its bytes, not by what it claims) within
 * MAX_PIN_IMAGE_BYTES — the pin builder's upload limit — and within MAX_PIN_IMAGE_PIXELS (no
 * decompression bombs: `pinImageInfo`), written to R2, and its images row prepared for the save's
 * batch.
 */
import { MAX_PIN_IMAGE_BYTES } from "~common/saving/constants";
import { ApiError } from "~common/errors";
import { pinImageInfo } from "./image-info";

/** ours: the colour shown while an upload without `color` loads. */
export const DEFAULT_DOMINANT_COLOR = "#efefef";

export interface UploadedImage {
  key: string;
  ext: string;
  width: number;
  height: number;
  dominantColor: string;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/^data:image\/[a-z+.-]+;base64,/i, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * Stores a base64 image as an original; 413 PAYLOAD_TOO_LARGE past MAX_PIN_IMAGE_BYTES, 400
 * PIN_IMAGE_INVALID when it is not an image we take.
 *
 * @example
 * const image = await storeBase64Image(env.IMAGES, body.image_base64, body.color);
 */
export async function storeBase64Image(bucket: R2Bucket, base64: string, color: string | undefined): Promise<UploadedImage> {
  const bytes = decodeBase64(base64);
  if (bytes && bytes.length > MAX_PIN_IMAGE_BYTES) {
    throw new ApiError("PAYLOAD_TOO_LARGE", {
      detail: `image_base64 may be at most ${MAX_PIN_IMAGE_BYTES} bytes decoded.`,
      data: { field: "image_base64" },
    });
  }
  const info = bytes ? pinImageInfo(bytes) : null;
  if (!bytes || !info) throw new ApiError("PIN_IMAGE_INVALID", { data: { field: "image_base64" } });
  const key = hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 32);
  const contentType = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" }[info.ext];
  await bucket.put(`originals/${key}.${info.ext}`, bytes, { httpMetadata: { contentType } });
  return { key, ext: info.ext, width: info.width, height: info.height, dominantColor: color?.toLowerCase() ?? DEFAULT_DOMINANT_COLOR };
}
