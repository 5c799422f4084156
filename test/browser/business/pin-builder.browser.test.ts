/**
 * The pin builder in a real browser against the built Worker (business.md §2, §3, §6), every
 * screen through the axe gate, screenshots at 1280 and 375 px (test-results/screenshots/pin-builder-*.png):
 *   - a visitor sees 'Log in to continue';
 *   - with JavaScript, an ordinary user: choosing an image uploads it (uploading, then the
 *     preview), the description's #hashtags, the link check not offered (partner-only), a board and
 *     its section, Publish → published, a Pin made with method "uploaded"; only multi-pin among the
 *     extra tools (not available yet);
 *   - without JavaScript at 375 px, a partner: Upload, the layouts (single and carousel ratios), the
 *     link check, the partner tools marked as not available yet, an error (no image) then Publish;
 *   - the idea Pin scenario offers the story layout (9:16) only.
 */
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardSection } from "~common/saving/schemas";
import { expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { createBusiness } from "../../support/business-fixtures";
import { openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { dbValue } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
const at = (path: string) => new URL(path, worker.url).href;

async function open(page: Page, js: boolean, path: string) {
  await page.goto(at(path));
  if (js) await waitForHydration(page);
}

async function logIn(page: Page, js: boolean, email: string) {
  await open(page, js, "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/");
  if (js) await waitForHydration(page);
}

/** A 1000×1500 JPEG, far over the API's JSON cap. */
const photo = async () =>
  sharp({ create: { width: 1000, height: 1500, channels: 3, background: "#3a7d44" } })
    .composite([
      { input: Buffer.from('<svg width="1000" height="1500"><circle cx="500" cy="700" r="300" fill="#f2c14e"/></svg>'), top: 0, left: 0 },
    ])
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  worker = await startWorker();
}, 120_000);
afterAll(() => worker?.close());

test("a visitor sees 'Log in to continue'", async () => {
  const browser = await openBrowser();
  try {
    const page = browser.page;
    await open(page, true, "/pin-builder/");
    await page.getByRole("heading", { name: "Log in to continue" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?next=%2Fpin-builder%2F");
    await expectAccessible(page, "pin-builder-01-visitor");
  } finally {
    await browser.close();
  }
});

describe("with JavaScript, an ordinary user", () => {
  test("choose an image (uploaded at once), write, pick a board and section, publish", async () => {
    const user = await createAccount(worker, { first_name: "Una", password: BROWSER_PASSWORD });
    const board = expectOk(await user.client.post<Board>("/v3/boards/", { name: "Garden" }));
    expectOk(await user.client.post<BoardSection>(`/v3/boards/${board.id}/sections/`, { name: "Sunflowers" }));
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, user.email);
      await open(page, true, "/pin-builder/");
      await page.getByRole("heading", { name: "Create Pin" }).waitFor();
      expect(await page.locator("main").evaluate((el) => getComputedStyle(el).maxWidth)).toBe("880px");
      // §6: an ordinary user's only extra tool in the default scenario is multi-pin, not available here.
      expect(
        await page
          .getByTestId("pin-builder-features")
          .locator("li")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-feature"))),
      ).toEqual(["multi_pin"]);
      await page.getByTestId("pin-builder-features").getByText("Not available yet: it needs a service this site doesn't have.").waitFor();
      await page
        .getByLabel("Image", { exact: true })
        .setInputFiles({ name: "sunflower.jpg", mimeType: "image/jpeg", buffer: await photo() });
      const preview = page.locator("img.pin-builder__preview");
      await preview.waitFor();
      expect(await preview.getAttribute("src")).toMatch(/^\/i\/originals\/[0-9a-f]{32}\.jpg$/);
      expect(await page.locator("[data-editor-state]").getAttribute("data-editor-state")).toBe("edited");
      await page.getByLabel("Title").fill("Sunflower at noon");
      await page.getByLabel("Description").fill("Tall and bright #sunflowers #garden");
      await page.getByText("Hashtags: #sunflowers #garden").waitFor();
      await page.getByLabel("Destination link (optional)").fill("https://www.seeds.example/sunflower");
      await page.getByLabel("Board").selectOption({ label: "Garden" });
      await page.getByLabel("Section (optional)").selectOption({ label: "Sunflowers" });
      await screenshot(page, "pin-builder-js-1280-02-ready");
      await expectAccessible(page, "pin-builder-js-02-ready");
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("heading", { name: "Your Pin is published." }).waitFor();
      expect(await page.locator("[data-creation-status]").getAttribute("data-creation-status")).toBe("succeeded");
      const href = await page.getByRole("link", { name: "See your Pin" }).getAttribute("href");
      const pinId = Number(href!.split("/").pop());
      expect(await dbValue<string>(worker, "SELECT method AS v FROM pins WHERE id = ?", pinId)).toBe("uploaded");
      expect(
        await dbValue<string>(worker, "SELECT s.title AS v FROM pins p JOIN board_sections s ON s.id = p.section_id WHERE p.id = ?", pinId),
      ).toBe("Sunflowers");
      await screenshot(page, "pin-builder-js-1280-03-published");
    } finally {
      await browser.close();
    }
  });
});

describe("without JavaScript at 375 px, a partner", () => {
  test("upload, layouts, the link check and the partner tools; an error first, then publish", async () => {
    const biz = await createBusiness(worker, { first: "Pat", password: BROWSER_PASSWORD });
    expectOk(await biz.client.post<Board>("/v3/boards/", { name: "Catalogue" }));
    const browser = await openBrowser({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true });
    try {
      const page = browser.page;
      await logIn(page, false, biz.email);
      await open(page, false, "/pin-builder/");
      // Publish without an image: the builder says so.
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("alert").getByText("Upload an image first.").waitFor();
      expect(await page.locator("[data-creation-status]").getAttribute("data-creation-status")).toBe("attempted");
      await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "chair.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await page.getByRole("button", { name: "Upload" }).click();
      await page.locator("img.pin-builder__preview").waitFor();
      // §3 layouts: single and carousel, 2:3, 3:4, 1:1.
      const layouts = await page
        .getByRole("group", { name: "Layout" })
        .getByRole("radio")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(layouts).toEqual(["single|2:3", "single|3:4", "single|1:1", "carousel|2:3", "carousel|3:4", "carousel|1:1"]);
      // §6 partner tools (those needing the experiment are not there by default).
      const shown = await page
        .getByTestId("pin-builder-features")
        .locator("li")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-feature")));
      expect(shown).toEqual([
        "carousel",
        "editing",
        "education",
        "layouts",
        "link_status_validation",
        "multi_pin",
        "system_fonts",
        "tagging",
      ]);
      await page.getByLabel("Title").fill("Walnut chair");
      await page.getByLabel("Destination link (optional)").fill("https://www.walnut.example/chair");
      await page.getByRole("radio", { name: "Single image 3:4" }).check();
      await screenshot(page, "pin-builder-nojs-375-04-partner");
      await expectAccessible(page, "pin-builder-nojs-04-partner");
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("heading", { name: "Your Pin is published." }).waitFor();
      await screenshot(page, "pin-builder-nojs-375-05-published");
    } finally {
      await browser.close();
    }
  });

  test("the idea Pin scenario offers the story layout (9:16) only", async () => {
    const user = await createAccount(worker, { first_name: "Ida", password: BROWSER_PASSWORD });
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false, user.email);
      await open(page, false, "/pin-builder/?scenario=story_pin");
      await page.getByText("You're making an Idea Pin: one tall page (9:16).").waitFor();
      const layouts = await page
        .getByRole("group", { name: "Layout" })
        .getByRole("radio")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(layouts).toEqual(["story|9:16"]);
      await expectAccessible(page, "pin-builder-nojs-06-story");
    } finally {
      await browser.close();
    }
  });
});
