/**
 * The advertiser console and the business header in a real browser against the built Worker
 * (business.md §2, §4), every page through the axe gate, screenshots at 1280 and 375 px
 * (test-results/screenshots/business-console-*.png):
 *   - the console home lists the ad account's campaigns; campaign insights with its report window
 *     (start_date … comp_end_date) and the ad group page; every other path of §2's table renders the
 *     console shell with its section title, marked as not available yet (never a 404), with and
 *     without the /advertiser/{id} prefix; a path outside the table is the 404 page; another
 *     business's ad account is refused;
 *   - the business header of a partner with two profiles: 'Acting as' their own, the switch to the
 *     shared profile (held for the session) and back, with and without JavaScript; on the shared
 *     profile's own page it acts as that profile;
 *   - acting for an ad account in the save flow (saving.md §6): the picker lists only the ad
 *     account's boards, and Create board shows a disabled 'Protected board' switch in place of
 *     Secret, no collaborator search, and makes a protected board, with and without JavaScript;
 *   - the site header of a business account at 1280 and 375 px: the search box has one place and
 *     one width on the home, Pin, profile, board, search, security settings and console pages; at
 *     375 px the header is one row 64 px high (business.md §9) whose search box shows its whole
 *     placeholder, the business bar is the business menu beside the avatar (its entry points and
 *     switcher inside), and Settings and Log out are in the account menu.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { Board, Pin } from "~common/saving/schemas";
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
import { openBrowser, screenshot, openPage, logInThroughPage } from "../../support/chromium";
import { accountNav, boxOf, expectOneRowHeader, headerSearch, openAccountMenu, placeholderFits } from "../../support/header";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
let member: BusinessAccount;
let campaign: Campaign;

const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

const logIn = (page: Page, js: boolean, email: string) => logInThroughPage(page, worker.url, js, email);

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Olive", password: BROWSER_PASSWORD });
  member = await createBusiness(worker, { first: "Milo", password: BROWSER_PASSWORD, country: "GB" });
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Walnut desk" });
  campaign = expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, {
        campaign_name: "Walnut desk launch",
        budget_in_micro_currency: 7_000_000,
        duration: 14,
        is_ongoing: false,
      }),
    ),
  );
  expectOk(await owner.client.put("/vx/business_access/members/", { username: member.user.username, permissions: ["CAMPAIGN_MANAGER"] }));
}, 120_000);
afterAll(() => worker?.close());

describe("the advertiser console", () => {
  test("home, insights with the report window, the ad group, the shell of paths not built yet; 404 outside the table", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, owner.email);
      const a = owner.advertiser.id;
      // The business header's Ads goes to the viewer's ad account.
      await page.getByRole("navigation", { name: "Business" }).getByRole("link", { name: "Ads" }).click();
      await page.waitForURL((u) => u.pathname === `/advertiser/${a}/`);
      await page.getByRole("heading", { name: "Campaigns" }).waitFor();
      expect(await page.locator("tr[data-campaign-id]").getByRole("cell").allTextContents()).toEqual([
        "Walnut desk launch",
        "Active",
        "$7.00",
        "14 days",
        "Traffic",
        campaign.start_time.slice(0, 10),
        // The last 7 days (test/browser/business/campaign-insights.browser.test.ts has them moving).
        "0",
        "0",
        "0.00%",
        "$0.00",
      ]);

      await open(
        page,
        true,
        `/advertiser/${a}/campaign-insights/${campaign.id}/?start_date=2026-11-01&end_date=2026-11-30&comp_start_date=2026-10-01&comp_end_date=2026-10-31`,
      );
      await page.getByRole("heading", { name: "Campaign insights: Walnut desk launch" }).waitFor();
      await page.getByText("Report window: 2026-11-01 – 2026-11-30 · Compared with: 2026-10-01 – 2026-10-31").waitFor();
      expect(await page.getByTestId("campaign-budget").textContent()).toBe("$7.00");
      await screenshot(page, "business-console-1280-01-insights");
      await expectAccessible(page, "business-console-01-insights");
      await page.getByRole("link", { name: "Walnut desk launch" }).last().click();
      await page.waitForURL(
        (u) =>
          u.pathname === `/advertiser/${a}/reporting/adgroups/` &&
          u.searchParams.get("id") === campaign.ad_group.id &&
          u.searchParams.get("showAllEntities") === "true",
      );
      await page.getByRole("heading", { name: "Ad group: Walnut desk launch" }).waitFor();
      await expectAccessible(page, "business-console-02-adgroup");

      // Every other console path: the shell with its section, never a 404.
      for (const [path, section] of [
        [`/advertiser/${a}/accounts_manager/`, "Accounts manager"],
        [`/advertiser/${a}/recommendations/`, "Recommendations"],
        [`/advertiser/${a}/experiments/view-results/12/`, "Experiments"],
        [`/advertiser/${a}/product-catalogs/data-source`, "Catalogs"],
        [`/advertiser/${a}/campaign-insights/${campaign.id}/product-group/88`, "Campaign insights"],
      ] as const) {
        const res = await page.goto(at(path));
        expect(res?.status(), path).toBe(200);
        await page.getByRole("heading", { level: 1, name: section }).waitFor();
        await page.getByRole("status").getByText("Not available yet").waitFor();
        // Sections with a page of their own are marked in the navigation (campaign insights has none).
        if (section !== "Campaign insights")
          expect(
            await page.getByRole("navigation", { name: "Ads console" }).getByRole("link", { name: section }).getAttribute("aria-current"),
            path,
          ).toBe("page");
      }
      await screenshot(page, "business-console-1280-03-shell");
      await expectAccessible(page, "business-console-03-shell");

      // Without the prefix: the same page of the viewer's ad account.
      await open(page, true, "/billing/history/");
      expect(new URL(page.url()).pathname).toBe(`/advertiser/${a}/billing/history/`);
      await page.getByRole("heading", { level: 1, name: "Billing" }).waitFor();
      await open(page, true, "/ads/create/");
      expect(new URL(page.url()).pathname).toBe(`/advertiser/${a}/ads/create/`);

      // Outside the table: the 404 page; another business's ad account: refused.
      expect((await page.goto(at(`/advertiser/${a}/reporting/everything/`)))?.status()).toBe(404);
      expect((await page.goto(at("/ads/nothing-here/")))?.status()).toBe(404);
      const stranger = await createBusiness(worker, { first: "Sid" });
      expect((await page.goto(at(`/advertiser/${stranger.advertiser.id}/`)))?.status()).toBe(403);
    } finally {
      await browser.close();
    }
  });

  test("at 375 px without JavaScript: the home and the shell", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const page = browser.page;
      await logIn(page, false, owner.email);
      await open(page, false, `/advertiser/${owner.advertiser.id}/`);
      await page.getByRole("heading", { name: "Campaigns" }).waitFor();
      await screenshot(page, "business-console-375-04-home");
      await expectAccessible(page, "business-console-04-home-375");
      await open(page, false, `/advertiser/${owner.advertiser.id}/accounts_manager/`);
      await page.getByRole("status").getByText("Not available yet").waitFor();
      await screenshot(page, "business-console-375-05-shell");
      await expectAccessible(page, "business-console-05-shell-375");
    } finally {
      await browser.close();
    }
  });
});

describe("the business header and its profile switcher", () => {
  for (const js of [true, false]) {
    test(`a member switches to the shared profile and back (JavaScript ${js ? "on" : "off"})`, async () => {
      const browser = await openBrowser({
        javaScriptEnabled: js,
        ...(js ? {} : { viewport: { width: 375, height: 740 }, isMobile: true }),
      });
      try {
        const page = browser.page;
        await logIn(page, js, member.email);
        await open(page, js, "/settings/security");
        const header = page.getByRole("navigation", { name: "Business" });
        await header.getByText("Acting as Milo's shop").waitFor();
        await header.locator("summary").click();
        const choices = header.getByRole("list", { name: "Switch business profile" });
        expect(await choices.getByRole("button").allTextContents()).toEqual([
          // The avatar's initial, the name, @username and the badges.
          expect.stringMatching(/^MMilo's shop@\w+YouCurrent$/),
          expect.stringMatching(/^OOlive's shop@\w+$/),
        ]);
        await screenshot(page, `business-header-${js ? "js-1280" : "nojs-375"}-01-switcher`);
        await expectAccessible(page, `business-header-${js ? "js" : "nojs"}-01-switcher`);
        await choices.getByRole("button", { name: /^Olive's shop/ }).click();
        await header.getByText("Acting as Olive's shop").waitFor();
        // Back on the page it was sent from.
        expect(new URL(page.url()).pathname).toBe("/settings/security");
        // Held for the session: another page acts as Olive's shop too.
        await open(page, js, `/${member.user.username}/`);
        // §4: a page of one of their profiles acts as that profile.
        await header.getByText("Acting as Milo's shop").waitFor();
        await open(page, js, "/settings/security");
        await header.getByText("Acting as Olive's shop").waitFor();
        await header.locator("summary").click();
        await choices.getByRole("button", { name: /^Milo's shop/ }).click();
        await header.getByText("Acting as Milo's shop").waitFor();
      } finally {
        await browser.close();
      }
    });
  }
});

describe("acting for an ad account in the save flow (saving.md §6)", () => {
  for (const js of [true, false]) {
    test(`Create board makes a protected board for the ad account (JavaScript ${js ? "on" : "off"})`, async () => {
      const somePin = await promotablePin(owner.client, { title: js ? "Oak shelf" : "Pine shelf" });
      expectOk(await member.client.post<Board>("/v3/boards/", { name: js ? "Milo at home" : "Milo again" }));
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await logIn(page, js, member.email);
        await open(page, js, "/settings/security");
        const header = page.getByRole("navigation", { name: "Business" });
        await header.locator("summary").click();
        await header.getByRole("button", { name: /^Olive's shop/ }).click();
        await header.getByText("Acting as Olive's shop").waitFor();
        const name = js ? "Olive spring" : "Olive autumn";
        let scope;
        if (js) {
          await open(page, js, `/pin/${somePin.id}`);
          await page
            .getByRole("main")
            .getByRole("link", { name: `Save ${somePin.title}` })
            .first()
            .click();
          scope = page.locator("dialog[open]");
          await scope.getByRole("heading", { name: "Choose board" }).waitFor();
          // Only the ad account's boards: none yet, and not the member's own.
          expect(await scope.getByRole("option", { name: /Milo/ }).count()).toBe(0);
          await scope.getByRole("link", { name: "Create board" }).click();
        } else {
          await open(page, js, `/pin/${somePin.id}/repin/x/`);
          scope = page.getByRole("main");
          expect(await scope.getByText("Milo again").count()).toBe(0);
          await open(page, js, `/pin/${somePin.id}/repin/x/?step=create_board`);
        }
        await scope.getByRole("heading", { name: "Create board" }).waitFor();
        const toggle = scope.getByRole("switch", { name: /Protected board/ });
        expect(await toggle.isChecked()).toBe(true);
        expect(await toggle.isDisabled()).toBe(true);
        expect(await scope.getByLabel(/Keep this board secret/).count()).toBe(0);
        // §6 "Only a normal owner can choose secret and invite collaborators": no collaborator search.
        expect(await scope.getByLabel("Collaborators").count()).toBe(0);
        await scope.getByText("You're acting for Olive's shop: its boards are protected and aren't listed on your profile.").waitFor();
        await screenshot(page, `business-acting-${js ? "js" : "nojs"}-1280-create-board`, { fullPage: !js });
        await expectAccessible(page, `business-acting-${js ? "js" : "nojs"}-create-board`);
        await scope.getByLabel("Name", { exact: true }).fill(name);
        await scope.getByRole("button", { name: "Create" }).click();
        await expect
          .poll(
            async () =>
              expectOk(await member.client.get<{ items: Board[] }>(`/v3/users/${member.user.username}/boards/`)).items.find(
                (b) => b.name === name,
              )?.privacy,
          )
          .toBe("protected");
        // Not listed on the member's profile to anyone else.
        const visitorView = (await (await fetch(at(`/v3/users/${member.user.username}/boards/`))).json()) as {
          resource_response: { data: { items: Board[] } };
        };
        expect(visitorView.resource_response.data.items.map((b) => b.name)).not.toContain(name);
        // Back to their own profile: the picker lists their own boards again.
        await open(page, js, "/settings/security");
        await header.locator("summary").click();
        await header.getByRole("button", { name: /^Milo's shop/ }).click();
        await header.getByText("Acting as Milo's shop").waitFor();
      } finally {
        await browser.close();
      }
    });
  }
});

describe("the site header of a business account (app/root.tsx Header)", () => {
  for (const width of [1280, 375] as const) {
    test(`at ${width} px: the search box stays put from page to page${width < 870 ? "; one 64 px row with the business and account menus" : ""}`, async () => {
      const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name: `Lamps at ${width}` }));
      const pin = expectOk(
        await owner.client.post<Pin>("/v3/pins/", {
          board_id: board.id,
          title: "Walnut lamp",
          image_base64: base64(await pngImage(60, 90)),
        }),
      );
      const browser = await openBrowser({ viewport: { width, height: 800 }, ...(width < 600 && { isMobile: true }) });
      try {
        const page = browser.page;
        await logIn(page, true, owner.email);
        const search = headerSearch(page);
        const pages = [
          "/",
          `/pin/${pin.id}/`,
          `/${owner.user.username}/`,
          board.url,
          "/search/pins/?q=walnut",
          "/settings/security",
          `/advertiser/${owner.advertiser.id}/`,
        ];
        const boxes: Record<string, string> = {};
        for (const path of pages) {
          await open(page, true, path);
          boxes[path] = await boxOf(search);
        }
        const first = boxes[pages[0]!]!;
        expect(boxes).toEqual(Object.fromEntries(pages.map((path) => [path, first])));

        const business = page.getByRole("navigation", { name: "Business" });
        if (width >= 870) {
          // The bar under the header, and Settings and Log out beside the account menu.
          await business.getByText("Acting as Olive's shop").waitFor();
          expect(await business.getByRole("link", { name: "Ads" }).isVisible()).toBe(true);
          await accountNav(page).getByRole("link", { name: "Settings" }).waitFor();
          await accountNav(page).getByRole("button", { name: "Log out", exact: true }).waitFor();
          await screenshot(page, `business-header-${width}-02-console`);
          return;
        }
        // One row, 64 px high (business.md §9): the logo, the search box, the business menu, the
        // account menu; nothing stacked under it.
        expect(await expectOneRowHeader(page)).toBe(4);
        expect(await page.locator(".business-header").isVisible()).toBe(false);
        // A usable search box: the row's width less the logo and the two menus, its placeholder whole.
        expect(Number(first.split(",")[2])).toBeGreaterThanOrEqual(180);
        expect(await placeholderFits(search)).toBe(true);
        expect(await accountNav(page).getByRole("link", { name: "Settings" }).count()).toBe(0);
        await screenshot(page, `business-header-${width}-02-console`);
        await expectAccessible(page, `business-header-${width}-02-console`);

        // The business menu: who acts, the profiles to act as, the entry points.
        await business.getByText("Acting as Olive's shop").waitFor();
        await business.locator("summary").click();
        await business
          .getByRole("list", { name: "Switch business profile" })
          .getByRole("button", { name: /^Olive's shop/ })
          .waitFor();
        for (const name of ["Ads", "Create Pin", "Promote"]) await business.getByRole("link", { name }).waitFor();
        await screenshot(page, `business-header-${width}-03-business-menu`);
        await expectAccessible(page, `business-header-${width}-03-business-menu`);
        // The account menu opens in its place (one header menu at a time), with Settings and Log out.
        await openAccountMenu(page);
        await expect.poll(() => business.getByRole("link", { name: "Ads" }).isVisible()).toBe(false);
        await accountNav(page).getByRole("link", { name: "Settings" }).waitFor();
        await accountNav(page).getByRole("button", { name: "Log out", exact: true }).waitFor();
        await screenshot(page, `business-header-${width}-04-account-menu`);
        await expectAccessible(page, `business-header-${width}-04-account-menu`);
        await accountNav(page).getByRole("link", { name: "Settings" }).click();
        // Settings opens the account settings (/settings/ → its first section).
        await page.waitForURL((u) => u.pathname.startsWith("/settings/profile"));
      } finally {
        await browser.close();
      }
    });
  }
});
