/**
 * Campaign reporting in the advertiser console in a real browser against the built Worker
 * (business.md §2 campaign insights), every page through the axe gate, screenshots at 1280 and
 * 375 px (test-results/screenshots/campaign-insights-*.png), with daily totals written straight
 * into campaign_daily_stats (what the campaigns' counters write):
 *   - the insights page for a report window and its comparison: the totals and their change
 *     ("new" where the comparison had none), the chart (an SVG image named for its metric, both
 *     windows, a legend), the metric switcher and the date form without JavaScript, the daily
 *     tables, a refused window, and the CSV download (text/csv, the rows; 403, 404 and log in as the
 *     console);
 *   - the console home's last-7-days columns (zeros for a campaign that delivered nothing);
 *   - the billing page's monthly invoices, and its empty state.
 * The report's windows are fixed days long past (the API takes any); the home's and the invoices'
 * rows are two days ago, inside "the last 7 days" whenever the test runs.
 */
import type { Page } from "playwright-core";
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

let worker: RunningWorker;
let owner: BusinessAccount;
let stranger: BusinessAccount;
let campaign: Campaign;
let quiet: Campaign;

const at = (path: string) => new URL(path, worker.url).href;
const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);
const logIn = (page: Page, js: boolean, email: string) => logInThroughPage(page, worker.url, js, email);

const WINDOWS = "start_date=2024-03-01&end_date=2024-03-07&comp_start_date=2024-02-23&comp_end_date=2024-02-29";
const insightsPath = (query = WINDOWS) => `/advertiser/${owner.advertiser.id}/campaign-insights/${campaign.id}/?${query}`;
const RECENT = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const RECENT_MONTH = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
  new Date(`${RECENT}T00:00:00Z`),
);

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
  owner = await createBusiness(worker, { first: "Ines", password: BROWSER_PASSWORD });
  stranger = await createBusiness(worker, { first: "Sol", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  quiet = await promote("Quiet lamp", "Brass lamp");
  campaign = await promote("Linen sofa launch", "Linen sofa");
  const db = (await worker.env()).DB;
  const row = db.prepare(
    `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, invalid_impressions, invalid_clicks, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const id = Number(campaign.id);
  await db.batch([
    row.bind(id, "2024-03-01", 1000, 10, 2_000_000, 0, 0, Date.now()),
    // Invalid traffic beside the charged numbers (never in spend).
    row.bind(id, "2024-03-02", 1200, 18, 2_400_000, 40, 5, Date.now()),
    row.bind(id, "2024-03-04", 800, 8, 1_600_000, 0, 0, Date.now()),
    // The comparison: impressions and spend, no click.
    row.bind(id, "2024-02-26", 500, 0, 1_000_000, 0, 0, Date.now()),
    row.bind(id, RECENT, 1000, 6, 2_000_000, 0, 0, Date.now()),
  ]);
}, 120_000);
afterAll(() => worker?.close());

const TOTALS = [
  ["impressions", "Impressions", "3,000", "Up 500.0% from 500"],
  ["clicks", "Clicks", "36", "New: none in the comparison window"],
  ["ctr", "CTR", "1.20%", "New: none in the comparison window"],
  ["spend", "Spend", "$6.00", "Up 500.0% from $1.00"],
] as const;

async function expectReport(page: Page) {
  await page.getByRole("heading", { level: 1, name: "Campaign insights: Linen sofa launch" }).waitFor();
  await page.getByText("Report window: 2024-03-01 – 2024-03-07 · Compared with: 2024-02-23 – 2024-02-29").waitFor();
  const totals = page.getByRole("list", { name: "Totals" });
  for (const [metric, label, value, changed] of TOTALS) {
    const card = totals.locator(`[data-metric="${metric}"]`);
    expect(await card.locator(".insights-total__label").textContent()).toBe(label);
    expect(await card.locator(".insights-total__value").textContent()).toBe(value);
    expect((await card.locator(".insights-total__change").textContent())?.trim()).toMatch(
      new RegExp(`${changed.replace(/[.$]/g, "\\$&")}$`),
    );
  }
  await page.getByText("Invalid traffic (not charged): 40 impressions, 5 clicks").waitFor();
}

describe("campaign insights", () => {
  test("at 1280 px: totals and change, the chart and its metrics, the daily tables, the CSV", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, owner.email);
      await open(page, true, insightsPath());
      await expectReport(page);

      // The chart: one image named for its metric, described with both windows' totals.
      const chart = page.getByRole("img", { name: "Impressions per day" });
      await chart.waitFor();
      expect(await chart.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
      const desc = await chart.evaluate((svg) => document.getElementById(svg.getAttribute("aria-describedby")!)!.textContent);
      expect(desc).toBe(
        "Impressions per day from Mar 1 – Mar 7, 2024: 3,000 in total, highest 1,200 on Mar 2. Compared with Feb 23 – Feb 29, 2024: 500 in total.",
      );
      expect(await chart.locator("path.insights-chart__line").count()).toBe(2);
      expect(await page.locator(".insights-chart__legend li").allTextContents()).toEqual([
        "Mar 1 – Mar 7, 2024",
        "Feb 23 – Feb 29, 2024 (comparison)",
      ]);
      // The plot fills the column's width; its labels keep their size.
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThan(600);
      expect(
        await chart
          .locator("text")
          .first()
          .evaluate((t) => getComputedStyle(t).fontSize),
      ).toBe("12px");
      await screenshot(page, "campaign-insights-1280-01-report", { fullPage: true });
      await expectAccessible(page, "campaign-insights-01-report");

      // Another metric: a link (the page's query kept).
      const metrics = page.getByRole("navigation", { name: "Chart metric" });
      expect(await metrics.getByRole("link", { name: "Impressions" }).getAttribute("aria-current")).toBe("true");
      await metrics.getByRole("link", { name: "Spend" }).click();
      await page.getByRole("img", { name: "Spend per day" }).waitFor();
      const url = new URL(page.url());
      expect([url.searchParams.get("metric"), url.searchParams.get("start_date"), url.hash]).toEqual(["spend", "2024-03-01", "#chart"]);
      expect(await page.getByRole("img", { name: "Spend per day" }).locator("text.insights-chart__tick").allTextContents()).toEqual([
        "$0.00",
        "$1.00",
        "$2.00",
        "$3.00",
      ]);

      // The table fallback: every day of both windows, zeros where nothing was delivered.
      await page.getByText("Daily numbers").click();
      const current = page.getByRole("table", { name: "Report window, Mar 1 – Mar 7, 2024" });
      expect(await current.locator("tbody tr").count()).toBe(7);
      expect(await current.locator('tr[data-date="2024-03-02"]').getByRole("cell").allTextContents()).toEqual([
        "1,200",
        "18",
        "1.50%",
        "$2.40",
        "40",
        "5",
      ]);
      expect(await current.locator('tr[data-date="2024-03-03"]').getByRole("cell").allTextContents()).toEqual([
        "0",
        "0",
        "0.00%",
        "$0.00",
        "0",
        "0",
      ]);
      expect(await current.locator("tfoot td").allTextContents()).toEqual(["3,000", "36", "1.20%", "$6.00", "40", "5"]);
      const comparison = page.getByRole("table", { name: "Comparison window, Feb 23 – Feb 29, 2024" });
      expect(await comparison.locator("tbody tr").count()).toBe(7);
      await expectAccessible(page, "campaign-insights-02-tables");

      // The CSV: the same windows' rows, as an attachment.
      const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
      expect(href).toBe(`/advertiser/${owner.advertiser.id}/campaign-insights/${campaign.id}/csv?${WINDOWS}`);
      const csv = await page.request.get(at(href!));
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers()["content-disposition"]).toBe(
        `attachment; filename="campaign-${campaign.id}-insights-2024-03-01-2024-03-07.csv"`,
      );
      const lines = (await csv.text()).split("\r\n");
      expect(lines[0]).toBe("window,date,impressions,clicks,ctr,spend_USD,invalid_impressions,invalid_clicks");
      expect(lines).toContain("current,2024-03-02,1200,18,0.015000,2.4,40,5");
      expect(lines).toContain("comparison,2024-02-26,500,0,0.000000,1,0,0");
      expect(lines).toHaveLength(1 + 14 + 1);

      // Another comparison through the form (a client-side navigation): the chart's metric kept.
      const form = page.getByRole("form", { name: "Report dates" });
      await form.getByRole("group", { name: "Compared with" }).getByLabel("From").fill("2024-02-01");
      await form.getByRole("group", { name: "Compared with" }).getByLabel("To").fill("2024-02-07");
      await form.getByRole("button", { name: "Show report" }).click();
      await page.getByText("Report window: 2024-03-01 – 2024-03-07 · Compared with: 2024-02-01 – 2024-02-07").waitFor();
      await page.getByRole("img", { name: "Spend per day" }).waitFor();
      expect(
        await page.getByRole("list", { name: "Totals" }).locator('[data-metric="spend"] .insights-total__change').textContent(),
      ).toMatch(/New: none in the comparison window$/);

      // Another business's campaign, a campaign not the account's, a visitor: as the console.
      const otherCsv = `/advertiser/${stranger.advertiser.id}/campaign-insights/${campaign.id}/csv`;
      expect((await page.request.get(at(otherCsv))).status()).toBe(403);
      expect((await page.request.get(at(`/advertiser/${owner.advertiser.id}/campaign-insights/999999999/csv`))).status()).toBe(404);
      const visitor = await worker.fetch(href!, { redirect: "manual" });
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toMatch(/^\/login\?next=/);
    } finally {
      await browser.close();
    }
  });

  test("at 375 px without JavaScript: the date form, a refused window, the chart at phone width", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const page = browser.page;
      await logIn(page, false, owner.email);
      await open(page, false, `/advertiser/${owner.advertiser.id}/campaign-insights/${campaign.id}/`);
      const form = page.getByRole("form", { name: "Report dates" });
      await form.getByRole("group", { name: "Report window" }).getByLabel("From").fill("2024-03-01");
      await form.getByRole("group", { name: "Report window" }).getByLabel("To").fill("2024-03-07");
      await form.getByRole("button", { name: "Show report" }).click();
      await page.waitForURL((u) => u.searchParams.get("start_date") === "2024-03-01");
      // The comparison left empty: the 7 days just before.
      await expectReport(page);
      const chart = page.getByRole("img", { name: "Impressions per day" });
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(375 - 32);
      expect(box.x).toBeGreaterThanOrEqual(0);
      await page.getByText("Daily numbers").click();
      await page.getByRole("table", { name: "Report window, Mar 1 – Mar 7, 2024" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, "campaign-insights-375-03-report", { fullPage: true });
      await expectAccessible(page, "campaign-insights-03-report-375");

      await page.getByRole("navigation", { name: "Chart metric" }).getByRole("link", { name: "CTR" }).click();
      await page.getByRole("img", { name: "Click-through rate (CTR) per day" }).waitFor();

      // An end before its start: said beside the form, the dates kept.
      await open(page, false, insightsPath("start_date=2024-03-07&end_date=2024-03-01"));
      await page
        .getByRole("alert")
        .getByText("Choose dates that exist, with the end on or after the start, at most 366 days apart.")
        .waitFor();
      expect(await form.getByRole("group", { name: "Report window" }).getByLabel("From").inputValue()).toBe("2024-03-07");
      expect(await page.getByRole("main").getByRole("img").count()).toBe(0);
      await screenshot(page, "campaign-insights-375-04-refused");
      await expectAccessible(page, "campaign-insights-04-refused-375");
    } finally {
      await browser.close();
    }
  });
});

describe("the console home and billing", () => {
  for (const [js, viewport] of [
    [true, { width: 1280, height: 800 }],
    [false, { width: 375, height: 740 }],
  ] as const) {
    test(`each campaign's last 7 days; the monthly invoices (${viewport.width} px)`, async () => {
      const browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(js ? {} : { isMobile: true }) });
      try {
        const page = browser.page;
        await logIn(page, js, owner.email);
        await open(page, js, `/advertiser/${owner.advertiser.id}/`);
        await page.getByRole("heading", { name: "Campaigns" }).waitFor();
        const cells = (c: Campaign) => page.locator(`tr[data-campaign-id="${c.id}"]`).getByRole("cell").allTextContents();
        expect((await cells(campaign)).slice(-4)).toEqual(["1,000", "6", "0.60%", "$2.00"]);
        expect((await cells(quiet)).slice(-4)).toEqual(["0", "0", "0.00%", "$0.00"]);
        expect(await page.getByRole("columnheader", { name: /^Impressions\s*, last 7 days$/ }).count()).toBe(1);
        await screenshot(page, `campaign-insights-${viewport.width}-05-home`);
        await expectAccessible(page, `campaign-insights-05-home-${viewport.width}`);

        await open(page, js, `/advertiser/${owner.advertiser.id}/billing/`);
        await page.getByRole("heading", { name: "Monthly invoices" }).waitFor();
        const month = page.getByRole("table", { name: RECENT_MONTH });
        expect(await month.locator("tbody tr").allTextContents()).toEqual(["Linen sofa launch$2.00"]);
        // A campaign's link opens its insights for that month.
        const link = new URL((await month.getByRole("link", { name: "Linen sofa launch" }).getAttribute("href"))!, worker.url);
        expect([link.pathname, link.searchParams.get("start_date")]).toEqual([
          `/advertiser/${owner.advertiser.id}/campaign-insights/${campaign.id}/`,
          `${RECENT.slice(0, 7)}-01`,
        ]);
        expect(await month.locator("tfoot").textContent()).toBe("Month's total$2.00");
        // The 2024 rows are past the last 12 months.
        expect(await page.locator("[data-month]").count()).toBe(1);
        await screenshot(page, `campaign-insights-${viewport.width}-06-billing`, { fullPage: true });
        await expectAccessible(page, `campaign-insights-06-billing-${viewport.width}`);
      } finally {
        await browser.close();
      }
    });
  }

  test("an ad account without spend: no invoices yet", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, stranger.email);
      await open(page, true, `/advertiser/${stranger.advertiser.id}/billing/`);
      await page.getByText("No invoices yet: a month's invoice appears once a campaign has spent.").waitFor();
      await expectAccessible(page, "campaign-insights-07-no-invoices");
    } finally {
      await browser.close();
    }
  });
});
