/**
 * Discovery in a real browser against the built Worker (business.md §2, §3, §4, §7), with and
 * without JavaScript, at 1280 and 375 px, every page through the axe gate:
 *   - the header's search box: with JavaScript its suggestions come as you type (loaded on
 *     demand), the arrows move through them and Enter searches the chosen one; without, the box is
 *     a plain form to /search/pins/;
 *   - the search page: the masonry of Pins, more while scrolling (JavaScript) or through More
 *     ideas (without); a sensitive query's style 2 banner above the results; an ABUSIVE query's
 *     notice instead of results; an auto-corrected query says so;
 *   - a Pin's link goes out through /offsite/: a link to a blocked domain stays on the site (the
 *     page says why); the Pin's own link to an unlisted site opens.
 * Content is made through the API. Screenshots: test-results/screenshots/discovery-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { expectOk } from "../support/api-client";
import { createAccount } from "../support/auth-fixtures";
import { expectAccessible } from "../support/axe";
import { BROWSER_PASSWORD } from "../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration } from "../support/chromium";
import { base64, pngImage } from "../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../support/worker-harness";

/** Pins on the "Citrus kitchen" board, all found by "citrus": more than one search page (25), less than two. */
const CITRUS_PINS = 31;

let worker: RunningWorker;
let blockedPin: Pin;
let shopPin: Pin;
const SHOP_LINK = "https://www.lamp-shop.example/lamps/7";

const at = (path: string) => new URL(path, worker.url).href;

async function open(page: Page, js: boolean, path: string) {
  const response = await page.goto(at(path));
  if (js) await waitForHydration(page);
  return response;
}

const cards = (page: Page) => page.locator(".pin-card");
const searchBox = (page: Page) => page.getByRole("search").getByRole("combobox", { name: "Search" });
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

beforeAll(async () => {
  worker = await startWorker();
  const owner = await createAccount(worker, { first_name: "Lina", password: BROWSER_PASSWORD });
  const post = <T>(path: string, body: unknown) => owner.client.post<T>(path, body).then(expectOk);
  const board = await post<Board>("/v3/boards/", { name: "Citrus kitchen" });
  const heights = [360, 240, 420, 300, 480];
  for (let i = 0; i < CITRUS_PINS - 1; i++) {
    await post<Pin>("/v3/pins/", {
      board_id: board.id,
      title: i % 3 === 0 ? `Lemon tart number ${i + 1}` : `Lemonade idea ${i + 1}`,
      description: "Bright and sharp #citrus",
      image_base64: base64(await pngImage(240, heights[i % heights.length])),
      color: "#f4e3a1",
    });
  }
  await post<Pin>("/v3/pins/", { board_id: board.id, title: "Open kitchen shelves", image_base64: base64(await pngImage(240, 300)) });
  const links = await post<Board>("/v3/boards/", { name: "Links out" });
  blockedPin = await post<Pin>("/v3/pins/", { board_id: links.id, title: "Too good to be true", link: "https://www.blocked-links.example/deal", image_base64: base64(await pngImage(240, 300)) });
  shopPin = await post<Pin>("/v3/pins/", { board_id: links.id, title: "Brass desk lamp", link: SHOP_LINK, image_base64: base64(await pngImage(240, 300)) });
}, 240_000);
afterAll(() => worker?.close());

describe("search, JavaScript on", () => {
  test("suggestions as you type, arrows and Enter; the results page loads more while scrolling", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await open(page, true, "/");
      const box = searchBox(page);
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      await box.click();
      await box.pressSequentially("lemon t", { delay: 30 });
      const list = page.getByRole("listbox", { name: "Search suggestions" });
      await list.waitFor();
      await expect.poll(() => list.getByRole("option").allTextContents()).toEqual(expect.arrayContaining(["lemon tart"]));
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      await screenshot(page, "discovery-js-01-suggestions", { fullPage: false });
      await expectAccessible(page, "discovery-js-01-suggestions");

      await box.press("ArrowDown");
      const first = list.getByRole("option").first();
      expect(await first.getAttribute("aria-selected")).toBe("true");
      expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
      // The mouse leaving the list resets the choice (business.md §4).
      await first.hover();
      await page.mouse.move(5, 700);
      await expect.poll(() => first.getAttribute("aria-selected")).toBe("false");
      await box.press("ArrowDown");
      const chosen = (await first.textContent())!;
      await box.press("Enter");
      await page.waitForURL((u) => u.pathname === "/search/pins/" && u.searchParams.get("q") === chosen);
      await page.getByRole("heading", { level: 1, name: `Pins for ${chosen}` }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(10);
      expect(await searchBox(page).inputValue()).toBe(chosen);

      await open(page, true, "/search/pins/?q=citrus");
      await expect.poll(() => cards(page).count()).toBe(25);
      const lefts = new Set(await cards(page).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left))));
      expect(lefts.size).toBeGreaterThanOrEqual(4);
      await screenshot(page, "discovery-js-02-results");
      await expectAccessible(page, "discovery-js-02-results");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(CITRUS_PINS);
      await page.getByText("You've seen everything here for now.").waitFor();
    } finally {
      await browser.close();
    }
  });

  test("a sensitive query's banner above the results; an abusive query's notice instead of results; a corrected query", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await open(page, true, "/search/pins/?q=self%20harm");
      const banner = page.getByRole("region", { name: "You're not alone" });
      await banner.waitFor();
      expect(await banner.getByRole("link", { name: "Find a helpline" }).getAttribute("href")).toBe("https://findahelpline.com/");
      expect(await banner.getByRole("link", { name: "Get support" }).getAttribute("href")).toBe("https://findahelpline.com/");
      await banner.getByText("Pins about this topic may be upsetting.").waitFor();
      await screenshot(page, "discovery-js-03-sensitive-banner");
      await expectAccessible(page, "discovery-js-03-sensitive-banner");

      await open(page, true, "/search/pins/?q=graphic%20violence");
      await page.getByRole("region", { name: "Pinboard isn't showing results for this search" }).waitFor();
      expect(await cards(page).count()).toBe(0);
      await screenshot(page, "discovery-js-04-abusive");

      // Style 1 notices are not shown (business.md §2).
      await open(page, true, "/search/pins/?q=miracle%20cure");
      await page.getByText("We couldn't find any Pins for miracle cure. Try other words.").waitFor();
      expect(await page.locator(".advisory-notice").count()).toBe(0);

      await open(page, true, "/search/pins/?q=kitchne");
      await page.getByText("Showing results for kitchen.").waitFor();
      await expect.poll(() => cards(page).count()).toBe(25);
      await page.getByRole("link", { name: "kitchne" }).click();
      await page.waitForURL((u) => u.searchParams.get("exact") === "1");
      await page.getByText("We couldn't find any Pins for kitchne. Try other words.").waitFor();
    } finally {
      await browser.close();
    }
  });

  test("at 375 px: the box fits the header, results in two columns, no sideways scroll", async () => {
    const browser = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true });
    try {
      const page = browser.page;
      await open(page, true, "/search/pins/?q=citrus");
      await expect.poll(() => cards(page).count()).toBe(25);
      await noSidewaysScroll(page);
      const columns = () => cards(page).evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
      await expect.poll(columns).toBe(2);
      await screenshot(page, "discovery-js-05-results-mobile");
      await expectAccessible(page, "discovery-js-05-results-mobile");
      await open(page, true, "/search/pins/?q=self%20harm");
      await page.getByRole("region", { name: "You're not alone" }).waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, "discovery-js-06-banner-mobile");
      await expectAccessible(page, "discovery-js-06-banner-mobile");
    } finally {
      await browser.close();
    }
  });
});

describe("search, JavaScript off", () => {
  test("the header box is a plain form; the results page's next page is More ideas; the banner is in the HTML", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await open(page, false, "/");
      await searchBox(page).fill("citrus");
      await searchBox(page).press("Enter");
      await page.waitForURL((u) => u.pathname === "/search/pins/" && u.searchParams.get("q") === "citrus");
      await expect.poll(() => cards(page).count()).toBe(25);
      await screenshot(page, "discovery-nojs-01-results");
      await expectAccessible(page, "discovery-nojs-01-results");
      await page.getByRole("link", { name: "More ideas" }).click();
      await page.waitForURL((u) => u.searchParams.has("bookmark"));
      await expect.poll(() => cards(page).count()).toBe(CITRUS_PINS - 25);

      await open(page, false, "/search/pins/?q=self%20harm");
      await page.getByRole("region", { name: "You're not alone" }).waitFor();
      await screenshot(page, "discovery-nojs-02-sensitive-banner");
      await expectAccessible(page, "discovery-nojs-02-sensitive-banner");
    } finally {
      await browser.close();
    }
  });

  test("at 375 px the results and the banner fit", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true });
    try {
      const page = browser.page;
      await open(page, false, "/search/pins/?q=graphic%20violence");
      await page.getByRole("region", { name: "Pinboard isn't showing results for this search" }).waitFor();
      await noSidewaysScroll(page);
      await screenshot(page, "discovery-nojs-03-abusive-mobile");
      await expectAccessible(page, "discovery-nojs-03-abusive-mobile");
    } finally {
      await browser.close();
    }
  });
});

for (const js of [true, false]) {
  const mode = js ? "js" : "nojs";
  describe(`a Pin's link, JavaScript ${js ? "on" : "off"}`, () => {
    test("a link to a blocked domain stays on the site and says why; the Pin's own link to an unlisted site opens", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        // The outside sites, answered here (no network): the test sees whether the browser got there.
        let reachedBlocked = false;
        await browser.context.route("https://www.blocked-links.example/**", (route) => {
          reachedBlocked = true;
          return route.fulfill({ status: 200, contentType: "text/html", body: "<title>blocked site</title>" });
        });
        await browser.context.route(`${SHOP_LINK}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Lamp shop</title><h1>Lamp shop</h1>" }));

        await open(page, js, `/pin/${blockedPin.id}`);
        await page.getByRole("main").getByRole("link", { name: "blocked-links.example" }).click();
        await page.getByRole("heading", { level: 1, name: "This link is blocked" }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/offsite/");
        await page.getByText("https://www.blocked-links.example/deal").waitFor();
        expect(await page.getByRole("link", { name: /blocked-links/ }).count()).toBe(0);
        expect(reachedBlocked).toBe(false);
        await screenshot(page, `discovery-${mode}-10-offsite-blocked`);
        await expectAccessible(page, `discovery-${mode}-10-offsite-blocked`);
        await page.setViewportSize({ width: 375, height: 812 });
        await noSidewaysScroll(page);
        await screenshot(page, `discovery-${mode}-11-offsite-blocked-mobile`);
        await expectAccessible(page, `discovery-${mode}-11-offsite-blocked-mobile`);
        await page.getByRole("link", { name: "Back to the Pin" }).click();
        await page.waitForURL((u) => u.pathname === `/pin/${blockedPin.id}`);

        await open(page, js, `/pin/${shopPin.id}`);
        await page.getByRole("main").getByRole("link", { name: "lamp-shop.example" }).click();
        await page.waitForURL(SHOP_LINK);
        await page.getByRole("heading", { name: "Lamp shop" }).waitFor();
      } finally {
        await browser.close();
      }
    });
  });
}
