/**
 * Quick promote in a real browser against the built Worker (business.md §2, §4, §7, §9; saving.md
 * §2), every screen through the axe gate, screenshots at 1280 and 375 px
 * (test-results/screenshots/quick-promote-*.png):
 *   - with JavaScript, the whole journey a personal user takes: save a Pin on its page → 'Promote
 *     your Pin' in the save-success dialog → /business/convert → the consent modal → the form with
 *     the country's defaults (US: 3 a day for 10 days) → Promote → the billing form → the success
 *     modal → the campaign in the console, with its budget in micro-currency;
 *   - without JavaScript at 375 px, the same flow for a Swedish business (10 SEK for 30 days), the
 *     form's own errors (the minimum budget), then business info is already there so billing comes
 *     next, and the campaign insights page;
 *   - a failure with 401 lands in the Pin's area of the page (§8), one with another status opens
 *     the error modal;
 *   - /quick-promote/ without a Pin: the pin selection modal, then the page for the chosen Pin; the
 *     tag modal adds a conversion tag, which the form then uses (objective WEB_CONVERSION).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, openPage, logInThroughPage } from "../../support/chromium";
import { BILLING, createBusiness, promotablePin } from "../../support/business-fixtures";
import { base64, dbValue, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let pin: Pin;

const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

/** A personal account made 30 days ago (saving.md §2: the promote button skips recent accounts). */
async function person(first: string) {
  const account = await createAccount(worker, { first_name: first, password: BROWSER_PASSWORD });
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET created_at = created_at - 30 * 86400 WHERE id = ?").bind(account.user.id).run();
  return account;
}

const logIn = (page: Page, js: boolean, email: string) => logInThroughPage(page, worker.url, js, email);

const dialog = (page: Page) => page.locator("dialog[open]");

beforeAll(async () => {
  worker = await startWorker();
  const owner = await createAccount(worker, { first_name: "Otto" });
  const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Living room" }));
  pin = expectOk(
    await owner.client.post<Pin>("/v3/pins/", {
      board_id: board.id,
      title: "Oak reading chair",
      link: "https://www.homestyle.example/chair",
      image_base64: base64(await pngImage(240, 300)),
    }),
  );
}, 120_000);
afterAll(() => worker?.close());

describe("with JavaScript", () => {
  test("save a Pin → Promote your Pin → convert → consent → form with US defaults → billing → success → the campaign in the console", async () => {
    const saver = await person("Paula");
    expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Reading corner" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/pin/${pin.id}`);
      await page.getByRole("main").getByRole("link", { name: "Save Oak reading chair" }).first().click();
      await dialog(page)
        .getByRole("option", { name: /Reading corner/ })
        .click();
      const success = page.getByTestId("saved-pin-modal");
      await success.getByRole("heading", { name: "Saved to Reading corner" }).waitFor();
      // saving.md §2: 'Promote your Pin' replaces 'Send'; 'See it now' turns grey.
      expect(await success.getByRole("link", { name: "Send" }).count()).toBe(0);
      await success.getByRole("link", { name: "Promote your Pin" }).click();

      await page.waitForURL((u) => u.pathname === "/business/convert");
      const next = new URL(page.url()).searchParams.get("next")!;
      expect(next).toMatch(/^\/advertiser\/quick_promote\?pinId=\d+$/);
      const savedPinId = next.split("=")[1]!;
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Get a business account" }).waitFor();
      await screenshot(page, "quick-promote-js-1280-01-convert");
      await expectAccessible(page, "quick-promote-js-01-convert");
      // The name rule runs before sending.
      await page.getByLabel("Business name").fill(" ");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("alert").getByText("You missed a spot! Don't forget to add your business name.").waitFor();
      await page.getByLabel("Business name").fill("Paula's Chairs");
      expect(await page.getByLabel("Country").inputValue()).toBe("US");
      await page.getByRole("button", { name: "Continue" }).click();

      // §2 the consent (GDPR) modal first.
      await page.waitForURL((u) => u.pathname === "/advertiser/quick_promote" && u.searchParams.get("pinId") === savedPinId);
      await waitForHydration(page);
      await dialog(page).getByRole("heading", { name: "Before you advertise" }).waitFor();
      await screenshot(page, "quick-promote-js-1280-02-consent");
      await expectAccessible(page, "quick-promote-js-02-consent");
      await dialog(page).getByRole("button", { name: "Agree and continue" }).click();
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));

      // The business header is there for the new partner.
      await page.getByRole("navigation", { name: "Business" }).getByText("Acting as Paula's Chairs").waitFor();
      // §9 US defaults: 3 a day, 10 days; every gender; the Pin's link.
      expect(await page.getByLabel("Daily budget (USD)").inputValue()).toBe("3");
      expect(await page.getByLabel("Duration").inputValue()).toBe("10");
      expect(await page.getByLabel("Destination link").inputValue()).toBe("https://www.homestyle.example/chair");
      for (const g of ["Female", "Male", "Unspecified"]) expect(await page.getByLabel(g, { exact: true }).isChecked()).toBe(true);
      await page.getByText("At least 1 USD a day. For more reach, try 7 USD.").waitFor();
      const form = page.locator(".quick-promote__form");
      expect(Math.round(await form.evaluate((el) => el.getBoundingClientRect().width))).toBe(472);
      await screenshot(page, "quick-promote-js-1280-03-form");
      await expectAccessible(page, "quick-promote-js-03-form");

      // The form's own rule: under the minimum.
      await page.getByLabel("Daily budget (USD)").fill("0.5");
      await page.getByRole("button", { name: "Promote", exact: true }).click();
      await page.getByRole("alert").getByText("The daily budget must be at least 1 USD.").waitFor();
      expect(await page.getByLabel("Daily budget (USD)").evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByLabel("Daily budget (USD)").fill("3");
      await page.getByRole("button", { name: "Promote", exact: true }).click();

      // §4: business info exists (the conversion gave it), billing does not → the billing form.
      await dialog(page).getByRole("heading", { name: "Add billing details" }).waitFor();
      await dialog(page).getByRole("button", { name: "Next" }).click();
      await dialog(page).getByText("This field is required.").first().waitFor();
      await screenshot(page, "quick-promote-js-1280-04-billing-error");
      await expectAccessible(page, "quick-promote-js-04-billing");
      await dialog(page).getByLabel("Name on invoices").fill(BILLING.contact_name);
      await dialog(page).getByLabel("Billing email").fill(BILLING.email);
      await dialog(page).getByLabel("Street address").fill(BILLING.address_line1);
      await dialog(page).getByLabel("City").fill(BILLING.city);
      await dialog(page).getByLabel("Postal code").fill(BILLING.postal_code);
      await dialog(page).getByRole("button", { name: "Next" }).click();

      const done = page.getByTestId("quick-promote-success");
      await done.getByRole("heading", { name: "Your Pin is promoted!" }).waitFor();
      await done.getByText("$3.00 a day for 10 days").waitFor();
      await screenshot(page, "quick-promote-js-1280-05-success");
      await expectAccessible(page, "quick-promote-js-05-success");
      await done.getByRole("link", { name: "Go to Ads" }).click();

      // The console home lists the campaign.
      await page.waitForURL((u) => /^\/advertiser\/\d+\/$/.test(u.pathname));
      await waitForHydration(page);
      const row = page.locator("tr[data-campaign-id]");
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.getByRole("cell").allTextContents()).toEqual([
        "Promote your Pin: Oak reading chair",
        "Active",
        "$3.00",
        "10 days",
        "Traffic",
        new Date().toISOString().slice(0, 10),
        // its last 7 days: nothing delivered yet (campaign-insights)
        "0",
        "0",
        "0.00%",
        "$0.00",
      ]);
      await screenshot(page, "quick-promote-js-1280-06-console");
      await expectAccessible(page, "quick-promote-js-06-console");
      const campaignId = (await row.getAttribute("data-campaign-id"))!;
      expect(await dbValue<number>(worker, "SELECT budget_micro AS v FROM campaigns WHERE id = ?", Number(campaignId))).toBe(3_000_000);
      expect(await dbValue<number>(worker, "SELECT pin_id AS v FROM campaigns WHERE id = ?", Number(campaignId))).toBe(Number(savedPinId));

      await row.getByRole("link").click();
      await page.getByRole("heading", { name: "Campaign insights: Promote your Pin: Oak reading chair" }).waitFor();
      expect(await page.getByTestId("campaign-budget").textContent()).toBe("$3.00");
      await page.getByRole("link", { name: "Billing for this campaign" }).click();
      await page.waitForURL(
        (u) =>
          u.pathname.endsWith("/billing/") &&
          u.searchParams.get("objective_type") === "CLICKTHROUGH" &&
          u.searchParams.get("is_quick_promote") === "true",
      );
      await page.getByText("Monthly invoice in USD").waitFor();
      await screenshot(page, "quick-promote-js-1280-07-billing");
      await expectAccessible(page, "quick-promote-js-07-billing");
    } finally {
      await browser.close();
    }
  });

  test("a failed save: 401 lands in the Pin's area, another failure opens the error modal (§8)", async () => {
    const biz = await createBusiness(worker, { first: "Fred", password: BROWSER_PASSWORD });
    expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/consent/`, { accepted: true }));
    expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/billing_profile/`, BILLING));
    const own = await promotablePin(biz.client, { title: "Lamp" });
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, biz.email);
      await open(page, true, `/advertiser/quick_promote?pinId=${own.id}`);
      // The Pin stops being promotable meanwhile (its board turns secret): the API refuses, the error modal opens.
      const boardId = await dbValue<number>(worker, "SELECT board_id AS v FROM pins WHERE id = ?", Number(own.id));
      const env = await worker.env();
      await env.DB.prepare("UPDATE boards SET privacy = 'secret' WHERE id = ?").bind(boardId).run();
      await page.getByRole("button", { name: "Promote", exact: true }).click();
      const failed = page.getByTestId("quick-promote-error");
      await failed.getByText("This Pin can't be promoted. Only Pins with a website link on public boards can.").waitFor();
      await screenshot(page, "quick-promote-js-1280-08-error-modal");
      await expectAccessible(page, "quick-promote-js-08-error");
      await env.DB.prepare("UPDATE boards SET privacy = 'public' WHERE id = ?").bind(boardId).run();
      // Closing it returns to the page as it was.
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));

      // The session ends (logged out elsewhere): the save answers 401, shown by the Pin.
      const cookie = (await browser.context.cookies()).find((c) => c.name === "pin_sess")!;
      const other = new ApiClient(worker);
      expectOk(await other.delete("/v3/sessions/current/", { headers: { cookie: `pin_sess=${cookie.value}` }, noJar: true }));
      await page.getByRole("button", { name: "Promote", exact: true }).click();
      await page.getByTestId("pin-error").getByText("You need to log in first.").waitFor();
      expect(await dialog(page).count()).toBe(0);
      await screenshot(page, "quick-promote-js-1280-09-pin-area-401");
      expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM campaigns WHERE advertiser_id = ?", Number(biz.advertiser.id))).toBe(
        0,
      );
    } finally {
      await browser.close();
    }
  });
});

describe("the pin selection and tag modals", () => {
  test("/quick-promote/: choose a Pin, add a conversion tag, promote with it", async () => {
    const biz = await createBusiness(worker, { first: "Tia", password: BROWSER_PASSWORD });
    expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/consent/`, { accepted: true }));
    expectOk(await biz.client.put(`/ads/v4/advertisers/${biz.advertiser.id}/billing_profile/`, BILLING));
    await promotablePin(biz.client, { title: "Teak bench" });
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, biz.email);
      await open(page, true, "/quick-promote/");
      await dialog(page).getByRole("heading", { name: "Choose a Pin to promote" }).waitFor();
      await screenshot(page, "quick-promote-js-1280-10-pin-selection");
      await expectAccessible(page, "quick-promote-js-10-pin-selection");
      await dialog(page)
        .getByRole("link", { name: /^Promote Teak bench/ })
        .click();
      await page.waitForURL((u) => u.searchParams.has("pinId"));
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));
      await expect.poll(() => page.getByLabel("Campaign name").inputValue()).toBe("Promote your Pin: Teak bench");
      // The tag modal, keeping what was typed.
      await page.getByLabel("Daily budget (USD)").fill("4");
      await page.getByRole("button", { name: "Add a conversion tag" }).click();
      await dialog(page).getByRole("heading", { name: "Add a conversion tag" }).waitFor();
      await dialog(page).getByRole("button", { name: "Add tag" }).click();
      await dialog(page).getByText("Give your conversion tag a name.").waitFor();
      await dialog(page).getByLabel("Tag name").fill("Checkout page");
      await dialog(page).getByRole("button", { name: "Add tag" }).click();
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));
      expect(await page.getByLabel("Daily budget (USD)").inputValue()).toBe("4");
      await expect.poll(() => page.getByLabel("Conversion tag").locator("option:checked").textContent()).toBe("Checkout page");
      await page.getByRole("button", { name: "Promote", exact: true }).click();
      await page.getByTestId("quick-promote-success").getByText("$4.00 a day for 10 days").waitFor();
      const row = await (
        await worker.env()
      ).DB.prepare("SELECT objective_type, conversion_event FROM campaigns WHERE advertiser_id = ?")
        .bind(Number(biz.advertiser.id))
        .first<{ objective_type: string; conversion_event: string }>();
      expect(row).toEqual({ objective_type: "WEB_CONVERSION", conversion_event: "CHECKOUT" });
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript, at 375 px", () => {
  test("convert (Sweden) → consent → the form with 10 SEK for 30 days → the minimum → billing → success → campaign insights", async () => {
    const seller = await person("Sven");
    const own = await createBusiness(worker, { first: "tmp" }); // another business, so ids differ from the seller's
    void own;
    const boards = expectOk(await seller.client.post<Board>("/v3/boards/", { name: "Shop" }));
    const sellerPin = expectOk(
      await seller.client.post<Pin>("/v3/pins/", {
        board_id: boards.id,
        title: "Birch stool",
        link: "https://www.birch.example/stool",
        image_base64: base64(await pngImage(200, 300)),
      }),
    );
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const page = browser.page;
      await logIn(page, false, seller.email);
      await open(page, false, `/advertiser/quick_promote?pinId=${sellerPin.id}`);
      // §2: a signed-in non-partner is sent to convert, with this very next.
      await page.waitForURL(
        (u) => u.pathname === "/business/convert" && u.searchParams.get("next") === `/advertiser/quick_promote?pinId=${sellerPin.id}`,
      );
      await page.getByLabel("Business name").fill("Birch & Co");
      await page.getByLabel("Country").selectOption("SE");
      await screenshot(page, "quick-promote-nojs-375-01-convert");
      await expectAccessible(page, "quick-promote-nojs-01-convert");
      await page.getByRole("button", { name: "Continue" }).click();

      await page.waitForURL((u) => u.pathname === "/advertiser/quick_promote");
      await dialog(page).getByRole("heading", { name: "Before you advertise" }).waitFor();
      await screenshot(page, "quick-promote-nojs-375-02-consent");
      await dialog(page).getByRole("button", { name: "Agree and continue" }).click();
      await page.getByLabel("Daily budget (SEK)").waitFor();
      expect(await page.getByLabel("Daily budget (SEK)").inputValue()).toBe("10");
      expect(await page.getByLabel("Duration").inputValue()).toBe("30");
      await page.getByText("At least 1 SEK a day. For more reach, try 70 SEK.").waitFor();
      expect(Math.round(await page.locator(".quick-promote__form").evaluate((el) => el.getBoundingClientRect().width))).toBeLessThanOrEqual(
        364,
      );
      await screenshot(page, "quick-promote-nojs-375-03-form");
      await expectAccessible(page, "quick-promote-nojs-03-form");

      await page.getByLabel("Daily budget (SEK)").fill("0");
      await page.getByRole("button", { name: "Promote", exact: true }).click();
      await page.getByRole("alert").getByText("Enter a daily budget, like 5 or 12.50.").waitFor();
      await page.getByLabel("Daily budget (SEK)").fill("25");
      await page.getByLabel("Keep running until I stop it").check();
      await page.getByRole("button", { name: "Promote", exact: true }).click();

      await dialog(page).getByRole("heading", { name: "Add billing details" }).waitFor();
      await dialog(page).getByText("You get a monthly invoice in SEK for what your ads spend. No card is needed.").waitFor();
      await dialog(page).getByLabel("Name on invoices").fill("Sven Birch");
      await dialog(page).getByLabel("Billing email").fill("nope");
      await dialog(page).getByLabel("Street address").fill("Storgatan 1");
      await dialog(page).getByLabel("City").fill("Umeå");
      await dialog(page).getByLabel("Postal code").fill("903 26");
      await dialog(page).getByRole("button", { name: "Next" }).click();
      await dialog(page).getByText("Enter an email address, like name@example.com.").waitFor();
      await screenshot(page, "quick-promote-nojs-375-04-billing-error");
      await expectAccessible(page, "quick-promote-nojs-04-billing");
      await dialog(page).getByLabel("Billing email").fill("sven@birch.example");
      await dialog(page).getByRole("button", { name: "Next" }).click();

      const done = page.getByTestId("quick-promote-success");
      await done.getByRole("heading", { name: "Your Pin is promoted!" }).waitFor();
      await done.getByText("SEK 25.00 a day, until you stop it").waitFor();
      await screenshot(page, "quick-promote-nojs-375-05-success");
      await expectAccessible(page, "quick-promote-nojs-05-success");
      await done.getByRole("link", { name: "View campaign" }).click();
      await page.getByRole("heading", { name: /^Campaign insights: / }).waitFor();
      expect(await page.getByTestId("campaign-budget").textContent()).toBe("SEK\u00a025.00");
      await page.getByText("Until stopped").waitFor();
      await screenshot(page, "quick-promote-nojs-375-06-insights");
      await expectAccessible(page, "quick-promote-nojs-06-insights");
    } finally {
      await browser.close();
    }
  });
});
