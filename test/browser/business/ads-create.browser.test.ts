/**
 * Campaign create in a real browser against the built Worker (docs/decisions/057), through the axe
 * gate, screenshots at 1280 and 375 px (test-results/screenshots/ads-create-*.png):
 *   - with JavaScript: the campaign mode page → the standard form; the form saves itself as it is
 *     typed (the address becomes the draft's); Create without Pins is refused on the page before
 *     anything is sent; a second ad group with its own targeting; Create → the campaign's edit page
 *     with both ad groups; Duplicate → a paused copy;
 *   - without JavaScript: adding an ad group saves the draft and comes back to it; Create makes it.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CampaignStructure } from "~common/business/ads-create";
import type { Campaign } from "~common/business/schemas";
import { expectOk } from "../../support/api-client";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { createBusiness, promotablePin, readyToPromote, type BusinessAccount } from "../../support/business-fixtures";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Dana", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  await promotablePin(owner.client, { title: "Linen sofa" });
  await promotablePin(owner.client, { title: "Cane chair" });
}, 120_000);
afterAll(() => worker?.close());

const campaigns = async () =>
  expectOk(await owner.client.get<{ items: Campaign[] }>(`/ads/v4/advertisers/${owner.advertiser.id}/campaigns/`)).items;
const structure = async (id: string) =>
  expectOk(await owner.client.get<CampaignStructure>(`/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${id}/ad_groups/`));
const url = (path: string) => new URL(`/advertiser/${owner.advertiser.id}${path}`, worker.url).href;

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("with JavaScript at $width px", (viewport) => {
  test("campaign mode → a form that saves itself → refused without Pins → two ad groups → created → duplicated", async () => {
    const name = `Living room ${viewport.width}`;
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, url("/ads/campaign_mode/"), true);
      await page.getByRole("heading", { name: "How do you want to set up this campaign?" }).waitFor();
      await expectAccessible(page, `ads-create-${viewport.width}-01-mode`);
      await page.getByRole("form", { name: "Standard" }).getByRole("button", { name: "Continue" }).click();
      await page.getByRole("heading", { name: "Create a campaign" }).waitFor();

      await page.getByLabel("Campaign name").fill(name);
      // Saved as it is typed: the address becomes the draft's.
      await page.waitForURL(/\/ads\/edit_draft\/\?draft_id=\d+/, { timeout: 8_000 });
      await page.getByText(/^Saved \d/).waitFor();

      const sent: string[] = [];
      page.on("request", (r) => r.method() === "POST" && sent.push(r.url()));
      await page.getByRole("button", { name: "Create campaign" }).click();
      await page.getByText("Choose at least one Pin.").first().waitFor();
      expect(sent).toEqual([]);
      await screenshot(page, `ads-create-${viewport.width}-02-refused`);

      await page.getByRole("button", { name: "Add an ad group" }).click();
      const groups = page.getByRole("region", { name: /^Ad group \d$/ });
      await expect.poll(() => groups.count()).toBe(2);
      await groups.nth(0).getByRole("checkbox", { name: "Promote “Linen sofa”" }).check();
      await groups.nth(1).getByRole("checkbox", { name: "Promote “Cane chair”" }).check();
      await groups.nth(1).getByRole("checkbox", { name: "Female" }).check();
      await groups.nth(1).getByLabel("Ad group name").fill("Women");
      await expectAccessible(page, `ads-create-${viewport.width}-03-form`);
      await screenshot(page, `ads-create-${viewport.width}-03-form`, { fullPage: true });
      await page.getByRole("button", { name: "Create campaign" }).click();
      await page.getByRole("heading", { name: `Edit: ${name}` }).waitFor({ timeout: 15_000 });
      await page.getByText("Campaign created.").waitFor();
      const made = (await campaigns()).find((c) => c.name === name)!;
      const s = await structure(made.id);
      expect(s.ad_groups.map((g) => [g.name, g.targeting_spec.GENDER, g.ads.length])).toEqual([
        ["Ad group 1", [], 1],
        ["Women", ["female"], 1],
      ]);
      await page.getByRole("link", { name: "Women" }).waitFor();
      await expectAccessible(page, `ads-create-${viewport.width}-04-edit`);
      await screenshot(page, `ads-create-${viewport.width}-04-edit`, { fullPage: true });

      await page.getByRole("link", { name: "Duplicate" }).first().click();
      await page.getByLabel("Name of the copy").waitFor();
      expect(await page.getByLabel("Name of the copy").inputValue()).toBe(`Copy of ${name}`);
      await page.getByRole("button", { name: "Duplicate" }).click();
      await page.getByRole("heading", { name: `Edit: Copy of ${name}` }).waitFor();
      await page.getByText("Campaign duplicated. It's paused: resume it when you're ready.").waitFor();
      const copy = (await campaigns()).find((c) => c.name === `Copy of ${name}`)!;
      expect(copy).toMatchObject({ status: "PAUSED", ad_group_count: 2 });
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("adding an ad group saves the draft and comes back to it; Create makes the campaign", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, url("/ads/create/"), false);
      await page.getByLabel("Campaign name").fill("Plain form campaign");
      await page.getByRole("button", { name: "Add an ad group" }).click();
      await page.waitForURL(/\/ads\/edit_draft\/\?draft_id=\d+/);
      const groups = page.getByRole("region", { name: /^Ad group \d$/ });
      expect(await groups.count()).toBe(2);
      expect(await page.getByLabel("Campaign name").inputValue()).toBe("Plain form campaign");
      await groups.nth(0).getByRole("checkbox", { name: "Promote “Linen sofa”" }).check();
      await groups.nth(1).getByRole("checkbox", { name: "Promote “Linen sofa”" }).check();
      await page.getByRole("button", { name: "Create campaign" }).click();
      await page.getByRole("heading", { name: "Edit: Plain form campaign" }).waitFor();
      await page.getByRole("status").filter({ hasText: "Campaign created." }).waitFor();
      await screenshot(page, "ads-create-nojs-01-created");
      expect((await campaigns()).find((c) => c.name === "Plain form campaign")).toMatchObject({ ad_group_count: 2 });
    } finally {
      await browser.close();
    }
  });
});
