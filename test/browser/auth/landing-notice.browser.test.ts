/**
 * Arrival notices (app/components/landing-notice.tsx; auth.md §2.5 show-error flag, §4.4): with
 * JavaScript the flag becomes a 3.5 s toast and leaves the URL, so a reload says nothing; without
 * it the message is a status line at the top of the page.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const UNAVAILABLE = "Sorry! That page isn't available.";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());
const at = (path: string) => new URL(path, worker.url).href;

describe("the show-error flag of auth.md §2.5", () => {
  test("with JavaScript: a toast for 3.5 s, and the flag leaves the URL", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await page.goto(at("/?show_error=1&x=2"));
      await waitForHydration(page);
      const toast = page.locator(".toast");
      await toast.getByText(UNAVAILABLE, { exact: true }).waitFor();
      expect(await toast.getAttribute("data-duration")).toBe("3500");
      await page.waitForURL((u) => u.search === "?x=2");
      await screenshot(page, "landing-show-error-js");
      await expectAccessible(page, "landing-show-error-js");
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  test("without JavaScript: a status line on the page; no flag, no line", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true });
    try {
      const page = browser.page;
      await page.goto(at("/?show_error=1"));
      await page.getByRole("status").getByText(UNAVAILABLE, { exact: true }).waitFor();
      await screenshot(page, "landing-show-error-nojs");
      await expectAccessible(page, "landing-show-error-nojs");
      await page.goto(at("/?show_error=0"));
      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
