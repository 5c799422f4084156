/**
 * Why: per-IP limits on log-in, sign-up and look-ups must hold under a burst, not only for
 * sequential requests. KV alone cannot do that: its reads and writes are not atomic, so 60
 * concurrent log-ins all read "0" and all pass. Two layers:
 *
 * 1. An exact in-isolate counter, incremented synchronously before any await. Requests of one
 *    isolate cannot interleave between the read and the write, so a burst that lands on one
 *    isolate (one machine) is cut at exactly the limit.
 * 2. KV, the shared coarse store across isolates and locations: the isolate reads the window's
 *    count and writes back the count as it sees it (the read plus its own requests since, at
 *    least its exact count), so other isolates see the traffic within KV's propagation delay.
 *    KV takes one write per second per key, and its reads are served from the edge's cache for up
 *    to a minute anyway; so an isolate reads a key at most once a second (SharedCounts) and writes
 *    it at most once a second, the requests between folded into one trailing write.
 *
 * Exact per-account counting (the log-in lockout) lives in the LoginLockout Durable Object.
 * docs/decisions/007-rate-limits.md records the measurements behind this choice.
 *
 * A request carrying the provider-state credential (../../dev/pact-state/credential.ts) is neither
 * counted nor limited: it is the Pact verifier arranging a state, and the verified interactions,
 * which never carry it, meet the limits alone (docs/decisions/025-pact-provider-states.md).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "~common/errors";
import { config, type Config } from "../config";
import { hasPactStateCredential } from "../../dev/pact-state";
import type { ApiEnv } from "../types";
import { clientIp } from "./client-ip";

export const RATE_LIMIT_BUCKETS = [
  "login",
  "signup",
  "lookup",
  "recovery",
  "oauth",
  "beacon",
  "delivery",
  "reporting",
  "account",
  "drafts",
  "errors",
  "conversions",
] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

const MAX_VAR = {
  login: "RATE_LIMIT_LOGIN_MAX",
  signup: "RATE_LIMIT_SIGNUP_MAX",
  lookup: "RATE_LIMIT_LOOKUP_MAX",
  recovery: "RATE_LIMIT_RECOVERY_MAX",
  oauth: "RATE_LIMIT_OAUTH_MAX",
  beacon: "RATE_LIMIT_BEACON_MAX",
  delivery: "RATE_LIMIT_DELIVERY_MAX",
  reporting: "RATE_LIMIT_REPORTING_MAX",
  account: "RATE_LIMIT_ACCOUNT_MAX",
  drafts: "RATE_LIMIT_DRAFTS_MAX",
  errors: "RATE_LIMIT_ERRORS_MAX",
  conversions: "RATE_LIMIT_CONVERSIONS_MAX",
} as const satisfies Record<RateLimitBucket, keyof Config>;

export interface WindowCount {
  key: string;
  /** epoch ms when the window ends */
  endsAt: number;
  resetsInSeconds: number;
}

/** The counter key for a request at `nowMs`, and seconds until its window ends. */
export function windowKey(bucket: RateLimitBucket, ip: string, nowMs: number, windowSeconds: number): WindowCount {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return {
    key: `rl:${bucket}:${ip}:${start}`,
    endsAt: start + windowMs,
    resetsInSeconds: Math.ceil((start + windowMs - nowMs) / 1000),
  };
}

/** Exact counts of this isolate, per window key; old windows are swept as new ones open. */
export class LocalCounter {
  private readonly counts = new Map<string, { n: number; endsAt: number }>();
  private nextSweep = 0;

  /** Counts one request and returns the window's total in this isolate (synchronous: no interleaving). */
  hit(key: string, endsAt: number, nowMs: number): number {
    if (nowMs >= this.nextSweep) this.sweep(nowMs);
    const entry = this.counts.get(key);
    if (entry) return ++entry.n;
    this.counts.set(key, { n: 1, endsAt });
    return 1;
  }

  /** This isolate's count of a window so far (0 for a window it has not seen). */
  count(key: string): number {
    return this.counts.get(key)?.n ?? 0;
  }

  get size(): number {
    return this.counts.size;
  }

  private sweep(nowMs: number) {
    for (const [key, entry] of this.counts) if (entry.endsAt <= nowMs) this.counts.delete(key);
    this.nextSweep = nowMs + 10_000;
  }
}

const local = new LocalCounter();

/** KV's limit: one write per second to a key; reads are kept as long (their edge cache is longer). */
export const KV_KEY_INTERVAL_MS = 1000;

interface SharedView {
  /** The KV count when last read, and this isolate's exact count then. */
  read: number;
  mineAtRead: number;
  readAt: number;
  /** When the key was last written by this isolate, and whether a trailing write is queued. */
  writtenAt: number;
  trailing: boolean;
  endsAt: number;
}

/**
 * This isolate's view of the shared (KV) counts: at most one read and one write per key per
 * second. `total` is the count across isolates as this one knows it: the last read plus its own
 * requests since.
 */
export class SharedCounts {
  private readonly views = new Map<string, SharedView>();
  private nextSweep = 0;

  constructor(
    private readonly counter: LocalCounter,
    private readonly now: () => number = Date.now,
  ) {}

  /** The window's shared count before this isolate's latest request (a KV read at most once a second). */
  async before(kv: KVNamespace, key: string, endsAt: number): Promise<number> {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let view = this.views.get(key);
    if (!view || now - view.readAt >= KV_KEY_INTERVAL_MS) {
      const read = Number((await kv.get(key)) ?? 0);
      view = this.views.get(key) ?? { read, mineAtRead: 0, readAt: 0, writtenAt: 0, trailing: false, endsAt };
      Object.assign(view, { read, mineAtRead: this.counter.count(key) - 1, readAt: this.now() });
      this.views.set(key, view);
    }
    // The read plus this isolate's requests since, this one left out (the exact in-isolate
    // limit is the local counter's; this is what other isolates add to it).
    return view.read + (this.counter.count(key) - 1 - view.mineAtRead);
  }

  /** Writes the window's count back: now if the key was not written this second, else once, when it may be. */
  write(kv: KVNamespace, key: string, ttlSeconds: number, waitUntil: (p: Promise<unknown>) => void) {
    const view = this.views.get(key);
    if (!view) return;
    const put = () => {
      view.writtenAt = this.now();
      view.trailing = false;
      return kv.put(key, String(this.total(key, view)), { expirationTtl: ttlSeconds });
    };
    const wait = view.writtenAt + KV_KEY_INTERVAL_MS - this.now();
    if (wait <= 0) waitUntil(put());
    else if (!view.trailing) {
      view.trailing = true;
      waitUntil(new Promise((resolve) => setTimeout(resolve, wait)).then(put));
    }
  }

  private total(key: string, view: SharedView): number {
    const mine = this.counter.count(key);
    return Math.max(view.read + (mine - view.mineAtRead), mine);
  }

  private sweep(now: number) {
    for (const [key, view] of this.views) if (view.endsAt <= now && !view.trailing) this.views.delete(key);
    this.nextSweep = now + 10_000;
  }
}

const shared = new SharedCounts(local);

/** The property that marks a middleware made by `rateLimit` with its bucket (read by `rateLimitedRoutes`). */
const BUCKET = Symbol("rate-limit bucket");

/**
 * Limits requests per client IP and fixed window for one bucket; `skip` names requests of the
 * route that are not counted (a two-factor log-in's code steps); `key` counts by something else
 * than the address (a Conversions API token, wherever its server sends from).
 *
 * @example
 * authRoutes.use("/v3/sessions/", rateLimit("login"));
 */
export const rateLimit = (
  bucket: RateLimitBucket,
  opts: { skip?: (c: Context<ApiEnv>) => Promise<boolean>; key?: (c: Context<ApiEnv>) => Promise<string> } = {},
) => {
  const middleware = createMiddleware<ApiEnv>(async (c, next) => {
    if ((await hasPactStateCredential(c)) || (await opts.skip?.(c))) return next();
    const verdict = await countRequest(c, bucket, await opts.key?.(c));
    if (!verdict.allowed) {
      throw new ApiError("RATE_LIMITED", {
        headers: { "Retry-After": String(verdict.resetsInSeconds) },
        data: { retry_after_seconds: verdict.resetsInSeconds },
      });
    }
    await next();
  });
  return Object.assign(middleware, { [BUCKET]: bucket });
};

/**
 * Counts one request of `bucket` for the client's address and says whether it is within the
 * window's limit, without refusing it: for a read that answers either way but hands out less
 * past the limit (promoted Pins' delivery tokens).
 *
 * @example
 * if ((await countRequest(c, "delivery")).allowed) slots = promotedSlots(page);
 */
export async function countRequest(
  c: Context<ApiEnv>,
  bucket: RateLimitBucket,
  by?: string,
): Promise<{ allowed: boolean; resetsInSeconds: number }> {
  const cfg = config(c.env);
  const max = cfg[MAX_VAR[bucket]];
  const now = Date.now();
  // The IP is known synchronously for plain addresses; only odd headers need a hash (await).
  const ip = by ?? (await clientIp(c.req.raw.headers));
  const { key, endsAt, resetsInSeconds } = windowKey(bucket, ip, now, cfg.RATE_LIMIT_WINDOW_SECONDS);
  if (local.hit(key, endsAt, now) > max) return { allowed: false, resetsInSeconds };
  if ((await shared.before(c.env.RATE_LIMITS, key, endsAt)) >= max) return { allowed: false, resetsInSeconds };
  // KV's TTL floor is 60 s; the key embeds the window start, so a longer life is harmless.
  shared.write(c.env.RATE_LIMITS, key, Math.max(60, resetsInSeconds + 1), (p) => c.executionCtx.waitUntil(p));
  return { allowed: true, resetsInSeconds };
}

/**
 * Every rate-limited route of an app (`app.routes` once all routers are mounted): its method
 * (ALL for a middleware on every method), Hono path pattern and bucket. A route behind two
 * limiters of one bucket is listed twice: a request there counts twice.
 *
 * @example
 * rateLimitedRoutes(app.routes) // [{ method: "POST", path: "/v3/register/", bucket: "signup" }, …]
 */
export function rateLimitedRoutes(routes: readonly { method: string; path: string; handler: unknown }[]) {
  return routes.flatMap((r) => {
    // A sub-app with its own error handler is mounted wrapped; Hono keeps the original handler
    // on the wrapper under "__COMPOSED_HANDLER" (hono/dist/utils/constants.js).
    const handler = r.handler as { [BUCKET]?: RateLimitBucket; __COMPOSED_HANDLER?: { [BUCKET]?: RateLimitBucket } };
    const bucket = handler[BUCKET] ?? handler.__COMPOSED_HANDLER?.[BUCKET];
    return bucket ? [{ method: r.method, path: r.path, bucket }] : [];
  });
}

/**
 * How much of the current window's `bucket` the address `ip` has used (the larger of this
 * isolate's exact count and the shared KV count), its limit, and when the window ends.
 *
 * @example
 * const { used, max } = await windowUsage(env, "signup", "203.0.113.7");
 */
export async function windowUsage(env: Env, bucket: RateLimitBucket, ip: string, nowMs = Date.now()) {
  const cfg = config(env);
  const { key, resetsInSeconds } = windowKey(bucket, ip, nowMs, cfg.RATE_LIMIT_WINDOW_SECONDS);
  const shared = Number((await env.RATE_LIMITS.get(key)) ?? 0);
  return {
    max: cfg[MAX_VAR[bucket]],
    used: Math.max(shared, local.count(key)),
    resetsInSeconds,
    windowSeconds: cfg.RATE_LIMIT_WINDOW_SECONDS,
  };
}
