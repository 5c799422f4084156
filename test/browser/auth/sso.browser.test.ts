/**
 * Enterprise SSO in a real browser against the built Worker and the local SSO identity providers
 * of scripts/local-oidc.ts (auth.md §2.2 'Continue with SSO', §2.5 the 600x600 popup and
 * /signup/sso-business-account, §5 window messages, §6 routing, §8.2, §8.3; docs/decisions/018):
 * an email on acme.example turns /login's button into 'Continue with SSO'; a new one goes to the
 * SSO business-account page, whose popup makes the business account; after logging out, /login →
 * 'Continue with SSO' → popup → logged in. Then the refusals: a message from another window's
 * origin is ignored while one from the provider's host is acted on (and fails: 'Sorry! Something
 * went wrong on our end.'), a blocked popup says 'You must enable popups!', the popup's page
 * opened on its own says 'Window is undefined'. Axe on every step; screenshots at 1280 and 375 px.
 * Last, an email typed while the SSO code is still arriving (a slow connection) is checked whole.
 */
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, openPage, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  continueWithSso: "Continue with SSO",
  businessTitle: "Create a business account with single sign-on",
  nameMissing: "You missed a spot! Don't forget to add your business name.",
  birthdayMissing: "You missed a spot. Don't forget to add your birthday.",
  somethingWrong: "Sorry! Something went wrong on our end.",
  popupsBlocked: "You must enable popups!",
  windowUndefined: "Window is undefined",
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "pin_sess");
const button = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true });

/** Types `email` into /login's email field and waits for the debounced check to offer SSO. */
async function typeSsoEmail(page: Page, email: string) {
  await openPage(page, at("/login"), true);
  await page.getByLabel("Email", { exact: true }).pressSequentially(email);
  await button(page, MSG.continueWithSso).waitFor();
  expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
}

/** Presses 'Continue with SSO' and returns the popup it opens. */
async function pressForPopup(page: Page, context: BrowserContext): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent("page"), button(page, MSG.continueWithSso).click()]);
  return popup;
}

for (const width of [1280, 375] as const) {
  describe(`SSO at ${width} px`, () => {
    // A fresh browser context per test: a popup or navigation a failed test leaves behind cannot
    // reach the next. The SSO account the first test makes is the Worker's, so the others use it.
    let browser: OpenBrowser;
    let page: Page;
    const email = `olga.${width}.${Date.now().toString(36)}@acme.example`;
    beforeEach(async () => {
      browser = await openBrowser({ viewport: { width, height: 800 }, ...(width === 375 && { isMobile: true }) });
      page = browser.page;
    });
    afterEach(() => browser?.close());

    test("a new SSO email: /login → 'Continue with SSO' → the business-account page → popup → a business account; then /login → popup → logged in", async () => {
      await typeSsoEmail(page, email);
      await screenshot(page, `sso-${width}-01-login-sso-email`);
      await expectAccessible(page, `sso-${width}-01-login-sso-email`);
      // Not yet an SSO user (§6): to the SSO business-account page, no popup.
      await button(page, MSG.continueWithSso).click();
      await page.getByRole("heading", { level: 1, name: MSG.businessTitle }).waitFor();
      expect(new URL(page.url()).search).toBe(`?${new URLSearchParams({ email })}`);
      await waitForHydration(page);
      await button(page, MSG.continueWithSso).click();
      await page.getByText(MSG.nameMissing).waitFor();
      await page.getByText(MSG.birthdayMissing).waitFor();
      await screenshot(page, `sso-${width}-02-business-errors`);
      await expectAccessible(page, `sso-${width}-02-business-errors`);

      await page.getByLabel("Business name", { exact: true }).fill("Acme Ops");
      await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      // The local provider answers at once and the popup closes itself: stop it at the provider
      // with a placeholder page until its size has been read, then send it on to the provider.
      const { sso_acme: acme } = worker.oidc.issuers;
      const authorize = (u: URL) => u.origin === acme && u.pathname === "/authorize";
      let authorizeUrl = "";
      await browser.context.route(authorize, (route) => {
        authorizeUrl = route.request().url();
        return route.fulfill({ contentType: "text/html", body: "<title>Acme sign-in</title>" });
      });
      const popup = await pressForPopup(page, browser.context);
      await popup.waitForURL((u) => u.origin === acme);
      // §2.5, §9: the popup is 600x600.
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 600]);
      await browser.context.unroute(authorize);
      // On its way the popup answers its opener and closes itself, possibly before goto returns.
      await popup.goto(authorizeUrl, { waitUntil: "commit" }).catch((error: Error) => {
        if (!popup.isClosed()) throw error;
      });
      await page.waitForURL((u) => u.pathname === "/");
      await page.getByRole("heading", { level: 1, name: /^Welcome, Olga/ }).waitFor();
      expect(await sessionCookie(page)).toBeDefined();
      expect(popup.isClosed()).toBe(true);
      await screenshot(page, `sso-${width}-03-home`);

      // Log out, forget the device's account, and log in with SSO from /login.
      await logOutFromHeader(page);
      await expect.poll(async () => (await sessionCookie(page)) === undefined).toBe(true);
      await page.context().clearCookies();
      await typeSsoEmail(page, email);
      const again = await pressForPopup(page, browser.context);
      await page.waitForURL((u) => u.pathname === "/");
      await page.getByRole("heading", { level: 1, name: /^Welcome, Olga/ }).waitFor();
      expect(await sessionCookie(page)).toBeDefined();
      expect(again.isClosed()).toBe(true);
    });

    test("the popup's messages: another origin's is ignored, the provider host's is acted on (a forged code: 'Sorry! Something went wrong on our end.')", async () => {
      await typeSsoEmail(page, email);
      const { sso_acme: acme, sso_globex: globex } = worker.oidc.issuers;
      // Hold the popup at the provider instead of letting it answer at once.
      const authorize = (u: URL) => u.origin === acme && u.pathname === "/authorize";
      await browser.context.route(authorize, (route) => route.fulfill({ contentType: "text/html", body: "<title>Acme sign-in</title>" }));
      try {
        const popup = await pressForPopup(page, browser.context);
        await popup.waitForURL((u) => u.origin === acme);
        const post = () =>
          popup.evaluate(() => window.opener.postMessage({ type: "pinboard-sso", code: "forged-code", state: "forged-state" }, "*"));

        // Another site the popup went to (here: the other company's provider) cannot speak for it.
        await popup.goto(`${globex}/.well-known/openid-configuration`);
        await post();
        await page.waitForTimeout(1500);
        expect(new URL(page.url()).pathname).toBe("/login");
        expect(await page.getByRole("alert").count()).toBe(0);
        expect(popup.isClosed()).toBe(false);

        // The provider's own host is listened to: the forged code goes to the exchange, which refuses it.
        await popup.goto(`${acme}/.well-known/openid-configuration`);
        await post();
        await page.getByRole("alert").filter({ hasText: MSG.somethingWrong }).waitFor();
        await expect.poll(() => popup.isClosed()).toBe(true);
        expect(new URL(page.url()).pathname).toBe("/login");
        expect(await sessionCookie(page)).toBeUndefined();
        await screenshot(page, `sso-${width}-04-failed`);
        await expectAccessible(page, `sso-${width}-04-failed`);
      } finally {
        await browser.context.unroute(authorize);
      }
    });

    test("a blocked popup: 'You must enable popups!'; the popup's page on its own: 'Window is undefined'", async () => {
      await typeSsoEmail(page, email);
      // What a popup blocker does: window.open answers null.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await button(page, MSG.continueWithSso).click();
      await page.getByRole("alert").filter({ hasText: MSG.popupsBlocked }).waitFor();
      await screenshot(page, `sso-${width}-05-popups-blocked`);
      await expectAccessible(page, `sso-${width}-05-popups-blocked`);

      await openPage(page, at("/oauth/sso/callback?code=c&state=s"), true);
      await page.getByRole("alert").filter({ hasText: MSG.windowUndefined }).waitFor();
      await screenshot(page, `sso-${width}-06-callback-alone`);
      await expectAccessible(page, `sso-${width}-06-callback-alone`);
    });
  });
}

describe("SSO on a slow connection", () => {
  test("an email typed while the SSO code is still loading is checked whole (auth.md §4.2's debounced check)", async () => {
    const browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      // The SSO chunk and its imports arrive late, so every keystroke waits on the same load.
      const late = (ms: number) => async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      };
      await browser.context.route(/\/assets\/sso-email-[^/]+\.js$/, late(400));
      await browser.context.route(/\/assets\/(sso-messages|federated-constants)-[^/]+\.js$/, late(1500));
      await openPage(browser.page, at("/login"), true);
      await browser.page
        .getByLabel("Email", { exact: true })
        .pressSequentially(`slow.${Date.now().toString(36)}@acme.example`, { delay: 50 });
      await button(browser.page, MSG.continueWithSso).waitFor();
    } finally {
      await browser.close();
    }
  });
});
