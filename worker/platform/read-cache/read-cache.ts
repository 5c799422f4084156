/**
 * Why: the home feed is the same for every viewer, and a logged-out search or autocomplete depends
 * only on its query (and the visitor's country): the reads that every visitor's first page makes,
 * and the hottest in `npm run bench`. Each costs D1 work (the feed's ranking query, FTS5) that the
 * next visitor's request, a moment later, would repeat for the same answer. Each isolate keeps
 * those answers for a few seconds (PUBLIC_READ_SECONDS), in memory: no round trip at all, unlike
 * the Cache API or KV, which would cost one as large as the D1 read they save here.
 *
 * Freshness, the rules (docs/decisions/035-public-read-cache.md):
 * - A request that carries a D1 bookmark the Worker handed out (someone who wrote in the last hour:
 *   worker/platform/d1-sessions/; a made-up one does not count) is never answered from the cache:
 *   people see their own saves.
 * - A write through this isolate drops everything it kept (isolateWrites changes).
 * - Anything else is at most PUBLIC_READ_SECONDS old: the staleness D1's read replicas already
 *   allow a request without a bookmark, bounded.
 * Concurrent misses of one key share one load; a failed load is not kept.
 */
import type { Context } from "hono";
import { isolateWrites, requestBookmark } from "../d1-sessions";
import type { ApiEnv } from "../types";

/** How long an answer is kept (the bound on what a visitor without a bookmark may miss). */
export const PUBLIC_READ_SECONDS = 5;

/** Keys kept per cache; the least recently stored goes first. */
export const PUBLIC_READ_MAX_ENTRIES = 500;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  generation: number;
}

/** One kind of public answer (the home feed, a search), kept per key in this isolate. */
export class PublicReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = PUBLIC_READ_SECONDS * 1000,
    private readonly maxEntries = PUBLIC_READ_MAX_ENTRIES,
    private readonly generation: () => number = isolateWrites,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The kept answer for `key`, or `load()`'s, kept from now on (shared with concurrent callers).
   *
   * @example
   * const page = await homeFeedCache.read(JSON.stringify(query), () => homeFeed(db, query));
   */
  read(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const generation = this.generation();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now && kept.generation === generation) return kept.value;
    const value = load();
    const entry: Entry<T> = { value, expiresAt: now + this.ttlMs, generation };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // A failure is the caller's, once: the next request loads again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * `load()`'s answer through `cache`, unless the request carries a D1 bookmark (its sender wrote
 * lately and must read their own writes: then always `load()`).
 *
 * @example
 * return ok(c, await publicRead(c, homeFeedCache, JSON.stringify(query), () => homeFeed(c.env.DB, query)));
 */
export function publicRead<T>(c: Context<ApiEnv>, cache: PublicReadCache<T>, key: string, load: () => Promise<T>): Promise<T> {
  return requestBookmark(c.req.raw, c.env) === null ? cache.read(key, load) : load();
}
