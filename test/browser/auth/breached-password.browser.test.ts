/**
 * The breached-password refusal (docs/decisions/036) on the three forms that take a new password,
 * in Chromium at 375 px against the built Worker and the local range stand-in
 * (scripts/local-pwned-passwords.ts): sign-up, the reset link's page and /settings/security, each
 * with and without JavaScript. Each shows the catalogue's message under its
 * password field, marked invalid, and passes the axe gate. Kept small: the refusal's other cases
 * are the integration suite's (test/worker/auth/breached-password/).
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { mailTo, resetTokenIn, waitForMail } from "../../support/mailbox";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { LOCAL_BREACHED_PASSWORD } from "../../../scripts/local-pwned-passwords";

const MESSAGE = "This password has appeared in a data breach. Choose a different one.";
const MOBILE = { viewport: { width: 375, height: 812 }, isMobile: true };

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `breach.check${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

/** `input`'s error (its last aria-describedby) says `MESSAGE`, and the input is marked invalid. */
async function expectBreachedError(page: Page, input: Locator, shot: string) {
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
  const id = (await input.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
  const error = page.locator(`[id="${id}"]`);
  expect((await error.textContent())?.trim()).toBe(MESSAGE);
  expect(await error.isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, shot);
  await expectAccessible(page, shot);
}

for (const js of [true, false]) {
  test(`sign-up refuses a breached password under the password field (375 px, JavaScript ${js ? "on" : "off"})`, async () => {
    const browser = await openBrowser({ javaScriptEnabled: js, ...MOBILE });
    try {
      const { page } = browser;
      await openPage(page, at("/signup?method=email"), js);
      await page.getByLabel("Email", { exact: true }).fill(newEmail());
      const password = page.getByLabel("Create a password", { exact: true });
      await password.fill(LOCAL_BREACHED_PASSWORD);
      await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await expectBreachedError(page, password, `breached-password-375-${js ? "js" : "nojs"}-signup`);
      expect((await browser.context.cookies(worker.url.origin)).find((c) => c.name === "pin_sess")).toBeUndefined();
    } finally {
      await browser.close();
    }
  });
}

for (const js of [true, false]) {
  const mode = js ? "js" : "nojs";

  test(`the reset link's page refuses a breached password under its field (375 px, JavaScript ${js ? "on" : "off"})`, async () => {
    const email = newEmail();
    await registerViaApi(worker, email);
    const before = (await mailTo(worker, email)).length;
    const sent = await worker.fetch("/v3/users/forgot_password/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username_or_email: email }),
    });
    expect(sent.status).toBe(200);
    const [mail] = await waitForMail(worker, email, before + 1);
    const browser = await openBrowser({ javaScriptEnabled: js, ...MOBILE });
    try {
      const { page } = browser;
      await openPage(page, at(`/password/reset/${resetTokenIn(mail!)}`), js);
      const field = page.getByLabel("New password", { exact: true });
      await field.fill(LOCAL_BREACHED_PASSWORD);
      await page.getByRole("button", { name: "Reset password" }).click();
      await expectBreachedError(page, field, `breached-password-375-${mode}-reset`);
    } finally {
      await browser.close();
    }
  });

  test(`/settings/security refuses a breached new password under its field (375 px, JavaScript ${js ? "on" : "off"})`, async () => {
    const email = newEmail();
    await registerViaApi(worker, email);
    const browser = await openBrowser({ javaScriptEnabled: js, ...MOBILE });
    try {
      const { page } = browser;
      await logInThroughPage(page, worker.url, js, email);
      await openPage(page, at("/settings/security"), js);
      await page.getByLabel("Current password", { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByLabel("New password", { exact: true }).fill(LOCAL_BREACHED_PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await expectBreachedError(page, page.getByLabel("New password", { exact: true }), `breached-password-375-${mode}-security`);
    } finally {
      await browser.close();
    }
  });
}
