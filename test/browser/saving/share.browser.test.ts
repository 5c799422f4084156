/**
 * The share sheet in a real browser against the built Worker (app/routes/saving/share/), axe on
 * every screen, screenshots at 1280 and 375 px (test-results/screenshots/share-*.png):
 *   - the save-success dialog's "Send" opens the Pin page with its share sheet: the link, Copy link
 *     (the clipboard holds the Pin's URL, a "Link copied" toast), email and the networks as plain
 *     links opening in a new tab; closing drops ?share=true;
 *   - the Pin page's and the board page's Share buttons open it in place;
 *   - without JavaScript the sheet is the same list of links and the field, no Copy button.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { createBoard, createPin } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { email: string; username: string };
let board: Board;
let pin: Pin;

const at = (path: string) => new URL(path, worker.url).href;
const sheet = (page: Page) => page.getByTestId("share-sheet");

beforeAll(async () => {
  worker = await startWorker();
  const account = await createAccount(worker, { first_name: "Otto", password: BROWSER_PASSWORD });
  owner = { email: account.email, username: account.user.username };
  board = await createBoard(account.client, { name: "Living room" });
  pin = await createPin(account.client, board.id, { title: "Oak reading chair", width: 600, height: 800 });
  expectOk(await account.client.post<Board>("/v3/boards/", { name: "Someday" }));
}, 120_000);
afterAll(() => worker?.close());

/** The sheet's contents, as both widths must show them. */
async function expectSheet(page: Page, url: string, js: boolean) {
  const s = sheet(page);
  await s.getByRole("heading", { name: /^Share this (Pin|board)$/ }).waitFor();
  expect(await s.getByRole("textbox", { name: "Link" }).inputValue()).toBe(url);
  const facebook = s.getByRole("link", { name: /^Facebook/ });
  expect(await facebook.getAttribute("href")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  expect(await facebook.getAttribute("target")).toBe("_blank");
  expect(await facebook.getAttribute("rel")).toBe("noopener noreferrer");
  expect(await s.getByRole("link", { name: "Email" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
  for (const name of ["X", "WhatsApp", "Reddit", "LinkedIn", "Telegram"])
    await s.getByRole("link", { name: new RegExp(`^${name}`) }).waitFor();
  expect(await s.getByRole("button", { name: "Copy link" }).count()).toBe(js ? 1 : 0);
}

async function atBothWidths(page: Page, name: string, reopen: () => Promise<void>) {
  await screenshot(page, `share-${name}-1280`);
  await expectAccessible(page, `share-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await reopen();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await sheet(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await screenshot(page, `share-${name}-375`);
  await expectAccessible(page, `share-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("with JavaScript", () => {
  test("Send in the save-success dialog opens the share sheet; Copy link copies the Pin's URL with a toast", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: worker.url.origin });
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, at(`/pin/${pin.id}`), true);
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Save Oak reading chair$/ })
        .first()
        .click();
      await page
        .locator("dialog[open]")
        .getByRole("option", { name: /Someday/ })
        .click();
      const success = page.getByTestId("saved-pin-modal");
      await success.getByRole("heading", { name: "Saved to Someday" }).waitFor();
      await success.getByRole("link", { name: "Send" }).click();
      await page.waitForURL(/\/pin\/\d+\/\?share=true$/);
      const saved = /\/pin\/(\d+)\//.exec(page.url())![1]!;
      const url = at(`/pin/${saved}/`);
      await expectSheet(page, url, true);
      expect(await sheet(page).evaluate((el) => el.matches(":modal"))).toBe(true);
      await sheet(page).getByRole("button", { name: "Copy link" }).click();
      await sheet(page).getByText("Link copied").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await atBothWidths(page, "send", async () => {
        await openPage(page, at(`/pin/${saved}/?share=true`), true);
        await sheet(page).waitFor();
      });
      // Closing drops the parameter; Escape too.
      await sheet(page).getByRole("button", { name: "Close" }).click();
      await page.waitForURL((u) => !u.search.includes("share"));
      // The sheet leaves with the page's render of the new address, a moment after the address changes.
      await sheet(page).waitFor({ state: "detached", timeout: 5_000 });
    } finally {
      await browser.close();
    }
  });

  test("the Pin page's and the board page's Share buttons open the sheet in place", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await openPage(page, at(`/pin/${pin.id}/`), true);
      await page.getByRole("link", { name: "Share this Pin" }).click();
      await expectSheet(page, at(`/pin/${pin.id}/`), true);
      await atBothWidths(page, "pin", async () => {
        await openPage(page, at(`/pin/${pin.id}/`), true);
        await page.getByRole("link", { name: "Share this Pin" }).click();
        await sheet(page).waitFor();
      });
      await page.keyboard.press("Escape");
      await page.waitForURL((u) => !u.search.includes("share"));
      await openPage(page, at(board.url), true);
      await page.getByRole("link", { name: "Share this board" }).click();
      await expectSheet(page, at(board.url), true);
      await expectAccessible(page, "share-board-1280");
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript", () => {
  test("the Send link is a page with the sheet open: the field and plain links, no Copy button", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await openPage(page, at(`/pin/${pin.id}/`), false);
      await page.getByRole("link", { name: "Share this Pin" }).click();
      await page.waitForURL(/\?share=true$/);
      await expectSheet(page, at(`/pin/${pin.id}/`), false);
      await screenshot(page, "share-nojs-1280");
    } finally {
      await browser.close();
    }
  });
});
