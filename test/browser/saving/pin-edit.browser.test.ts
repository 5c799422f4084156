/**
 * Editing, moving, deleting and restoring a Pin in a real browser against the built Worker (issue
 * 34 item 1), axe on every screen, screenshots at 1280 and 375 px (test-results/screenshots/pin-edit-*.png):
 *   - with JavaScript: the Pin page's Edit → new title and alt text, another board whose sections
 *     come as it is chosen, one of them → Save: the Pin page shows it there; Edit → Delete Pin →
 *     the confirmation → Delete: the board opens with "Pin deleted" and Undo; Undo: the Pin is back;
 *   - without JavaScript: "Show sections" keeps what was typed; Save; Delete Pin is a confirmation
 *     step, then a "deleted" step whose Undo brings the Pin back.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardSection, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { email: string; username: string; client: ApiClient };

const at = (path: string) => new URL(path, worker.url).href;

async function shoot(page: Page, name: string) {
  await screenshot(page, `pin-edit-${name}-1280`);
  await expectAccessible(page, `pin-edit-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `pin-edit-${name}-375`);
  await expectAccessible(page, `pin-edit-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pinOn(boardName: string, title: string) {
  const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name: boardName }));
  const pin = expectOk(
    await owner.client.post<Pin>("/v3/pins/", { board_id: board.id, title, image_base64: base64(await pngImage(200, 260)) }),
  );
  return { board, pin };
}
const pinNow = (id: string) => owner.client.get<Pin>(`/v3/pins/${id}/`);

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const account = await createAccount(worker, { first_name: "Edda", password: BROWSER_PASSWORD });
  owner = { email: account.email, username: account.user.username, client: account.client };
}, 120_000);
afterAll(() => worker?.close());

describe("JavaScript on", () => {
  test("edit → move to a section of another board → delete → Undo", async () => {
    const { pin } = await pinOn("Weeknight", "Tomato soup");
    const breads = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Breads" }));
    const sourdough = expectOk(await owner.client.post<BoardSection>(`/v3/boards/${breads.id}/sections/`, { name: "Sourdough" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await page.goto(at(`/pin/${pin.id}/`));
      await waitForHydration(page);
      await page.getByRole("link", { name: "Edit", exact: true }).click();
      await page.getByRole("heading", { name: "Edit this Pin" }).waitFor();
      await waitForHydration(page);
      await page.getByLabel("Title").fill("Lentil stew");
      await page.getByLabel("Alt text").fill("A bowl of lentil stew");
      await page.getByLabel("Board").selectOption({ label: "Breads" });
      await expect.poll(() => page.getByLabel("Section").locator("option").allInnerTexts()).toEqual(["No section", "Sourdough"]);
      await page.getByLabel("Section").selectOption({ label: "Sourdough" });
      await shoot(page, "js-01-form");
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pin.id}/`);
      await page.getByRole("heading", { name: "Lentil stew" }).waitFor();
      expect(await page.getByRole("img", { name: "A bowl of lentil stew" }).count()).toBeGreaterThan(0);
      expect(expectOk(await pinNow(pin.id))).toMatchObject({
        board: { id: breads.id },
        section: { id: sourdough.id },
        title: "Lentil stew",
      });

      await page.getByRole("link", { name: "Edit", exact: true }).click();
      await page.getByRole("heading", { name: "Edit this Pin" }).waitFor();
      await waitForHydration(page);
      await page.getByRole("link", { name: "Delete Pin" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this Pin?" });
      await dialog.waitFor();
      await shoot(page, "js-02-confirm");
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/breads/`);
      const toast = page.locator(".toast-region").getByText("Pin deleted");
      await toast.waitFor();
      expect((await pinNow(pin.id)).status).toBe(404);
      await shoot(page, "js-03-deleted");
      await page.getByRole("button", { name: "Undo" }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pin.id}/`);
      await page.getByRole("heading", { name: "Lentil stew" }).waitFor();
      expect(expectOk(await pinNow(pin.id)).section?.id).toBe(sourdough.id);
    } finally {
      await browser.close();
    }
  });
});

describe("JavaScript off", () => {
  test("Show sections keeps the words; Save; delete through its confirmation step; Undo from the deleted step", async () => {
    const { pin } = await pinOn("Porch", "Wicker chair");
    const garden = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Garden" }));
    expectOk(await owner.client.post<BoardSection>(`/v3/boards/${garden.id}/sections/`, { name: "Pots" }));
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await page.goto(at(`/pin/${pin.id}/edit`));
      await page.getByLabel("Title").fill("Rattan chair");
      await page.getByLabel("Board").selectOption({ label: "Garden" });
      await page.getByRole("button", { name: "Show sections" }).click();
      await page.waitForURL((u) => u.searchParams.get("board_id") === garden.id);
      expect(await page.getByLabel("Title").inputValue()).toBe("Rattan chair");
      expect(await page.getByLabel("Section").locator("option").allInnerTexts()).toEqual(["No section", "Pots"]);
      await page.getByLabel("Section").selectOption({ label: "Pots" });
      await shoot(page, "nojs-01-form");
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pin.id}/`);
      await page.getByRole("heading", { name: "Rattan chair" }).waitFor();
      expect(expectOk(await pinNow(pin.id))).toMatchObject({ board: { id: garden.id }, section: { title: "Pots" } });

      await page.goto(at(`/pin/${pin.id}/edit`));
      await page.getByRole("link", { name: "Delete Pin" }).click();
      await page.waitForURL((u) => u.searchParams.get("confirm_delete") === "1");
      await page.getByRole("dialog", { name: "Delete this Pin?" }).getByRole("button", { name: "Delete", exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get("deleted") === "1");
      await page.getByRole("heading", { name: "Pin deleted" }).waitFor();
      expect((await pinNow(pin.id)).status).toBe(404);
      await shoot(page, "nojs-02-deleted");
      await page.getByRole("button", { name: "Undo" }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pin.id}/`);
      await page.getByRole("heading", { name: "Rattan chair" }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
