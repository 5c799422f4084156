/**
 * Passkeys in a real browser against the built Worker (docs/decisions/038), with Chromium's virtual
 * authenticator (DevTools WebAuthn domain: a platform authenticator with user verification), on
 * http://localhost (the local relying party; WebAuthn refuses IP addresses), at 1280 and 375 px:
 *   - /settings/security: name it, 'Add a passkey' needs a fresh proof (none, then a wrong password
 *     are refused under the field) → listed with when and on which device it was added; 'Log out
 *     of all other devices' offers to remove every passkey (unticked);
 *   - log out; /login in a browser without passkey autofill: 'Log in with a passkey' → home,
 *     logged in, no two-factor step;
 *   - log out; /login where the browser offers passkeys in the email field's autofill: the waiting
 *     ceremony is answered (the virtual authenticator answers at once) → home, logged in;
 *   - removing it needs a fresh proof: a wrong password is refused, the right one removes it;
 *   - added again, a password change says the passkeys still log in; 'Log out of all other
 *     devices' with its box ticked removes them too;
 *   - (1280) the auth modal offers it; http://127.0.0.1 and a browser without WebAuthn do not; on
 *     127.0.0.1 the security page says the address is why and links to localhost.
 * Every screen passes the axe gate; screenshots in test-results/screenshots/passkeys-*.
 */
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { registerViaApi } from "../../support/browser-accounts";
import { logInThroughPage, openBrowser, openPage, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { expectLoggedInHeader, logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  heading: "Passkeys",
  name: "Passkey name",
  add: "Add a passkey",
  logIn: "Log in with a passkey",
  removeTitle: "Remove “Work laptop”?",
};

let worker: RunningWorker;
let base: string;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  base = `http://localhost:${worker.url.port}`;
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `grace.hopper${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, base).href;

/** Pages opened after this behave as in a browser without passkey autofill (conditional mediation); returns the undo. */
async function withoutAutofill(cdp: CDPSession) {
  const { identifier } = await cdp.send("Page.addScriptToEvaluateOnNewDocument", {
    source: "if (window.PublicKeyCredential) PublicKeyCredential.isConditionalMediationAvailable = async () => false;",
  });
  return () => cdp.send("Page.removeScriptToEvaluateOnNewDocument", { identifier });
}

async function logOut(page: Page) {
  await logOutFromHeader(page);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Log in" }).waitFor();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  describe(`passkeys at ${viewport.width}px`, () => {
    const tag = `passkeys-${viewport.width}`;
    let browser: OpenBrowser;
    let page: Page;
    let cdp: CDPSession;
    let authenticatorId: string;
    const email = newEmail();
    const shot = async (name: string) => {
      await screenshot(page, `${tag}-${name}`);
      await expectAccessible(page, `${tag}-${name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    };

    beforeAll(async () => {
      browser = await openBrowser({ viewport, isMobile: viewport.width < 500 });
      page = browser.page;
      cdp = await browser.context.newCDPSession(page);
      // Scripts added with Page.addScriptToEvaluateOnNewDocument run only with the Page domain on.
      await cdp.send("Page.enable");
      await cdp.send("WebAuthn.enable", { enableUI: false });
      ({ authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      }));
      await registerViaApi(worker, email, { first_name: "Grace" });
    });
    afterAll(async () => {
      // The browser goes back to the pool: without this authenticator.
      await cdp?.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId }).catch(() => {});
      await cdp?.send("WebAuthn.disable").catch(() => {});
      await cdp?.detach().catch(() => {});
      await browser?.close();
    });

    test("/settings/security: name a passkey, add it with a fresh proof; it is listed with when and where it was added", async () => {
      await logInThroughPage(page, base, true, email);
      await openPage(page, at("/settings/security"), true);
      const section = page.getByRole("region", { name: MSG.heading });
      await section.getByText("You don't have any passkeys yet.").waitFor();
      const add = section.locator(".passkeys__add");
      await add.getByLabel(MSG.name).fill("Work laptop");
      // A session alone is not enough: the page says so before sending.
      await add.getByRole("button", { name: MSG.add }).click();
      await add.getByText("Confirm it's you first: enter your password or a code, or use a passkey.").waitFor();
      await add.getByLabel("Your password").fill("not my password");
      await add.getByRole("button", { name: MSG.add }).click();
      await add.getByText("That didn't confirm it's you. Check it and try again.").waitFor();
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(0);
      await add.scrollIntoViewIfNeeded();
      await shot("00-add-refused");
      await add.getByLabel("Your password").fill("correct horse 42");
      await add.getByRole("button", { name: MSG.add }).click();
      const item = section.getByRole("listitem").filter({ hasText: "Work laptop" });
      await item.getByText("Not used yet").waitFor();
      await item.getByText(/^Added .+ on .+/).waitFor();
      await page.getByRole("status").getByText("Passkey “Work laptop” added.").waitFor();
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
      await section.getByText("1 of 10 passkeys.").waitFor();
      await item.scrollIntoViewIfNeeded();
      await shot("01-added");
      const removeToo = page.getByRole("checkbox", { name: /^Also remove every passkey/ });
      expect(await removeToo.isChecked()).toBe(false);
    });

    test("log out; 'Log in with a passkey' (no autofill in this browser) logs in with no code step", async () => {
      await logOut(page);
      const undo = await withoutAutofill(cdp);
      try {
        await openPage(page, at("/login"), true);
        const button = page.getByRole("main").getByRole("button", { name: MSG.logIn });
        await button.waitFor();
        await shot("02-login");
        await button.click();
        await page.waitForURL((u) => u.pathname === "/" && u.search === "");
        await waitForHydration(page);
        await expectLoggedInHeader(page);
      } finally {
        await undo();
      }
    });

    test("log out; on /login the email field's passkey autofill logs in", async () => {
      await logOut(page);
      await page.goto(at("/login"));
      // The page's waiting ceremony is answered by the virtual authenticator as soon as it starts.
      await page.waitForURL((u) => u.pathname === "/" && u.search === "");
      await waitForHydration(page);
      await expectLoggedInHeader(page);
      expect(await page.evaluate(() => fetch("/v3/users/me/").then((r) => r.json()))).toMatchObject({
        resource_response: { data: { type: "AUTH", info: { firstName: "Grace" } } },
      });
    });

    test("removing needs a fresh proof: a wrong password is refused, the right one removes it", async () => {
      await openPage(page, at("/settings/security"), true);
      const section = page.getByRole("region", { name: MSG.heading });
      const item = section.getByRole("listitem").filter({ hasText: "Work laptop" });
      await item.getByText(/^Last used /).waitFor();
      await item.locator("summary", { hasText: "Remove" }).click();
      await item.getByText(MSG.removeTitle).waitFor();
      await item.getByLabel("Your password").fill("not my password");
      await item.getByRole("button", { name: "Remove", exact: true }).click();
      await page.getByRole("status").getByText("That didn't confirm it's you. Check it and try again.").waitFor();
      await shot("03-remove-refused");
      await item.getByLabel("Your password").fill("correct horse 42");
      await item.getByRole("button", { name: "Remove", exact: true }).click();
      await section.getByText("You don't have any passkeys yet.").waitFor();
    });

    test("'Log out of all other devices' with its box ticked removes every passkey too", async () => {
      const section = page.getByRole("region", { name: MSG.heading });
      const add = section.locator(".passkeys__add");
      await add.getByLabel("Your password").fill("correct horse 42");
      await add.getByRole("button", { name: MSG.add }).click();
      await section.getByText("1 of 10 passkeys.").waitFor();
      // A new password does not end the passkey: the notice says so.
      await page.getByLabel("Current password", { exact: true }).fill("correct horse 42");
      await page.getByLabel("New password", { exact: true }).fill("a-brand-new-secret-77");
      await page.getByRole("button", { name: "Change password" }).click();
      await page
        .getByRole("status")
        .getByText(/Your passkeys still log in/)
        .first()
        .waitFor();
      const removeToo = page.getByRole("checkbox", { name: /^Also remove every passkey/ });
      await removeToo.check();
      await removeToo.scrollIntoViewIfNeeded();
      await shot("05-log-out-all-with-passkeys");
      await page.getByRole("button", { name: "Log out of all other devices" }).click();
      await page
        .getByRole("status")
        .getByText(/1 passkey is removed\.$/)
        .first()
        .waitFor();
      await section.getByText("You don't have any passkeys yet.").waitFor();
    });

    if (viewport.width === 1280) {
      test("the auth modal offers it; http://127.0.0.1 and a browser without WebAuthn do not", async () => {
        await logOut(page);
        const undo = await withoutAutofill(cdp);
        try {
          await openPage(page, at("/?auth=login"), true);
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("button", { name: MSG.logIn }).waitFor();
          await shot("04-modal");
        } finally {
          await undo();
        }
        await openPage(page, new URL("/login", worker.url).href, true);
        await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).waitFor();
        expect(await page.getByRole("button", { name: MSG.logIn }).count()).toBe(0);
        const { identifier } = await cdp.send("Page.addScriptToEvaluateOnNewDocument", { source: "delete window.PublicKeyCredential;" });
        try {
          await openPage(page, at("/login"), true);
          await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).waitFor();
          expect(await page.getByRole("button", { name: MSG.logIn }).count()).toBe(0);
        } finally {
          await cdp.send("Page.removeScriptToEvaluateOnNewDocument", { identifier });
        }
      });

      test("on http://127.0.0.1 the security page says the address is why, and links to this page on localhost", async () => {
        const onIp = newEmail();
        await registerViaApi(worker, onIp, { first_name: "Ada" });
        await logInThroughPage(page, worker.url, true, onIp);
        await openPage(page, new URL("/settings/security", worker.url).href, true);
        await page.getByText("Passkeys don't work on an IP address like this one, only on a site's name.").waitFor();
        const link = page.getByRole("link", { name: "Open this page on localhost" });
        expect(await link.getAttribute("href")).toBe(at("/settings/security"));
        expect(await page.getByText("This browser can't make passkeys.").count()).toBe(0);
        await shot("05-ip-address");
      });
    }
  });
}
