/**
 * /_dev/experiments in a real browser against the built Worker (auth.md §6): with DEV_TOOLS on it
 * lists every registered experiment with this browser's group, and choosing a group and pressing
 * Set (a plain form POST, with or without JavaScript) flips it for this device; it passes the axe
 * gate and fits 1280 and 375 px. With DEV_TOOLS off (wrangler.toml's value) it is the normal 404.
 * Screenshots: test-results/screenshots/dev-experiments-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EXPERIMENTS } from "~common/platform/experiments";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const PATH = "/_dev/experiments";

let devWorker: RunningWorker;
let plainWorker: RunningWorker;
beforeAll(async () => {
  [devWorker, plainWorker] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([devWorker?.close(), plainWorker?.close()]);
});

const groupCell = (page: Page, name: string) => page.getByTestId(`group-${name}`);

for (const { viewport, js } of [
  { viewport: { width: 1280, height: 800 }, js: true },
  { viewport: { width: 375, height: 812 }, js: false },
]) {
  const tag = `dev-experiments-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`${PATH} at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    let browser: OpenBrowser;
    let page: Page;
    beforeAll(async () => {
      browser = await openBrowser({ viewport, javaScriptEnabled: js, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
    });
    afterAll(() => browser?.close());

    test("lists every experiment with its group and flips one for this device", async () => {
      const res = await page.goto(new URL(PATH, devWorker.url).href);
      expect(res?.status()).toBe(200);
      if (js) await waitForHydration(page);
      for (const [name, def] of Object.entries(EXPERIMENTS))
        expect((await groupCell(page, name).textContent())?.trim()).toBe(def.defaultGroup);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `${tag}-01-defaults`);
      await expectAccessible(page, `${tag}-01-defaults`);

      await page.getByLabel("Group for affiliate_labels").selectOption("employees");
      await page.getByRole("button", { name: "Set affiliate_labels" }).click();
      await expect.poll(async () => (await groupCell(page, "affiliate_labels").textContent())?.trim()).toBe("employees");
      await page.reload();
      expect((await groupCell(page, "affiliate_labels").textContent())?.trim()).toBe("employees");
      await screenshot(page, `${tag}-02-flipped`);
    });
  });
}

test("with DEV_TOOLS off the page is the normal 404", async () => {
  const browser = await openBrowser();
  try {
    const res = await browser.page.goto(new URL(PATH, plainWorker.url).href);
    expect(res?.status()).toBe(404);
    await browser.page.getByRole("heading", { level: 1, name: "We couldn't find that page" }).waitFor();
  } finally {
    await browser.close();
  }
});
