/**
 * The hashtag flyout of a Pin's description in a real browser against the built Worker (saving.md
 * §2 "Hashtag autocomplete flyout", §5 the hashtag pattern, §7 GET /v3/search/autocomplete/ with
 * q and show_pin_count, §8 "Hashtag lookup fails: the flyout is hidden", §9 5 suggestions), axe on
 * every screen with the list open, screenshots at 1280 and 375 px (test-results/screenshots/hashtags-*.png):
 *   - the pin builder: typing "#veg" lists the Pins' hashtags with their counts after a pause (one
 *     look-up for a burst of typing), the textarea points at the list (aria-controls,
 *     aria-activedescendant); down and Enter complete the tag at the caret, a click completes
 *     another, Escape closes, a tag in the middle of the text is completed in place; a failed
 *     look-up shows nothing;
 *   - the pin create page with JavaScript: the description from the address is the field's, a tag
 *     completed there is the saved Pin's;
 *   - the pin create page without JavaScript: a plain field whose text the saved Pin carries.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { type ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { createBoard, createPin } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { email: string; username: string; client: ApiClient };
let soups: Board;
/** An image of the Worker's own (a Pin's), which the pin create page registers as the new Pin's. */
let media: string;

const at = (path: string) => new URL(path, worker.url).href;

async function shoot(page: Page, name: string, open: () => Promise<void>) {
  await screenshot(page, `hashtags-${name}-1280`);
  await expectAccessible(page, `hashtags-${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await open();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `hashtags-${name}-375`);
  await expectAccessible(page, `hashtags-${name}-375`);
  if (size) await page.setViewportSize(size);
}

const list = (page: Page) => page.getByRole("listbox", { name: "Hashtag suggestions" });
const caret = (field: Locator) => field.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd]);

/** Moves the caret to the end of the field (typing then continues there). */
async function toEnd(field: Locator) {
  await field.focus();
  await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
}

beforeAll(async () => {
  // The pin create page fetches its image: here the Worker's own address on 127.0.0.1.
  worker = await startWorker({ ALLOW_PRIVATE_FETCH: "true" });
  const account = await createAccount(worker, { first_name: "Hana", password: BROWSER_PASSWORD });
  owner = { email: account.email, username: account.user.username, client: account.client };
  soups = await createBoard(owner.client, { name: "Soups" });
  // Another pinner's public Pins carry the hashtags: #vegan on three, #Vegetables on one, #veggieburger on one.
  const other = await createAccount(worker, { first_name: "Ivo", password: BROWSER_PASSWORD });
  const board = await createBoard(other.client, { name: "Green food" });
  const made: Pin[] = [];
  for (const description of ["Lentil soup #vegan", "Tofu bowl #vegan #Vegetables", "Oat cookies #vegan", "Burger night #veggieburger"]) {
    made.push(await createPin(other.client, board.id, { title: description.split(" #")[0], description }));
  }
  media = at(made[0]!.images.orig.url);
}, 120_000);
afterAll(() => worker?.close());

describe("the pin builder, with JavaScript", () => {
  test("type a tag: the list after a pause, keyboard and click complete it, Escape closes, a failed look-up shows nothing", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      const lookUps: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/resources/hashtags")) lookUps.push(new URL(r.url()).searchParams.get("q")!);
      });
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(page, at("/pin-builder/"), true);
      const field = page.getByRole("textbox", { name: "Description" });
      expect(await field.getAttribute("aria-autocomplete")).toBe("list");

      // A burst of typing asks once, for the tag as it stands when the typing pauses.
      await field.pressSequentially("Dinner tonight #veg");
      await list(page).waitFor();
      expect(lookUps).toEqual(["#veg"]);
      const options = list(page).getByRole("option");
      expect(await options.allInnerTexts()).toEqual(["#vegan\n3 Pins", "#Vegetables\n1 Pin", "#veggieburger\n1 Pin"]);
      expect(await field.getAttribute("aria-controls")).toBe(await list(page).getAttribute("id"));
      await page.keyboard.press("ArrowDown");
      expect(await field.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
      expect(await options.first().getAttribute("aria-selected")).toBe("true");
      await page.getByRole("status").getByText("3 hashtag suggestions").waitFor({ state: "attached" });
      // The look-up for "#vega" is held until a tag is highlighted: its late answer, listing the
      // same tag, must leave the highlight where it is (else a quick Enter types a line break).
      let answerVega!: () => void;
      const vegaHeld = new Promise<void>((done) => (answerVega = done));
      const vegaLookUp = (url: URL) => url.pathname === "/resources/hashtags" && url.searchParams.get("q") === "#vega";
      await page.route(vegaLookUp, async (route) => {
        await vegaHeld;
        await route.continue();
      });
      await shoot(page, "builder-01-open", async () => {
        await field.pressSequentially("a");
        // The list narrows at once to the one tag that starts with "#vega": the keys below are for
        // that list, not the three-tag one.
        await expect.poll(() => options.count()).toBe(1);
      });
      await page.keyboard.press("ArrowDown");
      const highlighted = await options.first().getAttribute("id");
      expect(await field.getAttribute("aria-activedescendant")).toBe(highlighted);
      const answered = page.waitForEvent("requestfinished", (r) => vegaLookUp(new URL(r.url())));
      answerVega();
      await answered;
      // The page's moment to render the answer; then the highlight must be where it was.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
      expect(await field.getAttribute("aria-activedescendant")).toBe(highlighted);
      await page.unroute(vegaLookUp);

      // Enter completes the tag at the caret, with a space, and the caret after it.
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect.poll(() => field.inputValue()).toBe("Dinner tonight #vegan ");
      expect(await list(page).isHidden()).toBe(true);
      expect(await caret(field)).toEqual([22, 22]);
      expect(await field.getAttribute("aria-activedescendant")).toBeNull();
      // The page's own state followed: its hashtag line shows the tag.
      await page.getByText("Hashtags: #vegan").waitFor();

      // A click completes another.
      await field.pressSequentially("and #VEGE");
      await list(page)
        .getByRole("option", { name: /#Vegetables/ })
        .click();
      // The pointer leaves (a list opening under it would take it as a choice, as hovering does).
      await page.mouse.move(0, 0);
      await expect.poll(() => field.inputValue()).toBe("Dinner tonight #vegan and #Vegetables ");
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

      // Escape closes the list and changes nothing.
      await field.pressSequentially("#veggie");
      await list(page).waitFor();
      await page.keyboard.press("Escape");
      expect(await list(page).isHidden()).toBe(true);
      expect(await field.inputValue()).toBe("Dinner tonight #vegan and #Vegetables #veggie");

      // A tag in the middle of the text: the caret in it looks it up, and the whole tag is replaced.
      await field.fill("Soup #vx for lunch");
      await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(7, 7));
      await field.press("Backspace");
      await field.pressSequentially("ve");
      await list(page).waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => field.inputValue()).toBe("Soup #vegan for lunch");
      expect(await caret(field)).toEqual([12, 12]);

      // §8: a failed look-up hides the flyout.
      await page.route("**/resources/hashtags**", (route) =>
        route.fulfill({ status: 502, contentType: "application/json", body: '{"items":[]}' }),
      );
      const before = lookUps.length;
      await toEnd(field);
      await field.pressSequentially(" #veg");
      await expect.poll(() => lookUps.length).toBe(before + 1);
      await page.waitForTimeout(300);
      expect(await list(page).isHidden()).toBe(true);
      await page.route("**/resources/hashtags**", (route) => route.abort());
      await field.pressSequentially("a");
      await expect.poll(() => lookUps.length).toBe(before + 2);
      await page.waitForTimeout(300);
      expect(await list(page).isHidden()).toBe(true);
      await page.unrouteAll();
      // And the next look-up that works shows the list again.
      await field.pressSequentially("n");
      await list(page)
        .getByRole("option", { name: /#vegan/ })
        .waitFor();
    } finally {
      await browser.close();
    }
  });
});

describe("the pin create page", () => {
  test("with JavaScript: the address's description is the field's; a completed tag is the saved Pin's", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, true, owner.email);
      await openPage(
        page,
        at(`/pin/create/?${new URLSearchParams({ url: "https://soup.example/lentils", media, description: "Lentil soup #ve" })}`),
        true,
      );
      const field = page.getByRole("textbox", { name: "Description" });
      expect(await field.inputValue()).toBe("Lentil soup #ve");
      await toEnd(field);
      await field.pressSequentially("g");
      await list(page).waitFor();
      await shoot(page, "create-01-open", async () => {
        await toEnd(field);
        await field.pressSequentially("a");
        await list(page).waitFor();
      });
      await list(page)
        .getByRole("option", { name: /#vegan/ })
        .click();
      await expect.poll(() => field.inputValue()).toBe("Lentil soup #vegan ");
      await field.pressSequentially("tonight");
      await page.getByRole("listbox", { name: "Choose board" }).getByRole("option", { name: /Soups/ }).click();
      await page.getByRole("status").getByText("Saved to Soups").first().waitFor();
    } finally {
      await browser.close();
    }
    const pins = expectOk(await owner.client.get<{ items: Pin[] }>(`/v3/boards/${soups.id}/pins/`));
    expect(pins.items[0]!.description).toBe("Lentil soup #vegan tonight");
  });

  test("without JavaScript: a plain field, its text saved with the Pin", async () => {
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logInThroughPage(page, worker.url, false, owner.email);
      await openPage(
        page,
        at(`/pin/create/?${new URLSearchParams({ url: "https://soup.example/miso", media, description: "Miso" })}`),
        false,
      );
      const field = page.getByRole("textbox", { name: "Description" });
      await field.fill("Miso soup #vegan");
      await screenshot(page, "hashtags-create-02-nojs-1280");
      await expectAccessible(page, "hashtags-create-02-nojs-1280");
      await page.getByRole("listbox", { name: "Choose board" }).getByRole("option", { name: /Soups/ }).click();
      await page.waitForURL((u) => u.searchParams.has("saved"));
    } finally {
      await browser.close();
    }
    const pins = expectOk(await owner.client.get<{ items: Pin[] }>(`/v3/boards/${soups.id}/pins/`));
    expect(pins.items[0]!.description).toBe("Miso soup #vegan");
  });
});
