/**
 * The account settings in a real browser against the built Worker (DEV_TOOLS on: the local
 * mailbox), at 1280 and 375 px with JavaScript, and at 375 px without: the header's Settings,
 * Create Pin and profile links → /settings/ opens Edit profile → names, about and a new username
 * saved (the old profile URL then redirects to the new one) → a photo chosen and cropped square in
 * the page (JavaScript) → Account management: a new email with the current password, the code from
 * the mailbox, the email switched → Privacy and Notifications switches saved; a board's "Add section"
 * opens its Create section page. Every screen passes
 * the axe gate; screenshots in test-results/screenshots/settings-*.
 */
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD, registerViaApi } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot, type OpenBrowser } from "../../support/chromium";
import { waitForMail } from "../../support/mailbox";
import { codeIn } from "../../support/two-factor";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

let seq = 0;
const unique = () => `${Date.now().toString(36)}${seq++}`;
const at = (path: string) => new URL(path, worker.url).href;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const [viewport, js] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 375, height: 812 }, true],
  [{ width: 375, height: 812 }, false],
] as const) {
  const tag = `settings-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`settings at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    let browser: OpenBrowser;
    let page: Page;
    const id = unique();
    const email = `kit.settings${id}@example.com`;
    const newEmail = `kit.moved${id}@example.com`;
    const newUsername = `kit_${id}`;
    let oldUsername: string;
    const shot = async (name: string) => {
      await noSidewaysScroll(page, viewport.width);
      await screenshot(page, `${tag}-${name}`);
      await expectAccessible(page, `${tag}-${name}`);
    };
    const saved = async (text: RegExp | string) => page.getByText(text).first().waitFor();

    beforeAll(async () => {
      oldUsername = (await registerViaApi(worker, email, { first_name: "Kit" })).username;
      browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
      await logInThroughPage(page, worker.url, js, email);
    });
    afterAll(() => browser?.close());

    test("the header links to Settings, Create Pin and one's profile; /settings/ opens Edit profile", async () => {
      const header = page.locator("header.site-header");
      if (viewport.width >= 870) {
        expect(await header.getByRole("link", { name: "Settings", exact: true }).getAttribute("href")).toBe("/settings/");
        expect(await header.getByRole("link", { name: "Create Pin", exact: true }).getAttribute("href")).toBe("/pin-builder/");
      }
      await header.locator(".account-menu__toggle").click();
      expect(await header.getByRole("link", { name: "Your profile" }).getAttribute("href")).toBe(`/${oldUsername}/`);
      await openPage(page, at("/settings/"), js);
      expect(new URL(page.url()).pathname).toBe("/settings/profile/");
      await page.getByRole("heading", { level: 1, name: "Edit profile" }).waitFor();
      const nav = page.getByRole("navigation", { name: "Settings sections" });
      for (const name of ["Edit profile", "Account management", "Privacy and data", "Security", "Notifications"])
        await nav.getByRole("link", { name }).waitFor();
      await shot("profile");
    });

    test("a refused username says why; names, about and a new username are saved; the old profile URL redirects", async () => {
      await page.getByLabel("Username").fill("settings");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.getByText("That username isn't available. Try another.").first().waitFor();
      await page.getByLabel("First name").fill("Kit");
      await page.getByLabel("Last name").fill("Marlowe");
      await page.getByLabel("Username").fill(newUsername);
      await page.getByLabel("About").fill("Knits and naps.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await saved("Saved.");
      await expect.poll(async () => page.getByLabel("Username").inputValue()).toBe(newUsername);
      await shot("profile-saved");
      await openPage(page, at(`/${oldUsername}/`), js);
      expect(new URL(page.url()).pathname).toBe(`/${newUsername}/`);
      await page.getByRole("heading", { name: "Kit Marlowe" }).first().waitFor();
    });

    test.runIf(js)("a photo is cropped square in the page and becomes the profile picture", async () => {
      await openPage(page, at("/settings/profile/"), js);
      const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 200, g: 40, b: 90 } } })
        .png()
        .toBuffer();
      await page.locator('input[type="file"][name="photo"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Save photo" }).waitFor();
      await shot("photo-crop");
      await page.getByRole("button", { name: "Save photo" }).click();
      await saved("Saved.");
      const avatar = page.locator(".settings__photo img");
      await avatar.waitFor();
      // Stored as an image of its own, drawn from a variant its size needs (docs/decisions/044).
      expect(await avatar.getAttribute("src")).toMatch(/^\/i\/(originals\/[0-9a-f]{32}\.jpg|[0-9]{2,4}w\/[0-9a-f]{32})$/);
    });

    test.runIf(js)("a board of one's own links to its Create section page", async () => {
      const made = await page.evaluate(async () => {
        const res = await fetch("/v3/boards/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Yarn" }),
        });
        return ((await res.json()) as { resource_response: { data: { url: string } } }).resource_response.data.url;
      });
      await openPage(page, at(made), js);
      await page.getByRole("link", { name: "Add section" }).click();
      await page.getByRole("heading", { level: 1, name: "Create section" }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/board\/\d+\/create_section\/?$/);
    });

    test("the email changes with the code sent to the new address", async () => {
      await openPage(page, at("/settings/account/"), js);
      await page.getByRole("heading", { level: 1, name: "Account management" }).waitFor();
      await page.getByLabel("New email").fill(newEmail);
      await page.getByLabel("Current password", { exact: true }).fill(BROWSER_PASSWORD);
      await page.getByRole("button", { name: "Send a code to the new address" }).click();
      await page.getByLabel("Code from the email").waitFor();
      await shot("email-code");
      const [mail] = await waitForMail(worker, newEmail, 1, (m) => /email change code/.test(m.subject));
      await page.getByLabel("Code from the email").fill(codeIn(mail!));
      await page.getByRole("button", { name: "Change email" }).click();
      await saved(`Your email is now ${newEmail}. We told your old address too.`);
      await page.locator(".settings__notice", { hasText: newEmail }).waitFor();
      await waitForMail(worker, email, 1, (m) => /email was changed/.test(m.subject));
      await shot("email-changed");
    });

    test("privacy and notifications switches are saved", async () => {
      await openPage(page, at("/settings/privacy/"), js);
      const hide = page.getByLabel("Hide your profile from search engines");
      await hide.check();
      if (!js) await page.getByRole("button", { name: "Save", exact: true }).click();
      await saved("Saved.");
      await openPage(page, at("/settings/privacy/"), js);
      expect(await page.getByLabel("Hide your profile from search engines").isChecked()).toBe(true);
      await shot("privacy");
      await openPage(page, at("/settings/notifications/"), js);
      await page.getByText(/Security emails are always on/).waitFor();
      await page.getByLabel("Board invites").uncheck();
      if (!js) await page.getByRole("button", { name: "Save", exact: true }).click();
      await saved("Saved.");
      await openPage(page, at("/settings/notifications/"), js);
      expect(await page.getByLabel("Board invites").isChecked()).toBe(false);
      await shot("notifications");
    });
  });
}

for (const [viewport, js] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 375, height: 812 }, false],
] as const) {
  const tag = `settings-nopassword-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`an account without a password at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    let browser: OpenBrowser;
    let page: Page;
    const id = unique();
    const email = `lee.social${id}@example.com`;
    const newEmail = `lee.moved${id}@example.com`;

    beforeAll(async () => {
      const user = await registerViaApi(worker, email, { first_name: "Lee" });
      browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
      page = browser.page;
      await logInThroughPage(page, worker.url, js, email);
      // As a Google- and LINE-only account is: no password, two linked identities.
      const env = await worker.env();
      await env.DB.batch([
        env.DB.prepare("UPDATE users SET password_hash = NULL, connected_to_google = 1 WHERE id = ?").bind(user.id),
        ...(["google", "line"] as const).map((provider) =>
          env.DB.prepare(
            "INSERT INTO user_identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, 0)",
          ).bind(`https://${provider}.example`, `subject-${id}`, provider, user.id, email),
        ),
      ]);
    });
    afterAll(() => browser?.close());

    test("unlinking Google leaves LINE, which then is the only way in and cannot be unlinked", async () => {
      await openPage(page, at("/settings/account/"), js);
      await page.getByRole("button", { name: "Unlink Google" }).click();
      await page.getByText("Google is unlinked.").first().waitFor();
      await page.getByText(/Your only way to log in/).waitFor();
      expect(await page.getByRole("button", { name: "Unlink LINE" }).count()).toBe(0);
      await noSidewaysScroll(page, viewport.width);
      await screenshot(page, `${tag}-unlinked`);
      await expectAccessible(page, `${tag}-unlinked`);
    });

    test("the email changes with a code to the current address as the proof, then the code to the new one", async () => {
      await openPage(page, at("/settings/account/"), js);
      await page.getByRole("button", { name: "Email me a code" }).click();
      await page
        .getByText(/^We sent a code to /)
        .first()
        .waitFor();
      await page.getByLabel("New email").fill(newEmail);
      const [proof] = await waitForMail(worker, email, 1, (m) => /^\d{6} /.test(m.subject));
      await page.getByLabel("Code from the email to your current address").fill(codeIn(proof!));
      await page.getByRole("button", { name: "Send a code to the new address" }).click();
      const [mail] = await waitForMail(worker, newEmail, 1, (m) => /email change code/.test(m.subject));
      await page.getByLabel("Code from the email", { exact: true }).fill(codeIn(mail!));
      await page.getByRole("button", { name: "Change email" }).click();
      await page.locator(".settings__notice", { hasText: newEmail }).waitFor();
      await screenshot(page, `${tag}-email-changed`);
      await expectAccessible(page, `${tag}-email-changed`);
    });
  });
}
