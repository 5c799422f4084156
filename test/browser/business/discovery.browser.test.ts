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
 *     page says why); the Pin's own link to an unlisted site opens;
 *   - the creator card: avatar, name with the verified badge, followers, the paid partnership's
 *     line (not for status 2), and for a visitor 'Log in to follow' opening the log-in modal;
 *   - with JavaScript: after five Pins a visitor scrolling past 500 px gets 'You're almost there!'
 *     whose 'Log in to continue' opens the log-in modal; the header hides while scrolling down and
 *     comes back scrolling up; the page class and the Pin page's columns at 375, 1000 and 1400 px;
 *   - the header's search box keeps one place and one width from page to page (home, Pin, board,
 *     profile, search, log-in and sign-up) at 1280 and 375 px; at 375 px the header is one row
 *     64 px high whose box shows its whole placeholder, beside Log in (a visitor) or the account
 *     menu that holds Settings and Log out (logged in).
 * Content is made through the API. Screenshots: test-results/screenshots/discovery-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, openPage } from "../../support/chromium";
import { accountNav, boxOf, expectOneRowHeader, headerSearch, openAccountMenu, placeholderFits } from "../../support/header";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

/** Pins on the "Citrus kitchen" board, all found by "citrus": more than one search page (25), less than two. */
const CITRUS_PINS = 31;

let worker: RunningWorker;
let blockedPin: Pin;
let shopPin: Pin;
let sponsoredPin: Pin;
let quietSponsorPin: Pin;
let creatorName: string;
const pinIds: string[] = [];
const SHOP_LINK = "https://www.lamp-shop.example/lamps/7";

const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

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
  blockedPin = await post<Pin>("/v3/pins/", {
    board_id: links.id,
    title: "Too good to be true",
    link: "https://www.blocked-links.example/deal",
    image_base64: base64(await pngImage(240, 300)),
  });
  shopPin = await post<Pin>("/v3/pins/", {
    board_id: links.id,
    title: "Brass desk lamp",
    link: SHOP_LINK,
    image_base64: base64(await pngImage(240, 300)),
  });
  // The creator card: Lina verified; two Pins in a paid partnership with a business, status 1 (named) and 2 (not).
  sponsoredPin = await post<Pin>("/v3/pins/", {
    board_id: links.id,
    title: "Lemon curd jars",
    description: "A paid partnership",
    image_base64: base64(await pngImage(240, 360)),
  });
  quietSponsorPin = await post<Pin>("/v3/pins/", {
    board_id: links.id,
    title: "Candied peel",
    image_base64: base64(await pngImage(240, 360)),
  });
  const sponsor = await createAccount(worker, { first_name: "Sam", password: BROWSER_PASSWORD });
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET verified = 1 WHERE id = ?").bind(owner.user.id).run();
  await env.DB.prepare("UPDATE users SET account_type = 'business', business_name = 'Jar & Jam Co' WHERE id = ?")
    .bind(sponsor.user.id)
    .run();
  await env.DB.prepare("INSERT INTO pin_sponsorships (pin_id, sponsor_id, status, created_at) VALUES (?1, ?3, 1, 0), (?2, ?3, 2, 0)")
    .bind(Number(sponsoredPin.id), Number(quietSponsorPin.id), sponsor.user.id)
    .run();
  creatorName = owner.user.full_name;
  const feed = await owner.client.get<{ items: Pin[] }>(`/v3/boards/${board.id}/pins/?page_size=10`).then(expectOk);
  pinIds.push(...feed.items.map((p) => p.id));
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
      await screenshot(page, "discovery-js-01-suggestions");
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
      // The first page is 25; the next may already be on its way if the end of the grid was in
      // view before the grid was laid out (a busy machine), so at least 25.
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(25);
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
      // The first page is 25; the next may already be on its way if the end of the grid was in
      // view before the grid was laid out (a busy machine), so at least 25.
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(25);
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

describe("search, logged in, JavaScript on", () => {
  test("at 375 px the box fits beside the account's actions; a secret board's Pins are found by their owner only", async () => {
    const browser = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true });
    try {
      const page = browser.page;
      const me = await createAccount(worker, { first_name: "Noor", password: BROWSER_PASSWORD });
      const secret = await me.client.post<Board>("/v3/boards/", { name: "Gift ideas", privacy: "secret" }).then(expectOk);
      await me.client
        .post<Pin>("/v3/pins/", { board_id: secret.id, title: "Citrus zester for Dad", image_base64: base64(await pngImage(240, 300)) })
        .then(expectOk);
      await open(page, true, "/login");
      await page.getByLabel("Email", { exact: true }).fill(me.email);
      await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/");
      await open(page, true, "/search/pins/?q=zester");
      await expect.poll(() => cards(page).count()).toBe(1);
      await noSidewaysScroll(page);
      // One 64 px row: the logo, the box (the rest of the row, its placeholder whole), the avatar.
      expect(await expectOneRowHeader(page)).toBe(3);
      const box = await searchBox(page).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(240);
      await searchBox(page).fill("");
      expect(await placeholderFits(searchBox(page))).toBe(true);
      // Settings and Log out are in the account menu here, not in the row.
      expect(await accountNav(page).getByRole("link", { name: "Settings" }).count()).toBe(0);
      expect(await accountNav(page).getByRole("button", { name: "Log out", exact: true }).count()).toBe(0);
      await screenshot(page, "discovery-js-07-logged-in-mobile");
      await expectAccessible(page, "discovery-js-07-logged-in-mobile");
      await openAccountMenu(page);
      await accountNav(page).getByRole("link", { name: "Settings" }).waitFor();
      await accountNav(page).getByRole("button", { name: "Log out", exact: true }).waitFor();
      await screenshot(page, "discovery-js-07b-account-menu-mobile");
      await expectAccessible(page, "discovery-js-07b-account-menu-mobile");
    } finally {
      await browser.close();
    }
    // A visitor does not find it.
    const visitor = await openBrowser({ javaScriptEnabled: false });
    try {
      await open(visitor.page, false, "/search/pins/?q=zester");
      await visitor.page.getByText("We couldn't find any Pins for zester. Try other words.").waitFor();
    } finally {
      await visitor.close();
    }
  });
});

describe("the header's search box from page to page (app/root.tsx Header)", () => {
  for (const width of [1280, 375] as const) {
    test(`at ${width} px it has one place and one width on every page, for a visitor and logged in`, async () => {
      const browser = await openBrowser({ viewport: { width, height: 800 }, ...(width < 600 && { isMobile: true }) });
      try {
        const page = browser.page;
        const boxesOn = async (paths: string[]) => {
          const boxes: Record<string, string> = {};
          for (const path of paths) {
            await open(page, true, path);
            boxes[path] = await boxOf(headerSearch(page));
          }
          return boxes;
        };
        const same = (boxes: Record<string, string>) =>
          Object.fromEntries(Object.keys(boxes).map((path) => [path, Object.values(boxes)[0]]));
        const common = ["/", `/pin/${shopPin.id}/`, "/search/pins/?q=citrus", `/${shopPin.pinner.username}/`, shopPin.pinned_to_board.url];
        // A visitor: the log-in and sign-up pages hide Log in and Sign up, and keep their room.
        const visitor = await boxesOn([...common, "/login", "/signup"]);
        expect(visitor).toEqual(same(visitor));
        if (width < 870) {
          expect(await expectOneRowHeader(page)).toBe(3);
          expect(await placeholderFits(headerSearch(page))).toBe(true);
          await open(page, true, "/");
          await accountNav(page).getByRole("link", { name: "Log in", exact: true }).waitFor();
          // Sign up is one tap away on the log-in page.
          expect(await accountNav(page).getByRole("link", { name: "Sign up", exact: true }).count()).toBe(0);
          await screenshot(page, `discovery-js-40-header-visitor-${width}`);
          await expectAccessible(page, `discovery-js-40-header-visitor-${width}`);
        }
        const me = await createAccount(worker, { first_name: "Rumi", password: BROWSER_PASSWORD });
        await open(page, true, "/login");
        await page.getByLabel("Email", { exact: true }).fill(me.email);
        await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await page.waitForURL((u) => u.pathname === "/");
        const member = await boxesOn([...common, "/settings/security", "/board/create/"]);
        expect(member).toEqual(same(member));
        // The box starts where it starts for a visitor.
        expect(Object.values(member)[0]!.split(",")[0]).toBe(Object.values(visitor)[0]!.split(",")[0]);
      } finally {
        await browser.close();
      }
    });
  }
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
        await browser.context.route(`${SHOP_LINK}**`, (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<title>Lamp shop</title><h1>Lamp shop</h1>" }),
        );

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

for (const js of [true, false]) {
  const mode = js ? "js" : "nojs";
  describe(`the creator card, JavaScript ${js ? "on" : "off"}`, () => {
    test("name with the verified badge, followers, the partnership line; 'Log in to follow' opens the log-in modal", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await open(page, js, `/pin/${sponsoredPin.id}`);
        const card = page.locator(".creator-card");
        await card.getByRole("link", { name: new RegExp(`^${creatorName}`) }).waitFor();
        await card.getByRole("img", { name: "Verified" }).waitFor();
        await card.getByText("0 followers").waitFor();
        expect((await card.locator(".creator-card__sponsor").textContent())?.trim()).toBe("Paid partnership with Jar & Jam Co");
        const prompt = card.getByRole("link", { name: "Log in to follow" });
        expect(await prompt.getAttribute("href")).toBe(`/pin/${sponsoredPin.id}?auth=login&source=followButton`);
        await screenshot(page, `discovery-${mode}-20-creator-card`);
        await expectAccessible(page, `discovery-${mode}-20-creator-card`);
        await page.setViewportSize({ width: 375, height: 812 });
        await noSidewaysScroll(page);
        await screenshot(page, `discovery-${mode}-21-creator-card-mobile`);
        await expectAccessible(page, `discovery-${mode}-21-creator-card-mobile`);
        await page.setViewportSize({ width: 1280, height: 800 });
        await prompt.click();
        await page.waitForURL((u) => u.searchParams.get("auth") === "login" && u.searchParams.get("source") === "followButton");
        const modal = page.getByRole("dialog");
        await modal.waitFor();
        await modal.getByLabel("Password", { exact: true }).waitFor();
        await screenshot(page, `discovery-${mode}-22-follow-prompt-modal`);

        // Status 2: a partnership whose partner is not named (business.md §3).
        await open(page, js, `/pin/${quietSponsorPin.id}`);
        await page.locator(".creator-card").getByRole("link", { name: "Log in to follow" }).waitFor();
        expect(await page.locator(".creator-card__sponsor").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });
  });
}

describe("visitor prompt and page chrome, JavaScript on", () => {
  test("after five Pins, scrolling past 500 px shows 'You're almost there!'; 'Log in to continue' opens the log-in modal", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      const footer = page.getByRole("complementary", { name: "You're almost there! Log in to access all of the site" });
      /** Scrolls to `y` once the grid below the Pin has its final height (it can still grow as the masonry lays out). */
      const scrollTo = async (y: number) => {
        await page.locator(".pin-grid--masonry").waitFor();
        // The page chrome (which watches the scroll) loads after hydration: scroll once it is there.
        await page.waitForFunction(() => document.documentElement.hasAttribute("data-page-class"));
        await expect.poll(() => page.evaluate((to) => (window.scrollTo(0, to), window.scrollY), y)).toBe(y);
      };
      for (const [i, id] of pinIds.slice(0, 5).entries()) {
        await open(page, true, `/pin/${id}`);
        await scrollTo(800);
        if (i < 4) {
          await page.waitForTimeout(150);
          expect(await footer.count(), `after ${i + 1} Pins`).toBe(0);
        }
      }
      await footer.waitFor();
      // Hidden again on the next page until the reader has scrolled past 500 px there.
      await open(page, true, `/pin/${pinIds[5]}`);
      await scrollTo(400);
      await page.waitForTimeout(150);
      expect(await footer.count()).toBe(0);
      await scrollTo(700);
      await footer.waitFor();
      await screenshot(page, "discovery-js-30-almost-there");
      await expectAccessible(page, "discovery-js-30-almost-there");
      await footer.getByRole("link", { name: "Log in to continue" }).click();
      await page.waitForURL((u) => u.searchParams.get("auth") === "login");
      await page.getByRole("dialog").getByLabel("Password", { exact: true }).waitFor();
    } finally {
      await browser.close();
    }
  });

  test("the header hides scrolling down more than 20 px and comes back scrolling up more than 20 px or near the top", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await open(page, true, "/search/pins/?q=citrus");
      // The first page of results (25); the scroll fetch may already have added the next ones.
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(25);
      const header = page.locator(".site-header");
      const hidden = () => page.evaluate(() => document.documentElement.dataset.chrome === "hidden");
      const headerBottom = () => header.evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
      expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(hidden).toBe(true);
      await expect.poll(headerBottom).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 590)); // 10 px up: stays hidden
      await page.waitForTimeout(100);
      expect(await hidden()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 560)); // 40 px up from the lowest point
      await expect.poll(hidden).toBe(false);
      await expect.poll(headerBottom).toBe(64);
      await screenshot(page, "discovery-js-31-header-back");
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(hidden).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 890));
      await page.evaluate(() => window.scrollTo(0, 50)); // near the top
      await expect.poll(hidden).toBe(false);
    } finally {
      await browser.close();
    }
  });

  test("a view of a Pin in a partnership with a campaign sends its attribution source where the browser supports it", async () => {
    const env = await worker.env();
    await env.DB.prepare("UPDATE pin_sponsorships SET campaign_id = 5 WHERE pin_id = ?").bind(Number(sponsoredPin.id)).run();
    await env.DB.prepare("UPDATE pins SET link = 'https://www.jar-and-jam.example/curd' WHERE id = ?").bind(Number(sponsoredPin.id)).run();
    const browser = await openBrowser();
    try {
      const page = browser.page;
      const sent: { url: URL; eligible: string | null }[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/v3/attribution_source/"))
          sent.push({ url: new URL(r.url()), eligible: r.headers()["attribution-reporting-eligible"] ?? null });
      });
      await open(page, true, `/pin/${sponsoredPin.id}`);
      const supported = await page.evaluate(
        () =>
          (document as Document & { featurePolicy?: { allowsFeature: (f: string) => boolean } }).featurePolicy?.allowsFeature(
            "attribution-reporting",
          ) === true,
      );
      console.log(`Attribution Reporting ${supported ? "supported" : "not supported"} by this Chromium`);
      if (!supported) {
        await page.waitForTimeout(300);
        expect(sent).toEqual([]);
        // Where it is supported (here made to say so), the view sends one source request.
        await browser.context.addInitScript(() => {
          Object.defineProperty(document, "featurePolicy", { value: { allowsFeature: (f: string) => f === "attribution-reporting" } });
        });
        await open(page, true, `/pin/${sponsoredPin.id}`);
      }
      await expect.poll(() => sent.length).toBe(1);
      const q = sent[0]!.url.searchParams;
      expect([q.get("destination"), q.get("campaign_id"), q.get("event_type")]).toEqual(["https://www.jar-and-jam.example", "5", "view"]);
      expect(q.get("source_event_id")).toMatch(/^\d+$/);
      // A Pin with no partnership sends nothing.
      sent.length = 0;
      await open(page, true, `/pin/${shopPin.id}`);
      await page.waitForTimeout(300);
      expect(sent).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test.each([
    [375, "NARROW", 1],
    [1000, "MEDIUM", 2],
    [1400, "WIDE", 2],
  ])("at %i px the page is %s and the Pin page has %i column(s)", async (width, cls, columns) => {
    const browser = await openBrowser({ viewport: { width, height: 900 }, ...(width < 870 && { isMobile: true }) });
    try {
      const page = browser.page;
      await open(page, true, `/pin/${sponsoredPin.id}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.pageClass)).toBe(cls);
      const [media, body] = await Promise.all([
        page.locator(".pin-detail__media").boundingBox(),
        page.locator(".pin-detail__body").boundingBox(),
      ]);
      expect(media!.y === body!.y ? 2 : 1).toBe(columns);
      if (columns === 2) expect(Math.round(media!.width)).toBe(508);
      await noSidewaysScroll(page);
      await screenshot(page, `discovery-js-32-pin-${width}`);
      await expectAccessible(page, `discovery-js-32-pin-${width}`);
    } finally {
      await browser.close();
    }
  });
});
