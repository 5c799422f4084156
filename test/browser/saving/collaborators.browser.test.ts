/**
 * Collaborators and invites in a real browser against the built Worker (DEV_TOOLS on for the
 * mailbox; saving.md §2 collaborator search, §4 invites and collaborators, §5 the email prompts,
 * §8 a failed removal restores the person, §9 the face pile), every page through the axe gate,
 * screenshots at 1280 and 375 px (test-results/screenshots/collaborators-*.png):
 *   - with JavaScript: the owner creates a secret board, types an address into the collaborator
 *     search ('Keep typing!' → 'Click to send!' → 'Done!'), creates the board (the queue is
 *     invited then); the email reaches /_dev/mailbox; its link opens the sign-up over the invite
 *     page (source boardInvite); the newcomer signs up, accepts, sees the shared board with the
 *     face pile, and saves a Pin to it through the save-to-board modal; the owner removes them,
 *     first with a refusal (the row comes back with a message), then for real;
 *   - without JavaScript: the owner invites an existing pinner by username in the plain field; the
 *     pinner's profile lists the invitation; Decline on one, Accept on another leads to the board;
 *   - the save flow's Create board step: in the modal the same search queues a followed pinner and
 *     an address, sent once the board is made there; without JavaScript the picker page's step
 *     takes usernames in the plain field.
 * On both, the search's suggestions stay closed until something is typed (focus alone opens
 * nothing, though the viewer follows someone to suggest), and Escape closes them without closing
 * the modal.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, logInThroughPage } from "../../support/chromium";
import { waitForMail } from "../../support/mailbox";
import { base64, pngImage } from "../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: { email: string; username: string; name: string; id: string; client: ApiClient };
let pin: Pin;

const at = (path: string) => new URL(path, worker.url).href;

async function person(first: string) {
  const account = await createAccount(worker, { first_name: first, password: BROWSER_PASSWORD });
  return {
    email: account.email,
    username: account.user.username,
    name: account.user.full_name,
    id: account.user.id,
    client: account.client,
  };
}

const logIn = (page: Page, js: boolean, email: string) => logInThroughPage(page, worker.url, js, email);

/**
 * The collaborator search is closed until the viewer types (saving.md §2 "a collaborator search";
 * app/routes/saving/collaborators/collaborator-search.tsx): focused and empty, it shows no list.
 */
async function expectClosedUntilTyped(search: Locator, options: Locator) {
  await search.focus();
  // Longer than the search's pause before it asks (150 ms): a list that would open has opened.
  await search.page().waitForTimeout(600);
  expect(await search.getAttribute("aria-expanded")).toBe("false");
  expect(await options.isVisible()).toBe(false);
  expect(await options.locator("li").count()).toBe(0);
}

/** Screenshots at 1280 and 375 px, axe on both. */
async function shoot(page: Page, name: string) {
  await screenshot(page, `collaborators-${name}-1280`);
  await expectAccessible(page, `collaborators-${name}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `collaborators-${name}-375`);
  await expectAccessible(page, `collaborators-${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  owner = await person("Ana");
  const board = expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Finds" }));
  pin = expectOk(
    await owner.client.post<Pin>("/v3/pins/", { board_id: board.id, title: "Blue teapot", image_base64: base64(await pngImage(240, 300)) }),
  );
}, 120_000);
afterAll(() => worker?.close());

describe("JavaScript on: invite by email → mailbox → join → save to the shared board; remove with rollback", () => {
  const newcomerEmail = `sam-${Date.now()}@example.com`;
  let boardUrl = "";

  test("the owner queues an address ('Keep typing!', 'Click to send!', 'Done!') and creates the board: the invite is sent", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, owner.email);
      await page.goto(at("/board/create/"));
      await waitForHydration(page);
      await page.getByLabel("Name", { exact: true }).fill("Road trip");
      await page.getByLabel("Keep this board secret").check();
      const search = page.getByRole("combobox", { name: "Collaborators" });
      const options = page.getByRole("listbox", { name: "Collaborators", includeHidden: true });
      await expectClosedUntilTyped(search, options);
      await search.fill(newcomerEmail.slice(0, 8));
      // "sam-…@" is no address yet.
      await search.fill(`${newcomerEmail.split("@")[0]}@exam`);
      await options.getByText("Keep typing!").waitFor();
      await search.fill(newcomerEmail);
      await options.getByText("Click to send!").waitFor();
      await screenshot(page, "collaborators-js-01-search-1280");
      await search.press("Enter");
      await options.getByText("Done!").waitFor();
      const queue = page.getByRole("list", { name: "People to invite" });
      await queue.getByText(newcomerEmail).waitFor();
      // Toggling takes it out of the queue and puts it back.
      await page.getByRole("button", { name: `Don't invite ${newcomerEmail}` }).click();
      await options.getByText("Click to send!").waitFor();
      await options.getByRole("option", { name: new RegExp(newcomerEmail) }).click();
      await options.getByText("Done!").waitFor();
      await shoot(page, "js-02-queued");
      // Nothing is sent before the board is saved.
      expect(await worker.env().then((e) => e.DB.prepare("SELECT COUNT(*) AS n FROM board_invites").first<{ n: number }>())).toEqual({
        n: 0,
      });
      const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/board/create"));
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/road-trip/`);
      boardUrl = `/${owner.username}/road-trip/`;
      // The submission carried its key (app/entry.client.tsx), and the API's writes their keys from it.
      const key = /_submission=([0-9a-f-]{36})/.exec((await posted).postData() ?? "")?.[1];
      expect(key).toBeDefined();
      const keys = await worker
        .env()
        .then((e) =>
          e.DB.prepare("SELECT key FROM idempotency_keys WHERE key LIKE ? ORDER BY key").bind(`${key}.%`).all<{ key: string }>(),
        );
      expect(keys.results.map((r) => r.key)).toContain(`${key}.createBoard.1`);
    } finally {
      await browser.close();
    }
    const [mail] = await waitForMail(worker, newcomerEmail);
    expect(mail!.subject).toBe(`${owner.name} invited you to the board Road trip on Pinboard`);
  });

  test("the newcomer opens the mail in /_dev/mailbox, signs up over the invite page, accepts and saves to the shared board", async () => {
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await page.goto(at("/_dev/mailbox"));
      await page
        .getByRole("link", { name: new RegExp("invited you to the board Road trip") })
        .first()
        .click();
      await page
        .getByRole("link", { name: /\/board\/invite\// })
        .first()
        .click();
      // Signed out: the sign-up over the invite page, titled for the board invite.
      await page.waitForURL((u) => u.pathname.startsWith("/board/invite/") && u.searchParams.get("source") === "boardInvite");
      expect(new URL(page.url()).searchParams.get("inviter")).toBe(owner.username);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Create a password", { exact: true }).waitFor();
      await shoot(page, "js-03-invite-signup");
      await dialog.getByLabel("Email", { exact: true }).fill(newcomerEmail);
      await dialog.getByLabel("Create a password", { exact: true }).fill(BROWSER_PASSWORD);
      await dialog.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      await dialog.getByRole("button", { name: "Continue", exact: true }).click();
      // Back on the invite page, logged in.
      await page.getByRole("heading", { name: `${owner.name} invited you to collaborate on Road trip` }).waitFor();
      await page.getByRole("button", { name: "Accept" }).waitFor();
      await shoot(page, "js-04-invite-page");
      await page.getByRole("button", { name: "Accept" }).click();
      await page.waitForURL((u) => u.pathname === boardUrl);
      await waitForHydration(page);
      // The face pile: the owner and the newcomer (named from the address at sign-up).
      await page.getByText(`Board by ${owner.name} and Sam`).waitFor();
      await shoot(page, "js-05-shared-board");

      // Save the owner's Pin to the shared (secret) board through the modal.
      await page.goto(at(`/${owner.username}/finds/`));
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "Save Blue teapot" }).first().click();
      await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
      await page
        .locator("dialog[open]")
        .getByRole("option", { name: /Road trip/ })
        .first()
        .click();
      await page.getByRole("status").getByText("Saved to Road trip").waitFor();
    } finally {
      await browser.close();
    }
    const board = expectOk(await owner.client.get<Board>(`/v3/users/${owner.username}/boards/road-trip/`));
    expect([board.pin_count, board.privacy, board.collaborating_users.map((u) => u.full_name)]).toEqual([
      1,
      "secret",
      [expect.stringMatching(/\S/)],
    ]);
  });

  test("the owner removes the collaborator: a refused call puts them back with a message; then they go", async () => {
    const board = expectOk(await owner.client.get<Board>(`/v3/users/${owner.username}/boards/road-trip/`));
    const collaborator = board.collaborating_users[0]!;
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, owner.email);
      await page.goto(at(boardUrl));
      await waitForHydration(page);
      await page.getByText("Collaborators", { exact: true }).click();
      const row = page.getByRole("listitem").filter({ hasText: collaborator.full_name });
      await row.waitFor();
      // Forced failure: they leave behind the page's back, so the owner's removal is refused (404).
      const env = await worker.env();
      await env.DB.prepare("DELETE FROM board_collaborators WHERE board_id = ?").bind(Number(board.id)).run();
      await row.getByRole("button", { name: `Remove ${collaborator.full_name}` }).click();
      await page.getByRole("alert").getByText(`${collaborator.full_name} couldn't be removed. Try again.`).waitFor();
      await row.getByRole("button", { name: `Remove ${collaborator.full_name}` }).waitFor();
      await shoot(page, "js-06-remove-refused");
      // Back in, and removed for real: gone from the list and the pile at once.
      await env.DB.prepare("INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, 1)")
        .bind(Number(board.id), collaborator.id)
        .run();
      await row.getByRole("button", { name: `Remove ${collaborator.full_name}` }).click();
      await expect.poll(() => page.getByRole("button", { name: `Remove ${collaborator.full_name}` }).count()).toBe(0);
    } finally {
      await browser.close();
    }
    expect(expectOk(await owner.client.get<Board>(`/v3/boards/${board.id}/`)).collaborating_users).toEqual([]);
  });
});

describe("JavaScript off: invite by username, then Decline and Accept on the invitee's profile", () => {
  test("the plain field invites; the profile lists invitations; Decline removes one, Accept opens the board", async () => {
    const guest = await person("Gus");
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false, owner.email);
      for (const name of ["Nojs decline", "Nojs accept"]) {
        await page.goto(at("/board/create/"));
        await page.getByLabel("Name", { exact: true }).fill(name);
        await page.getByLabel("Collaborators", { exact: true }).fill(`@${guest.username}`);
        if (name === "Nojs accept") await shoot(page, "nojs-01-create-board");
        await page.getByRole("button", { name: "Create", exact: true }).click();
        await page.waitForURL((u) => u.pathname.startsWith(`/${owner.username}/nojs-`));
      }
      await page.context().clearCookies();
      await logIn(page, false, guest.email);
      await page.goto(at(`/${guest.username}/`));
      const invites = page.getByRole("region", { name: "Invitations" });
      await invites.getByText(`${owner.name} invited you to collaborate on Nojs accept`).waitFor();
      await shoot(page, "nojs-02-profile-invites");
      await invites.getByRole("listitem").filter({ hasText: "Nojs decline" }).getByRole("button", { name: "Decline" }).click();
      await page.waitForURL((u) => u.pathname === `/${guest.username}/`);
      expect(await invites.getByText(/Nojs decline/).count()).toBe(0);
      await invites.getByRole("listitem").filter({ hasText: "Nojs accept" }).getByRole("button", { name: "Accept" }).click();
      await page.waitForURL((u) => u.pathname === `/${owner.username}/nojs-accept/`);
      await page.getByText(`Board by ${owner.name} and ${guest.name}`).waitFor();
    } finally {
      await browser.close();
    }
  });
});

describe("the save flow's Create board step: the same collaborator search, invited once the board is made", () => {
  test("JavaScript on, the modal: a followed pinner and an address queued, nothing sent before Create; the board made from the modal invites both", async () => {
    const saver = await person("Cora");
    const friend = await person("Finn");
    expectOk(await saver.client.post(`/v3/users/${friend.username}/follow/`, {}));
    const address = `tea-${Date.now()}@example.com`;
    const browser = await openBrowser();
    try {
      const page = browser.page;
      await logIn(page, true, saver.email);
      await page.goto(at(`/${owner.username}/finds/`));
      await waitForHydration(page);
      await page.getByRole("main").getByRole("link", { name: "Save Blue teapot" }).first().click();
      await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
      const modal = page.locator("dialog[open]");
      await modal.getByRole("link", { name: "Create board" }).click();
      await modal.getByRole("heading", { name: "Create board" }).waitFor();
      await modal.getByLabel("Name", { exact: true }).fill("Tea things");
      const search = modal.getByRole("combobox", { name: "Collaborators" });
      const options = modal.getByRole("listbox", { name: "Collaborators", includeHidden: true });
      // Finn is followed, so there is someone to suggest: still nothing before typing.
      await expectClosedUntilTyped(search, options);
      await search.fill("Fin");
      await options.getByRole("option", { name: new RegExp(friend.name) }).waitFor();
      expect(await search.getAttribute("aria-expanded")).toBe("true");
      // Escape closes the list, not the modal; typing opens it again.
      await search.press("Escape");
      await options.waitFor({ state: "hidden" });
      expect(await search.getAttribute("aria-expanded")).toBe("false");
      await modal.getByRole("heading", { name: "Create board" }).waitFor();
      await search.press("n");
      await search.press("Backspace");
      await options.getByRole("option", { name: new RegExp(friend.name) }).click();
      const queue = modal.getByRole("list", { name: "People to invite" });
      await queue.getByText(friend.name).waitFor();
      await search.fill(address.slice(0, 6));
      await search.fill(`${address.split("@")[0]}@exa`);
      await options.getByText("Keep typing!").waitFor();
      await search.fill(address);
      await options.getByText("Click to send!").waitFor();
      await search.press("Enter");
      await options.getByText("Done!").waitFor();
      await queue.getByText(address).waitFor();
      // Nothing is sent before the board exists.
      const env = await worker.env();
      expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM board_invites WHERE email = ?").bind(address).first("n")).toBe(0);
      await screenshot(page, "collaborators-modal-01-queued-1280");
      await expectAccessible(page, "collaborators-modal-01-queued-1280");
      await page.setViewportSize({ width: 375, height: 812 });
      await queue.getByText(address).scrollIntoViewIfNeeded();
      await screenshot(page, "collaborators-modal-01-queued-375");
      await expectAccessible(page, "collaborators-modal-01-queued-375");
      await page.setViewportSize({ width: 1280, height: 800 });
      await modal.getByRole("button", { name: "Create", exact: true }).click();
      await modal.getByRole("heading", { name: "Board created" }).waitFor();
      await page.getByRole("status").getByText("Saved to Tea things").waitFor();
    } finally {
      await browser.close();
    }
    const board = expectOk(await saver.client.get<Board>(`/v3/users/${saver.username}/boards/tea-things/`));
    expect(board.pin_count).toBe(1);
    const invites = expectOk(await friend.client.get<{ board: { id: string } }[]>("/v3/users/me/board_invites/"));
    expect(invites.map((i) => i.board.id)).toContain(board.id);
    const env = await worker.env();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM board_invites WHERE board_id = ?").bind(Number(board.id)).first("n")).toBe(2);
    const [mail] = await waitForMail(worker, address);
    expect(mail!.subject).toBe(`${saver.name} invited you to the board Tea things on Pinboard`);
  });

  test("JavaScript off, the picker page: Create board takes usernames in the plain field; the invite is sent with the board", async () => {
    const saver = await person("Dora");
    const friend = await person("Ezra");
    const browser = await openBrowser({ javaScriptEnabled: false });
    try {
      const page = browser.page;
      await logIn(page, false, saver.email);
      await page.goto(at(`/pin/${pin.id}/repin/x/?${new URLSearchParams({ step: "create_board", next: `/pin/${pin.id}` })}`));
      await page.getByRole("heading", { name: "Create board" }).waitFor();
      await page.getByLabel("Name", { exact: true }).fill("Kettles");
      await page.getByLabel("Collaborators", { exact: true }).fill(`@${friend.username}`);
      await screenshot(page, "collaborators-nojs-03-picker-create-board-1280");
      await expectAccessible(page, "collaborators-nojs-03-picker-create-board-1280");
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/pin/${pin.id}` || u.pathname === `/pin/${pin.id}/`);
    } finally {
      await browser.close();
    }
    const board = expectOk(await saver.client.get<Board>(`/v3/users/${saver.username}/boards/kettles/`));
    const invites = expectOk(await friend.client.get<{ board: { id: string } }[]>("/v3/users/me/board_invites/"));
    expect(invites.map((i) => i.board.id)).toEqual([board.id]);
  });
});
