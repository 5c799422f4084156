/**
 * Coarse per-IP rate limits in KV: one counter per (bucket, IP, fixed window). KV is eventually
 * consistent and last-write-wins, so under a burst the count can run a little behind; this is the
 * outer limit only. Exact per-account counting lives in the LoginLockout Durable Object.
 */
import { createMiddleware } from "hono/factory";
import { ApiError } from "../api/envelope";
import type { ApiEnv } from "../api/types";
import { clientIp } from "./client-ip";

export type RateLimitBucket = "login" | "signup" | "lookup";

const MAX_VAR: Record<RateLimitBucket, keyof Env> = {
  login: "RATE_LIMIT_LOGIN_MAX",
  signup: "RATE_LIMIT_SIGNUP_MAX",
  lookup: "RATE_LIMIT_LOOKUP_MAX",
};

export interface WindowCount {
  key: string;
  resetsInSeconds: number;
}

/** The counter key for a request at `nowMs`, and seconds until its window ends. */
export function windowKey(bucket: RateLimitBucket, ip: string, nowMs: number, windowSeconds: number): WindowCount {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { key: `rl:${bucket}:${ip}:${start}`, resetsInSeconds: Math.ceil((start + windowMs - nowMs) / 1000) };
}

export const rateLimit = (bucket: RateLimitBucket) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const env = c.env;
    const max = Number(env[MAX_VAR[bucket]]);
    const windowSeconds = Number(env.RATE_LIMIT_WINDOW_SECONDS);
    const { key, resetsInSeconds } = windowKey(bucket, clientIp(c.req.raw.headers), Date.now(), windowSeconds);
    const count = Number((await env.RATE_LIMITS.get(key)) ?? 0);
    if (count >= max) {
      throw new ApiError("RATE_LIMITED", {
        headers: { "Retry-After": String(resetsInSeconds) },
        data: { retry_after_seconds: resetsInSeconds },
      });
    }
    // KV's TTL floor is 60 s; the key embeds the window start, so a longer life is harmless.
    await env.RATE_LIMITS.put(key, String(count + 1), { expirationTtl: Math.max(60, resetsInSeconds + 1) });
    await next();
  });
