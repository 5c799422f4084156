/**
 * The bookmarklet and the pin create page in a real browser against the built Worker, with a page
 * and its image served by the test itself on 127.0.0.1 (never the internet; the Worker may fetch
 * them because ALLOW_PRIVATE_FETCH is opened), axe on every screen, screenshots at 1280 and 375 px
 * (test-results/screenshots/bookmarklet-*.png) — saving.md §2, §4, §7, §9:
 *   - signed in: the bookmarklet from /bookmarklet, run on the local page, opens the popup; the
 *     builder shows the page's image; choosing a board saves the Pin (its link, image, method
 *     button, guid), the success view names the board and the Pin, the beacon logs the success,
 *     and the popup closes itself after 10 s;
 *   - signed out: the popup shows the idea beside sign-up; signing up comes back to the same
 *     address plus the marker, now the builder;
 *   - not in a popup, without JavaScript: /pin/create/ is the mobile-style picker (choose a board
 *     with sections → its sections → saved), a link to one of our Pins goes to its repin page,
 *     and a signed-out visitor goes to /.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardSection, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, logInThroughPage } from "../../support/chromium";
import { serveSite, type LocalSite } from "../../support/local-site";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let site: LocalSite;
let owner: { email: string; username: string; client: ApiClient };

const at = (path: string) => new URL(path, worker.url).href;

const logIn = (page: Page, js: boolean) => logInThroughPage(page, worker.url, js, owner.email);

async function shoot(page: Page, name: string, both = true) {
  await screenshot(page, `bookmarklet-${name}-1280`);
  await expectAccessible(page, `bookmarklet-${name}-1280`);
  if (!both) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, `bookmarklet-${name}-375`);
  await expectAccessible(page, `bookmarklet-${name}-375`);
  if (size) await page.setViewportSize(size);
}

/** The bookmarklet's code as /bookmarklet offers it (its javascript: link). */
async function bookmarkletCode(page: Page): Promise<string> {
  await page.goto(at("/bookmarklet"));
  const href = await page.getByRole("link", { name: "Save", exact: true }).getAttribute("href");
  expect(href).toMatch(/^javascript:/);
  return decodeURIComponent(href!.slice("javascript:".length));
}

beforeAll(async () => {
  const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  site = await serveSite({
    "/recipe": {
      body: `<!doctype html><html lang="en"><head><title>Blue bowl soup</title><meta property="og:image" content="/bowl.png"></head><body><h1>Soup</h1></body></html>`,
    },
    "/bowl.png": { type: "image/png", body: photo },
  });
  worker = await startWorker({ ALLOW_PRIVATE_FETCH: "true" });
  const account = await createAccount(worker, { first_name: "Bo", password: BROWSER_PASSWORD });
  owner = { email: account.email, username: account.user.username, client: account.client };
  expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Soups" }));
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await site?.close();
});

describe("JavaScript on: the bookmarklet's popup", () => {
  test("signed in: the builder with the page's image, save, the success view, the beacon, and the popup closes itself after 10 s", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true);
      const code = await bookmarkletCode(page);
      await shoot(page, "js-01-bookmarklet-page");
      await page.goto(`${site.origin}/recipe`);
      const opening = browser.context.waitForEvent("page");
      await page.evaluate(code);
      const popup = await opening;
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect([url.pathname, url.searchParams.get("url"), url.searchParams.get("media"), url.searchParams.get("description")]).toEqual([
        "/pin/create/button/",
        `${site.origin}/recipe`,
        `${site.origin}/bowl.png`,
        "Blue bowl soup",
      ]);
      expect(url.searchParams.get("guid")).toMatch(/^[a-z0-9]{8,}$/);
      await waitForHydration(popup);
      await popup.getByRole("figure", { name: "The Pin you're saving" }).locator("img").waitFor();
      await shoot(popup, "js-02-builder");
      // The 10 s count starts with the success view, after the press: timed from before the press,
      // a lower bound that holds however late the test sees the view on a loaded machine.
      const started = Date.now();
      await popup.getByRole("option", { name: /Soups/ }).click();
      await popup.getByRole("heading", { name: "Saved to Soups" }).waitFor();
      const closed = popup.waitForEvent("close", { timeout: 15_000 });
      await popup.getByRole("status").getByText("Saved to Soups").first().waitFor();
      await shoot(popup, "js-03-saved", false);
      await closed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    } finally {
      await browser.close();
    }
    const soups = expectOk(await owner.client.get<Board>(`/v3/users/${owner.username}/boards/soups/`));
    const pins = expectOk(await owner.client.get<{ items: Pin[] }>(`/v3/boards/${soups.id}/pins/`));
    expect(pins.items).toHaveLength(1);
    expect([pins.items[0]!.link, pins.items[0]!.description, pins.items[0]!.images.orig.width]).toEqual([
      `${site.origin}/recipe`,
      "Blue bowl soup",
      320,
    ]);
    const env = await worker.env();
    expect(await env.DB.prepare("SELECT method AS v FROM pins WHERE id = ?").bind(Number(pins.items[0]!.id)).first("v")).toBe("button");
    expect(await env.DB.prepare("SELECT event || ':' || path AS v FROM pin_create_events ORDER BY id DESC").first("v")).toBe(
      "pin_create_success:button",
    );
  }, 60_000);

  test("signed out: the idea beside sign-up; signing up comes back to the same address with the marker, now the builder", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      const code = await bookmarkletCode(page);
      await page.goto(`${site.origin}/recipe`);
      const opening = browser.context.waitForEvent("page");
      await page.evaluate(code);
      const popup = await opening;
      await popup.waitForLoadState();
      await waitForHydration(popup);
      await popup.getByRole("heading", { name: "Sign up to save this idea" }).waitFor();
      await shoot(popup, "js-04-signed-out");
      const before = new URL(popup.url());
      await popup.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
      const dialog = popup.getByRole("dialog");
      await dialog.getByLabel("Email", { exact: true }).fill(`bookmarklet-${Date.now()}@example.com`);
      await dialog.getByLabel("Create a password", { exact: true }).fill(BROWSER_PASSWORD);
      await dialog.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
      await popup.waitForURL((u) => u.searchParams.get("signed_up") === "1" && !u.searchParams.has("auth"));
      const after = new URL(popup.url());
      after.searchParams.delete("signed_up");
      expect([after.pathname, [...after.searchParams]]).toEqual([before.pathname, [...before.searchParams]]);
      await popup.getByRole("heading", { name: "Choose board" }).waitFor();
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe("JavaScript off: the mobile-style picker page", () => {
  test("choose a board with sections → its sections → saved; our own Pin's link → its repin page; signed out → /", async () => {
    const board = expectOk(await owner.client.get<Board>(`/v3/users/${owner.username}/boards/soups/`));
    const section = expectOk(await owner.client.post<BoardSection>(`/v3/boards/${board.id}/sections/`, { name: "Cold" }));
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await page.goto(at(`/pin/create/?url=${encodeURIComponent(`${site.origin}/recipe`)}`));
      expect(new URL(page.url()).pathname).toBe("/");
      await logIn(page, false);
      await page.goto(at(`/pin/create/?${new URLSearchParams({ url: `${site.origin}/recipe`, description: "Cold soup" })}`));
      await page.getByRole("heading", { name: "Choose board" }).waitFor();
      // No media: the page was scraped for its image.
      await page.getByRole("figure", { name: "The Pin you're saving" }).locator("img").waitFor();
      expect(await page.getByRole("link", { name: "Create board" }).getAttribute("href")).toMatch(/^\/board\/create\/\?next=/);
      await shoot(page, "nojs-01-picker");
      await page.getByRole("option", { name: /Soups/ }).click();
      await page.getByRole("heading", { name: "Choose section" }).waitFor();
      expect(await page.getByRole("link", { name: "Create section" }).getAttribute("href")).toMatch(
        new RegExp(`^/board/${board.id}/create_section/\\?next=`),
      );
      await shoot(page, "nojs-02-sections");
      await page.getByRole("button", { name: /Cold/ }).click();
      await page.getByRole("heading", { name: "Saved to Soups" }).waitFor();
      expect(expectOk(await owner.client.get<BoardSection>(`/v3/board_sections/${section.id}/`)).pin_count).toBe(1);
      // A link to one of our own Pins goes to its repin page (§2).
      const pins = expectOk(await owner.client.get<{ items: Pin[] }>(`/v3/board_sections/${section.id}/pins/`));
      await page.goto(at(`/pin/create/?url=${encodeURIComponent(at(`/amp/pin/${pins.items[0]!.id}/`))}`));
      expect(new URL(page.url()).pathname).toBe(`/pin/${pins.items[0]!.id}/repin/x/`);
      // /board/{id}/create_section/ is a page of its own.
      await page.goto(at(`/board/${board.id}/create_section/`));
      await page.getByLabel("Section name").fill("Warm");
      await shoot(page, "nojs-03-create-section");
      await page.getByRole("button", { name: "Add" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/soups/warm/`);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
