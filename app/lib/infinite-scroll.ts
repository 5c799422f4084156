/**
 * Why: feeds load their next page before the reader reaches the end (business.md §4 "Infinite
 * scroll fetch triggers within two viewport heights of the end, throttled 200 ms"). The trigger
 * and the throttle are pure functions of positions and time (the clock is passed in), so they are
 * unit-tested apart from the DOM; the grid wires them to scroll and resize events.
 */
import { INFINITE_SCROLL_THROTTLE_MS, INFINITE_SCROLL_VIEWPORTS } from "~common/saving/constants";

export interface ScrollState {
  /** window.scrollY */
  scrollTop: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** Bottom of the feed's content, in document coordinates. */
  contentBottom: number;
}

/**
 * True when the bottom of the viewport is within `viewports` viewport heights of the content's end.
 *
 * @example
 * shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 2000 }); // true: 1200 px left < 1600
 * shouldLoadMore({ scrollTop: 0, viewportHeight: 800, contentBottom: 5000 }); // false
 */
export function shouldLoadMore({ scrollTop, viewportHeight, contentBottom }: ScrollState, viewports = INFINITE_SCROLL_VIEWPORTS): boolean {
  const remaining = contentBottom - (scrollTop + viewportHeight);
  return remaining < viewports * viewportHeight;
}

export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * `fn` at most once per `wait` ms: the first call runs at once, calls during the wait collapse
 * into one trailing run at its end (so the last scroll position is always checked). `cancel`
 * drops a pending trailing run.
 *
 * @example
 * const onScroll = throttle(check, 200);
 * window.addEventListener("scroll", onScroll, { passive: true });
 * // later: window.removeEventListener("scroll", onScroll); onScroll.cancel();
 */
export function throttle(
  fn: () => void,
  wait = INFINITE_SCROLL_THROTTLE_MS,
  clock: Clock = realClock,
): (() => void) & { cancel: () => void } {
  let last = -Infinity;
  let pending: unknown = null;
  const run = () => {
    pending = null;
    last = clock.now();
    fn();
  };
  const throttled = () => {
    const elapsed = clock.now() - last;
    if (elapsed >= wait) {
      if (pending !== null) clock.clearTimeout(pending);
      run();
    } else if (pending === null) {
      pending = clock.setTimeout(run, wait - elapsed);
    }
  };
  throttled.cancel = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}
