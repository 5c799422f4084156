/**
 * Editing boards and sections in a real browser against the built Worker (issue 34 item 2), axe on
 * every screen, screenshots at 1280 and 375 px (test-results/screenshots/board-edit-*.png):
 *   - with JavaScript: from the board page, Edit board → rename, make secret, choose a cover,
 *     Save → the toast; the old URL lands on the new one; a visitor gets the 404 page; Archive →
 *     the board is in the profile's Archived group; on the board page "Move up" reorders the
 *     sections at once; a section's Edit page renames it (its old URL redirects) and deletes it
 *     with its Pins; the board's delete confirmation says how many Pins go, and deleting lands on
 *     the profile;
 *   - without JavaScript: "Move down" and a section delete keeping its Pins, as plain forms.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardSection, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot, waitForHydration } from "../../support/chromium";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { email: string; username: string; client: ApiClient };
const at = (path: string) => new URL(path, worker.url).href;

async function shoot(page: Page, name: string) {
  await screenshot(page, `board-edit-${name}-1280`);
  await expectAccessible(page, `board-edit-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `board-edit-${name}-375`);
  await expectAccessible(page, `board-edit-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function boardWithSections(name: string, sections: string[]) {
  const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name }));
  const made: BoardSection[] = [];
  for (const title of sections)
    made.push(expectOk(await owner.client.post<BoardSection>(`/v3/boards/${board.id}/sections/`, { name: title })));
  const pins: Pin[] = [];
  for (const [i, title] of ["Copper pan", "Herb shelf", "Tile wall"].entries()) {
    const section = i === 0 ? { section: made[0]!.id } : {};
    pins.push(
      expectOk(
        await owner.client.post<Pin>("/v3/pins/", {
          board_id: board.id,
          title,
          image_base64: base64(await pngImage(200, 260)),
          ...section,
        }),
      ),
    );
  }
  return { board, sections: made, pins };
}
const boardNow = (id: string) => owner.client.get<Board>(`/v3/boards/${id}/`);
const sectionTitles = (page: Page) => page.locator(".board-grid--sections .board-card__name").allInnerTexts();

beforeAll(async () => {
  worker = await startWorker();
  const account = await createAccount(worker, { first_name: "Edie", password: BROWSER_PASSWORD });
  owner = { email: account.email, username: account.user.username, client: account.client };
}, 120_000);
afterAll(() => worker?.close());

describe("JavaScript on", () => {
  test("rename (old URL redirects), secret, cover, archive; reorder, rename and delete a section; delete the board", async () => {
    const { board, pins } = await boardWithSections("Kitchen ideas", ["Soups", "Salads"]);
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, at(`/${owner.username}/kitchen-ideas/`), true);
      await shoot(page, "js-01-board");
      await page.getByRole("link", { name: "Edit board" }).click();
      await page.getByRole("heading", { name: "Edit Kitchen ideas" }).waitFor();
      await waitForHydration(page);
      await page.getByLabel("Name", { exact: true }).fill("Cooking ideas");
      await page.getByLabel("Description").fill("Pans, shelves and tiles");
      await page.getByText("Keep this board secret").click();
      await page.getByRole("radio", { name: "Cover: Tile wall" }).check();
      await shoot(page, "js-02-edit");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.locator(".toast", { hasText: "Changes saved" }).waitFor();
      const saved = expectOk(await boardNow(board.id));
      expect(saved).toMatchObject({
        name: "Cooking ideas",
        slug: "cooking-ideas",
        privacy: "secret",
        description: "Pans, shelves and tiles",
      });
      expect(saved.cover_images?.["236x"].url).toBe(pins[2]!.images["236x"].url);

      // The old address lands on the new one; a visitor finds nothing there.
      await openPage(page, at(`/${owner.username}/kitchen-ideas/`), true);
      expect(new URL(page.url()).pathname).toBe(`/${owner.username}/cooking-ideas/`);
      const visitor = await openBrowser();
      try {
        // A secret board is a failed resource to others: back to the home page (auth.md §2.5).
        await visitor.page.goto(at(`/${owner.username}/cooking-ideas/`));
        expect(new URL(visitor.page.url()).pathname).toBe("/");
        expect(await visitor.page.getByText("Cooking ideas").count()).toBe(0);
      } finally {
        await visitor.close();
      }

      // Archive: the button flips, the profile groups it.
      await openPage(page, at(`/board/${board.id}/edit`), true);
      await page.getByRole("button", { name: "Archive board" }).click();
      await page.getByRole("button", { name: "Unarchive board" }).waitFor();
      await page.locator(".toast", { hasText: "Board archived" }).waitFor();
      await openPage(page, at(`/${owner.username}/`), true);
      await page.getByRole("list", { name: "Archived" }).getByText("Cooking ideas").waitFor();
      await shoot(page, "js-03-profile-archived");

      // Sections: Move up reorders at once.
      await openPage(page, at(`/${owner.username}/cooking-ideas/`), true);
      expect(await sectionTitles(page)).toEqual(["Soups", "Salads"]);
      await page.getByRole("button", { name: "Move up: Salads" }).click();
      await expect.poll(() => sectionTitles(page)).toEqual(["Salads", "Soups"]);
      await page.waitForLoadState("networkidle");
      const order = expectOk(await owner.client.get<{ items: BoardSection[] }>(`/v3/boards/${board.id}/sections/`)).items.map(
        (s) => s.title,
      );
      expect(order).toEqual(["Salads", "Soups"]);

      // A section's Edit page: rename, then delete with its Pins.
      await page.getByRole("link", { name: "Edit section: Soups" }).click();
      await page.getByRole("heading", { name: "Edit Soups" }).waitFor();
      await waitForHydration(page);
      await page.getByLabel("Name", { exact: true }).fill("Soups and stews");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.locator(".toast", { hasText: "Section saved" }).waitFor();
      // The old section address lands on the new one, whose page links back to its Edit page.
      await openPage(page, at(`/${owner.username}/cooking-ideas/soups/`), true);
      expect(new URL(page.url()).pathname).toBe(`/${owner.username}/cooking-ideas/soups-and-stews/`);
      await page.getByRole("link", { name: "Edit section" }).click();
      await page.getByRole("heading", { name: "Edit Soups and stews" }).waitFor();
      await waitForHydration(page);
      await page.getByRole("group", { name: "What happens to its 1 Pin?" }).waitFor();
      await page.getByText("Delete them with the section").click();
      await shoot(page, "js-04-section-edit");
      await page.getByRole("button", { name: "Delete section" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/cooking-ideas/`);
      expect(expectOk(await boardNow(board.id))).toMatchObject({ pin_count: 2, section_count: 1 });

      // Delete the board: the confirmation says what goes.
      await openPage(page, at(`/board/${board.id}/edit`), true);
      await page.getByRole("link", { name: "Delete board" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Cooking ideas?" });
      await dialog.getByText("This deletes 2 Pins and 1 section for good.").waitFor();
      await shoot(page, "js-05-delete-confirm");
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/`);
      expect((await boardNow(board.id)).status).toBe(404);
    } finally {
      await browser.close();
    }
  });
});

describe("JavaScript off", () => {
  test("Move down and a section delete keeping its Pins, as plain forms", async () => {
    const { board } = await boardWithSections("Garden", ["Roses", "Ferns"]);
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(page, at(`/${owner.username}/garden/`), false);
      await page.getByRole("button", { name: "Move down: Roses" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/garden/`);
      expect(await sectionTitles(page)).toEqual(["Ferns", "Roses"]);
      await page.getByRole("link", { name: "Edit section: Roses" }).click();
      await page.getByRole("button", { name: "Delete section" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/garden/`);
      expect(await sectionTitles(page)).toEqual(["Ferns"]);
      await shoot(page, "nojs-01-after-delete");
      expect(expectOk(await boardNow(board.id))).toMatchObject({ pin_count: 3, section_count: 1 });
    } finally {
      await browser.close();
    }
  });
});
