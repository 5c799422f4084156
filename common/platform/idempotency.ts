/**
 * Idempotency keys (docs/decisions/047-idempotency-keys.md): what a client sends with a write it
 * may retry, and how long the Worker keeps the first answer. Stripe's semantics: the same key and
 * request answer the first answer again; the same key with another request is 422.
 */

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** The header that marks an answer as the stored first answer of its key. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";
/** Keys are 1–255 printable ASCII characters (a UUID v4 is what the app sends). */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
/** How long a key's first answer is kept (and the key cannot be used for another request). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** The hidden form field the pages' forms carry one key in per submission (app/entry.client.tsx). */
export const SUBMISSION_KEY_FIELD = "_submission";
/** The methods a key applies to: the API's writes. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
