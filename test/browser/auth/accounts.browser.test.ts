/**
 * Several accounts on one device in a real browser (auth.md §3 stored accounts, §4.3, §6
 * account-switch mode; docs/decisions/012) against the built Worker, with and without JavaScript,
 * at 1280 and 375 px: log in as Ada; the header's account menu lists her and offers 'Add account';
 * /add-account logs in to Grace without logging Ada out and lands on Grace's profile (§4.3 "In
 * account-switch mode the new user's profile is used"); the menu lists both, Grace current;
 * switching to Ada from the menu needs no password and lands on Ada's profile; 'Log out' ends
 * Ada's session and Grace takes over; Ada is added again and 'Log out of all accounts' logs the
 * device out. Every new screen passes the axe gate; screenshots in
 * test-results/screenshots/accounts-*.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD, registerViaApi, type RegisteredUser } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  menu: "Accounts",
  yourAccounts: "Your accounts",
  current: "Current",
  addAccount: "Add account",
  addTitle: "Add an account",
  switchTo: (name: string) => `Switch to ${name}`,
  logOut: "Log out",
  logOutAll: "Log out of all accounts",
  welcome: (first: string) => `Welcome, ${first}!`,
};
const STORED_COOKIE = "pin_accts";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
const at = (path: string) => new URL(path, worker.url).href;
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const cookie = async (context: BrowserContext, name: string) => (await context.cookies(worker.url.origin)).find((c) => c.name === name);

const nav = (page: Page) => page.getByRole("navigation", { name: "Account" });
const menuToggle = (page: Page) => page.locator("summary.account-menu__toggle");
const panel = (page: Page) => page.getByRole("list", { name: MSG.yourAccounts });

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await panel(page).waitFor();
}

/** The menu lists exactly these names (the first current) and closes again. */
async function expectMenu(page: Page, names: string[]) {
  await openMenu(page);
  const current = panel(page).locator('[aria-current="true"]');
  await expect.poll(() => current.textContent()).toContain(names[0]);
  expect(await current.textContent()).toContain(MSG.current);
  for (const other of names.slice(1))
    await panel(page)
      .getByRole("button", { name: MSG.switchTo(other) })
      .waitFor();
  expect(
    await panel(page)
      .getByRole("button", { name: /^Switch to / })
      .count(),
  ).toBe(names.length - 1);
}

async function closeMenu(page: Page) {
  await menuToggle(page).click();
  await panel(page).waitFor({ state: "hidden" });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const js of [true, false]) {
    const tag = `accounts-${viewport.width}-${js ? "js" : "nojs"}`;
    describe(`several accounts at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
      let browser: OpenBrowser;
      let page: Page;
      let ada: RegisteredUser & { email: string };
      let grace: RegisteredUser & { email: string };
      const n = `${Date.now()}${seq++}`;

      const open = async (path: string) => {
        await page.goto(at(path));
        if (js) await waitForHydration(page);
      };
      const shot = async (name: string) => {
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `${tag}-${name}`);
        await expectAccessible(page, `${tag}-${name}`);
      };
      const logInAt = async (path: string, email: string) => {
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await page.waitForURL((u) => u.pathname !== path);
        if (js) await waitForHydration(page);
      };
      const expectAtProfile = async (user: RegisteredUser) => {
        await page.waitForURL((u) => u.pathname === `/${user.username}/`);
        await page.getByRole("heading", { level: 1, name: user.full_name }).waitFor();
      };

      beforeAll(async () => {
        const adaEmail = `ada.lovelace${n}@example.com`;
        const graceEmail = `grace.hopper${n}@example.com`;
        ada = { ...(await registerViaApi(worker, adaEmail)), email: adaEmail };
        grace = { ...(await registerViaApi(worker, graceEmail)), email: graceEmail };
        browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
        page = browser.page;
      });
      afterAll(() => browser?.close());

      test("logged in as Ada, the header's menu lists her account and offers 'Add account'", async () => {
        await open("/login");
        await logInAt("/login", ada.email);
        await page.getByRole("heading", { level: 1, name: MSG.welcome("Ada") }).waitFor();
        await expectMenu(page, [ada.full_name]);
        expect(await panel(page).getByRole("button", { name: MSG.logOutAll }).count()).toBe(0);
        await shot("01-menu-one-account");
      });

      test("'Add account' logs in to Grace without logging Ada out, and lands on Grace's profile", async () => {
        await panel(page).getByRole("link", { name: MSG.addAccount }).click();
        await page.waitForURL((u) => u.pathname === "/add-account");
        await page.getByRole("heading", { level: 1, name: MSG.addTitle }).waitFor();
        if (js) await waitForHydration(page);
        await shot("02-add-account");
        await logInAt("/add-account", grace.email);
        await expectAtProfile(grace);
        const stored = await cookie(browser.context, STORED_COOKIE);
        expect(stored?.httpOnly).toBe(true);
        expect(stored?.sameSite).toBe("Lax");
        await expectMenu(page, [grace.full_name, ada.full_name]);
        await shot("03-menu-two-accounts");
      });

      test("switching to Ada from the menu needs no password and lands on her profile", async () => {
        const before = (await cookie(browser.context, "pin_sess"))?.value;
        await panel(page)
          .getByRole("button", { name: MSG.switchTo(ada.full_name) })
          .click();
        await expectAtProfile(ada);
        if (js) await waitForHydration(page);
        expect((await cookie(browser.context, "pin_sess"))?.value).not.toBe(before);
        await expectMenu(page, [ada.full_name, grace.full_name]);
        await shot("04-switched-to-ada");
        await closeMenu(page);
      });

      test("'Log out' ends Ada's session and Grace takes over", async () => {
        await logOutFromHeader(page);
        await page.getByRole("heading", { level: 1, name: MSG.welcome("Grace") }).waitFor();
        if (js) await waitForHydration(page);
        await expectMenu(page, [grace.full_name]);
        expect(await cookie(browser.context, STORED_COOKIE)).toBeUndefined();
        await closeMenu(page);
      });

      test("with Ada added again, 'Log out of all accounts' logs the device out", async () => {
        await open("/add-account");
        await logInAt("/add-account", ada.email);
        await expectAtProfile(ada);
        await expectMenu(page, [ada.full_name, grace.full_name]);
        await panel(page).getByRole("button", { name: MSG.logOutAll }).click();
        await nav(page).getByRole("link", { name: "Log in", exact: true }).waitFor();
        expect(await cookie(browser.context, "pin_sess")).toBeUndefined();
        expect(await cookie(browser.context, STORED_COOKIE)).toBeUndefined();
        // Logged out, /add-account is a log-in first.
        await open("/add-account");
        await page.waitForURL((u) => u.pathname === "/login");
      });
    });
  }
}
