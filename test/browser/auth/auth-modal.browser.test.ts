/**
 * The auth modal container (app/routes/auth/modal/auth-modal.tsx; auth.md §2.1, §2.5, §9): a logged-out
 * visitor on any page opens log-in or sign-up over it with `?auth=`, in a 484 px dialog holding
 * the pages' own forms, and comes back to the same path, logged in. With and without JavaScript,
 * at 1280 and 375 px, through the axe gate.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { expectLoggedInHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";

const PASSWORD = BROWSER_PASSWORD;
const LOGIN_TITLE = "Log in to see more";
const SIGNUP_TITLE = "Welcome to Pinboard";
const HERE = "/some/path?q=1";
const WRONG_PASSWORD = "The password you entered is incorrect. Try again or Reset your password.";
const SOURCE_TITLES = [
  ["saveButton", "Sign up to save this Pin"],
  ["followButton", "Sign up to follow for more ideas"],
  ["downloadImageBtnUnauth", "Create a free account to download images"],
  ["commentComposer", "Sign up to join the conversation"],
] as const;

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `modal.user${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

/**
 * The page and the modal (loaded on demand, so it hydrates after the page) are interactive: the
 * dialog has re-opened itself as a true modal. Before that, the forms post as plain HTML forms.
 */
async function waitForModal(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
}

async function expectAt(page: Page, path: string) {
  const want = new URL(path, worker.url);
  await page.waitForURL((u) => u.origin === want.origin && u.pathname === want.pathname && u.search === want.search);
}

for (const js of [true, false]) {
  const mode = js ? "js" : "nojs";
  describe(`auth modal, JavaScript ${js ? "enabled" : "disabled"}`, () => {
    test("?auth=login opens a 484 px log-in dialog over the page and logging in returns to the same path", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const email = newEmail();
        await registerViaApi(worker, email);
        await page.goto(at(`${HERE}&auth=login`));
        if (js) await waitForModal(page);
        const dialog = page.getByRole("dialog", { name: LOGIN_TITLE });
        await dialog.waitFor();
        expect(Math.round((await dialog.boundingBox())!.width)).toBe(484);
        if (js) expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
        await screenshot(page, `modal-desktop-${mode}-01-login`);
        await expectAccessible(page, `modal-desktop-${mode}-01-login`);

        // The toggle switches the same dialog to sign-up, keeping the page's own query.
        await dialog.getByRole("link", { name: "Sign up now", exact: true }).click();
        await expectAt(page, "/some/path?q=1&auth=signup");
        const signup = page.getByRole("dialog", { name: SIGNUP_TITLE });
        await signup.getByLabel("Create a password", { exact: true }).waitFor();
        await screenshot(page, `modal-desktop-${mode}-02-signup`);
        await expectAccessible(page, `modal-desktop-${mode}-02-signup`);
        await signup.getByRole("link", { name: "Log in", exact: true }).click();
        await expectAt(page, "/some/path?q=1&auth=login");

        await dialog.getByLabel("Email", { exact: true }).fill(email);
        await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await dialog.getByRole("button", { name: "Log in", exact: true }).click();
        await expectAt(page, HERE);
        await expectLoggedInHeader(page);
        expect(await page.getByRole("dialog").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test("signing up in the modal (375 px) returns to the same path; logged in, ?auth= opens nothing", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js, viewport: { width: 375, height: 812 }, isMobile: true });
      try {
        const page = browser.page;
        await page.goto(at(`${HERE}&auth=signup`));
        if (js) await waitForModal(page);
        const dialog = page.getByRole("dialog", { name: SIGNUP_TITLE });
        await dialog.waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await screenshot(page, `modal-mobile-${mode}-03-signup`);
        await expectAccessible(page, `modal-mobile-${mode}-03-signup`);

        await dialog.getByLabel("Email", { exact: true }).fill(newEmail());
        await dialog.getByLabel("Create a password", { exact: true }).fill(PASSWORD);
        await dialog.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
        await dialog.getByRole("button", { name: "Continue", exact: true }).click();
        await expectAt(page, HERE);
        await expectLoggedInHeader(page);
        expect(await page.getByRole("dialog").count()).toBe(0);

        // Logged in, ?auth= opens nothing: the viewer is sent on to the page itself (auth.md §4.7).
        await page.goto(at(`${HERE}&auth=signup&source=saveButton`));
        await expectAt(page, HERE);
        await expectLoggedInHeader(page);
        expect(await page.getByRole("dialog").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test("a refused log-in shows its error inside the modal, which stays over the same page", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const email = newEmail();
        await registerViaApi(worker, email);
        await page.goto(at(`${HERE}&auth=login`));
        if (js) await waitForModal(page);
        const dialog = page.getByRole("dialog", { name: LOGIN_TITLE });
        await dialog.getByLabel("Email", { exact: true }).fill(email);
        await dialog.getByLabel("Password", { exact: true }).fill("wrong-password-9");
        await dialog.getByRole("button", { name: "Log in", exact: true }).click();
        if (js) {
          await dialog.getByText(WRONG_PASSWORD).waitFor();
          expect(new URL(page.url()).pathname).toBe("/some/path");
          await screenshot(page, `modal-desktop-${mode}-04-refused`);
          await expectAccessible(page, `modal-desktop-${mode}-04-refused`);
          // Fixing the password logs in from the same modal and stays on the page.
          await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
          await dialog.getByRole("button", { name: "Log in", exact: true }).click();
          await expectAt(page, HERE);
        } else {
          // Without JavaScript the refusal shows on the log-in page, which keeps `next`.
          await page.getByText(WRONG_PASSWORD).waitFor();
          expect(new URL(page.url()).searchParams.get("next")).toBe(HERE);
        }
      } finally {
        await browser.close();
      }
    });

    test("Save, Follow and Download open sign-up titled by their source (auth.md §2.2)", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        for (const [source, title] of SOURCE_TITLES) {
          await page.goto(at(`/some/path?auth=signup&source=${source}`));
          if (js) await waitForModal(page);
          await page.getByRole("dialog", { name: title }).waitFor();
        }
        // The modal's log-in toggle reads 'Need an account? Sign up now' (§2.3).
        await page.goto(at(`/some/path?auth=login&source=saveButton`));
        await page.getByRole("dialog", { name: LOGIN_TITLE }).getByText("Need an account?").waitFor();
      } finally {
        await browser.close();
      }
    });

    test("an inviter with a picture of their own titles sign-up 'Join {name}…'; respondMessage names the person answered", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const email = newEmail();
        await registerViaApi(worker, email, { first_name: "Inez", last_name: "Vale" });
        const env = await worker.env();
        const row = await env.DB.prepare("SELECT username FROM users WHERE email = ?").bind(email).first<{ username: string }>();
        const username = row!.username;
        // No picture of their own: the source's title.
        await page.goto(at(`/some/path?inviter=${username}&auth=signup&source=boardInvite`));
        await page.getByRole("dialog", { name: "Sign up to join the board" }).waitFor();
        // With one: 'Join Inez on Pinboard for more ideas' (auth.md §2.2, §3 inviter is_default_image).
        await env.DB.prepare("UPDATE users SET image_url = '/i/236x/some-picture.jpg' WHERE email = ?").bind(email).run();
        await page.goto(at(`/some/path?inviter=${username}&auth=signup&source=boardInvite`));
        if (js) await waitForModal(page);
        await page.getByRole("dialog", { name: "Join Inez on Pinboard for more ideas" }).waitFor();
        await screenshot(page, `modal-desktop-${mode}-06-inviter`);
        // respondMessage: 'Sign up and let {name} know what you think'.
        await page.goto(at(`/some/path?auth=signup&respond_to=${username}`));
        await page.getByRole("dialog", { name: "Sign up and let Inez know what you think" }).waitFor();
        // An unknown username names no one.
        await page.goto(at(`/some/path?auth=signup&respond_to=nobody_here_123`));
        await page.getByRole("dialog", { name: SIGNUP_TITLE }).waitFor();
      } finally {
        await browser.close();
      }
    });

    test("an under-age birthday shows UnderageConfirmation in the modal; Edit returns to the form", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await page.goto(at(`${HERE}&auth=signup`));
        if (js) await waitForModal(page);
        const form = page.getByRole("dialog", { name: SIGNUP_TITLE });
        await form.getByLabel("Email", { exact: true }).fill(newEmail());
        await form.getByLabel("Create a password", { exact: true }).fill(PASSWORD);
        const young = `${new Date().getUTCFullYear() - 8}-03-04`;
        await form.getByLabel("Birthdate", { exact: true }).fill(young);
        await form.getByRole("button", { name: "Continue", exact: true }).click();
        if (!js) {
          // Without JavaScript the step shows on the sign-up page.
          await page.getByRole("button", { name: "Edit", exact: true }).waitFor();
          return;
        }
        const step = page.getByRole("dialog", { name: /^Were you born on / });
        await step.getByRole("button", { name: "Edit", exact: true }).waitFor();
        await screenshot(page, `modal-desktop-${mode}-05-underage`);
        await expectAccessible(page, `modal-desktop-${mode}-05-underage`);
        await step.getByRole("button", { name: "Edit", exact: true }).click();
        await page.getByRole("dialog", { name: SIGNUP_TITLE }).getByLabel("Birthdate", { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/some/path");
      } finally {
        await browser.close();
      }
    });

    if (js) {
      test("closing the dialog drops ?auth= and stays on the page, even when closed before it hydrated", async () => {
        const browser = await openBrowser();
        try {
          const page = browser.page;
          await page.goto(at(`${HERE}&auth=login`));
          await waitForHydration(page);
          const dialog = page.getByRole("dialog", { name: LOGIN_TITLE });
          await dialog.waitFor();
          await dialog.getByRole("button", { name: "Close" }).click();
          await expectAt(page, HERE);
          expect(await page.getByRole("dialog").count()).toBe(0);

          // Again once the modal (loaded on demand) has hydrated and re-opened itself as modal.
          await page.goto(at(`${HERE}&auth=login`));
          await waitForHydration(page);
          await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
          await dialog.getByRole("button", { name: "Close" }).click();
          await expectAt(page, HERE);
          expect(await page.getByRole("dialog").count()).toBe(0);
        } finally {
          await browser.close();
        }
      });
    }
  });
}
