/**
 * The sign-in history and the new-device email in a real browser against the built Worker
 * (DEV_TOOLS on, so the local mailbox is at /_dev/mailbox), at 1280 and 375 px, with JavaScript
 * and without (docs/decisions/037): an account made through the API (no browser: an unknown
 * device) gives a wrong password on /login in Chromium, then the right one → /settings/security's
 * "Sign-in history" lists the sign-in (Chrome on Linux, its place, the method), the failed attempt
 * marked, and the sign-up → the new-device email is in /_dev/mailbox with its links to the
 * sessions and to the password reset. Every page passes the axe gate; screenshots in
 * test-results/screenshots/sign-in-history-*.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { registerViaApi } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  heading: "Sign-in history",
  failed: "Failed attempt",
  incorrect: "The password you entered is incorrect.",
  subject: "New sign-in to your Pinboard account",
  review: "Review your sessions",
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `mary.jackson${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [viewport, js] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 375, height: 812 }, true],
  [{ width: 375, height: 812 }, false],
] as const) {
  const tag = `sign-in-history-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`sign-in history at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    let browser: OpenBrowser;
    let page: Page;
    const email = newEmail();
    const shot = async (name: string) => {
      await screenshot(page, `${tag}-${name}`);
      await expectAccessible(page, `${tag}-${name}`);
    };

    beforeAll(async () => {
      await registerViaApi(worker, email);
      browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
    });
    afterAll(() => browser?.close());

    test("a wrong password, then the right one, on /login", async () => {
      await openPage(page, at("/login"), js);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill("not the password 1");
      await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByText(MSG.incorrect).first().waitFor();
      await logInThroughPage(page, worker.url, js, email);
    });

    test("/settings/security lists the sign-in, the failed attempt (marked) and the sign-up, newest first", async () => {
      const section = page.getByRole("region", { name: MSG.heading });
      const rows = section.getByRole("listitem");
      // Rows are written just after the answers: reload until all three are listed.
      await expect
        .poll(
          async () => {
            await openPage(page, at("/settings/security"), js);
            return rows.count();
          },
          { timeout: 10_000 },
        )
        .toBe(3);
      await expect.poll(() => rows.nth(0).innerText()).toMatch(/Chrome on Linux/);
      const [signIn, failed, signUp] = [await rows.nth(0).innerText(), await rows.nth(1).innerText(), await rows.nth(2).innerText()];
      expect(signIn).toContain("Austin, United States");
      expect(signIn).toContain("Method: Password");
      expect(signIn).toMatch(/UTC/);
      expect(signIn).not.toContain(MSG.failed);
      expect(failed).toContain(MSG.failed);
      expect(failed).toContain("Chrome on Linux");
      expect(signUp).toContain("Unknown device");
      expect(await rows.nth(0).locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      await noSidewaysScroll(page, viewport.width);
      await section.scrollIntoViewIfNeeded();
      await shot("01-security");
    });

    test("the new-device email is in /_dev/mailbox, with links to the sessions and to the password reset", async () => {
      const rows = page.getByRole("row").filter({ hasText: MSG.subject });
      await expect
        .poll(
          async () => {
            await openPage(page, at(`/_dev/mailbox?${new URLSearchParams({ to: email })}`), js);
            return rows.count();
          },
          { timeout: 10_000 },
        )
        .toBe(1);
      await rows.first().getByRole("link", { name: MSG.subject }).click();
      await page.getByRole("heading", { level: 1, name: MSG.subject }).waitFor();
      const text = await page.locator("main").innerText();
      expect(text).toContain("Chrome on Linux");
      expect(text).toContain(at("/password/reset"));
      await page
        .getByRole("link", { name: at("/settings/security") })
        .first()
        .waitFor();
      await shot("02-email");
      await page
        .getByRole("link", { name: at("/settings/security") })
        .first()
        .click();
      await page.getByRole("region", { name: MSG.heading }).waitFor();
    });
  });
}
