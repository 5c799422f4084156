/** business.md §4: fetch within two viewport heights of the end, throttled 200 ms (app/lib/infinite-scroll.ts). */
import { expect, test } from "vitest";
import { shouldLoadMore, throttle, type Clock } from "~app/lib/infinite-scroll";

test("loads when less than two viewport heights remain below the viewport", () => {
  expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 2399 })).toBe(true);
  expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 2400 })).toBe(false);
  expect(shouldLoadMore({ scrollTop: 1000, viewportHeight: 800, contentBottom: 3399 })).toBe(true);
  expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 500 })).toBe(true);
  expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 5000 }, 6)).toBe(true);
});

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now) {
        timers.delete(id);
        t.fn();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

test("the first call runs at once; calls within 200 ms collapse into one trailing run at 200 ms", () => {
  const { clock, advance } = fakeClock();
  const runs: number[] = [];
  const t = throttle(() => runs.push(clock.now()), 200, clock);
  t();
  expect(runs).toEqual([0]);
  advance(50);
  t();
  advance(50);
  t();
  expect(runs).toEqual([0]);
  advance(99);
  expect(runs).toEqual([0]);
  advance(1);
  expect(runs).toEqual([0, 200]);
  advance(300);
  t();
  expect(runs).toEqual([0, 200, 500]);
});

test("never more than once per 200 ms under a steady stream of events", () => {
  const { clock, advance } = fakeClock();
  const runs: number[] = [];
  const t = throttle(() => runs.push(clock.now()), 200, clock);
  for (let i = 0; i < 100; i++) {
    t();
    advance(10);
  }
  advance(200);
  for (let i = 1; i < runs.length; i++) expect(runs[i]! - runs[i - 1]!).toBeGreaterThanOrEqual(200);
  expect(runs.length).toBe(6);
});

test("cancel drops the pending trailing run", () => {
  const { clock, advance, pending } = fakeClock();
  let count = 0;
  const t = throttle(() => count++, 200, clock);
  t();
  t();
  expect(pending()).toBe(1);
  t.cancel();
  advance(500);
  expect(count).toBe(1);
});
