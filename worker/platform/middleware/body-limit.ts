/**
 * Request bodies are capped before anything parses them: a JSON call never needs more than
 * `JSON_BODY_LIMIT_BYTES` (not shown in the specs: 64 KiB, far above the largest sign-up payload),
 * so a 20 MB string is refused with 413 in the envelope instead of being parsed. Routes that take
 * uploads will set their own, larger limit.
 *
 * Only POST, PUT and PATCH bodies are read; any other method's body is left alone (and discarded
 * by the Worker entry). A declared Content-Length over the cap is refused without reading. A body
 * without one (chunked) is read up to the cap; past it, the rest is read and dropped before the
 * 413, so the connection is left clean for the next request (Hono's bodyLimit stops reading
 * mid-stream, which leaves the local dev proxy with half a request).
 */
import { createMiddleware } from "hono/factory";
import { ApiError } from "~common/errors";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

const tooLarge = (limit: number) => new ApiError("PAYLOAD_TOO_LARGE", { detail: `The body may be at most ${limit} bytes.` });

/**
 * Caps request bodies at `limit` bytes.
 *
 * @example
 * app.use("*", bodyLimit(JSON_BODY_LIMIT_BYTES));
 */
export const bodyLimit = (limit: number) =>
  createMiddleware(async (c, next) => {
    const raw = c.req.raw;
    if (!METHODS_WITH_BODY.has(raw.method) || raw.body === null) return next();
    const declared = raw.headers.get("content-length");
    if (declared !== null) {
      if (Number(declared) > limit) throw tooLarge(limit);
      return next();
    }
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= limit) chunks.push(value);
    }
    if (size > limit) throw tooLarge(limit);
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  });

export const jsonBodyLimit = bodyLimit(JSON_BODY_LIMIT_BYTES);
