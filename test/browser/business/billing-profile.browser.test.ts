/**
 * The console's finished pages in a real browser against the built Worker (issue 36 item 7),
 * through the axe gate, screenshots at 1280 and 375 px (test-results/screenshots/billing-profile-*.png):
 *   - at 375 px the sections are one closed "Ads console: <section>" menu and the page's title is
 *     on the first screen; opened, it lists the sections; at 1280 px the sidebar shows them all;
 *   - the billing profile's edit: Edit opens the form, a bad email is said beside its field, a
 *     save says so in a toast and shows the new address; without JavaScript the same form posts
 *     and comes back with its words;
 *   - the campaign's page names its targeting and its Pin (with a thumbnail), never codes or ids.
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

let worker: RunningWorker;
let owner: BusinessAccount;
let campaign: Campaign;

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Bea", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Rattan lamp" });
  campaign = expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: "Lamps", is_ongoing: true }),
    ),
  );
}, 120_000);
afterAll(() => worker?.close());

const billingUrl = () => new URL(`/advertiser/${owner.advertiser.id}/billing/`, worker.url).href;

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])("at $width px", (viewport) => {
  test("the sections' menu; the campaign by names; the billing profile edited", async () => {
    const browser = await openBrowser({ viewport });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/campaign-insights/${campaign.id}/`, worker.url).href, true);
      const title = page.getByRole("heading", { level: 1, name: "Campaign insights: Lamps" });
      await title.waitFor();
      const menu = page.locator("summary", { hasText: "Ads console: Campaign insights" });
      if (viewport.width === 375) {
        await expect(menu.isVisible()).resolves.toBe(true);
        const box = await title.boundingBox();
        expect(box!.y + box!.height).toBeLessThan(viewport.height); // the content on the first screen
        await expect(page.getByRole("link", { name: "Billing", exact: true }).isVisible()).resolves.toBe(false);
        await menu.click();
        await page.getByRole("link", { name: "Billing", exact: true }).waitFor();
        await screenshot(page, `billing-profile-${viewport.width}-01-menu`);
        await expectAccessible(page, `billing-profile-${viewport.width}-01-menu`);
        await menu.click();
      } else {
        await expect(menu.isVisible()).resolves.toBe(false);
        await page.getByRole("navigation", { name: "Ads console" }).getByRole("link", { name: "Billing", exact: true }).waitFor();
      }
      const facts = page.locator("dl.console__facts");
      await expect(facts.innerText()).resolves.toContain("United States");
      await expect(facts.innerText()).resolves.toContain("Unspecified");
      await expect(page.locator("main").innerText()).resolves.not.toMatch(/micro-currency|\bunknown\b/);
      const pinLink = page.getByRole("link", { name: "Rattan lamp" });
      await pinLink.waitFor();
      await expect(pinLink.locator("img").getAttribute("src")).resolves.toMatch(/^\/i\/96w\//);

      await openPage(page, billingUrl(), true);
      await page.getByRole("link", { name: "Edit billing profile" }).click();
      const email = page.getByLabel("Billing email");
      await email.waitFor();
      await expect(page.getByText("Country US and currency USD stay as they are")).toBeTruthy();
      await email.fill("not-an-email");
      await page.getByRole("button", { name: "Save billing profile" }).click();
      await page.getByText("Enter an email address, like name@example.com.").waitFor();
      await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
      await screenshot(page, `billing-profile-${viewport.width}-02-error`, { fullPage: true });
      await expectAccessible(page, `billing-profile-${viewport.width}-02-error`);
      await email.fill(`invoices-${viewport.width}@lamps.example`);
      await page.getByLabel("City").fill(`Lamp Town ${viewport.width}`);
      await page.getByRole("button", { name: "Save billing profile" }).click();
      await page.getByText("Billing profile saved.").first().waitFor();
      await page.getByText(`Lamp Town ${viewport.width}`).waitFor();
      await page.getByRole("link", { name: "Edit billing profile" }).waitFor();
      await screenshot(page, `billing-profile-${viewport.width}-03-saved`, { fullPage: true });
      await expectAccessible(page, `billing-profile-${viewport.width}-03-saved`);
      const now = expectOk(await owner.client.get<{ billing_profile: { email: string } }>(`/ads/v4/advertisers/${owner.advertiser.id}/`));
      expect(now.billing_profile.email).toBe(`invoices-${viewport.width}@lamps.example`);
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("Edit is a link, the form a plain post; saved, the page says so", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, billingUrl(), false);
      await page.getByRole("link", { name: "Edit billing profile" }).click();
      await page.getByLabel("Postal code").fill("");
      await page.getByRole("button", { name: "Save billing profile" }).click();
      await page.getByLabel("Postal code").waitFor();
      await expect(page.getByLabel("Postal code").getAttribute("aria-invalid")).resolves.toBe("true");
      await page.getByLabel("Postal code").fill("10115");
      await page.getByRole("button", { name: "Save billing profile" }).click();
      await page.getByText("Billing profile saved.").waitFor();
      await page.getByText("10115", { exact: false }).first().waitFor();
      await screenshot(page, "billing-profile-nojs-01-saved");
    } finally {
      await browser.close();
    }
  });
});
