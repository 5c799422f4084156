/**
 * Why: PUT /v3/pins/image/ (saving.md §4 "If an image is given, an image-resource registration is
 * sent asynchronously", §7): the bookmarklet's `media` is an image on another site; the Worker
 * fetches it once (safe-fetch.ts), checks it is a JPEG, PNG, WebP or GIF within
 * MAX_FETCHED_IMAGE_BYTES, and stores it as an original, content-addressed like every image
 * (docs/decisions/010-images.md). The answer's image_url is what the Pin is then created with.
 */
import { ApiError } from "~common/errors";
import { MAX_FETCHED_IMAGE_BYTES } from "~common/saving/constants";
import { IMAGE_URL_PATTERN } from "~common/saving/images";
import { originalSpec, type StoredImage } from "../images";
import { imageInfo } from "../images";
import { DEFAULT_DOMINANT_COLOR } from "../images";
import { safeFetch, type FetchAccess } from "./safe-fetch";

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const CONTENT_TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;

export interface RegisteredImage {
  image_url: string;
  width: number;
  height: number;
  dominant_color: string;
}

/**
 * @example
 * const { image_url } = await registerImage(env, new URL("https://example.com/soup.jpg"), fetchAccess(env), origin);
 */
export async function registerImage(env: Env, imageUrl: URL, access: FetchAccess, origin: string): Promise<RegisteredImage> {
  // An image already here needs no fetch.
  if (imageUrl.origin === origin && IMAGE_URL_PATTERN.test(imageUrl.pathname)) {
    const key = IMAGE_URL_PATTERN.exec(imageUrl.pathname)![2]!;
    const row = await env.DB.prepare("SELECT key, original_ext, width, height, sized, dominant_color FROM images WHERE key = ?")
      .bind(key)
      .first<StoredImage & { dominant_color: string }>();
    if (row) return { image_url: originalSpec(row).url, width: row.width, height: row.height, dominant_color: row.dominant_color };
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    ({ body: bytes } = await safeFetch(imageUrl, { ...access, maxBytes: MAX_FETCHED_IMAGE_BYTES, accept: "image/*" }));
  } catch {
    throw new ApiError("PIN_IMAGE_UNREACHABLE", { data: { field: "image_url" } });
  }
  const info = imageInfo(bytes);
  if (!info) throw new ApiError("PIN_IMAGE_INVALID", { data: { field: "image_url" } });
  const key = hex(await crypto.subtle.digest("SHA-256", bytes)).slice(0, 32);
  await env.IMAGES.put(`originals/${key}.${info.ext}`, bytes, { httpMetadata: { contentType: CONTENT_TYPES[info.ext] } });
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare(
    "INSERT OR IGNORE INTO images (key, original_ext, width, height, dominant_color, sized, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)",
  )
    .bind(key, info.ext, info.width, info.height, DEFAULT_DOMINANT_COLOR, now)
    .run();
  const spec = originalSpec({ key, original_ext: info.ext, width: info.width, height: info.height, sized: 0 });
  return { image_url: spec.url, width: info.width, height: info.height, dominant_color: DEFAULT_DOMINANT_COLOR };
}
