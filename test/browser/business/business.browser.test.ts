/**
 * The business pages in a real browser against the built Worker (`npx react-router build` first):
 * /business/login (auth.md §2.1 revamped_business_login_page, §2.3: its two links and a log-in),
 * /business/create (business.md §5 password rules: too short, weak by pattern, weak by the
 * server's common-password list, then a good one → logged in as a partner, GET /v3/users/me/ says
 * is_partner) and /signup/sso-business-account for an email on no SSO domain (auth.md §2.5: says
 * so and offers /business/create with the email; the SSO journey itself is sso.browser.test.ts). With and without JavaScript, at 1280
 * and 375 px; every page and error state passes the axe gate. Screenshots: test-results/screenshots/business-*.png.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, type OpenBrowser, openPage } from "../../support/chromium";
import { expectLoggedInHeader, logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  tooShort: "Your password is too short! You need 8+ characters.",
  weak: "Please make a stronger password.",
  sameAsUsername: "Please make your username and password different.",
  nameMissing: "You missed a spot! Don't forget to add your business name.",
  hint: "8+ characters, only letters, numbers and special characters, not your email name, not a common password",
  notSsoTitle: "This email doesn't use single sign-on",
  notSsoBody: "You can create a business account with an email and a password instead.",
};
const GOOD_PASSWORD = "kite-river-22";
const BIRTHDAY = "1990-05-17";

let seq = 0;
const newEmail = () => `acme.ops${Date.now()}${seq++}@example.com`;

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;

const open = (page: Page, js: boolean, path: string) => openPage(page, at(path), js);

async function expectAt(page: Page, path: string) {
  const want = new URL(path, worker.url);
  await page.waitForURL((u) => u.origin === want.origin && u.pathname === want.pathname && u.search === want.search);
}

/** The error announced for `input` (the describedby element with role=alert). */
async function expectFieldError(page: Page, input: Locator, message: string) {
  await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
  const ids = (await input.getAttribute("aria-describedby"))!.split(" ");
  const errors = page.locator(ids.map((id) => `[id="${id}"][role="alert"]`).join(", "));
  await expect.poll(async () => (await errors.textContent())?.trim()).toBe(message);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillBusinessSignup(page: Page, values: { name: string; email: string; password: string; birthday: string }) {
  await field(page, "Business name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Create a password").fill(values.password);
  await field(page, "Birthdate").fill(values.birthday);
  await page.getByRole("main").getByRole("button", { name: "Continue", exact: true }).click();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  for (const js of [true, false]) {
    const tag = `business-${viewport.width}-${js ? "js" : "nojs"}`;
    describe(`business pages at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
      let browser: OpenBrowser;
      let page: Page;
      const email = newEmail();

      beforeAll(async () => {
        browser = await openBrowser({ javaScriptEnabled: js, viewport, ...(viewport.width < 600 && { isMobile: true }) });
        page = browser.page;
      });
      afterAll(() => browser?.close());

      test("/business/login links to business sign-up and to the personal log-in", async () => {
        await open(page, js, "/business/login?next=%2Fideas");
        await page.getByRole("heading", { level: 1, name: "Log in to your business account" }).waitFor();
        const create = page.getByRole("link", { name: "Create new account", exact: true });
        const personal = page.getByRole("link", { name: "Log in to a personal account", exact: true });
        expect(await create.getAttribute("href")).toBe("/business/create?next=%2Fideas");
        expect(await personal.getAttribute("href")).toBe("/login?next=%2Fideas");
        await screenshot(page, `${tag}-01-login`);
        await expectAccessible(page, `${tag}-01-login`);
        await personal.click();
        await expectAt(page, "/login?next=%2Fideas");
        await open(page, js, "/business/login");
        await page.getByRole("link", { name: "Create new account", exact: true }).click();
        await expectAt(page, "/business/create");
        await page.getByRole("heading", { level: 1, name: "Create a Pinboard business account" }).waitFor();
        const footerLogIn = page.getByRole("main").getByRole("link", { name: "Log in", exact: true });
        expect(await footerLogIn.getAttribute("href")).toBe("/business/login");
      });

      test("/signup/sso-business-account for an email on no SSO domain offers business sign-up with the email", async () => {
        await open(page, js, `/signup/sso-business-account?${new URLSearchParams({ email: "Ops@Example.com" })}`);
        await page.getByRole("heading", { level: 1, name: MSG.notSsoTitle }).waitFor();
        await page.getByText(MSG.notSsoBody, { exact: true }).waitFor();
        await screenshot(page, `${tag}-02-sso`);
        await expectAccessible(page, `${tag}-02-sso`);
        await page.getByRole("link", { name: "Create new account", exact: true }).click();
        await expectAt(page, "/business/create?email=ops%40example.com");
        expect(await field(page, "Email").inputValue()).toBe("ops@example.com");
        // A value that is not an email is not repeated back.
        await open(page, js, "/signup/sso-business-account?email=%3Cscript%3E");
        await page.getByRole("heading", { level: 1, name: "No email address was given." }).waitFor();
        expect(await page.getByRole("link", { name: "Create new account", exact: true }).getAttribute("href")).toBe("/business/create");
      });

      test("business sign-up refuses short and weak passwords, then creates a logged-in partner account", async () => {
        await open(page, js, "/business/create");
        const password = field(page, "Create a password");
        // The rules fetched from GET /v3/password/rules/?form=business, as the hint.
        const hintId = (await password.getAttribute("aria-describedby"))!;
        expect((await page.locator(`[id="${hintId}"]`).textContent())?.trim()).toBe(MSG.hint);
        await screenshot(page, `${tag}-03-create`);
        await expectAccessible(page, `${tag}-03-create`);

        await fillBusinessSignup(page, { name: "", email, password: "kite9", birthday: BIRTHDAY });
        await expectFieldError(page, field(page, "Business name"), MSG.nameMissing);
        await expectFieldError(page, password, MSG.tooShort);
        if (js) await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("business_name");
        await screenshot(page, `${tag}-04-create-errors`);
        await expectAccessible(page, `${tag}-04-create-errors`);

        // A keyboard run (caught by the shared rules), then one of the server's common passwords.
        for (const weak of ["12345678", "password1"]) {
          await fillBusinessSignup(page, { name: "Acme Ops", email, password: weak, birthday: BIRTHDAY });
          await expectFieldError(page, field(page, "Create a password"), MSG.weak);
          expect(new URL(page.url()).pathname).toBe("/business/create");
        }
        // The email's local part (business.md §5 "different from the username").
        await fillBusinessSignup(page, { name: "Acme Ops", email, password: email.split("@")[0]!, birthday: BIRTHDAY });
        await expectFieldError(page, field(page, "Create a password"), MSG.sameAsUsername);

        await fillBusinessSignup(page, { name: "Acme Ops", email, password: GOOD_PASSWORD, birthday: BIRTHDAY });
        await expectAt(page, "/");
        await expectLoggedInHeader(page);
        const me = await browser.context.request.get(at("/v3/users/me/"));
        const viewer = (await me.json()).resource_response.data;
        expect(viewer.type).toBe("AUTH");
        expect(viewer.user.is_partner).toBe(true);
        await screenshot(page, `${tag}-05-signed-up`);
        // Logged in, the business pages send the viewer on.
        await open(page, js, "/business/create");
        await expectAt(page, "/");
      });

      test("the new partner logs out and back in on /business/login", async () => {
        await logOutFromHeader(page);
        await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Log in", exact: true }).waitFor();
        await open(page, js, "/business/login");
        await field(page, "Email").fill(email);
        await field(page, "Password").fill("wrong-password-1");
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await expectFieldError(page, field(page, "Password"), "The password you entered is incorrect. Try again or Reset your password.");
        await screenshot(page, `${tag}-06-login-error`);
        await expectAccessible(page, `${tag}-06-login-error`);
        await field(page, "Password").fill(GOOD_PASSWORD);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
        await expectAt(page, "/");
        const me = await browser.context.request.get(at("/v3/users/me/"));
        expect((await me.json()).resource_response.data.user.is_partner).toBe(true);
      });
    });
  }
}
