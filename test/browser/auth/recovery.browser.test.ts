/**
 * Account recovery and devices in a real browser against the built Worker (DEV_TOOLS on, so the
 * local mailbox is at /_dev/mailbox), with and without JavaScript, at 1280 and 375 px:
 *   - forgot password (auth.md §2.3): 'Forgot password?' on /login → /password/reset with the
 *     email filled in → 'Password reset email sent' (§2.4, §8.4) → 'Resend email' shows
 *     'Email sent!' for 3.5 s (a toast with JavaScript, text in the modal without) → the email in
 *     /_dev/mailbox → its link (the account's passkey offered for removal, ticked) → a refused new password (a toast for 3.5 s with JavaScript, §8.3;
 *     under the field always) → a good one (business.md §5) → log in with it;
 *   - /settings/security: both sessions listed, this one marked; 'Log out of all other devices'
 *     ends the session of a second browser context on its next request.
 * Every page and state visited passes the axe gate; screenshots in test-results/screenshots/recovery-*.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { registerViaApi } from "../../support/browser-accounts";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser, openPage } from "../../support/chromium";
import { expectLoggedInHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  forgot: "Forgot password?",
  resetTitle: "Reset your password",
  emailOrUsername: "Email or username",
  send: "Send reset link",
  sentTitle: "Password reset email sent",
  sentBody: (email: string) => `We sent instructions to pick a new password to ${email}.`,
  resend: "Resend email",
  emailSent: "Email sent!",
  subject: "Reset your Pinboard password",
  newPasswordTitle: "Pick a new password",
  newPassword: "New password",
  save: "Reset password",
  tooShort: "Your password is too short! You need 8+ characters.",
  doneTitle: "Your password is reset",
  welcome: (first: string) => `Welcome, ${first}!`,
  security: "Security",
  thisDevice: "This device",
  endOthers: "Log out of all other devices",
  othersEnded: "1 other device is logged out.",
};
const NEW_PASSWORD = "grace-hopper-cobol-59";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

let seq = 0;
/** grace.hopper<digits>@example.com: the derived first name is "Grace". */
const newEmail = () => `grace.hopper${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function expectLoggedIn(page: Page) {
  await expectLoggedInHeader(page);
}

/** The session cookie of a context, if any. */
const sessionOf = async (context: BrowserContext) => (await context.cookies(worker.url.origin)).find((c) => c.name === "pin_sess");

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const js of [true, false]) {
    const tag = `recovery-${viewport.width}-${js ? "js" : "nojs"}`;
    describe(`recovery at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
      let browser: OpenBrowser;
      let page: Page;
      const email = newEmail();
      const shot = async (name: string, opts?: { fullPage?: boolean }) => {
        await screenshot(page, `${tag}-${name}`, opts);
        await expectAccessible(page, `${tag}-${name}`);
      };

      let userId = "";
      beforeAll(async () => {
        userId = (await registerViaApi(worker, email)).id;
        // A passkey on the account (straight into D1: no ceremony needed here), for the reset's box.
        const env = await worker.env();
        await env.DB.prepare(
          `INSERT INTO passkeys (id, user_id, name, public_key, aaguid, device_type, backed_up, created_at, device)
           VALUES (?, ?, 'Phone', 'AAAA', '00000000-0000-0000-0000-000000000000', 'singleDevice', 0, ?, 'Chrome|Android')`,
        )
          .bind(`pk-${tag}`, userId, Math.floor(Date.now() / 1000))
          .run();
        browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
        page = browser.page;
      });
      afterAll(() => browser?.close());

      test("'Forgot password?' on the log-in form opens /password/reset with the email filled in", async () => {
        if (js) {
          // With JavaScript the email typed so far goes along.
          await open(page, js, "/login");
          await page.getByLabel("Email", { exact: true }).fill(email);
        } else {
          // Without, the link carries the email the page was opened with.
          await open(page, js, `/login?${new URLSearchParams({ email })}`);
        }
        await page.getByRole("link", { name: MSG.forgot }).click();
        await page.getByRole("heading", { level: 1, name: MSG.resetTitle }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/password/reset");
        expect(new URL(page.url()).searchParams.get("ue")).toBe(email);
        if (js) await waitForHydration(page);
        expect(await page.getByLabel(MSG.emailOrUsername).inputValue()).toBe(email);
        await noSidewaysScroll(page, viewport.width);
        await shot("01-forgot");
      });

      test("sending shows 'Password reset email sent'; 'Resend email' says 'Email sent!' for 3.5 s", async () => {
        await page.getByRole("button", { name: MSG.send }).click();
        const dialog = page.getByRole("dialog", { name: MSG.sentTitle });
        await dialog.waitFor();
        await dialog.getByText(MSG.sentBody(email)).waitFor();
        await shot("02-sent");
        await dialog.getByRole("button", { name: MSG.resend }).click();
        if (js) {
          // A toast over the modal, inside the dialog's own live region, for TOAST_DURATION_MS.notice.
          const toast = dialog.locator(".toast", { hasText: MSG.emailSent });
          await toast.waitFor();
          expect(await toast.getAttribute("data-duration")).toBe("3500");
          expect(await dialog.locator("[data-toast-outlet]").getAttribute("aria-live")).toBe("polite");
          await shot("03-resent");
          await toast.waitFor({ state: "detached", timeout: 8_000 });
          expect(await dialog.isVisible()).toBe(true);
        } else {
          await page.getByRole("dialog", { name: MSG.sentTitle }).getByRole("status").filter({ hasText: MSG.emailSent }).waitFor();
          await shot("03-resent");
        }
      });

      test("the email arrives in /_dev/mailbox and its link opens the new-password page", async () => {
        // The mail is written just after the API answers: reload until both are listed.
        const rows = page.getByRole("row").filter({ hasText: email });
        await expect
          .poll(
            async () => {
              await open(page, js, `/_dev/mailbox?${new URLSearchParams({ to: email })}`);
              return rows.count();
            },
            { timeout: 10_000 },
          )
          .toBe(2);
        await shot("04-mailbox");
        await rows.first().getByRole("link", { name: MSG.subject }).click();
        await page.getByRole("heading", { level: 1, name: MSG.subject }).waitFor();
        await shot("05-message");
        await page.getByRole("link", { name: /\/password\/reset\/[A-Za-z0-9_-]{22}$/ }).click();
        await page.getByRole("heading", { level: 1, name: MSG.newPasswordTitle }).waitFor();
        if (js) await waitForHydration(page);
        // The account's passkey: the reset offers to remove it, ticked by default.
        expect(await page.getByRole("checkbox", { name: /^Also remove your passkey/ }).isChecked()).toBe(true);
        await noSidewaysScroll(page, viewport.width);
        await shot("06-new-password");
      });

      test("a refused password shows under the field (and as a toast with JavaScript); a good one resets", async () => {
        const field = page.getByLabel(MSG.newPassword, { exact: true });
        await field.fill("short7!");
        await page.getByRole("button", { name: MSG.save }).click();
        const error = page.locator(".field__error", { hasText: MSG.tooShort });
        await error.waitFor();
        expect(await field.getAttribute("aria-invalid")).toBe("true");
        if (js) {
          const toast = page.locator(".toast", { hasText: MSG.tooShort });
          await toast.waitFor();
          expect(await toast.getAttribute("data-duration")).toBe("3500");
        }
        await shot("07-refused");
        await page.getByLabel(MSG.newPassword, { exact: true }).fill(NEW_PASSWORD);
        await page.getByRole("button", { name: MSG.save }).click();
        await page.getByRole("heading", { level: 1, name: MSG.doneTitle }).waitFor();
        const env = await worker.env();
        const left = await env.DB.prepare("SELECT count(*) AS n FROM passkeys WHERE user_id = ?").bind(userId).first<{ n: number }>();
        expect(left?.n).toBe(0);
        await shot("08-done");
      });

      test("the new password logs in", async () => {
        await page.getByRole("link", { name: "Log in", exact: true }).last().click();
        await page.waitForURL((u) => u.pathname === "/login");
        if (js) await waitForHydration(page);
        expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
        await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await expectLoggedIn(page);
        await page.getByRole("heading", { level: 1, name: MSG.welcome("Grace") }).waitFor();
      });

      test("/settings/security lists both devices; 'Log out of all other devices' ends the other browser's session", async () => {
        const other = await openBrowser({ javaScriptEnabled: true });
        try {
          await other.page.goto(at("/login"));
          await waitForHydration(other.page);
          await other.page.getByLabel("Email", { exact: true }).fill(email);
          await other.page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
          await other.page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
          await expectLoggedIn(other.page);

          await open(page, js, "/settings/security");
          await page.getByRole("heading", { level: 1, name: MSG.security }).waitFor();
          const sessions = page.getByRole("listitem").filter({ has: page.locator(".sessions__device") });
          expect(await sessions.count()).toBe(2);
          expect(await sessions.filter({ hasText: MSG.thisDevice }).count()).toBe(1);
          await noSidewaysScroll(page, viewport.width);
          await shot("09-security");

          await page.getByRole("button", { name: MSG.endOthers }).click();
          if (js) await page.locator(".toast", { hasText: MSG.othersEnded }).waitFor();
          else await page.getByRole("status").filter({ hasText: MSG.othersEnded }).waitFor();
          await expect.poll(() => sessions.count()).toBe(1);
          await shot("10-others-ended");

          // The other browser's very next request finds no session.
          await other.page.reload();
          await other.page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Log in", exact: true }).waitFor();
          expect(await sessionOf(other.context)).toBeUndefined();
          // This one is still logged in.
          await page.reload();
          await expectLoggedIn(page);
        } finally {
          await other.close();
        }
      });
    });
  }
}
