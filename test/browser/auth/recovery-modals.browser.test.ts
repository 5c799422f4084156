/**
 * The account-recovery modals a log-in opens (auth.md §2.4, §4.6, §8.2, §8.4), with and without
 * JavaScript: soft banned ('We protected your account', with the password reset), suspended ('Your
 * account has been deactivated', reasons and 'Contact us'), login assistance after five wrong
 * passwords, the deactivated tooltip, and /login?aec=130 opening the soft-banned modal and
 * dropping `aec` from the URL. Each through the axe gate; screenshots at 1280 and 375 px.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";
import { ApiClient, expectApiError } from "../../support/api-client";
import { logInPastBotCheck } from "../../support/auth-fixtures";
import { standInToken } from "../../support/bot-check";

const TEXT = {
  softBannedTitle: "We protected your account",
  softBannedBody: "For security purposes we've reset your account password and logged you out on all devices and browsers.",
  suspendedTitle: "Your account has been deactivated",
  assistanceTitle: "Looks like you're having trouble logging in",
  deactivated: "You deactivated this account. Reset your password to reactivate it.",
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
const at = (path: string) => new URL(path, worker.url).href;

async function accountIn(state: string): Promise<string> {
  const email = `state.${state}.${Date.now()}${seq++}@example.com`;
  await registerViaApi(worker, email);
  const env = await worker.env();
  await env.DB.prepare("UPDATE users SET account_state = ? WHERE email = ?").bind(state, email).run();
  return email;
}

async function logIn(page: Page, js: boolean, email: string, password = BROWSER_PASSWORD) {
  await page.goto(at("/login"));
  if (js) await waitForHydration(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
}

for (const js of [true, false]) {
  const mode = js ? "js" : "nojs";
  describe(`recovery modals, JavaScript ${js ? "on" : "off"}`, () => {
    test("soft banned: the modal offers the password reset with the email; Got it returns to the form", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const email = await accountIn("soft_banned");
        await logIn(page, js, email);
        const dialog = page.getByRole("dialog", { name: TEXT.softBannedTitle });
        await dialog.getByText(TEXT.softBannedBody).waitFor();
        const reset = dialog.getByRole("link", { name: "Reset password" });
        expect(await reset.getAttribute("href")).toBe(`/password/reset?${new URLSearchParams({ ue: email })}`);
        await screenshot(page, `recovery-${mode}-soft-banned`);
        await expectAccessible(page, `recovery-${mode}-soft-banned`);
        await dialog.getByRole("button", { name: "Got it" }).click();
        await page.getByLabel("Email", { exact: true }).waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test("suspended: reasons and 'Contact us'", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js, viewport: { width: 375, height: 812 }, isMobile: true });
      try {
        const page = browser.page;
        await logIn(page, js, await accountIn("suspended"));
        const dialog = page.getByRole("dialog", { name: TEXT.suspendedTitle });
        await dialog.getByRole("listitem").first().waitFor();
        expect(await dialog.getByRole("listitem").count()).toBe(3);
        expect(await dialog.getByRole("link", { name: "Contact us" }).getAttribute("href")).toMatch(/^mailto:/);
        await screenshot(page, `recovery-${mode}-suspended`);
        await expectAccessible(page, `recovery-${mode}-suspended`);
      } finally {
        await browser.close();
      }
    });

    test("five wrong passwords in a row: login assistance; Try again closes it", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        const email = `assist.${Date.now()}${seq++}@example.com`;
        await registerViaApi(worker, email);
        // Four wrong passwords as an API client: from the 4th the bot check asks for a v2 token
        // (auth.md §9 "three timestamps within 3600 s"), which these carry.
        for (let i = 0; i < 4; i++)
          expectApiError(await logInPastBotCheck(new ApiClient(worker), email, "wrong-password-9"), "PASSWORD_INCORRECT");
        // The fifth through the page, with a v2 token of the stand-in in the form (the checkbox's
        // own journey is bot-check.browser.test.ts).
        await page.goto(at("/login"));
        if (js) await waitForHydration(page);
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill("wrong-password-9");
        const token = await standInToken(worker, "v2");
        await page.locator("form.auth-form").evaluate((form, value) => {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = "recaptchaV2Token";
          input.value = value;
          form.appendChild(input);
        }, token);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: TEXT.assistanceTitle });
        await dialog.waitFor();
        await screenshot(page, `recovery-${mode}-assistance`);
        await expectAccessible(page, `recovery-${mode}-assistance`);
        await dialog.getByRole("button", { name: "Try again" }).click();
        await page.getByLabel("Email", { exact: true }).waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test("deactivated: the message in a tooltip by the form", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await logIn(page, js, await accountIn("deactivated"));
        await page.getByRole("status").getByText(TEXT.deactivated).waitFor();
        await screenshot(page, `recovery-${mode}-deactivated`);
        await expectAccessible(page, `recovery-${mode}-deactivated`);
      } finally {
        await browser.close();
      }
    });

    test("/login?aec=130 opens the soft-banned modal" + (js ? " and drops aec from the URL" : ""), async () => {
      const browser = await openBrowser({ javaScriptEnabled: js });
      try {
        const page = browser.page;
        await page.goto(at("/login?aec=130&next=%2Fx"));
        await page.getByRole("dialog", { name: TEXT.softBannedTitle }).waitFor();
        if (js) {
          await waitForHydration(page);
          await page.waitForURL((u) => !u.searchParams.has("aec") && u.searchParams.get("next") === "/x");
        }
        await page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
        expect(new URL(page.url()).searchParams.has("aec")).toBe(false);
        await page.getByLabel("Email", { exact: true }).waitFor();
        // Other values open nothing.
        await page.goto(at("/login?aec=7"));
        await page.getByLabel("Email", { exact: true }).waitFor();
        expect(await page.getByRole("dialog").count()).toBe(0);
      } finally {
        await browser.close();
      }
    });
  });
}
