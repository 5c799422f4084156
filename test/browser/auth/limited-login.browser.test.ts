/**
 * Limited login in a real browser (auth.md §2.2 login step, §3 Viewer LIMITED_LOGIN, §9 box
 * width) against the built Worker: log in, log out, and /login says "Welcome back, {first name}!"
 * with the email filled in and the avatar, in a 400 px box; "Not you? Log in with a different
 * account" forgets the account and /login is the normal log-in again; logging in from the welcome
 * back form works. With and without JavaScript, at 1280 and 375 px; every new state passes the
 * axe gate. Screenshots: test-results/screenshots/limited-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";

const PASSWORD = BROWSER_PASSWORD;
const REMEMBERED_COOKIE = "pin_acct";
const MSG = {
  welcomeBack: (first: string) => `Welcome back, ${first}!`,
  notYou: "Not you? Log in with a different account",
  loginTitle: "Log in to see more",
  welcome: (first: string) => `Welcome, ${first}!`,
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
/** ada.lovelace<digits>@example.com: the derived first name is "Ada". */
const newEmail = () => `ada.lovelace${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

async function logIn(page: Page, js: boolean, email: string) {
  await page.goto(at("/login"));
  if (js) await waitForHydration(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: MSG.welcome("Ada") }).waitFor();
}

async function logOut(page: Page) {
  await logOutFromHeader(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Log in", exact: true }).waitFor();
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const js of [true, false]) {
    const tag = `limited-${viewport.width}-${js ? "js" : "nojs"}`;
    describe(`limited login at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
      let browser: OpenBrowser;
      let page: Page;
      const email = newEmail();

      beforeAll(async () => {
        await registerViaApi(worker, email, { first_name: "Ada" });
        browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
        page = browser.page;
      });
      afterAll(() => browser?.close());

      test("after log-in and log-out, /login welcomes the account back with its email filled in", async () => {
        await logIn(page, js, email);
        await logOut(page);
        const cookie = (await browser.context.cookies(worker.url.origin)).find((c) => c.name === REMEMBERED_COOKIE);
        expect(cookie?.httpOnly).toBe(true);
        expect(cookie?.sameSite).toBe("Lax");

        await page.goto(at("/login"));
        if (js) await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: MSG.welcomeBack("Ada") }).waitFor();
        expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
        const box = await page.locator(".auth-card").boundingBox();
        // 400 px (auth.md §9), or the whole width on a narrower screen.
        expect(box!.width).toBe(Math.min(400, viewport.width));
        await page.getByRole("button", { name: MSG.notYou }).waitFor();
        await noSidewaysScroll(page, viewport.width);
        await screenshot(page, `${tag}-01-welcome-back`);
        await expectAccessible(page, `${tag}-01-welcome-back`);
      });

      test("logging in from the welcome-back form works", async () => {
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcome("Ada") }).waitFor();
        await logOut(page);
      });

      test("'Not you?' forgets the account and /login is the normal log-in", async () => {
        await page.goto(at("/login"));
        if (js) await waitForHydration(page);
        await page.getByRole("button", { name: MSG.notYou }).click();
        await page.getByRole("heading", { level: 1, name: MSG.loginTitle }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/login");
        expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("");
        expect(await page.getByRole("button", { name: MSG.notYou }).count()).toBe(0);
        expect((await browser.context.cookies(worker.url.origin)).find((c) => c.name === REMEMBERED_COOKIE)).toBeUndefined();
        await page.reload();
        await page.getByRole("heading", { level: 1, name: MSG.loginTitle }).waitFor();
        await screenshot(page, `${tag}-02-forgotten`);
        await expectAccessible(page, `${tag}-02-forgotten`);
      });
    });
  }
}
