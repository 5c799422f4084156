/**
 * Promoted Pins in a real browser against the built Worker (docs/decisions/039), at 1280 and
 * 375 px, through the axe gate (screenshots test-results/screenshots/promoted-pins-*.png): a
 * business promotes a Pin (quick promote's own journey is quick-promote.browser.test.ts; here its
 * API); another account's home feed shows it marked "Promoted by {business}" within the first three
 * pages (infinite scroll); half of the card in view for a second sends its impression, opening it
 * sends its click (the beacon, batched), its Pin page says whose ad it is, and the campaign's day
 * counts each card once however often the viewer scrolls past it (a reloaded page's card is
 * another placement: it counts, within the viewer's daily cap); the advertiser's campaign
 * insights show them. "Hide" takes the ad away at once (with Undo) and for good, with and
 * without JavaScript.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import { expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../support/business-fixtures";
import { logInThroughPage, openBrowser, screenshot } from "../../support/chromium";
import { createBoard, createPin, createPinner } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let campaign: Campaign;
let owner: { email: string; advertiserId: string };

const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const today = () => new Date().toISOString().slice(0, 10);

async function dayStats() {
  return (await worker.env()).DB.prepare(
    "SELECT impressions, clicks, spend_micro FROM campaign_daily_stats WHERE campaign_id = ? AND day = ?",
  )
    .bind(Number(campaign.id), today())
    .first<{ impressions: number; clicks: number; spend_micro: number }>();
}

/** Waits for the campaign's day to reach `want` (the beacon leaves within 2 s, the counter writes within 1 s). */
async function statsReach(want: { impressions: number; clicks: number }) {
  for (let i = 0; i < 100; i++) {
    const s = await dayStats();
    if (s && s.impressions >= want.impressions && s.clicks >= want.clicks) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  return dayStats();
}

/** Scrolls the home feed until a promoted card is in view (more pages load on the way), at most three pages' worth. */
async function scrollToPromoted(page: Page) {
  // The grid measured and in its columns first: cards move when it is (app/routes/saving/feeds/pin-grid.tsx).
  await page.locator(".pin-grid--masonry").waitFor();
  const card = page.locator("article[data-promoted]").first();
  for (let i = 0; i < 60 && (await card.count()) === 0; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await card.scrollIntoViewIfNeeded();
  return card;
}

beforeAll(async () => {
  worker = await startWorker();
  const biz = await createBusiness(worker, { first: "Hana", password: BROWSER_PASSWORD });
  owner = { email: biz.email, advertiserId: biz.advertiser.id };
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client, { title: "Linen armchair" });
  campaign = expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
  );
  // Newer organic Pins: the promoted one is not on the first page by itself.
  const pinner = await createPinner(worker, "Ivo");
  const board = await createBoard(pinner.client, { name: "Rooms" });
  for (let i = 0; i < 40; i++) await createPin(pinner.client, board.id, { title: `Room idea ${i + 1}` });
}, 180_000);
afterAll(() => worker?.close());

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("at $width px", (viewport) => {
  test("the promoted Pin in the home feed: marked, its impression and click counted once, its Pin page says whose ad", async () => {
    const viewer = await createAccount(worker, { first_name: `Vera${viewport.width}`, password: BROWSER_PASSWORD });
    const before = (await dayStats()) ?? { impressions: 0, clicks: 0 };
    const browser = await openBrowser({ viewport, isMobile: viewport.width < 500 });
    try {
      const page = browser.page;
      // Headless Chromium says so in its User-Agent, and bots are never shown promoted Pins nor counted: this one is a person's browser.
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send("Network.setUserAgentOverride", { userAgent: PERSON_UA });
      await logInThroughPage(page, worker.url, true, viewer.email);
      const card = await scrollToPromoted(page);
      await expect.poll(() => card.getByText("Promoted by Hana's shop").isVisible()).toBe(true);
      expect(await card.getByRole("link", { name: /^(Image too small[^:]*: )?Linen armchair$/ }).count()).toBe(1);
      await screenshot(page, `promoted-pins-card-${viewport.width}`);
      await expectAccessible(page, `promoted-pins-feed-${viewport.width}`);
      // in view for a second: one impression, whatever happens next
      const afterImpression = await statsReach({ impressions: before.impressions + 1, clicks: before.clicks });
      expect(afterImpression?.impressions).toBe(before.impressions + 1);
      // scrolled past again: nothing more for that card; a reload is a new card with its own token
      await page.mouse.wheel(0, -300);
      await (await scrollToPromoted(page)).waitFor();
      await page.waitForTimeout(3500);
      expect((await dayStats())?.impressions).toBe(before.impressions + 1);
      await page.reload();
      await (await scrollToPromoted(page)).waitFor();
      const afterReload = await statsReach({ impressions: before.impressions + 2, clicks: before.clicks });
      expect(afterReload?.impressions).toBe(before.impressions + 2);
      // opened: the click, and its Pin page says whose ad it is
      await (await scrollToPromoted(page)).getByRole("link", { name: /^(Image too small[^:]*: )?Linen armchair$/ }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${campaign.pin_id}/` || u.pathname === `/pin/${campaign.pin_id}`);
      // the Pin page itself (the feed's card says the same while the page loads)
      const detail = page.locator("article.pin-detail");
      await detail.getByText("Promoted by Hana's shop").waitFor();
      await detail.getByRole("link", { name: "Visit site" }).waitFor();
      await screenshot(page, `promoted-pins-pin-page-${viewport.width}`);
      await expectAccessible(page, `promoted-pins-pin-page-${viewport.width}`);
      const afterClick = await statsReach({ impressions: before.impressions + 2, clicks: before.clicks + 1 });
      expect(afterClick).toMatchObject({ impressions: before.impressions + 2, clicks: before.clicks + 1 });
      expect(afterClick!.spend_micro).toBe((before.impressions + 2) * 2_000 + (before.clicks + 1) * 200_000);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("the advertiser at $width px", (viewport) => {
  test("campaign insights show today's impressions and clicks, in the totals and on the chart", async () => {
    const day = await dayStats();
    expect(day).toMatchObject({ impressions: 4, clicks: 2 });
    const browser = await openBrowser({ viewport, isMobile: viewport.width < 500 });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await page.goto(new URL(`/advertiser/${owner.advertiserId}/campaign-insights/${campaign.id}/`, worker.url).href);
      const totals = page.getByRole("list", { name: "Totals" });
      expect(await totals.locator('[data-metric="impressions"] .insights-total__value').textContent()).toBe("4");
      expect(await totals.locator('[data-metric="clicks"] .insights-total__value').textContent()).toBe("2");
      const chart = page.getByRole("img", { name: "Impressions per day" });
      // its description names the report's total and peak day: today's four
      expect(await chart.getAttribute("aria-describedby")).toBeTruthy();
      const description = await page.locator(`#${await chart.getAttribute("aria-describedby")}`).textContent();
      expect(description).toContain("4");
      await screenshot(page, `promoted-pins-insights-${viewport.width}`);
      await expectAccessible(page, `promoted-pins-insights-${viewport.width}`);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe("hiding an ad", () => {
  async function viewerBrowser(js: boolean, viewport: { width: number; height: number }) {
    const viewer = await createAccount(worker, { first_name: `Hugo${js ? "js" : "nojs"}`, password: BROWSER_PASSWORD });
    const browser = await openBrowser({ viewport, isMobile: viewport.width < 500, javaScriptEnabled: js });
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send("Network.setUserAgentOverride", { userAgent: PERSON_UA });
    await logInThroughPage(browser.page, worker.url, js, viewer.email);
    return { browser, viewer };
  }
  const hiddenFor = async (email: string) =>
    (await worker.env()).DB.prepare("SELECT COUNT(*) AS n FROM promoted_hides h JOIN users u ON u.id = h.user_id WHERE u.email = ?")
      .bind(email)
      .first<{ n: number }>()
      .then((r) => r!.n);

  test("with JavaScript: the card gives way at once, Undo brings it back, and once hidden it stays hidden", async () => {
    const { browser, viewer } = await viewerBrowser(true, { width: 1280, height: 800 });
    try {
      const page = browser.page;
      const card = await scrollToPromoted(page);
      await card.getByRole("button", { name: "Hide this ad by Hana's shop" }).click();
      await card.getByText("Ad hidden. You won't see this Pin promoted again.").waitFor();
      await expect.poll(() => hiddenFor(viewer.email)).toBe(1);
      await screenshot(page, "promoted-pins-hidden-1280");
      await expectAccessible(page, "promoted-pins-hidden-1280");
      await card.getByRole("button", { name: "Undo" }).click();
      await card.getByText("Promoted by Hana's shop").waitFor();
      await expect.poll(() => hiddenFor(viewer.email)).toBe(0);
      await card.getByRole("button", { name: "Hide this ad by Hana's shop" }).click();
      await expect.poll(() => hiddenFor(viewer.email)).toBe(1);
      await page.reload();
      for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 600);
      await page.waitForTimeout(500);
      expect(await page.locator("article[data-promoted]").count()).toBe(0);
    } finally {
      await browser.close();
    }
  }, 90_000);

  test("without JavaScript at 375 px: the Hide form posts and comes back to the feed without the ad", async () => {
    const { browser, viewer } = await viewerBrowser(false, { width: 375, height: 740 });
    try {
      const page = browser.page;
      // Without JavaScript the feed pages by "More ideas" links: the promoted card is on the first page.
      const card = page.locator("article[data-promoted]").first();
      await card.getByRole("button", { name: "Hide this ad by Hana's shop" }).click();
      await page.waitForURL((u) => u.pathname === "/");
      expect(await hiddenFor(viewer.email)).toBe(1);
      expect(await page.locator("article[data-promoted]").count()).toBe(0);
    } finally {
      await browser.close();
    }
  }, 90_000);
});

test("a promoted Pin the first page already shows on its own still comes as an ad on a later page (infinite scroll keeps both)", async () => {
  const biz = await createBusiness(worker, { first: "Nell" });
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client, { title: "Fresh rattan lamp" });
  expectOk(await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)));
  const viewer = await createAccount(worker, { first_name: "Odile", password: BROWSER_PASSWORD });
  const browser = await openBrowser();
  try {
    const page = browser.page;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send("Network.setUserAgentOverride", { userAgent: PERSON_UA });
    await logInThroughPage(page, worker.url, true, viewer.email);
    // the newest Pin: on the first page on its own (once the feed is there: the log-in navigates in the page)
    await page.locator("article:not([data-promoted])").filter({ hasText: "Fresh rattan lamp" }).waitFor();
    const ad = page.locator("article[data-promoted]").filter({ hasText: "Promoted by Nell's shop" });
    for (let i = 0; i < 60 && (await ad.count()) === 0; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    expect(await ad.count()).toBe(1);
  } finally {
    await browser.close();
  }
}, 90_000);
