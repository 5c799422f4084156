/**
 * Why: timed UI (a toast's 5000 ms, confetti after 1250 ms for 800 ms) cannot be checked by
 * polling from the test on 2 busy cores: a poll can arrive after a short-lived element is already
 * gone, or late enough to misjudge how long it stayed. This records, inside the page, when an
 * element matching a selector enters and leaves the document (a MutationObserver: it runs right
 * after the DOM change, whatever the test process is doing), so a test asserts the page's own
 * timeline instead of its view of it.
 *
 * The record lives in the document: it survives client-side navigations, not a full page load.
 */
import type { Page } from "playwright-core";

/** When (page clock, ms) the first matching element appeared and then left, and its size then. */
export interface Presence {
  added: number | null;
  removed: number | null;
  /** How many elements the first match contained when it appeared. */
  descendants: number | null;
}

export interface PresenceWatch {
  /** Waits (polling the page's record) until the element has appeared and left again. */
  cameAndWent: (timeout?: number) => Promise<{ added: number; removed: number; descendants: number }>;
  /** Waits until the element has appeared (it may have left since). */
  appeared: (timeout?: number) => Promise<{ added: number; descendants: number }>;
}

type Log = Record<string, Presence>;

/** How late a page's timer may fire while two test files share 2 busy cores. Timers never fire early. */
export const TIMER_SLACK_MS = 1500;

/**
 * Starts recording `selector`'s presence in `page`'s current document (with `text`: the first
 * match whose text contains it).
 *
 * @example
 * const confetti = await watchPresence(page, '[data-testid="confetti"]');
 * await page.getByRole("option", { name: /Someday/ }).click();
 * const { added, removed } = await confetti.cameAndWent();
 * expect(removed - added).toBeGreaterThanOrEqual(800);
 */
export async function watchPresence(page: Page, selector: string, { text }: { text?: string } = {}): Promise<PresenceWatch> {
  const key = `${selector}|${text ?? ""}`;
  await page.evaluate(
    ([sel, key, text]) => {
      const w = window as unknown as { __presence?: Log };
      const log = (w.__presence ??= {});
      const record: Presence = (log[key] = { added: null, removed: null, descendants: null });
      const check = () => {
        const el = [...document.querySelectorAll(sel)].find((e) => text === undefined || e.textContent?.includes(text));
        if (el && record.added === null) {
          record.added = performance.now();
          record.descendants = el.querySelectorAll("*").length;
        } else if (!el && record.added !== null && record.removed === null) {
          record.removed = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.documentElement, { childList: true, subtree: true });
      check();
    },
    [selector, key, text] as const,
  );
  const read = () => page.evaluate((k) => (window as unknown as { __presence: Log }).__presence[k]!, key);
  const until = async <T>(ready: (p: Presence) => T | null, timeout: number): Promise<T> => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const p = await read();
      const done = ready(p);
      if (done) return done;
      if (Date.now() > deadline) throw new Error(`${key}: not seen in ${timeout} ms (record: ${JSON.stringify(p)})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return {
    cameAndWent: (timeout = 20_000) =>
      until(
        (p) => (p.added !== null && p.removed !== null ? { added: p.added, removed: p.removed, descendants: p.descendants! } : null),
        timeout,
      ),
    appeared: (timeout = 20_000) => until((p) => (p.added !== null ? { added: p.added, descendants: p.descendants! } : null), timeout),
  };
}
