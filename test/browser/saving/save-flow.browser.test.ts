/**
 * The save-to-board flow in a real browser against the built Worker (saving.md §2, §4, §5, §8;
 * business.md §4), every screen through the axe gate:
 *   - with JavaScript, the modal: Choose board with Top choices and All boards, search, keyboard
 *     (down, Enter), per-board loading then the toast 'Saved to {board}' with View, the
 *     already-saved banner; a board with sections → Choose section → 'Saved to {section} in
 *     {board}'; Add section (Add disabled while empty, the API's refusal under the field, then the
 *     save into the new section); Create board (suggested names, Create disabled while empty,
 *     'Board created'); closing steps back; at 375 px the picker fills the modal;
 *   - on a Pin's own page the save-success dialog (saved-pin-modal): title, See it now, Send,
 *     the follow card for the link domain's official user, and the confetti that comes after
 *     1250 ms and goes 800 ms later with 'You saved your first Pin to {board}!';
 *   - without JavaScript, the same screens as the page /pin/{id}/repin/x/: choose a board, a
 *     board's sections, create a board (its error) and come back with the saved notice;
 *   - a Pin about a sensitive topic: its notice in place of the picker ('Save anyway' in the modal,
 *     a link on the page), and an ABUSIVE topic's notice with no way on;
 *   - with and without JavaScript, a logged-out Save opens the auth modal, and logging in there
 *     goes on to the save: the picker for that Pin, then back to the page, saved.
 * Screenshots: test-results/screenshots/save-flow-*.png.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONFETTI } from "~common/saving/constants";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, openPage, logInThroughPage } from "../../support/chromium";
import { TIMER_SLACK_MS, watchPresence } from "../../support/presence";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { username: string; fullName: string; client: ApiClient };
let pins: { chair: Pin; lamp: Pin; rug: Pin };
/** Pins about an advisory's topic (migrations 0022, 0042): SENSITIVE and ABUSIVE. */
let topics: { sensitive: Pin; abusive: Pin };

const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

async function person(first: string) {
  const account = await createAccount(worker, { first_name: first, password: BROWSER_PASSWORD });
  return { email: account.email, username: account.user.username, fullName: account.user.full_name, client: account.client };
}

const logIn = (page: Page, js: boolean, email: string) => logInThroughPage(page, worker.url, js, email);

const boardOf = (client: ApiClient, id: string) => client.get<Board>(`/v3/boards/${id}/`).then(expectOk);
const dialog = (page: Page) => page.locator("dialog[open]");

async function openSaveModal(page: Page, title: string) {
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^Saved? ${title}$`) })
    .first()
    .click();
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await dialog(page)
    .getByRole("listbox", { name: "Choose board" })
    .or(dialog(page).getByText("You don't have any boards yet."))
    .first()
    .waitFor();
}

/** The modal of a Pin whose notice shows in place of the picker (saving.md §2). */
async function openNoticeModal(page: Page, title: string) {
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^Saved? ${title}$`) })
    .first()
    .click();
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  await dialog(page).locator(".advisory-notice").waitFor();
}

beforeAll(async () => {
  worker = await startWorker();
  const account = await createAccount(worker, { first_name: "Otto", password: BROWSER_PASSWORD });
  owner = { username: account.user.username, fullName: account.user.full_name, client: account.client };
  const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Living room" }));
  const make = (title: string, extra: Record<string, unknown> = {}) =>
    pngImage(240, 300).then((png) =>
      owner.client.post<Pin>("/v3/pins/", { board_id: board.id, title, image_base64: base64(png), ...extra }).then(expectOk),
    );
  pins = {
    chair: await make("Oak reading chair", { link: "https://www.homestyle.example/chair" }),
    lamp: await make("Brass floor lamp"),
    rug: await make("Wool kitchen rug"),
  };
  const topicBoard = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Topics" }));
  const topic = (title: string) =>
    pngImage(240, 300).then((png) =>
      owner.client.post<Pin>("/v3/pins/", { board_id: topicBoard.id, title, image_base64: base64(png) }).then(expectOk),
    );
  topics = { sensitive: await topic("Wild mushrooms in the forest"), abusive: await topic("Graphic violence compilation") };
  // The link domain's official user: the owner (saving.md §3 linkDomain with officialUser).
  const env = await worker.env();
  const ownerId = expectOk(await owner.client.get<{ id: string }>(`/v3/users/${owner.username}/`)).id;
  await env.DB.prepare(
    "INSERT INTO link_domains (domain, official_user_id) VALUES (?, ?) ON CONFLICT (domain) DO UPDATE SET official_user_id = excluded.official_user_id",
  )
    .bind("homestyle.example", ownerId)
    .run();
}, 120_000);
afterAll(() => worker?.close());

describe("the save-to-board modal, JavaScript on", () => {
  test("Top choices and All boards, search, keyboard; per-board saving then the toast with View; the already-saved banner", async () => {
    const saver = await person("Sasha");
    const made: Board[] = [];
    for (const name of ["Reading nook", "2025 move", "Kitchen", "Guest room", "Balcony"])
      made.push(expectOk(await saver.client.post<Board>("/v3/boards/", { name })));
    // Most recently used: Kitchen (a save there).
    expectOk(await saver.client.post("/v3/pins/", { board_id: made[2]!.id, pin_id: pins.lamp.id }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/living-room/`);
      await openSaveModal(page, "Oak reading chair");
      const modal = dialog(page);
      await modal.getByRole("heading", { name: "Choose board" }).waitFor();
      const top = modal.getByRole("group", { name: "Top choices" });
      const all = modal.getByRole("group", { name: "All boards" });
      // Top choices: the board whose name shares a word with the Pin, then the most recently used.
      expect((await top.getByRole("option").allTextContents()).slice(0, 2)).toEqual(["Reading nook", "Kitchen"]);
      // Names starting with a digit after the others (saving.md §5).
      expect((await all.getByRole("option").allTextContents()).map((t) => t.replace(/\d+ sections?$/, "").trim())).toEqual([
        "Balcony",
        "Guest room",
        "Kitchen",
        "Reading nook",
        "2025 move",
      ]);
      await screenshot(page, "save-flow-js-01-choose-board");
      await expectAccessible(page, "save-flow-js-01-choose-board");

      const search = modal.getByRole("combobox", { name: "Search" });
      await search.fill("read");
      // Both lists are filtered (the board is in Top choices and in All boards).
      await expect.poll(() => modal.getByRole("option").allTextContents()).toEqual(["Reading nook", "Reading nook"]);
      await search.press("ArrowDown");
      expect(await modal.getByRole("option", { selected: true }).textContent()).toContain("Reading nook");
      await search.press("Enter");
      await page.getByRole("status").getByText("Saved to Reading nook").waitFor();
      const view = page.getByRole("link", { name: "View" });
      expect(await view.getAttribute("href")).toMatch(/^\/pin\/\d+$/);
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));
      await page.getByRole("main").getByRole("link", { name: "Saved Oak reading chair" }).first().waitFor();
      await screenshot(page, "save-flow-js-02-saved-toast");
      expect((await boardOf(saver.client, made[0]!.id)).pin_count).toBe(1);

      // Open again: 'Psst! You already saved this Pin to Reading nook'.
      await openSaveModal(page, "Oak reading chair");
      await dialog(page).getByText("Psst! You already saved this Pin to Reading nook").waitFor();
      // Escape on the board list closes the modal.
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => !document.querySelector("dialog[open]"));
    } finally {
      await browser.close();
    }
  });

  test("a board with sections: Choose section, save into one; Add section refuses a taken name under the field, then saves into the new one", async () => {
    const saver = await person("Selma");
    const dinners = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Dinners" }));
    const soups = expectOk(await saver.client.post<{ id: string }>(`/v3/boards/${dinners.id}/sections/`, { name: "Soups" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/living-room/`);
      await openSaveModal(page, "Brass floor lamp");
      const modal = dialog(page);
      await modal.getByRole("option", { name: /Dinners/ }).click();
      await modal.getByRole("heading", { name: "Choose section" }).waitFor();
      await screenshot(page, "save-flow-js-03-choose-section");
      await expectAccessible(page, "save-flow-js-03-choose-section");
      await modal.getByRole("button", { name: "Soups" }).click();
      await page.getByRole("status").getByText("Saved to Soups in Dinners").waitFor();
      const inSoups = expectOk(await saver.client.get<{ items: Pin[] }>(`/v3/board_sections/${soups.id}/pins/`)).items;
      expect(inSoups.map((p) => p.title)).toEqual(["Brass floor lamp"]);

      await openSaveModal(page, "Wool kitchen rug");
      await dialog(page)
        .getByRole("option", { name: /Dinners/ })
        .click();
      await dialog(page).getByRole("link", { name: "Create section" }).click();
      await dialog(page).getByRole("heading", { name: "Add section" }).waitFor();
      const add = dialog(page).getByRole("button", { name: "Add" });
      expect(await add.isDisabled()).toBe(true);
      const field = dialog(page).getByLabel("Section name");
      await field.fill("  Soups ");
      await field.press("Enter");
      await dialog(page).getByText("This board already has a section with that name.").waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await screenshot(page, "save-flow-js-04-add-section-error");
      await expectAccessible(page, "save-flow-js-04-add-section-error");
      // Typing clears the error.
      await field.fill("Sides");
      expect(await field.getAttribute("aria-invalid")).not.toBe("true");
      // Closing steps back: Add section → Choose section → Choose board → closed.
      await page.keyboard.press("Escape");
      await dialog(page).getByRole("heading", { name: "Choose section" }).waitFor();
      await dialog(page).getByRole("link", { name: "Create section" }).click();
      await dialog(page).getByLabel("Section name").fill("Sides");
      await dialog(page).getByRole("button", { name: "Add" }).click();
      await page.getByRole("status").getByText("Saved to Sides in Dinners").waitFor();
      expect((await boardOf(saver.client, dinners.id)).section_count).toBe(2);
    } finally {
      await browser.close();
    }
  });

  test("Create board from the modal: suggestions, Create disabled while empty, 'Board created', saved there; closing steps back", async () => {
    const saver = await person("Cleo");
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/living-room/`);
      await openSaveModal(page, "Wool kitchen rug");
      const modal = dialog(page);
      await modal.getByText("You don't have any boards yet.").waitFor();
      await modal.getByRole("link", { name: "Create board" }).click();
      await modal.getByRole("heading", { name: "Create board" }).waitFor();
      const create = modal.getByRole("button", { name: "Create" });
      expect(await create.isDisabled()).toBe(true);
      await modal.getByText("Suggested names").waitFor();
      // Escape steps back to the board list, and the list is still there.
      await page.keyboard.press("Escape");
      await modal.getByRole("heading", { name: "Choose board" }).waitFor();
      await modal.getByRole("link", { name: "Create board" }).click();
      const name = modal.getByLabel("Name", { exact: true });
      await name.fill("x".repeat(51));
      await modal.getByText("Please enter no more than 50 characters.").waitFor();
      expect(await create.isDisabled()).toBe(true);
      await name.fill("Cosy floors");
      await modal.getByLabel(/Keep this board secret/).check();
      await screenshot(page, "save-flow-js-05-create-board");
      await expectAccessible(page, "save-flow-js-05-create-board");
      await create.click();
      await modal.getByRole("heading", { name: "Board created" }).waitFor();
      await screenshot(page, "save-flow-js-06-board-created");
      await page.getByRole("status").getByText("Saved to Cosy floors").waitFor();
      const boards = expectOk(await saver.client.get<{ items: Board[] }>(`/v3/users/${saver.username}/boards/`)).items;
      expect(boards.map((b) => [b.name, b.privacy, b.pin_count])).toEqual([["Cosy floors", "secret", 1]]);
    } finally {
      await browser.close();
    }
  });

  test("on the Pin's page: the save-success dialog with the follow card, and the first-save confetti", async () => {
    const saver = await person("Pia");
    expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Someday" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/pin/${pins.chair.id}`);
      await openSaveModal(page, "Oak reading chair");
      // Timed in the page (test/support/presence.ts): a poll from here can miss an 800 ms window.
      const shown = await watchPresence(page, '[data-testid="saved-pin-modal"]');
      const confetti = await watchPresence(page, '[data-testid="confetti"]');
      await dialog(page)
        .getByRole("option", { name: /Someday/ })
        .click();
      const success = page.getByTestId("saved-pin-modal");
      await success.getByRole("heading", { name: "Saved to Someday" }).waitFor();
      await success.getByText("You saved your first Pin to Someday!").waitFor();
      expect(await success.getByRole("link", { name: "See it now" }).getAttribute("href")).toMatch(/^\/pin\/\d+$/);
      expect(await success.getByRole("link", { name: "Send" }).getAttribute("href")).toMatch(/^\/pin\/\d+\/\?share=true$/);
      // A new account is recent: no 'Promote your Pin' (saving.md §2).
      expect(await success.getByRole("link", { name: "Promote your Pin" }).count()).toBe(0);
      await success.getByText("homestyle.example").waitFor();
      await success.getByRole("button", { name: `Follow ${owner.fullName}` }).waitFor();
      const width = await success.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeGreaterThanOrEqual(500);
      // business.md §4: confetti after 1250 ms, gone 800 ms later. Timers only fire late, so the
      // upper bounds allow for 2 busy cores.
      await confetti.appeared();
      await screenshot(page, "save-flow-js-07-save-success");
      const dialogAt = (await shown.appeared()).added;
      const pieces = await confetti.cameAndWent();
      expect(pieces.descendants).toBe(CONFETTI.particles);
      expect(pieces.added - dialogAt).toBeGreaterThanOrEqual(CONFETTI.startMs);
      expect(pieces.added - dialogAt).toBeLessThan(CONFETTI.startMs + TIMER_SLACK_MS);
      expect(pieces.removed - dialogAt).toBeGreaterThanOrEqual(CONFETTI.startMs + CONFETTI.removeAfterMs);
      expect(pieces.removed - dialogAt).toBeLessThan(CONFETTI.startMs + CONFETTI.removeAfterMs + TIMER_SLACK_MS);
      await expectAccessible(page, "save-flow-js-07-save-success");
    } finally {
      await browser.close();
    }
  });

  test("a save that fails shows the API's message in the modal and clears the saving state (saving.md §8)", async () => {
    const saver = await person("Faye");
    const doomed = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Going away" }));
    expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Staying" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/living-room/`);
      await openSaveModal(page, "Wool kitchen rug");
      // The board goes away while the modal is open.
      expectOk(await saver.client.delete(`/v3/boards/${doomed.id}/`));
      await dialog(page)
        .getByRole("option", { name: /Going away/ })
        .click();
      await dialog(page).getByRole("alert").getByText("Sorry, we couldn't find that board.").waitFor();
      expect(await dialog(page).getByRole("progressbar").count()).toBe(0);
      // Still usable: another board saves.
      await dialog(page)
        .getByRole("option", { name: /Staying/ })
        .click();
      await page.getByRole("status").getByText("Saved to Staying").waitFor();
    } finally {
      await browser.close();
    }
  });

  test("at 375 px the modal fits the screen and the picker fills it", async () => {
    const saver = await person("Tess");
    for (const name of ["Alpha", "Beta", "Gamma", "Delta"]) expectOk(await saver.client.post<Board>("/v3/boards/", { name }));
    const browser = await openBrowser({ viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/living-room/`);
      await openSaveModal(page, "Brass floor lamp");
      const box = await dialog(page).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.width).toBeLessThanOrEqual(375);
      await screenshot(page, "save-flow-js-08-phone");
      await expectAccessible(page, "save-flow-js-08-phone");
    } finally {
      await browser.close();
    }
  });

  test("a Pin about a sensitive topic: its notice replaces the picker until 'Save anyway'; an ABUSIVE one's has no way on (saving.md §2)", async () => {
    const saver = await person("Sid");
    const board = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Walks" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await open(page, true, `/${owner.username}/topics/`);
      await openNoticeModal(page, "Wild mushrooms in the forest");
      const modal = dialog(page);
      const notice = modal.getByRole("region", { name: "Look before you eat" });
      await notice.waitFor();
      // The notice is in place of the picker: no board list, the notice's own link and action.
      expect(await modal.getByRole("listbox").count()).toBe(0);
      expect(await notice.getByRole("link", { name: "call poison control" }).getAttribute("href")).toBe("https://www.poison.org/");
      await notice.getByRole("link", { name: "Learn more" }).waitFor();
      await screenshot(page, "save-flow-js-09-sensitive-notice");
      await expectAccessible(page, "save-flow-js-09-sensitive-notice");
      await notice.getByRole("button", { name: "Save anyway" }).click();
      await modal.getByRole("option", { name: /Walks/ }).click();
      await page.getByRole("status").getByText("Saved to Walks").waitFor();
      expect((await boardOf(saver.client, board.id)).pin_count).toBe(1);

      await page.setViewportSize({ width: 375, height: 740 });
      await openNoticeModal(page, "Graphic violence compilation");
      const refused = dialog(page).getByRole("region", { name: "This Pin can't be saved" });
      await refused.waitFor();
      expect(await dialog(page).getByRole("button", { name: "Save anyway" }).count()).toBe(0);
      await screenshot(page, "save-flow-js-10-abusive-notice-phone");
      await expectAccessible(page, "save-flow-js-10-abusive-notice-phone");
    } finally {
      await browser.close();
    }
  });
});

describe("the save-to-board page, JavaScript off", () => {
  test("Save opens /pin/{id}/repin/x/: a board saves and comes back with the notice; a board with sections asks for one; Create board shows its error", async () => {
    const saver = await person("Nora");
    const plain = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Ideas" }));
    const withSections = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Projects" }));
    const sides = expectOk(await saver.client.post<{ id: string }>(`/v3/boards/${withSections.id}/sections/`, { name: "Weekend" }));
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false, saver.email);
      await open(page, false, `/${owner.username}/living-room/`);
      await page.getByRole("main").getByRole("link", { name: "Save Brass floor lamp" }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pins.lamp.id}/repin/x/`);
      await page.getByRole("heading", { level: 1, name: "Choose board" }).waitFor();
      await screenshot(page, "save-flow-nojs-01-choose-board");
      await expectAccessible(page, "save-flow-nojs-01-choose-board");
      // The page at phone width: no sideways scroll.
      await page.setViewportSize({ width: 375, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, "save-flow-nojs-01b-choose-board-phone");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole("option", { name: /Ideas/ }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/living-room/` && u.searchParams.get("saved_to") === "Ideas");
      await page.getByRole("status").getByText("Saved to Ideas").waitFor();
      expect((await boardOf(saver.client, plain.id)).pin_count).toBe(1);

      await page.getByRole("main").getByRole("link", { name: "Save Wool kitchen rug" }).click();
      await page.getByRole("option", { name: /Projects/ }).click();
      await page.getByRole("heading", { level: 1, name: "Choose section" }).waitFor();
      await page.getByRole("button", { name: "Weekend" }).click();
      await page.getByRole("status").getByText("Saved to Weekend in Projects").waitFor();
      const inSection = expectOk(await saver.client.get<{ items: Pin[] }>(`/v3/board_sections/${sides.id}/pins/`)).items;
      expect(inSection.map((p) => p.title)).toEqual(["Wool kitchen rug"]);

      await page.getByRole("main").getByRole("link", { name: "Save Oak reading chair" }).click();
      await page.getByRole("link", { name: "Create board" }).click();
      await page.getByRole("heading", { level: 1, name: "Create board" }).waitFor();
      await page.getByRole("button", { name: "Create" }).click();
      await page.getByText("Don't forget to name your board!").waitFor();
      await screenshot(page, "save-flow-nojs-02-create-board-error");
      await expectAccessible(page, "save-flow-nojs-02-create-board-error");
      await page.getByLabel("Name", { exact: true }).fill("Chairs");
      await page.getByRole("button", { name: "Create" }).click();
      await page.getByRole("status").getByText("Saved to Chairs").waitFor();
    } finally {
      await browser.close();
    }
  });

  test("a Pin about a sensitive topic: the page shows its notice first, 'Save anyway' leads to the board list", async () => {
    const saver = await person("Noor");
    expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Forest" }));
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false, saver.email);
      await open(page, false, `/pin/${topics.sensitive.id}/repin/x/`);
      await page.getByRole("region", { name: "Look before you eat" }).waitFor();
      expect(await page.getByRole("listbox").count()).toBe(0);
      await screenshot(page, "save-flow-nojs-03-sensitive-notice");
      await page.getByRole("link", { name: "Save anyway" }).click();
      await page.waitForURL((u) => u.searchParams.get("notice") === "seen");
      await page.getByRole("option", { name: /Forest/ }).click();
      await page.getByRole("status").getByText("Saved to Forest").waitFor();
    } finally {
      await browser.close();
    }
  });

  test("logged out, the picker page sends the visitor to /", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      await browser.page.goto(at(`/pin/${pins.lamp.id}/repin/x/`));
      await browser.page.waitForURL((u) => u.pathname === "/");
    } finally {
      await browser.close();
    }
  });
});

for (const js of [true, false]) {
  describe(`logged out, JavaScript ${js ? "on" : "off"}`, () => {
    test("Save → log in in the modal → the save goes on → back on the page, saved", async () => {
      const saver = await person("Lou");
      const board = expectOk(await saver.client.post<Board>("/v3/boards/", { name: "Found later" }));
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const boardPath = `/${owner.username}/living-room/`;
        await open(page, js, boardPath);
        await page.getByRole("main").getByRole("link", { name: "Save Brass floor lamp" }).click();
        const signup = page.getByRole("dialog", { name: "Sign up to save this Pin" });
        await signup.waitFor();
        await signup.getByRole("link", { name: "Log in", exact: true }).click();
        const login = page.getByRole("dialog", { name: /Log in/ });
        await login.getByLabel("Email", { exact: true }).fill(saver.email);
        await login.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
        await login.getByRole("button", { name: "Log in", exact: true }).click();
        await page.waitForURL((u) => u.pathname === `/pin/${pins.lamp.id}/repin/x/` && u.searchParams.get("next") === boardPath);
        await page.getByRole("heading", { level: 1, name: "Choose board" }).waitFor();
        if (js) await waitForHydration(page);
        await page.getByRole("option", { name: /Found later/ }).click();
        await page.waitForURL((u) => u.pathname === boardPath && u.searchParams.get("saved_to") === "Found later");
        await page.getByRole("status").getByText("Saved to Found later").waitFor();
        expect((await boardOf(saver.client, board.id)).pin_count).toBe(1);
      } finally {
        await browser.close();
      }
    });
  });
}
