/**
 * Request bodies are capped before anything reads them: a JSON call never needs more than
 * `JSON_BODY_LIMIT_BYTES` (not shown in the specs: 64 KiB, far above the largest sign-up payload),
 * so a 20 MB string is refused with 413 in the envelope instead of being parsed. Routes that take
 * uploads set their own, larger limit. Hono's bodyLimit checks Content-Length and counts streamed
 * bytes when there is none.
 */
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "~common/errors";

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiError("PAYLOAD_TOO_LARGE", { detail: `The body may be at most ${JSON_BODY_LIMIT_BYTES} bytes.` });
  },
});
