/**
 * Why: pin images are served by the Worker itself from R2 (binding IMAGES) at stable,
 * content-addressed URLs, /i/{236x|170x|originals}/{key}.{ext} (docs/decisions/010-images.md):
 * a year of immutable caching, the object's ETag, and 304 on a matching If-None-Match without
 * reading the body. The page handler and the API are never loaded for these requests.
 */
import { IMAGE_PATH_PREFIX, IMAGE_URL_PATTERN } from "~common/saving/images";

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

/**
 * The answer for a request under /i/.
 *
 * @example
 * if (isImagePath(url.pathname)) return serveImage(request, env.IMAGES);
 */
export async function serveImage(request: Request, bucket: R2Bucket): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return text(405, "Method not allowed.", { Allow: "GET, HEAD" });
  const match = IMAGE_URL_PATTERN.exec(new URL(request.url).pathname);
  if (!match) return text(404, "Not found.");
  const [, size, key, ext] = match as unknown as [string, string, string, string];
  const objectKey = `${size}/${key}.${ext}`;
  const headers = (etag: string) => ({
    "Cache-Control": IMAGE_CACHE_CONTROL,
    ETag: etag,
    "Content-Type": CONTENT_TYPES[ext]!,
  });

  const wanted = ifNoneMatchTags(request.headers.get("If-None-Match"));
  if (wanted.length > 0) {
    const head = await bucket.head(objectKey);
    if (!head) return text(404, "Not found.");
    if (wanted.includes("*") || wanted.includes(head.httpEtag)) return new Response(null, { status: 304, headers: headers(head.httpEtag) });
  }
  const object = method === "HEAD" ? await bucket.head(objectKey) : await bucket.get(objectKey);
  if (!object) return text(404, "Not found.");
  const body = "body" in object ? (object as R2ObjectBody).body : null;
  return new Response(body, { status: 200, headers: { ...headers(object.httpEtag), "Content-Length": String(object.size) } });
}
