/**
 * The report center in a real browser against the built Worker (docs/decisions/054), through the
 * axe gate, screenshots at 1280 and 375 px (test-results/screenshots/report-center-*.png): build a
 * report (the page's own check first), save and run it, wait in the history until it is ready,
 * download its CSV, edit it to a weekly email, stop and restart that email, have the cron send it,
 * open the email's download page, unsubscribe by its link logged out, and delete the report (its
 * link is then refused). Without JavaScript the builder, Run now and the unsubscribe page are plain forms.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SavedReport } from "~common/business/report-center";
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
import { waitForMail } from "../../support/mailbox";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  owner = await createBusiness(worker, { first: "Rina", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Walnut stool" });
  expectOk(
    await owner.client.post(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: "Walnut stool", is_ongoing: true }),
    ),
  );
}, 120_000);
afterAll(() => worker?.close());

const consoleUrl = (path: string) => new URL(`/advertiser/${owner.advertiser.id}${path}`, worker.url).href;
const reports = async () =>
  expectOk(await owner.client.get<{ items: SavedReport[] }>(`/ads/v4/advertisers/${owner.advertiser.id}/report_center/reports/`)).items;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const toast = (page: Page, text: string, exact = false) => page.locator(".toast-region").getByText(text, { exact }).first().waitFor();

/** The run's CSV through the page's link: its first line, without the byte-order mark. */
async function downloadedHeader(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readFile((await download.path())!));
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).split("\r\n")[0];
}

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("with JavaScript at $width px", (viewport) => {
  test("build, save and run, download; edit to weekly, the email's pages, unsubscribe logged out; delete", async () => {
    const name = `Spend by day ${viewport.width}`;
    const shot = (n: string) => `report-center-${viewport.width}-${n}`;
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, consoleUrl("/report-center/"), true);
      await page.getByRole("heading", { name: "Report center", level: 1 }).waitFor();
      expect(
        await page
          .getByRole("navigation", { name: "Report center pages" })
          .getByRole("link", { name: "Reports" })
          .getAttribute("aria-current"),
      ).toBe("page");
      await page.getByText("No saved reports yet.", { exact: false }).waitFor();
      await screenshot(page, shot("01-empty"));
      await expectAccessible(page, shot("01-empty"));

      // The builder: the page's own check before anything is sent.
      await page.getByRole("main").getByRole("link", { name: "Build a report" }).first().click();
      await page.getByRole("heading", { name: "Build a report", level: 1 }).waitFor();
      expect(await page.getByLabel("From").count()).toBe(0);
      await page.getByLabel("Window").selectOption("CUSTOM");
      // To before From.
      await page.getByLabel("From").fill(daysAgo(5));
      await page.getByLabel("To").fill(daysAgo(10));
      await page.getByRole("button", { name: "Save report" }).click();
      await page.getByText("Give the report a name of at most 100 characters.").first().waitFor();
      expect(await page.getByLabel("Report name").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByRole("alert").filter({ hasText: "Fix these" }).count()).toBe(1);
      await screenshot(page, shot("02-builder-problems"), { fullPage: true });
      await expectAccessible(page, shot("02-builder-problems"));
      expect(await page.getByLabel("To").getAttribute("aria-invalid")).toBe("true");
      expect(await reports()).toHaveLength(0);

      await page.getByLabel("Report name").fill(name);
      await page.getByLabel("Window").selectOption("LAST_14_DAYS");
      expect(await page.getByLabel("From").count()).toBe(0);
      await page.getByLabel("Breakdown").selectOption("DAY");
      // Only the level's own columns: product groups have no status.
      await page.getByLabel("Level").selectOption("product_groups");
      expect(await page.getByRole("checkbox", { name: "Status" }).count()).toBe(0);
      await page.getByLabel("Level").selectOption("campaigns");
      await page.getByRole("checkbox", { name: "CTR" }).uncheck();
      await page.getByRole("button", { name: "Save and run" }).click();

      // The history: being made, then ready (the page asks again by itself).
      await page.waitForURL((u) => u.pathname.endsWith("/report-center/history/"));
      await toast(page, `“${name}” saved. It's being made`);
      const run = page.locator("tbody tr", { hasText: name }).first();
      await run.getByText("Ready", { exact: true }).waitFor({ timeout: 30_000 });
      expect(await run.textContent()).toContain("Run by hand");
      await screenshot(page, shot("03-history"), { fullPage: true });
      await expectAccessible(page, shot("03-history"));
      expect(await downloadedHeader(page, run.getByRole("link", { name: "Download CSV" }))).toMatch(
        /^period,name,impressions,clicks,spend_[A-Z]{3}$/,
      );

      // Edit it: a weekly email on Monday.
      await page.getByRole("navigation", { name: "Report center pages" }).getByRole("link", { name: "Reports" }).click();
      const row = page.locator("tbody tr", { hasText: name });
      await row.waitFor();
      await row.getByRole("link", { name: `Edit ${name}` }).click();
      await page.getByRole("heading", { name: `Edit “${name}”` }).waitFor();
      expect(await page.getByLabel("Report name").inputValue()).toBe(name);
      expect(await page.getByRole("checkbox", { name: "CTR" }).isChecked()).toBe(false);
      await page.getByLabel("Every week").check();
      await page.getByLabel("On", { exact: true }).selectOption("1");
      await page.getByRole("button", { name: "Save report" }).click();
      await page.waitForURL((u) => u.pathname.endsWith("/report-center/") && !u.searchParams.has("done"));
      await toast(page, `“${name}” saved.`, true);
      await row.getByText("Every Monday, 06:00 UTC").waitFor();
      await screenshot(page, shot("04-reports"), { fullPage: true });
      await expectAccessible(page, shot("04-reports"));

      // Stop and restart the email (the maker gets it first).
      await row.getByRole("button", { name: "Stop emailing me" }).click();
      await toast(page, `You won't get “${name}” any more.`);
      await row.getByRole("button", { name: "Email me weekly" }).click();
      await toast(page, `You'll get “${name}” every week.`);
      await row.getByRole("button", { name: "Stop emailing me" }).waitFor();

      // The cron sends it on its day; the email leads to the download page.
      const saved = (await reports()).find((r) => r.name === name)!;
      await worker.scheduled(Date.parse(saved.schedule.next_run_at!) + 1_000);
      const [mail] = await waitForMail(worker, owner.email, 1, (m) => m.subject.includes(name));
      const downloadPath = /\/advertiser\/\d+\/report-center\/download\/\?run=[0-9a-f]{24}/.exec(mail!.text_body)![0];
      await openPage(page, new URL(downloadPath, worker.url).href, true);
      await page.getByRole("heading", { name: "Download a report" }).waitFor();
      await page.getByText(`“${name}” is ready.`).waitFor({ timeout: 30_000 });
      await screenshot(page, shot("05-download"));
      await expectAccessible(page, shot("05-download"));
      expect(await downloadedHeader(page, page.getByRole("main").getByRole("link", { name: "Download CSV" }))).toMatch(/^period,name,/);
      await page.getByRole("navigation", { name: "Report center pages" }).getByRole("link", { name: "History" }).click();
      await page.locator("tbody tr", { hasText: "Weekly email" }).first().getByText("The schedule").waitFor();

      // Its unsubscribe link, logged out.
      const token = decodeURIComponent(/unsubscribe\/\?token=([^\s"&]+)/.exec(mail!.text_body)![1]!);
      const unsubscribeUrl = consoleUrl(`/report-center/unsubscribe/?${new URLSearchParams({ token })}`);
      const visitor = await openBrowser({ viewport });
      try {
        const v = visitor.page;
        await openPage(v, unsubscribeUrl, true);
        await v.getByText(`Stop emailing “${name}”`, { exact: false }).waitFor();
        expect(await v.getByRole("link", { name: "Log in" }).count()).toBeGreaterThan(0);
        await screenshot(v, shot("06-unsubscribe"));
        await expectAccessible(v, shot("06-unsubscribe"));
        await v.getByRole("button", { name: "Unsubscribe" }).click();
        await v.getByText(`Done: “${name}” won't be emailed`, { exact: false }).waitFor();
        await screenshot(v, shot("07-unsubscribed"));
        await expectAccessible(v, shot("07-unsubscribed"));
      } finally {
        await visitor.close();
      }
      expect((await reports()).find((r) => r.name === name)!.subscribed).toBe(false);

      // Delete it, after asking.
      await openPage(page, consoleUrl("/report-center/"), true);
      await row.getByRole("link", { name: `Delete ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this report?" });
      await dialog.waitFor();
      await screenshot(page, shot("08-delete"));
      await expectAccessible(page, shot("08-delete"));
      await dialog.getByRole("button", { name: "Delete" }).click();
      await toast(page, `“${name}” deleted.`);
      await row.waitFor({ state: "detached" });

      // Its link says so now: status 400, the page's words, no crash.
      const gone = await openBrowser({ viewport });
      try {
        const response = await openPage(gone.page, unsubscribeUrl, true);
        expect(response!.status()).toBe(400);
        await gone.page.getByText("This unsubscribe link isn't valid.", { exact: false }).waitFor();
      } finally {
        await gone.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("the builder's problems come back by field; saved, Run now, the history; a bad unsubscribe link", async () => {
    const name = "Weekly totals no JS";
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, consoleUrl("/report-center/builder/"), false);
      // Without JavaScript the dates and the weekday are always there.
      await page.getByLabel("Report name").fill(name);
      await page.getByLabel("Window").selectOption("CUSTOM");
      await page.getByLabel("Every week").check();
      await page.getByRole("button", { name: "Save report" }).click();
      await page.getByText("Fix these", { exact: false }).waitFor();
      expect(await page.getByLabel("Report name").inputValue()).toBe(name);
      expect(await page.getByLabel("From").getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page, "report-center-nojs-01-problems");
      await page.getByLabel("Window").selectOption("LAST_7_DAYS");
      await page.getByLabel("Breakdown").selectOption("WEEK");
      await page.getByRole("button", { name: "Save report" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `“${name}” saved.` })
        .waitFor();
      const row = page.locator("tbody tr", { hasText: name });
      expect(await row.textContent()).toContain("Every Monday, 06:00 UTC");
      await row.getByRole("button", { name: "Run now" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `“${name}” is being made.` })
        .waitFor();
      await openPage(page, consoleUrl("/report-center/history/"), false);
      await page.locator("tbody tr", { hasText: name }).first().waitFor();
      await screenshot(page, "report-center-nojs-02-history");

      // Changed by someone else while the builder was open: the API's 409, said on the page.
      await openPage(page, consoleUrl("/report-center/"), false);
      await row.getByRole("link", { name: `Edit ${name}` }).click();
      await page.getByRole("heading", { name: `Edit “${name}”` }).waitFor();
      const report = (await reports()).find((r) => r.name === name)!;
      expectOk(
        await owner.client.put(`/ads/v4/advertisers/${owner.advertiser.id}/report_center/reports/${report.id}/`, {
          name: `${name} (theirs)`,
          spec: report.spec,
          schedule: { frequency: report.schedule.frequency, weekday: report.schedule.weekday },
          version: report.version,
        }),
      );
      await page.getByRole("button", { name: "Save report" }).click();
      await page.getByRole("alert").filter({ hasText: "Someone changed this report meanwhile." }).waitFor();

      // An analyst runs it but may not change it: no Edit or Delete, and why.
      const analyst = await createBusiness(worker, { first: "Ana", password: BROWSER_PASSWORD });
      expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
      const other = await openBrowser({ javaScriptEnabled: false });
      try {
        await logInThroughPage(other.page, worker.url, false, analyst.email);
        await openPage(other.page, consoleUrl("/report-center/"), false);
        const theirs = other.page.locator("tbody tr", { hasText: `${name} (theirs)` });
        await theirs.getByRole("button", { name: "Run now" }).waitFor();
        expect(await theirs.getByRole("link", { name: /^(Edit|Delete) / }).count()).toBe(0);
        await theirs.getByText("Only its maker or someone who may act for this ad account can change this report.").waitFor();
        await expectAccessible(other.page, "report-center-nojs-03-analyst");
      } finally {
        await other.close();
      }

      const response = await openPage(page, consoleUrl("/report-center/unsubscribe/?token=not-a-token"), false);
      expect(response!.status()).toBe(400);
      await page.getByText("This unsubscribe link isn't valid.", { exact: false }).waitFor();
      await expectAccessible(page, "report-center-nojs-04-bad-link");
    } finally {
      await browser.close();
    }
  });
});
