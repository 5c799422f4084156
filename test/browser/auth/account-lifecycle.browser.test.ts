/**
 * Leaving an account and downloading one's data in a real browser against the built Worker
 * (docs/decisions/042), at 1280 and 375 px, with JavaScript and (375 px) without: close the account
 * on /settings/account/close with the password → the page says when it goes; log in again → the
 * reopen screen "Your account is scheduled for deletion on <date>. Reopen it?" → reopened, home
 * with the notice. Then /settings/data: ask for the archive with the password → ready (the page
 * looks again by itself with JavaScript; reloads without) → the download link gives the zip.
 * Every page passes the axe gate; screenshots in test-results/screenshots/account-lifecycle-*.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DATA_EXPORT_COPY as D } from "~common/auth/data-export";
import { LIFECYCLE_COPY as L } from "~common/auth/account-lifecycle";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot, type OpenBrowser } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `closer${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;
const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [viewport, js] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 375, height: 812 }, true],
  [{ width: 375, height: 812 }, false],
] as const) {
  const tag = `account-lifecycle-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`leaving and data at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    let browser: OpenBrowser;
    let page: Page;
    const email = newEmail();
    const shot = async (name: string) => {
      await screenshot(page, `${tag}-${name}`);
      await expectAccessible(page, `${tag}-${name}`);
      await noSidewaysScroll(page, viewport.width);
    };

    beforeAll(async () => {
      await registerViaApi(worker, email);
      browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
      await logInThroughPage(page, worker.url, js, email);
    });
    afterAll(() => browser?.close());

    test("close → log in → reopen", async () => {
      await openPage(page, at("/settings/account/close"), js);
      await shot("close-page");
      const close = page.getByRole("region", { name: L.closeHeading });
      await close.getByLabel(L.passwordLabel, { exact: true }).fill(BROWSER_PASSWORD);
      await close.getByText(L.closeAcknowledge).click();
      await close.getByRole("button", { name: L.closeButton }).click();
      await page.getByText(/Your account is closed and will be deleted on/).waitFor();
      await shot("closed");

      await openPage(page, at("/login"), js);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByText(/^Your account is scheduled for deletion on \d{1,2} \w+ \d{4}\. Reopen it\?$/).waitFor();
      await shot("reopen-screen");
      await page.getByRole("button", { name: L.reopenButton }).click();
      await page.waitForURL((u) => u.pathname === "/");
      if (js) await page.getByText("Your account is open again. Nothing will be deleted.").first().waitFor();
      await shot("reopened");
    });

    test("request an export and download it", async () => {
      await openPage(page, at("/settings/data"), js);
      await shot("data-page");
      await page.getByLabel(L.passwordLabel, { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByRole("button", { name: D.requestButton }).click();
      const link = page.getByRole("link", { name: new RegExp(D.download) });
      await expect
        .poll(
          async () => {
            if (!js) await openPage(page, at("/settings/data"), js);
            return link.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      await shot("data-ready");
      const href = await link.getAttribute("href");
      const res = await page.request.get(at(href!));
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/zip");
      expect((await res.body()).subarray(0, 2).toString()).toBe("PK");
    });
  });
}
