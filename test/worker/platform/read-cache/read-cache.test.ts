/**
 * The public read cache's rules (worker/platform/read-cache/read-cache.ts): kept for its time,
 * dropped by a write in the isolate, one load for concurrent misses, failures not kept, bounded.
 */
import { expect, test } from "vitest";
import { PUBLIC_READ_SECONDS, PublicReadCache } from "~worker/platform/read-cache";

function setup(maxEntries = 500) {
  const clock = { now: 0, writes: 0 };
  const cache = new PublicReadCache<string>(
    PUBLIC_READ_SECONDS * 1000,
    maxEntries,
    () => clock.writes,
    () => clock.now,
  );
  let loads = 0;
  const load = (value: string) => () => (loads++, Promise.resolve(value));
  return { clock, cache, load, loads: () => loads };
}

test("an answer is kept for PUBLIC_READ_SECONDS, then loaded again", async () => {
  const { clock, cache, load, loads } = setup();
  expect(await cache.read("feed", load("a"))).toBe("a");
  clock.now = PUBLIC_READ_SECONDS * 1000 - 1;
  expect(await cache.read("feed", load("b"))).toBe("a");
  expect(loads()).toBe(1);
  clock.now = PUBLIC_READ_SECONDS * 1000;
  expect(await cache.read("feed", load("c"))).toBe("c");
  expect(loads()).toBe(2);
});

test("a write through the isolate drops what was kept before it", async () => {
  const { clock, cache, load } = setup();
  await cache.read("feed", load("before"));
  clock.writes++;
  expect(await cache.read("feed", load("after"))).toBe("after");
  expect(await cache.read("feed", load("later"))).toBe("after");
});

test("keys are kept apart; concurrent misses share one load", async () => {
  const { cache, load, loads } = setup();
  const [a, b, c] = await Promise.all([cache.read("q=1", load("one")), cache.read("q=1", load("two")), cache.read("q=2", load("three"))]);
  expect([a, b, c]).toEqual(["one", "one", "three"]);
  expect(loads()).toBe(2);
});

test("a failed load is not kept", async () => {
  const { cache, load } = setup();
  await expect(cache.read("feed", () => Promise.reject(new Error("D1 down")))).rejects.toThrow("D1 down");
  expect(await cache.read("feed", load("ok"))).toBe("ok");
});

test("at most maxEntries keys, the oldest stored dropped first", async () => {
  const { cache, load, loads } = setup(2);
  await cache.read("a", load("a"));
  await cache.read("b", load("b"));
  await cache.read("c", load("c"));
  expect(cache.size).toBe(2);
  await cache.read("b", load("b2"));
  expect(loads()).toBe(3);
  expect(await cache.read("a", load("a2"))).toBe("a2");
});
