/**
 * The submission key of a page's form post (`_submission`, app/entry.client.tsx): read from
 * a copy of the body, so the action still reads the original. Bodies over 1 MiB (an image upload)
 * are not copied; their writes go without a key.
 */
import { IDEMPOTENCY_KEY_SHAPE, SUBMISSION_KEY_FIELD } from "~common/platform/idempotency";

const MAX_COPIED_BYTES = 1024 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * @example
 * const submission = await submissionKeyOf(request); // "3f0c2b8e-…" or null
 */
export async function submissionKeyOf(request: Request): Promise<string | null> {
  if (request.method !== "POST" || !request.body) return null;
  if (!FORM_TYPES.test(request.headers.get("Content-Type") ?? "")) return null;
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(length <= MAX_COPIED_BYTES)) return null;
  const value = await request
    .clone()
    .formData()
    .then((form) => form.get(SUBMISSION_KEY_FIELD))
    .catch(() => null);
  // 64 characters leave room for the operation and the call's number in the derived keys.
  return typeof value === "string" && value.length <= 64 && IDEMPOTENCY_KEY_SHAPE.test(value) ? value : null;
}
