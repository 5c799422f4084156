/**
 * Why: pin images are served by the Worker itself from R2 (binding IMAGES) at stable,
 * content-addressed URLs, /i/{236x|170x|originals}/{key}.{ext} (docs/decisions/010-images.md) and
 * the variants /i/{width}w/{key} in the format the request accepts (044-image-variants.md, made on
 * their first request: variants.ts): a year of immutable caching (`Vary: Accept` for variants),
 * the object's ETag, and 304 on a matching If-None-Match without reading the body. The page
 * handler and the API are never loaded for these requests.
 */
import { IMAGE_PATH_PREFIX, IMAGE_URL_PATTERN, IMAGE_VARIANT_PATTERN } from "~common/saving/images";
import { makeVariant, variantFormat, variantObjectKey, variantWidth, type OriginalRecord } from "./variants";

/** A year, immutable: the URL names the bytes (their hash), so they never change under it. */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" };

/** True for the image path prefix (every request there is answered by `serveImage`). */
export const isImagePath = (pathname: string): boolean => pathname.startsWith(IMAGE_PATH_PREFIX);

/** The entity tags of an If-None-Match header, weak or strong, without the W/ prefix ("*" kept). */
export function ifNoneMatchTags(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .filter(Boolean);
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** The stored file `objectKey` as the answer (its ETag, 304 on a match, HEAD without the body). */
async function serveObject(request: Request, bucket: R2Bucket, objectKey: string, extra: Record<string, string>): Promise<Response> {
  const headers = (object: R2Object) => ({
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: object.httpEtag,
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    ...extra,
  });
  const wanted = ifNoneMatchTags(request.headers.get("If-None-Match"));
  if (wanted.length > 0) {
    const head = await bucket.head(objectKey);
    if (!head) return text(404, "Not found.");
    if (wanted.includes("*") || wanted.includes(head.httpEtag)) return new Response(null, { status: 304, headers: headers(head) });
  }
  const object = request.method.toUpperCase() === "HEAD" ? await bucket.head(objectKey) : await bucket.get(objectKey);
  if (!object) return text(404, "Not found.");
  const body = "body" in object ? (object as R2ObjectBody).body : null;
  return new Response(body, { status: 200, headers: { ...headers(object), "Content-Length": String(object.size) } });
}

/** A variant: read from R2, or made from the original on its first request. */
async function serveVariant(request: Request, env: ImageEnv, widthText: string, key: string): Promise<Response> {
  const width = variantWidth(widthText);
  if (!width) return text(404, "Not found.");
  // Format by Accept: caches must keep one copy per Accept (Vary), a phone's AVIF is not an old browser's JPEG.
  const vary = { Vary: "Accept" };
  let original: OriginalRecord | null;
  try {
    original = await env.DB.prepare("SELECT original_ext, width FROM images WHERE key = ?").bind(key).first<OriginalRecord>();
  } catch {
    // Images are answered before the database-ready check: a database not migrated yet is a 503 here too.
    return text(503, "Not available yet.", { "Retry-After": "5" });
  }
  if (!original) return text(404, "Not found.", vary);
  const format = variantFormat(request.headers.get("Accept"), original.original_ext);
  const objectKey = variantObjectKey(width, key, format);
  if (!(await env.IMAGES.head(objectKey))) {
    try {
      if (!(await makeVariant(env, original, key, width, format))) return text(404, "Not found.", vary);
    } catch (error) {
      // An original the Images binding cannot read (a broken file behind a valid header).
      console.warn("image variant failed", { key, width, format, error: String(error) });
      return text(422, "This image cannot be resized.", vary);
    }
  }
  return serveObject(request, env.IMAGES, objectKey, vary);
}

export type ImageEnv = Pick<Env, "IMAGES" | "IMAGE_TRANSFORMS" | "DB">;

/**
 * The answer for a request under /i/.
 *
 * @example
 * if (isImagePath(url.pathname)) return serveImage(request, env);
 */
export async function serveImage(request: Request, env: ImageEnv): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return text(405, "Method not allowed.", { Allow: "GET, HEAD" });
  const pathname = new URL(request.url).pathname;
  const variant = IMAGE_VARIANT_PATTERN.exec(pathname);
  if (variant) return serveVariant(request, env, variant[1]!, variant[2]!);
  const match = IMAGE_URL_PATTERN.exec(pathname);
  if (!match) return text(404, "Not found.");
  const [, size, key, ext] = match as unknown as [string, string, string, string];
  return serveObject(request, env.IMAGES, `${size}/${key}.${ext}`, { "Content-Type": CONTENT_TYPES[ext]! });
}
