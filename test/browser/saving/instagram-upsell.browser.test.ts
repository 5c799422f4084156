/**
 * The Instagram upsell and /settings/claim/ in a real browser against the built Worker (saving.md
 * §2, §3, §4, §9), axe on every screen, screenshots at 1280 and 375 px
 * (test-results/screenshots/instagram-*.png):
 *   - with JavaScript: a pinner whose listed website is an Instagram profile makes a Pin from an
 *     Instagram page: the upsell shows, its 'Dismiss modal' comes only after 2 s, an outside click
 *     does not close it; the next Pin from Instagram shows no upsell (claiming_upsells_seen);
 *     'Connect now' leads to /settings/claim/;
 *   - without JavaScript: /settings/claim/ sets the website and connects Instagram through the
 *     local stand-in's consent page, then the upsell's conditions no longer hold.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board } from "~common/saving/schemas";
import type { UserSettings } from "~common/saving/instagram-upsell/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, logInThroughPage } from "../../support/chromium";
import { serveSite, type LocalSite } from "../../support/local-site";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let site: LocalSite;
let owner: { email: string; client: ApiClient };

const at = (path: string) => new URL(path, worker.url).href;

const logIn = (page: Page, js: boolean) => logInThroughPage(page, worker.url, js, owner.email);

async function shoot(page: Page, name: string) {
  await screenshot(page, `instagram-${name}-1280`);
  await expectAccessible(page, `instagram-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `instagram-${name}-375`);
  await expectAccessible(page, `instagram-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const fromInstagram = (n: number) =>
  `/pin/create/button/?${new URLSearchParams({ url: `https://www.instagram.com/p/post${n}/`, media: `${site.origin}/photo${n}.png`, description: `Post ${n}` })}`;

beforeAll(async () => {
  const photo = (shade: number) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: { r: shade, g: 80, b: 160 } } })
      .png()
      .toBuffer();
  site = await serveSite({
    "/photo1.png": { type: "image/png", body: await photo(10) },
    "/photo2.png": { type: "image/png", body: await photo(200) },
  });
  worker = await startWorker({ ALLOW_PRIVATE_FETCH: "true", DEV_TOOLS: "true" });
  const account = await createAccount(worker, { first_name: "Ines", password: BROWSER_PASSWORD });
  owner = { email: account.email, client: account.client };
  expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Grams" }));
  expectOk(await owner.client.patch<UserSettings>("/v3/users/settings", { listed_website_url: "https://www.instagram.com/ines.makes/" }));
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await site?.close();
});

describe("JavaScript on", () => {
  test("a Pin from Instagram shows the upsell once: Dismiss after 2 s, no outside-click close; Connect now → /settings/claim/", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true);
      await page.goto(at(fromInstagram(1)));
      await waitForHydration(page);
      // Timed from before the press: the upsell, and its 1.5 s wait, start inside it.
      const shownAt = Date.now();
      await page.getByRole("option", { name: /Grams/ }).click();
      const upsell = page.getByRole("dialog", { name: "Now you can turn your Instagram posts into Pins" });
      await upsell.waitFor();
      expect(await upsell.getByRole("button", { name: "Dismiss modal" }).count()).toBe(0);
      // An outside click does not close it.
      await page.mouse.click(5, 5);
      await upsell.getByRole("button", { name: "Dismiss modal" }).waitFor();
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
      expect(await upsell.isVisible()).toBe(true);
      expect(await upsell.getByRole("link", { name: "Connect now" }).getAttribute("href")).toBe("/settings/claim/");
      await shoot(page, "js-01-upsell");
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("claiming_upsells_seen"))) ?? "[]")).toEqual([
        "POST_CREATE_UPSELL_V2",
      ]);
      await upsell.getByRole("button", { name: "Dismiss modal" }).click();
      await expect.poll(() => upsell.count()).toBe(0);

      // Once only: the next Pin from Instagram shows none.
      await page.goto(at(fromInstagram(2)));
      await waitForHydration(page);
      await page.getByRole("option", { name: /Grams/ }).click();
      await page.getByRole("heading", { name: "Saved to Grams" }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByRole("dialog", { name: "Now you can turn your Instagram posts into Pins" }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe("JavaScript off", () => {
  test("/settings/claim/: the website, then Instagram through the stand-in's consent", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false);
      await page.goto(at("/settings/claim/"));
      await page.getByLabel("Website").fill("ines.example");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("The website you list on your profile").first().waitFor();
      await page.getByLabel("Website").fill("https://www.instagram.com/ines.makes/");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("status").getByText("Saved!").waitFor();
      await shoot(page, "nojs-01-claim");
      await page.getByRole("link", { name: "Connect Instagram" }).click();
      await page.getByRole("heading", { name: "Instagram (local stand-in)" }).waitFor();
      await page.getByLabel("Instagram username").fill("ines.makes");
      await shoot(page, "nojs-02-stand-in");
      await page.getByRole("button", { name: "Allow" }).click();
      await page.getByRole("button", { name: "Connect @ines.makes" }).click();
      await page.getByText("Connected as @ines.makes").waitFor();
      await shoot(page, "nojs-03-connected");
    } finally {
      await browser.close();
    }
    expect(expectOk(await owner.client.get<UserSettings>("/v3/users/settings"))).toEqual({
      connected_to_instagram: true,
      listed_website_url: "https://www.instagram.com/ines.makes/",
      instagram_username: "ines.makes",
    });
  }, 60_000);
});
