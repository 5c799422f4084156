/**
 * Why: success answers go through one helper so every handler returns the same envelope, typed
 * against its route contract. Errors are never built here: throw an ApiError (~common/errors).
 */
import type { Context } from "hono";

/**
 * `200 {"resource_response":{"data": …}}`.
 *
 * @example
 * .openapi(viewerRoute, async (c) => ok(c, toViewer(user)))
 */
export const ok = <C extends Context, T>(c: C, data: T) => c.json({ resource_response: { data } }, 200);
