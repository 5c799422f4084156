/**
 * The design system page (/_dev/design) in a real browser against the built Worker, at 1280 and
 * 375px: every component renders without sideways scrolling and passes the axe gate; a modal of
 * each width (auth.md §9) opens as a true modal, closes on Escape and gives focus back to its
 * opener; the tall saving modal has its height (saving.md §2, §9); a toast is announced in the
 * polite live region, waits its turn in the queue and leaves after its duration; busy buttons
 * keep focus. With DEV_TOOLS off (wrangler.toml's value) the page is the normal 404.
 * Screenshots: test-results/screenshots/design-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MODAL_WIDTHS, TOAST_DURATION_MS } from "~common/platform/constants";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const PATH = "/_dev/design";
const NOT_FOUND_TITLE = "We couldn't find that page";
/** Slack on top of a toast's duration: a loaded 2-core machine, React's commit, the poll interval. */
const TOAST_SLACK_MS = 4000;

/** A Worker with the developer pages on, and one with wrangler.toml's vars (DEV_TOOLS "false"). */
let devWorker: RunningWorker;
let plainWorker: RunningWorker;

beforeAll(async () => {
  [devWorker, plainWorker] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([devWorker?.close(), plainWorker?.close()]);
});

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  const tag = `design-${viewport.width}`;
  describe(`/_dev/design at ${viewport.width}px`, () => {
    let browser: OpenBrowser;
    let page: Page;

    beforeAll(async () => {
      browser = await openBrowser({ viewport, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
      const response = await page.goto(new URL(PATH, devWorker.url).href);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
    });
    afterAll(() => browser?.close());

    test("every component renders, fits the width and passes axe", async () => {
      expect(await page.title()).toBe("Design system | Pinboard");
      for (const section of ["Buttons", "Text fields", "Modals", "Toasts", "Spinners", "Avatars"]) {
        await page.getByRole("heading", { level: 2, name: section }).waitFor();
      }
      expect(await page.locator("button.button--primary, button.button--secondary, button.button--tertiary").count()).toBeGreaterThan(10);
      expect(await page.locator("[aria-busy=true]").count()).toBeGreaterThanOrEqual(4);
      expect(await page.getByRole("progressbar", { name: "Loading" }).count()).toBe(3);
      // Two text fields and one select field in their error state.
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(3);
      expect(await page.getByRole("combobox", { name: "Country" }).inputValue()).toBe("US");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `${tag}-01-page`);
      await expectAccessible(page, `${tag}-01-page`);
    });

    test("a busy button keeps its focus and shows its busy label", async () => {
      // A handle, not a role locator: the button's accessible name changes while it is busy.
      const button = (await page.getByRole("button", { name: "Save (busy for 2 s)" }).elementHandle())!;
      await button.click();
      await expect.poll(() => button.getAttribute("aria-busy")).toBe("true");
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
      expect(await activeText(page)).toBe("Saving…");
      expect(await button.getAttribute("aria-disabled")).toBe("true");
      await expect.poll(() => button.getAttribute("aria-busy"), { timeout: 5000 }).toBeNull();
      expect(await activeText(page)).toBe("Save (busy for 2 s)");
    });

    test("a modal of each width opens as a modal, Escape closes it and focus returns to the opener", async () => {
      for (const width of MODAL_WIDTHS) {
        const opener = page.getByRole("button", { name: `Open the ${width} px modal` });
        await opener.click();
        const dialog = page.getByRole("dialog", { name: `Modal ${width} px` });
        await dialog.waitFor();
        expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        const box = (await dialog.boundingBox())!;
        expect(box.width).toBeCloseTo(Math.min(width, viewport.width - 32), 0);
        if (width === MODAL_WIDTHS[0]) {
          await screenshot(page, `${tag}-02-modal-${width}`);
          await expectAccessible(page, `${tag}-02-modal-${width}`);
        }
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        expect(await activeText(page)).toBe(`Open the ${width} px modal`);
      }
    });

    test("the tall saving modal is calc(90vh - 97px) high (at most 703px), scrolls, and its × returns focus", async () => {
      const opener = page.getByRole("button", { name: "Open the tall saving modal" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Choose board" });
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.height).toBeCloseTo(Math.min(viewport.height * 0.9 - 97, 703), 0);
      const content = dialog.locator(".dialog__content");
      expect(await content.evaluate((c) => c.scrollHeight > c.clientHeight)).toBe(true);
      await screenshot(page, `${tag}-03-modal-tall`);
      await expectAccessible(page, `${tag}-03-modal-tall`);
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await activeText(page)).toBe("Open the tall saving modal");
    });

    test("toasts are announced in the live region, one at a time, and leave after their duration", async () => {
      const region = page.locator('[role="status"][aria-live="polite"].toast-region');
      expect(await region.count()).toBe(1);
      const duration = TOAST_DURATION_MS.short;
      const plain = page.getByRole("button", { name: `${duration} ms toast (auth.md §9)`, exact: true });
      const withAction = page.getByRole("button", { name: `${duration} ms toast with View (auth.md §9)`, exact: true });
      // Timed from before the press: the toast's timer starts inside it, so it can't be gone sooner.
      const pressedAt = Date.now();
      await plain.click();
      await withAction.click();
      await page.mouse.move(0, 0); // the timer pauses while the pointer is over a toast
      const first = region.getByText("Done!", { exact: true });
      await first.waitFor();
      // Queued: the second waits until the first has gone.
      expect(await region.locator(".toast").count()).toBe(1);
      expect(await region.getByText("Saved to Kitchen ideas").count()).toBe(0);

      await first.waitFor({ state: "detached", timeout: duration + TOAST_SLACK_MS });
      const firstGone = Date.now() - pressedAt;
      expect(firstGone).toBeGreaterThanOrEqual(duration);
      expect(firstGone).toBeLessThan(duration + TOAST_SLACK_MS);

      const second = region.locator(".toast", { hasText: "Saved to Kitchen ideas" });
      await second.waitFor();
      const view = second.getByRole("link", { name: "View" });
      expect(await view.getAttribute("href")).toBe("/pin/1");
      await screenshot(page, `${tag}-04-toast-with-action`);
      await expectAccessible(page, `${tag}-04-toast-with-action`);
      await second.waitFor({ state: "detached", timeout: duration + TOAST_SLACK_MS });

      // Dismissible before its time is up.
      await page.getByRole("button", { name: `${TOAST_DURATION_MS.confirmation} ms toast (auth.md §4.3)`, exact: true }).click();
      const code = region.getByText("We sent you a new code!");
      await code.waitFor();
      await region.getByRole("button", { name: "Dismiss" }).click();
      await code.waitFor({ state: "detached", timeout: 1000 });
    });
  });
}

describe("with DEV_TOOLS off", () => {
  test("/_dev/design is the normal 404 page", async () => {
    const res = await plainWorker.fetch(PATH);
    expect(res.status).toBe(404);
    const browser = await openBrowser();
    try {
      const response = await browser.page.goto(new URL(PATH, plainWorker.url).href);
      expect(response?.status()).toBe(404);
      await browser.page.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE }).waitFor();
      expect(await browser.page.title()).toBe(`${NOT_FOUND_TITLE} | Pinboard`);
      expect(await browser.page.getByText("Design system").count()).toBe(0);
      await expectAccessible(browser.page, "design-off-404");
    } finally {
      await browser.close();
    }
  });
});
