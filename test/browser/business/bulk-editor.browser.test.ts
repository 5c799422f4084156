/**
 * The bulk editor in a real browser against the built Worker (docs/decisions/055), through the
 * axe gate, screenshots at 1280 and 375 px (test-results/screenshots/bulk-editor-*.png): download
 * the template, edit three campaigns' budgets and names, upload it, check the preview (money as
 * money, things by their names), apply, and find the upload in its history; without JavaScript
 * the same upload, preview and apply are plain forms.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import { parseCsv, toCsv } from "~common/platform/csv";
import { expectOk } from "../../support/api-client";
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

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Bea", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
}, 120_000);
afterAll(() => worker?.close());

async function newCampaign(name: string) {
  const pin = await promotablePin(owner.client, { title: `${name} pin` });
  return expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: name, budget_in_micro_currency: 3_000_000, is_ongoing: true }),
    ),
  );
}
const campaignNow = async (c: Campaign) =>
  expectOk(await owner.client.get<Campaign>(`/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${c.id}/`));
const consoleUrl = (path: string) => new URL(`/advertiser/${owner.advertiser.id}${path}`, worker.url).href;

/** The template edited: each of `cs` gets a new name and budget (the i-th: "<name> v2", 5 + i). */
function edit(text: string, cs: Campaign[]): string {
  const parsed = parseCsv(text, { maxRows: 5001 });
  if (!parsed.ok) throw new Error("the template does not parse");
  const [header, ...rows] = parsed.rows;
  const col = (name: string) => header!.indexOf(name);
  for (const r of rows) {
    const i = cs.findIndex((c) => c.id === r[col("Campaign ID")]);
    if (r[col("Entity type")] !== "CAMPAIGN" || i < 0) continue;
    r[col("Campaign name")] = `${cs[i]!.name} v2`;
    r[col("Daily budget")] = `${5 + i}.00`;
  }
  return toCsv([header!, ...rows]);
}

async function uploadAndPreview(page: Page, sheet: string, name: string) {
  await page.getByLabel("Choose a CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(sheet) });
  await page.getByRole("button", { name: "Check the sheet" }).click();
  await page.getByRole("heading", { name: "Changes in this sheet" }).waitFor();
}

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("with JavaScript at $width px", (viewport) => {
  test("download the template, edit three campaigns, upload, preview, apply; the upload history", async () => {
    const cs = [
      await newCampaign(`Desk ${viewport.width} a`),
      await newCampaign(`Desk ${viewport.width} b`),
      await newCampaign(`Desk ${viewport.width} c`),
    ];
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, consoleUrl("/bulk_editor/download_template/"), true);
      await page.getByRole("heading", { name: "Download a template" }).waitFor();
      await expectAccessible(page, `bulk-editor-${viewport.width}-01-download`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download template (CSV)" }).click(),
      ]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile((await download.path())!));
      expect(text.charCodeAt(0)).toBe(0xfeff);

      await page.getByRole("link", { name: "Upload", exact: true }).click();
      await page.getByRole("heading", { name: "Upload a sheet" }).waitFor();
      const file = `desks-${viewport.width}.csv`;
      await uploadAndPreview(page, edit(text, cs), file);
      const rows = page.locator("table.bulk__table tbody tr");
      expect(await rows.count()).toBe(6);
      const budgetRow = rows.filter({ hasText: cs[1]!.name }).filter({ hasText: "Daily budget" });
      expect(await budgetRow.locator("td").allTextContents()).toEqual([
        expect.any(String),
        `Campaign ${cs[1]!.name}`,
        "Daily budget",
        "$3.00",
        "$6.00",
      ]);
      await screenshot(page, `bulk-editor-${viewport.width}-02-preview`, { fullPage: true });
      await expectAccessible(page, `bulk-editor-${viewport.width}-02-preview`);
      expect((await campaignNow(cs[0]!)).name).toBe(cs[0]!.name); // a preview changes nothing

      await page.getByRole("button", { name: "Apply changes" }).click();
      await page.getByText("Applied: 3 changes.", { exact: false }).first().waitFor();
      for (const [i, c] of cs.entries()) {
        const now = await campaignNow(c);
        expect([now.name, now.budget_in_micro_currency]).toEqual([`${c.name} v2`, (5 + i) * 1_000_000]);
      }
      await screenshot(page, `bulk-editor-${viewport.width}-03-applied`, { fullPage: true });

      await page.getByRole("link", { name: "Upload history" }).first().click();
      await page.getByRole("heading", { name: "Bulk editor" }).waitFor();
      const upload = page.locator("table.bulk__table tbody tr").filter({ hasText: file });
      await upload.waitFor();
      expect(await upload.locator("td").allTextContents()).toEqual([
        expect.any(String),
        expect.stringMatching(/^Bea/),
        file,
        expect.stringMatching(/^\d+$/), // every campaign of the account: the other width's too
        "3",
        "Applied",
      ]);
      await screenshot(page, `bulk-editor-${viewport.width}-04-history`, { fullPage: true });
      await expectAccessible(page, `bulk-editor-${viewport.width}-04-history`);
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("a sheet with a bad row lists it by line; the fixed sheet previews and applies as plain forms", async () => {
    const c = await newCampaign("Shelf no JS");
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, consoleUrl("/bulk_editor/"), false);
      const header = ["Action", "Entity type", "Campaign ID", "Campaign name", "Daily budget"];
      await page.getByLabel("Choose a CSV file").setInputFiles({
        name: "bad.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(toCsv([header, ["EDIT", "CAMPAIGN", c.id, "Shelf", "0.10"]])),
      });
      await page.getByRole("button", { name: "Check the sheet" }).click();
      await page.getByRole("heading", { name: "Problems in this sheet" }).waitFor();
      expect(await page.locator("table.bulk__table tbody tr td").allTextContents()).toEqual([
        "2",
        "Daily budget",
        "That daily budget is below the minimum for your ad account's country.",
      ]);
      await expectAccessible(page, "bulk-editor-nojs-01-problems");
      await uploadAndPreview(page, toCsv([header, ["EDIT", "CAMPAIGN", c.id, "Shelf, renamed", ""]]), "good.csv");
      await page.getByRole("button", { name: "Apply changes" }).click();
      await page.getByRole("status").filter({ hasText: "Applied: 1 change." }).waitFor();
      expect((await campaignNow(c)).name).toBe("Shelf, renamed");
      await screenshot(page, "bulk-editor-nojs-02-applied");
    } finally {
      await browser.close();
    }
  });
});
