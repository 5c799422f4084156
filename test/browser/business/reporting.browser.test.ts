/**
 * The reporting tables in a real browser against the built Worker (docs/decisions/053), through
 * the axe gate, screenshots at 1280 and 375 px (test-results/screenshots/reporting-*.png): open the
 * campaigns report (names linked, money as money, the totals row), sort it (a column header at
 * 1280, the form's "Sort by" at 375, where each row is a card), change the window, and download
 * its CSV; and the column preferences, saved without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
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

const DAY = 86_400_000;
let worker: RunningWorker;
let owner: BusinessAccount;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = dayOf(Date.now());
const twoDaysAgo = dayOf(Date.now() - 2 * DAY);
const tenDaysAgo = dayOf(Date.now() - 10 * DAY);

async function promote(name: string, title: string): Promise<Campaign> {
  const pin = await promotablePin(owner.client, { title });
  return expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: name, budget_in_micro_currency: 5_000_000 }),
    ),
  );
}

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Rita", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  const sofa = await promote("Sofa launch", "Linen sofa");
  const lamp = await promote("Lamp teaser", "Brass lamp");
  const db = (await worker.env()).DB;
  // What the counters write: the campaign's row and its ad's, the same numbers.
  const campaignRow = db.prepare(
    `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const adRow = db.prepare(
    `INSERT INTO ad_daily_stats (campaign_id, ad_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const rows: D1PreparedStatement[] = [];
  for (const [c, day, i, k, s] of [
    [sofa, twoDaysAgo, 1000, 20, 4_000_000],
    [lamp, twoDaysAgo, 3000, 5, 1_500_000],
    [lamp, tenDaysAgo, 500, 1, 700_000],
  ] as const) {
    rows.push(campaignRow.bind(Number(c.id), day, i, k, s, Date.now()));
    rows.push(adRow.bind(Number(c.id), Number(c.ad.id), day, i, k, s, Date.now()));
  }
  await db.batch(rows);
}, 120_000);
afterAll(() => worker?.close());

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("the campaigns report at $width px", (viewport) => {
  test("open, sort, change the window, download the CSV", async () => {
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/reporting/campaigns/`, worker.url).href, true);
      await page.getByRole("heading", { name: "Campaigns report" }).waitFor();
      const table = page.locator("table.reporting__table");
      const names = () => table.locator("tbody tr td:first-child").allTextContents();
      // The last 7 days, by spend (highest first): the sofa spent more.
      expect(await names()).toEqual(["Sofa launch", "Lamp teaser"]);
      expect(await table.locator("tfoot").textContent()).toContain("$5.50");
      expect(await table.getByRole("link", { name: "Sofa launch" }).getAttribute("href")).toMatch(/\/campaign-insights\/\d+\/$/);
      await screenshot(page, `reporting-${viewport.width}-01-campaigns`, { fullPage: true });
      await expectAccessible(page, `reporting-${viewport.width}-01-campaigns`);

      // Sort by impressions: the lamp had more.
      if (viewport.width >= 1280) {
        await table.getByRole("link", { name: /^Impressions/ }).click();
      } else {
        await page.getByLabel("Sort by").selectOption("impressions");
        await page.getByRole("button", { name: "Apply" }).click();
      }
      await page.waitForURL(/sort=impressions/);
      await expect.poll(names).toEqual(["Lamp teaser", "Sofa launch"]);

      // A window reaching back eleven days: the lamp's older day counts too.
      await page.getByLabel("From").fill(dayOf(Date.now() - 11 * DAY));
      await page.getByLabel("To").fill(today);
      await page.getByLabel("Compare with the previous period").check();
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/compare=1/);
      await expect.poll(() => table.locator("tfoot").textContent()).toContain("$6.20");
      await page.getByText(/Compared with \d{4}-\d{2}-\d{2} to /).waitFor();
      await screenshot(page, `reporting-${viewport.width}-02-window`, { fullPage: true });
      await expectAccessible(page, `reporting-${viewport.width}-02-window`);

      const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
      expect(href).toContain(`/ads/v4/advertisers/${owner.advertiser.id}/reports/campaigns/?`);
      const csv = await page.request.get(new URL(href!, worker.url).href);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const lines = (await csv.text()).trimEnd().split("\r\n");
      expect(lines[0]).toMatch(
        /^name,status,objective,impressions,clicks,ctr,spend_USD,cpc_USD,cpm_USD,conversions,cpa_USD,roas,comparison_impressions/,
      );
      expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["Lamp teaser", "Sofa launch", "Total"]);
      expect(lines[1]).toContain(",3500,6,");
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("the preferences are plain forms; the campaigns report then shows only the chosen columns", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/reporting/preferences/`, worker.url).href, false);
      const campaigns = page.getByRole("group", { name: "Campaigns" });
      for (const name of ["Status", "Objective", "CTR", "CPC", "CPM", "Conversions", "Cost per conversion", "ROAS"])
        await campaigns.getByLabel(name, { exact: true }).uncheck();
      await page.getByRole("button", { name: "Save columns: Campaigns" }).click();
      await page.getByRole("status").filter({ hasText: "Columns saved." }).waitFor();
      expect(await page.getByRole("group", { name: "Campaigns" }).getByLabel("Spend").isChecked()).toBe(true);
      expect(await page.getByRole("group", { name: "Campaigns" }).getByLabel("CTR").isChecked()).toBe(false);
      await expectAccessible(page, "reporting-nojs-01-preferences");
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/reporting/campaigns/`, worker.url).href, false);
      const headers = await page.locator("table.reporting__table thead th").allTextContents();
      expect(
        headers.map((h) =>
          h
            .replace(/ \(Sort by .*\)$/, "")
            .replace(/[▲▼]/g, "")
            .trim(),
        ),
      ).toEqual(["Campaign", "Impressions", "Clicks", "Spend"]);
      await screenshot(page, "reporting-nojs-02-columns");
    } finally {
      await browser.close();
    }
  });
});
