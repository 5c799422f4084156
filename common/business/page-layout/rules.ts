/**
 * Why: business.md §2, §4 and §9 give the page layout as thresholds — page classes by width, the
 * header and footer that hide while scrolling down and come back when scrolling up or near the
 * top, the upsell footer that waits for 500 px of scrolling, the full-page spinner, hover cards'
 * delays. Each is a pure function of positions, sizes and times here, unit-tested apart from the
 * DOM; the components (app/routes/business/page-layout/page-chrome.tsx, the Pin page) only feed them events.
 * Two more of §4's rules live where they were first needed and use the same constants: infinite
 * scroll (app/lib/infinite-scroll.ts) and image validity (common/saving/images.ts).
 */
import { HOVER, LAYOUT_WIDTHS, PAGE_CLASS_BREAKPOINTS, SCROLL } from "./constants";

export type PageClass = "NARROW" | "MEDIUM" | "WIDE";

/**
 * business.md §2, §9: NARROW under 870 px, MEDIUM 870 to 1275, WIDE above 1275.
 *
 * @example
 * pageClass(375); // "NARROW"
 * pageClass(1000); // "MEDIUM"
 * pageClass(1400); // "WIDE"
 */
export function pageClass(width: number): PageClass {
  if (width < PAGE_CLASS_BREAKPOINTS.medium) return "NARROW";
  if (width <= PAGE_CLASS_BREAKPOINTS.wide) return "MEDIUM";
  return "WIDE";
}

/**
 * The Pin page's layout per page class (business.md §9 layout widths: pane 508, max 1016): one
 * column filling the page when NARROW; the image pane (508) beside the details when MEDIUM or WIDE,
 * the whole at most 1016 wide.
 *
 * @example
 * pinLayout("NARROW"); // { columns: 1, paneWidth: null, maxWidth: null }
 * pinLayout("WIDE"); // { columns: 2, paneWidth: 508, maxWidth: 1016 }
 */
export function pinLayout(cls: PageClass): { columns: 1 | 2; paneWidth: number | null; maxWidth: number | null } {
  if (cls === "NARROW") return { columns: 1, paneWidth: null, maxWidth: null };
  return { columns: 2, paneWidth: LAYOUT_WIDTHS.pane, maxWidth: LAYOUT_WIDTHS.max };
}

/** The scroll-hiding header's state: hidden or not, and the scroll position the current run of scrolling started from. */
export interface ChromeState {
  hidden: boolean;
  /** The lowest point while shown and scrolling down, or the highest while hidden and scrolling up. */
  anchor: number;
}

export const CHROME_START: ChromeState = { hidden: false, anchor: 0 };

/**
 * The header and footer after the page scrolled to `y` (business.md §4): hidden once the page has
 * scrolled down more than 20 px from where the downward run began; shown again once it has
 * scrolled up more than 20 px, or whenever it is at or above 55 px from the top (0 inside a modal,
 * where the page behind does not move the chrome until it is back at the top).
 *
 * @example
 * let s = CHROME_START;
 * s = scrollChrome(s, 100); // { hidden: true, anchor: 100 }
 * s = scrollChrome(s, 70); // { hidden: false, anchor: 70 }
 */
export function scrollChrome(state: ChromeState, y: number, { inModal = false }: { inModal?: boolean } = {}): ChromeState {
  const top = inModal ? SCROLL.showAtTopInModal : SCROLL.showAtTop;
  if (y <= top) return { hidden: false, anchor: y };
  if (!state.hidden) {
    // Shown: the anchor follows the page up; a downward run of more than 20 px hides.
    if (y < state.anchor) return { hidden: false, anchor: y };
    return y - state.anchor > SCROLL.hideAfter ? { hidden: true, anchor: y } : state;
  }
  // Hidden: the anchor follows the page down; an upward run of more than 20 px shows.
  if (y > state.anchor) return { hidden: true, anchor: y };
  return state.anchor - y > SCROLL.showAfter ? { hidden: false, anchor: y } : state;
}

/**
 * The upsell footer (business.md §4): starts hidden and shows once the page has been scrolled down
 * past 500 px, if it is allowed at all; it stays once shown.
 *
 * @example
 * upsellVisible({ allowed: true, furthestY: 501 }); // true
 * upsellVisible({ allowed: false, furthestY: 5000 }); // false
 */
export const upsellVisible = ({ allowed, furthestY }: { allowed: boolean; furthestY: number }): boolean =>
  allowed && furthestY > SCROLL.upsellAfter;

/** ours: a navigation shows the full-page spinner only once it has taken this long (quick ones never flash it). */
export const PAGE_SPINNER_AFTER_MS = 400;

/**
 * True when a navigation that started at `since` (ms) has run long enough for the full-page
 * loading spinner (business.md §2 "Full-page loading spinner").
 *
 * @example
 * showPageSpinner(1000, 1500); // true
 * showPageSpinner(1000, 1200); // false
 */
export const showPageSpinner = (since: number | null, now: number): boolean => since !== null && now - since >= PAGE_SPINNER_AFTER_MS;

/**
 * Where hover cards are used (business.md §9 hover delay 32 ms, re-check 100 ms): the card opens
 * when the pointer is still there 32 ms after entering, and is re-checked every 100 ms after that;
 * this says what to do at `now` for a pointer that entered at `enteredAt` (null: it has left).
 *
 * @example
 * hoverCard(null, 10); // "close"
 * hoverCard(0, 10); // "wait"
 * hoverCard(0, 40); // "open"
 */
export function hoverCard(enteredAt: number | null, now: number): "close" | "wait" | "open" {
  if (enteredAt === null) return "close";
  return now - enteredAt >= HOVER.delayMs ? "open" : "wait";
}

/** When to look again: 32 ms after entering, then every 100 ms (business.md §9). */
export const hoverRecheckMs = (open: boolean): number => (open ? HOVER.recheckMs : HOVER.delayMs);
