/**
 * A Pin's comments in a real browser against the built Worker (app/routes/saving/comments/), at
 * 1280 and 375 px, through the axe gate (test-results/screenshots/comments-*.png):
 *   - with JavaScript: a pinner's friend writes a comment (shown at once), edits it and deletes
 *     it, each asked first; the pinner reports nothing of their own but deletes the friend's; a
 *     refused comment (the per-account limit) leaves the list again, its text back in the box,
 *     with a toast;
 *   - without JavaScript: the same write, edit and delete as plain forms;
 *   - a visitor who clicks into the composer or starts typing gets the sign-up modal titled for it
 *     (auth.md §2.2 commentComposer); without JavaScript the composer's link opens it;
 *   - older comments: "More comments" adds the next page (a fetcher), or opens it without JavaScript.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMMENTS_PAGE_SIZE, COMMENTS_PER_WINDOW } from "~common/saving/comments/rules";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let pin: Pin;
let pinner: { email: string; client: ApiClient };

const at = (path: string) => new URL(path, worker.url).href;

async function person(first: string) {
  const account = await createAccount(worker, { first_name: first, password: BROWSER_PASSWORD });
  return { email: account.email, client: account.client, name: account.user.full_name };
}

/** Screenshots at 1280 and 375 px, axe on both, no sideways scroll. */
async function shoot(page: Page, name: string) {
  await screenshot(page, `comments-${name}-1280`);
  await expectAccessible(page, `comments-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `comments-${name}-375`);
  await expectAccessible(page, `comments-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const comments = (page: Page) => page.getByRole("region", { name: /comment/i });
const item = (page: Page, text: string) => comments(page).getByRole("listitem").filter({ hasText: text });

let boardId: string;
/** A fresh Pin of the pinner's for each journey (its comment count starts at 0). */
const freshPin = async (title: string) =>
  expectOk(await pinner.client.post<Pin>("/v3/pins/", { board_id: boardId, title, image_base64: base64(await pngImage(240, 300)) }));

beforeAll(async () => {
  worker = await startWorker();
  pinner = await person("Pia");
  boardId = expectOk(await pinner.client.post<Board>("/v3/boards/", { name: "Teapots" })).id;
  pin = await freshPin("Blue teapot");
}, 120_000);
afterAll(() => worker?.close());

for (const js of [true, false]) {
  describe(js ? "JavaScript on" : "JavaScript off", () => {
    test("write, edit and delete one's own comment", async () => {
      const friend = await person(js ? "Fay" : "Flo");
      const pin = await freshPin(js ? "Green teapot" : "Red teapot");
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await logInThroughPage(page, worker.url, js, friend.email);
        await openPage(page, at(`/pin/${pin.id}/`), js);
        const box = comments(page).getByRole("textbox", { name: "Add a comment" });
        // Nothing to post: the page's own rule says so, or without JavaScript the API's answer over the list.
        await comments(page).getByRole("button", { name: "Post" }).click();
        await comments(page).getByText("Write something first.").waitFor();
        const text = `Lovely glaze <b>${js ? "js" : "plain"}</b>`;
        await box.fill(text);
        await comments(page).getByRole("button", { name: "Post" }).click();
        await item(page, text).waitFor();
        await comments(page).getByRole("heading", { name: "1 comment" }).waitFor();
        // The HTML is text, never markup.
        expect(await comments(page).locator(".comment__text b").count()).toBe(0);
        await shoot(page, `${js ? "js" : "nojs"}-01-written`);

        await item(page, text).getByText("Edit", { exact: true }).click();
        const edit = item(page, text).getByRole("textbox", { name: "Edit your comment" });
        await edit.fill("Lovely glaze, and the spout!");
        await item(page, text).getByRole("button", { name: "Save" }).click();
        const edited = item(page, "Lovely glaze, and the spout!");
        await edited.locator(".comment__edited").waitFor();
        await shoot(page, `${js ? "js" : "nojs"}-02-edited`);

        await edited.getByText("Delete", { exact: true }).click();
        await edited.getByText("Delete this comment? This can't be undone.").waitFor();
        await shoot(page, `${js ? "js" : "nojs"}-03-confirm-delete`);
        await edited.getByRole("button", { name: "Yes, delete" }).click();
        await comments(page).getByText("No comments yet. Add one to start the conversation.").waitFor();
        expect(await comments(page).getByRole("listitem").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test("a visitor who starts writing gets the sign-up modal titled for the comment composer", async () => {
      const talker = await person(js ? "Hal" : "Ivy");
      const said = `${talker.name} was here`;
      expectOk(await talker.client.post(`/v3/pins/${pin.id}/comments/`, { text: said }));
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await openPage(page, at(`/pin/${pin.id}/`), js);
        // The comments are in the page's HTML (the section loads lazily: the server waits for it).
        await item(page, said).waitFor();
        expect(await item(page, said).getByText("Report").count()).toBe(0);
        if (!js) await shoot(page, "nojs-00-visitor");
        if (js) await comments(page).getByRole("textbox", { name: "Add a comment" }).click();
        else await comments(page).getByRole("link", { name: "Sign up to comment" }).click();
        await page.getByRole("dialog", { name: "Sign up to join the conversation" }).waitFor();
        expect(new URL(page.url()).searchParams.get("source")).toBe("commentComposer");
        if (js) {
          // Typing into it (after tabbing there) opens it too.
          await openPage(page, at(`/pin/${pin.id}/`), js);
          await comments(page).getByRole("textbox", { name: "Add a comment" }).focus();
          await page.keyboard.press("h");
          await page.getByRole("dialog", { name: "Sign up to join the conversation" }).waitFor();
        }
      } finally {
        await browser.close();
      }
    });
  });
}

test("JavaScript on: the pinner deletes a friend's comment; a refused comment comes back out with a toast, its text in the box", async () => {
  const friend = await person("Gus");
  const said = expectOk(await friend.client.post<{ id: string }>(`/v3/pins/${pin.id}/comments/`, { text: "First!" }));
  expect(said.id).toMatch(/^\d+$/);
  const browser = await openBrowser();
  try {
    const page = browser.page;
    await logInThroughPage(page, worker.url, true, pinner.email);
    await openPage(page, at(`/pin/${pin.id}/`), true);
    const first = item(page, "First!");
    // The pinner may not report on their own Pin's page? They may: it is not their comment.
    await first.getByText("Report", { exact: true }).waitFor();
    await first.getByText("Delete", { exact: true }).click();
    await first.getByRole("button", { name: "Yes, delete" }).click();
    await first.waitFor({ state: "detached" });

    // The pinner spends their per-account window through the API, then posts on the page.
    for (let i = 0; i < COMMENTS_PER_WINDOW; i++) {
      expectOk(await pinner.client.post(`/v3/pins/${pin.id}/comments/`, { text: `note ${i}` }));
    }
    const box = comments(page).getByRole("textbox", { name: "Add a comment" });
    await box.fill("One too many");
    await comments(page).getByRole("button", { name: "Post" }).click();
    await page
      .getByRole("status")
      .getByText(/Your comment wasn't posted\. You're commenting too fast/)
      .waitFor();
    await expect.poll(() => box.inputValue()).toBe("One too many");
    expect(await item(page, "One too many").count()).toBe(0);
    await shoot(page, "js-04-refused");
  } finally {
    await browser.close();
  }
});

test("older comments: 'More comments' adds the next page with JavaScript, and without it opens that page with a way back", async () => {
  const paged = await freshPin("Busy teapot");
  const talkers = await Promise.all([person("Kim"), person("Lou"), person("Max")]);
  // COMMENTS_PAGE_SIZE + 1 comments, oldest first, a few from each (the per-account limit).
  for (let i = 0; i <= COMMENTS_PAGE_SIZE; i++) {
    expectOk(await talkers[i % talkers.length]!.client.post(`/v3/pins/${paged.id}/comments/`, { text: `Note #${i}.` }));
  }
  for (const js of [true, false]) {
    const browser = await openBrowser({ javaScriptEnabled: js });
    try {
      const page = browser.page;
      await openPage(page, at(`/pin/${paged.id}/`), js);
      await comments(page)
        .getByRole("heading", { name: `${COMMENTS_PAGE_SIZE + 1} comments` })
        .waitFor();
      expect(await comments(page).getByRole("listitem").count()).toBe(COMMENTS_PAGE_SIZE);
      expect(await item(page, "Note #0.").count()).toBe(0);
      await comments(page).getByRole("link", { name: "More comments" }).click();
      await item(page, "Note #0.").waitFor();
      // The last page: nothing more.
      expect(await comments(page).getByRole("link", { name: "More comments" }).count()).toBe(0);
      if (js) {
        expect(await comments(page).getByRole("listitem").count()).toBe(COMMENTS_PAGE_SIZE + 1);
      } else {
        expect(await comments(page).getByRole("listitem").count()).toBe(1);
        await comments(page).getByRole("link", { name: "Newest comments" }).click();
        await item(page, `Note #${COMMENTS_PAGE_SIZE}.`).waitFor();
      }
    } finally {
      await browser.close();
    }
  }
});
