/**
 * Google sign-up and log-in in a real browser against the built Worker and the local Google
 * issuer (scripts/local-oidc.ts; auth.md §1, §2.2 socialSignupWithAge, §4.1): "Continue with
 * Google" on /signup goes to the provider and back, the birthdate step creates the account and
 * lands on / logged in; after logging out, "Continue with Google" on /login logs straight in. The
 * local issuer signs in LOCAL_OIDC_DEFAULT_HINT (first name "Local"). Axe on every step;
 * screenshots at 1280 and 375 px wide.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../support/axe";
import { openBrowser, screenshot, type OpenBrowser } from "../support/chromium";
import { startWorker, type RunningWorker } from "../support/worker-harness";

const MSG = {
  continueWithGoogle: "Continue with Google",
  enterBirthdate: "Enter your birthdate",
  createAccount: "Create account",
  welcome: "Welcome, Local!",
  birthdayMissing: "You missed a spot. Don't forget to add your birthday.",
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "pin_sess");

for (const width of [1280, 375] as const) {
  describe(`Google at ${width} px`, () => {
    let browser: OpenBrowser;
    let page: Page;
    beforeAll(async () => {
      browser = await openBrowser({ viewport: { width, height: 800 }, ...(width === 375 && { isMobile: true }) });
      page = browser.page;
    });
    afterAll(() => browser?.close());

    test("sign-up: Continue with Google → the provider → Enter your birthdate → Create account → / logged in", async () => {
      const fresh = await startWorker();
      try {
        await page.goto(new URL("/signup", fresh.url).href);
        await screenshot(page, `google-${width}-01-signup`);
        await expectAccessible(page, `google-${width}-01-signup`);
        await page.getByRole("link", { name: MSG.continueWithGoogle }).click();
        await page.getByRole("heading", { level: 1, name: MSG.enterBirthdate }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/oauth/google/callback");
        expect(await sessionCookie(page)).toBeUndefined();
        // No birthday: the step says so and stays.
        await page.getByRole("button", { name: MSG.createAccount }).click();
        await page.getByText(MSG.birthdayMissing).waitFor();
        await screenshot(page, `google-${width}-02-birthdate-missing`);
        await expectAccessible(page, `google-${width}-02-birthdate-missing`);
        await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
        await page.getByRole("button", { name: MSG.createAccount }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
        expect(await sessionCookie(page)).toBeDefined();
        await screenshot(page, `google-${width}-03-home`);

        // Log out: the device remembers the account (limited login), whose page points at the
        // Google button (auth.md §2.3 connected-account hint); it logs straight in.
        await page.getByRole("button", { name: "Log out" }).click();
        await expect.poll(async () => (await sessionCookie(page)) === undefined).toBe(true);
        await page.goto(new URL("/login", fresh.url).href);
        await page.getByRole("heading", { level: 1, name: "Welcome back, Local!" }).waitFor();
        await page.getByText("Your account is connected to Google – use the Google button to log in").waitFor();
        await screenshot(page, `google-${width}-04-welcome-back`);
        await expectAccessible(page, `google-${width}-04-welcome-back`);
        await page.getByRole("link", { name: MSG.continueWithGoogle }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(await sessionCookie(page)).toBeDefined();

        // A device that forgot the account: /login with the Google button logs straight in too.
        await page.context().clearCookies();
        await page.goto(new URL("/login", fresh.url).href);
        await screenshot(page, `google-${width}-05-login`);
        await expectAccessible(page, `google-${width}-05-login`);
        await page.getByRole("link", { name: MSG.continueWithGoogle }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
        expect(await sessionCookie(page)).toBeDefined();
      } finally {
        await fresh.close();
      }
    });

    test("Google turned off (web_google_disabled, or the provider unreachable): 'Oops! Google isn't available', closing returns to the page", async () => {
      await page.context().clearCookies();
      await page.goto(at("/signup?unavailable=google"));
      const dialog = page.getByRole("dialog", { name: "Oops! Google isn't available" });
      await dialog.waitFor();
      await screenshot(page, `google-${width}-06-unavailable`, { fullPage: false });
      await expectAccessible(page, `google-${width}-06-unavailable`);
      await dialog.getByRole("button", { name: "Got it" }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("");
      await expect.poll(() => dialog.isVisible()).toBe(false);
    });

    test("a callback without a code (the person said no at the provider) shows the failure, not a crash", async () => {
      await page.context().clearCookies();
      await page.goto(at("/oauth/google/callback?error=access_denied"));
      await page.getByRole("heading", { level: 1, name: "Oops! Something went wrong" }).waitFor();
      await page.getByText("Sorry, we can't log you in.").waitFor();
      await screenshot(page, `google-${width}-07-failed`);
      await expectAccessible(page, `google-${width}-07-failed`);
    });
  });
}
