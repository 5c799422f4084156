/** common/business/page-layout/rules.ts: page classes, the scroll-hiding header, the upsell footer, the spinner, hover cards. */
import { describe, expect, test } from "vitest";
import {
  CHROME_START,
  hoverCard,
  hoverRecheckMs,
  pageClass,
  pinLayout,
  scrollChrome,
  showPageSpinner,
  upsellVisible,
  type ChromeState,
} from "~common/business/page-layout/rules";
import { HEADER_HEIGHT, SCROLL } from "~common/business/page-layout/constants";

test("page classes: NARROW under 870, MEDIUM 870 to 1275, WIDE above 1275 (business.md §2, §9)", () => {
  expect([0, 375, 869, 870, 1000, 1275, 1276, 1400].map(pageClass)).toEqual([
    "NARROW",
    "NARROW",
    "NARROW",
    "MEDIUM",
    "MEDIUM",
    "MEDIUM",
    "WIDE",
    "WIDE",
  ]);
  expect(pinLayout("NARROW")).toEqual({ columns: 1, paneWidth: null, maxWidth: null });
  expect(pinLayout("MEDIUM")).toEqual({ columns: 2, paneWidth: 508, maxWidth: 1016 });
  expect(HEADER_HEIGHT).toBe(64);
});

describe("the scroll-hiding header (business.md §4)", () => {
  const run = (ys: number[], opts?: { inModal?: boolean }) => {
    let s: ChromeState = CHROME_START;
    return ys.map((y) => (s = scrollChrome(s, y, opts)).hidden);
  };

  test("hides after scrolling down more than 20 px, not at exactly 20", () => {
    expect(run([100])).toEqual([true]);
    // Shown again at 300 after scrolling up; then 20 px down keeps it, 21 hides it.
    expect(run([500, 300, 320])).toEqual([true, false, false]);
    expect(run([500, 300, 321])).toEqual([true, false, true]);
  });

  test("shows after scrolling up more than 20 px, counted from the lowest point", () => {
    expect(run([100, 300, 280, 279])).toEqual([true, true, true, false]);
    expect(run([100, 300, 290, 310, 289])).toEqual([true, true, true, true, false]);
  });

  test("always shown at or above 55 px from the top, even after less than 20 px up", () => {
    expect(run([70, 56])).toEqual([true, true]);
    expect(run([70, 55])).toEqual([true, false]);
    expect(run([40, 54, 55])).toEqual([false, false, false]);
  });

  test("inside a modal the top is 0: near the top is no reason to show", () => {
    expect(run([70, 50], { inModal: true })).toEqual([true, true]);
    expect(run([70, 50])).toEqual([true, false]);
    expect(run([70, 0], { inModal: true })).toEqual([true, false]);
  });

  test("a shown header's downward run starts from where the page last turned down", () => {
    expect(run([200, 150, 100, 60, 80, 81])).toEqual([true, false, false, false, false, true]);
  });

  test(`checked at most every ${SCROLL.throttleMs} ms (the page chrome throttles its scroll handler)`, () => {
    expect(SCROLL).toMatchObject({ hideAfter: 20, showAfter: 20, showAtTop: 55, showAtTopInModal: 0, throttleMs: 30, upsellAfter: 500 });
  });
});

test("the upsell footer: allowed and past 500 px of scrolling", () => {
  expect(upsellVisible({ allowed: true, furthestY: 500 })).toBe(false);
  expect(upsellVisible({ allowed: true, furthestY: 501 })).toBe(true);
  expect(upsellVisible({ allowed: false, furthestY: 5000 })).toBe(false);
});

test("the full-page spinner waits before showing", () => {
  expect(showPageSpinner(null, 10_000)).toBe(false);
  expect(showPageSpinner(1000, 1399)).toBe(false);
  expect(showPageSpinner(1000, 1400)).toBe(true);
});

test("hover cards: open 32 ms after entering, re-checked every 100 ms (business.md §9)", () => {
  expect(hoverCard(null, 50)).toBe("close");
  expect(hoverCard(0, 31)).toBe("wait");
  expect(hoverCard(0, 32)).toBe("open");
  expect(hoverRecheckMs(false)).toBe(32);
  expect(hoverRecheckMs(true)).toBe(100);
});
