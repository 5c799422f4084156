/**
 * The sign-up notice's documents (auth.md §2.2 signup step, §6 fdbr_teen_compliance): on /signup the
 * Terms of Service and Privacy Policy in the notice are links, opening in a new tab; /terms and
 * /privacy show their sections with anchors, and the Florida under-18 notice has its own; at 1280
 * and 375 px, without horizontal scrolling, through the axe gate.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, openPage, screenshot, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());
const at = (path: string) => new URL(path, worker.url).href;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  describe(`legal pages at ${viewport.width}px`, () => {
    let browser: OpenBrowser;
    beforeAll(async () => {
      browser = await openBrowser({ viewport, isMobile: viewport.width < 500 });
    });
    afterAll(() => browser?.close());

    test("the sign-up notice links its documents; each page has its sections", async () => {
      const { page } = browser;
      await openPage(page, at("/signup"), true);
      const notice = page.locator(".auth-card__legal");
      await expect(notice.textContent()).resolves.toBe(
        "By continuing, you agree to Pinboard's Terms of Service and acknowledge you've read our Privacy Policy.",
      );
      const terms = notice.getByRole("link", { name: "Terms of Service" });
      const privacy = notice.getByRole("link", { name: "Privacy Policy" });
      expect(await terms.getAttribute("href")).toBe("/terms");
      expect(await privacy.getAttribute("href")).toBe("/privacy");
      expect(await terms.getAttribute("target")).toBe("_blank");

      const [tab] = await Promise.all([page.context().waitForEvent("page"), terms.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe("/terms");
      await tab.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
      expect(await tab.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      await tab.close();
      // The sign-up stays where it was.
      expect(new URL(page.url()).pathname).toBe("/signup");

      await openPage(page, at("/privacy#florida-minors"), true);
      await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Notice for Florida residents under 18" }).waitFor();
      await page.getByRole("navigation", { name: "Privacy Policy sections" }).getByRole("link", { name: "Cookies" }).click();
      expect(new URL(page.url()).hash).toBe("#cookies");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `legal-${viewport.width}-privacy`);
      await expectAccessible(page, `legal-${viewport.width}-privacy`);
    });
  });
}
