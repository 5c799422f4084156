/**
 * Why: delivery, counting and spend turn on UTC days, and tests must not wait for midnight
 * (docs/decisions/039). Where DEV_TOOLS is "true" (local runs and the tests' Workers, never a
 * deployment) a request may name its moment in the `x-promoted-clock` header, epoch ms; everywhere
 * else, and without the header, it is the real time.
 */
import type { Context } from "hono";
import { devToolsEnabled } from "~common/platform/flags";
import type { ApiEnv } from "../../platform/types";

export const PROMOTED_CLOCK_HEADER = "x-promoted-clock";

/** The moment the request names, where it may; else null. */
export function injectedNow(c: Context<ApiEnv>): number | null {
  if (!devToolsEnabled(c.env)) return null;
  const given = c.req.header(PROMOTED_CLOCK_HEADER);
  return given && /^\d{12,14}$/.test(given) ? Number(given) : null;
}

/** The request's now (epoch ms). */
export const promotedNow = (c: Context<ApiEnv>): number => injectedNow(c) ?? Date.now();
