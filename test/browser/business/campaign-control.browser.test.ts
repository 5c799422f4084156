/**
 * Campaign control in a real browser against the built Worker (docs/decisions/052), through the
 * axe gate, screenshots at 1280 and 375 px (test-results/screenshots/campaign-control-*.png):
 *   - with JavaScript: Pause shows "Paused" at once and a toast, and a visitor is no longer shown
 *     the promoted Pin; Resume brings it back; the edit form refuses a budget under the minimum
 *     beside the field and saves a new one; End asks in a modal, then only Archive is left; the
 *     change history lists every change by its person, money as money;
 *   - without JavaScript: Pause, and the ad group's edit form (bid, targeting, keywords), are plain
 *     forms that come back with their words on the page.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adGroupRoute } from "~common/business/console";
import type { AdGroup, Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import { ApiClient, expectOk } from "../../support/api-client";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../support/business-fixtures";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visitor = () =>
  new ApiClient(worker, { headers: { "user-agent": BROWSER, "accept-language": "en-US", "sec-fetch-site": "same-origin" } });

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Cora", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
}, 120_000);
afterAll(() => worker?.close());

async function newCampaign(name: string) {
  const pin = await promotablePin(owner.client, { title: `${name} chair` });
  return expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: name, budget_in_micro_currency: 3_000_000, is_ongoing: true }),
    ),
  );
}
const campaignNow = async (c: Campaign) =>
  expectOk(await owner.client.get<Campaign>(`/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${c.id}/`));
const promotedToVisitor = async (c: Campaign) =>
  expectOk(await visitor().get<FeedPin>(`/v3/pins/${c.pin_id}/`)).promotion?.campaign_id === c.id;
const status = (page: Page) => page.getByRole("term").filter({ hasText: "Status" }).locator("xpath=following-sibling::dd[1]");

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("with JavaScript at $width px", (viewport) => {
  test("pause, resume, a refused and a saved budget, end in a modal; the change history", async () => {
    const c = await newCampaign(`Control ${viewport.width}`);
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/campaign-insights/${c.id}/`, worker.url).href, true);
      const controls = page.getByRole("region", { name: "Campaign controls" });
      await controls.waitFor();
      // Delivery keeps its candidates a few seconds per isolate: a new campaign shows within them.
      await expect.poll(() => promotedToVisitor(c), { timeout: 8_000, interval: 500 }).toBe(true);

      // The answer held back a moment: the status changes before it lands.
      await page.route(/campaign-insights.*\.data/, async (route) => {
        if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 300));
        await route.continue();
      });
      await controls.getByRole("button", { name: "Pause" }).click();
      await controls.getByRole("button", { name: "Resume" }).waitFor({ timeout: 250 });
      await page.getByText("Campaign paused. It stops showing within seconds.").waitFor();
      await expect.poll(async () => (await campaignNow(c)).status).toBe("PAUSED");
      // The settings list shows the loader's status, read again just after the answer lands.
      await expect.poll(() => status(page).textContent()).toBe("Paused");
      await expect.poll(() => promotedToVisitor(c), { timeout: 8_000, interval: 500 }).toBe(false);
      await screenshot(page, `campaign-control-${viewport.width}-01-paused`);
      await controls.getByRole("button", { name: "Resume" }).click();
      await page.getByText("Campaign resumed.").waitFor();
      await expect.poll(async () => (await campaignNow(c)).status).toBe("ACTIVE");

      const budget = controls.getByLabel("Daily budget (USD)");
      await budget.fill("0.5");
      await controls.getByRole("button", { name: "Save changes" }).click();
      await controls.getByText("That daily budget is below the minimum for your ad account's country.").waitFor();
      await budget.fill("4.5");
      await controls.getByRole("button", { name: "Save changes" }).click();
      await page.getByText("Changes saved.").waitFor();
      await expect.poll(async () => (await campaignNow(c)).budget_in_micro_currency).toBe(4_500_000);
      await expect.poll(() => page.getByTestId("campaign-budget").textContent()).toBe("$4.50");
      await expectAccessible(page, `campaign-control-${viewport.width}-02-campaign`);

      await controls.getByRole("link", { name: "End campaign" }).click();
      const modal = page.getByRole("dialog", { name: "End this campaign?" });
      await modal.waitFor();
      await screenshot(page, `campaign-control-${viewport.width}-03-end`);
      await expectAccessible(page, `campaign-control-${viewport.width}-03-end`);
      await modal.getByRole("button", { name: "End campaign" }).click();
      await page.getByText("Campaign ended.").waitFor();
      await modal.waitFor({ state: "detached" });
      await controls.getByText("This campaign has ended. You can rename or archive it.").waitFor();
      expect(await controls.getByRole("button").allTextContents()).toEqual([]);
      expect(await controls.getByRole("link").allTextContents()).toEqual(["Archive"]);
      expect((await campaignNow(c)).status).toBe("ENDED");

      await page.getByRole("link", { name: "History of this campaign" }).click();
      await page.getByRole("heading", { name: "Change history" }).waitFor();
      const rows = page.locator("table.history tbody tr");
      expect(await rows.count()).toBe(5);
      const changes = await rows.locator("td:nth-child(4)").allTextContents();
      expect(changes).toEqual([
        "Status: Active → Ended",
        "Daily budget: $3.00 → $4.50",
        "Status: Paused → Active",
        "Status: Active → Paused",
        "Created",
      ]);
      expect(await rows.first().locator("td:nth-child(2)").textContent()).toMatch(/^Cora/);
      await screenshot(page, `campaign-control-${viewport.width}-04-history`, { fullPage: true });
      await expectAccessible(page, `campaign-control-${viewport.width}-04-history`);
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("Pause is a plain form: back on the page with its words, the campaign paused", async () => {
    const c = await newCampaign("Control no JS");
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/campaign-insights/${c.id}/`, worker.url).href, false);
      await page.getByRole("region", { name: "Campaign controls" }).getByRole("button", { name: "Pause" }).click();
      await page.getByRole("status").filter({ hasText: "Campaign paused. It stops showing within seconds." }).waitFor();
      expect(await status(page).textContent()).toBe("Paused");
      expect((await campaignNow(c)).status).toBe("PAUSED");
      await screenshot(page, "campaign-control-nojs-01-paused");

      // The ad group's bid, targeting and keywords: a plain form too, back with its words.
      await openPage(page, new URL(adGroupRoute(owner.advertiser.id, c.ad_group.id), worker.url).href, false);
      const edit = page.getByRole("form", { name: "Edit ad group" });
      await edit.getByLabel("Bid: the most a click may cost (USD)").fill("1.25");
      await edit.getByRole("checkbox", { name: "Male", exact: true }).uncheck();
      await edit.getByLabel("Search keywords").fill("Reading Chair, reading chair\nbar seating");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("status").filter({ hasText: "Changes saved." }).waitFor();
      const group = expectOk(await owner.client.get<AdGroup>(`/ads/v4/advertisers/${owner.advertiser.id}/ad_groups/${c.ad_group.id}/`));
      expect(group).toMatchObject({ bid_in_micro_currency: 1_250_000, keywords: ["reading chair", "bar seating"] });
      expect(group.targeting_spec.GENDER).toEqual(["female", "unknown"]);
      await page.getByText("reading chair, bar seating").waitFor();
      await screenshot(page, "campaign-control-nojs-02-ad-group", { fullPage: true });
      await expectAccessible(page, "campaign-control-nojs-02-ad-group");
    } finally {
      await browser.close();
    }
  });
});
