/**
 * The dev-server smoke suite: the product as a developer first meets it, `npm start` (the Vite dev
 * server, React's development build in StrictMode, which mounts every effect, cleans it up and
 * mounts it again), on a fresh state folder with the seeded demo data, in Debian's Chromium. The
 * other browser suites meet the built Worker only, where React runs each effect once; a component
 * that assumes a single mount (a dialog whose clean-up reads as "the visitor closed me") breaks here
 * first. Each journey opens a dialog and checks it is still open a moment later:
 *   - logged out, Save on the feed → the sign-up modal → Log in → the board → back on the feed, saved;
 *   - logged in, Save on the feed → the board picker → the toast; on a Pin's page → the save-success
 *     dialog, closed by its ×; at 375 px too;
 *   - forgot password → 'Password reset email sent' → the email in /_dev/mailbox;
 *   - the advertiser console → 'Promote a Pin' → the Pin selection modal → × → back on the console,
 *     one step back;
 *   - an Organize page logs no "uncontrolled input to be controlled" warning (only the development build has it).
 * And the dev server never reloads a page to re-optimize its dependencies (vite.config.ts
 * `optimizeDeps`). Screenshots: test-results/screenshots/smoke-*.png.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { expectOk } from "../support/api-client";
import { createAccount } from "../support/auth-fixtures";
import { BROWSER_PASSWORD } from "../support/browser-accounts";
import { createBusiness, promotablePin, readyToPromote } from "../support/business-fixtures";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../support/chromium";
import { startDevServer, type DevServer } from "../support/dev-server";
import type { RunningWorker } from "../support/worker-harness";

let dev: DevServer;
/** The API helpers' view of the dev server (ApiClient only sends requests through `fetch`). */
let server: RunningWorker;
/** The newest Pin of the home feed, as a logged-out visitor sees it. */
let newest: Pin;

/** How long a dialog must stay open by itself: StrictMode's second mount runs right after the first. */
const STAYS_MS = 1_000;

const at = (path: string) => new URL(path, dev.url).href;

async function staysOpen(dialog: Locator) {
  await dialog.waitFor();
  await new Promise((r) => setTimeout(r, STAYS_MS));
  expect(await dialog.isVisible()).toBe(true);
}

async function person(first: string) {
  const account = await createAccount(server, { first_name: first, password: BROWSER_PASSWORD });
  const board = expectOk(await account.client.post<Board>("/v3/boards/", { name: `${first}'s finds` }));
  return { ...account, board };
}

const saveLink = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("link", { name: `Save ${title}`, exact: true })
    .first();

beforeAll(async () => {
  dev = await startDevServer();
  server = { url: dev.url, fetch: dev.fetch } as RunningWorker;
  const feed = (await (await dev.fetch("/v3/feeds/home/")).json()) as { resource_response: { data: { items: Pin[] } } };
  newest = feed.resource_response.data.items[0]!;
  expect(newest, "the seed put Pins in the home feed").toBeDefined();
}, 300_000);
afterAll(() => dev?.close());

describe("npm start, React in development and StrictMode", () => {
  test("the demo and business accounts printed at start log in", async () => {
    expect(dev.log()).toContain("Demo account: demo@example.com / pins-are-fun");
    expect(dev.log()).toContain("Business account: lena@example.com / pins-are-fun");
    for (const email of ["demo@example.com", "lena@example.com"]) {
      const res = await dev.fetch("/v3/sessions/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username_or_email: email, password: "pins-are-fun" }),
      });
      expect(res.status, email).toBe(200);
    }
  });

  test("logged out: Save on the feed → the sign-up modal → Log in → the board → back on the feed, saved", async () => {
    const saver = await person("Lou");
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await openPage(page, at("/"), true);
      await saveLink(page, newest.title).click();
      const signup = page.getByRole("dialog", { name: "Sign up to save this Pin" });
      await staysOpen(signup);
      await screenshot(page, "smoke-01-signup-to-save");
      await signup.getByRole("link", { name: "Log in", exact: true }).click();
      const login = page.getByRole("dialog", { name: /Log in/ });
      await staysOpen(login);
      await login.getByLabel("Email", { exact: true }).fill(saver.email);
      await login.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
      await login.getByRole("button", { name: "Log in", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Choose board" }).waitFor();
      await page.getByRole("option", { name: new RegExp(saver.board.name) }).click();
      await page.waitForURL((u) => u.pathname === "/" && u.searchParams.get("saved_to") === saver.board.name);
      await page.getByRole("status").getByText(`Saved to ${saver.board.name}`).waitFor();
      expect(expectOk(await saver.client.get<Board>(`/v3/boards/${saver.board.id}/`)).pin_count).toBe(1);
    } finally {
      await browser.close();
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`logged in at ${viewport.width} px: Save on the feed → the picker stays → the toast; on the Pin's page → the save-success dialog stays until its ×`, async () => {
      const saver = await person(viewport.width > 600 ? "Ada" : "Mo");
      const browser = await openBrowser({ viewport, ...(viewport.width < 600 && { isMobile: true }) });
      try {
        const page = browser.page;
        await logInThroughPage(page, dev.url, true, saver.email);
        await saveLink(page, newest.title).click();
        const modal = page.locator("dialog[open]");
        await staysOpen(modal);
        expect(await modal.evaluate((d) => d.matches(":modal"))).toBe(true);
        await modal.getByRole("option", { name: new RegExp(saver.board.name) }).click();
        await page.locator(".toast", { hasText: `Saved to ${saver.board.name}` }).waitFor();
        await page.waitForFunction(() => !document.querySelector("dialog[open]"));
        await screenshot(page, `smoke-02-saved-toast-${viewport.width}`);

        // The Pin's own page: the save-success dialog after the picker.
        const other = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Second thoughts" }));
        await openPage(page, at(`/pin/${newest.id}/`), true);
        await page
          .getByRole("main")
          .getByRole("link", { name: /^Saved? / })
          .first()
          .click();
        await staysOpen(page.locator("dialog[open]"));
        await page
          .locator("dialog[open]")
          .getByRole("option", { name: new RegExp(other.name) })
          .click();
        const success = page.getByTestId("saved-pin-modal");
        await staysOpen(success);
        await screenshot(page, `smoke-03-save-success-${viewport.width}`);
        await success.getByRole("button", { name: "Close" }).click();
        await success.waitFor({ state: "hidden" });
        expect(new URL(page.url()).pathname).toBe(`/pin/${newest.id}/`);
      } finally {
        await browser.close();
      }
    });
  }

  test("an Organize page logs no React warning about an input turning from uncontrolled to controlled", async () => {
    const owner = await person("Oz");
    expectOk(await owner.client.post<Pin>("/v3/pins/", { board_id: owner.board.id, pin_id: newest.id }));
    expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Elsewhere" }));
    const browser = await openBrowser();
    const warnings: string[] = [];
    browser.page.on("console", (m) => void (/uncontrolled|controlled input/i.test(m.text()) && warnings.push(m.text())));
    try {
      const page = browser.page;
      await logInThroughPage(page, dev.url, true, owner.email);
      await openPage(page, at(`${owner.board.url}?organize=1`), true);
      await page.getByRole("group", { name: "Move Pins" }).waitFor();
      // The dev server may still be loading the organize bar's module as the page hydrates: a tick
      // before its handlers are attached is undone by React, so tick until it stays ticked.
      const box = page.getByRole("checkbox").first();
      await expect
        .poll(
          async () =>
            (await box.check({ timeout: 2000 }).then(
              () => true,
              () => false,
            )) && (await box.isChecked()),
        )
        .toBe(true);
      await page.getByLabel("Move to").selectOption({ label: "Elsewhere" });
      await page.waitForTimeout(300);
      expect(warnings).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("forgot password → 'Password reset email sent' stays → the email in /_dev/mailbox", async () => {
    const { email } = await createAccount(server, { first_name: "Rae", password: BROWSER_PASSWORD });
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await openPage(page, at(`/password/reset?${new URLSearchParams({ ue: email })}`), true);
      await page.getByRole("button", { name: "Send reset link" }).click();
      const sent = page.getByRole("dialog", { name: "Password reset email sent" });
      await staysOpen(sent);
      await sent.getByText(`We sent instructions to pick a new password to ${email}.`).waitFor();
      await screenshot(page, "smoke-04-reset-sent");
      const rows = page.getByRole("row").filter({ hasText: email });
      await expect
        .poll(async () => {
          await openPage(page, at(`/_dev/mailbox?${new URLSearchParams({ to: email })}`), true);
          return rows.count();
        })
        .toBe(1);
    } finally {
      await browser.close();
    }
  });

  test("the console → 'Promote a Pin' → the Pin selection stays → × → back on the console, one step back", async () => {
    const biz = await createBusiness(server, { first: "Tia", password: BROWSER_PASSWORD });
    await readyToPromote(biz.client, biz.advertiser.id);
    await promotablePin(biz.client, { title: "Teak bench" });
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logInThroughPage(page, dev.url, true, biz.email);
      const consolePath = `/advertiser/${biz.advertiser.id}/`;
      await openPage(page, at(consolePath), true);
      await page.getByRole("main").getByRole("link", { name: "Promote a Pin" }).first().click();
      const selection = page.getByRole("dialog", { name: "Choose a Pin to promote" });
      await staysOpen(selection);
      await screenshot(page, "smoke-05-pin-selection");
      await selection.getByRole("button", { name: "Close" }).click();
      await page.waitForURL((u) => u.pathname === consolePath);
      await new Promise((r) => setTimeout(r, STAYS_MS));
      expect(new URL(page.url()).pathname).toBe(consolePath);
    } finally {
      await browser.close();
    }
  });

  test("the start prints no warning about wrangler.toml's wrangler-only keys", () => {
    expect(dev.log()).toContain("Local database ready");
    expect(dev.log()).not.toContain("not applicable when using Vite");
  });

  test("no page was reloaded to re-optimize the dev server's dependencies", () => {
    expect(dev.log()).not.toMatch(/optimized dependencies changed|reloading/i);
  });
});
