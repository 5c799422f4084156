/**
 * Google sign-up and log-in in a real browser against the built Worker and the local Google
 * issuer (scripts/local-oidc.ts; auth.md §1, §2.2 socialSignupWithAge, §4.1): "Continue with
 * Google" on /signup goes to the provider and back (in a popup at 1280 px, the page itself at
 * 375 px; docs/decisions/017 "Popup and one-tap"), the birthdate step creates the account and
 * lands on / logged in; after logging out, "Continue with Google" on /login logs straight in. The
 * one-tap prompt (§1, §5, on Chromium with web_google_one_tap on) signs up through its popup and
 * shows the welcome-loading screen (§2.3, §9); Line is offered, and signs up, where the country is
 * JP (the developer's country of /_dev/experiments). The local issuer signs in
 * LOCAL_OIDC_DEFAULT_HINT (first name "Local"). The buttons wear their provider's mark: Google's
 * four-colour "G" at the left of a white button (on /login, /signup and the auth modal), LINE's
 * green mark; decorative, the text stays the name. Axe on every step; screenshots at 1280 and 375 px.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration, type OpenBrowser } from "../../support/chromium";
import { logOutFromHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  continueWithGoogle: "Continue with Google",
  enterBirthdate: "Enter your birthdate",
  createAccount: "Create account",
  welcome: "Welcome, Local!",
  birthdayMissing: "You missed a spot. Don't forget to add your birthday.",
  oneTapTitle: "Sign in to Pinboard with Google",
  oneTapClose: "Close the Google sign-in prompt",
  welcomeLoading: "Welcome to Pinboard, Local!",
  welcomeLoadingProgress: "Setting up your home feed",
  continueWithLine: "Continue with LINE",
};

let worker: RunningWorker;
beforeAll(async () => {
  // DEV_TOOLS: /_dev/experiments puts the device in web_google_one_tap and sets the country.
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "pin_sess");

/** Clicks `name` (a link or button that signs in with a provider): at 1280 px through its popup, which closes itself; at 375 px the page goes. */
async function signInWith(page: Page, width: number, name: string | RegExp, role: "link" | "button" = "link") {
  const button = page.getByRole(role, { name });
  if (width < 768) return button.click();
  const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
  await popup.waitForEvent("close");
}

/** Google's logo colours (its sign-in branding guidelines' "G"). */
const GOOGLE_G_COLOURS = ["#EA4335", "#4285F4", "#FBBC05", "#34A853"];

/**
 * `button` (found by its text, so the mark adds nothing to its name) is white with its provider's
 * mark at the left, before the text, hidden from assistive technology (app/routes/auth/modal/auth-card.tsx
 * ProviderButtons).
 */
async function expectProviderMark(button: Locator, mark: "google" | "line") {
  const look = await button.evaluate(async (el, which) => {
    const img = el.querySelector<HTMLImageElement>(`img[data-mark="${which}"]`);
    const label = el.querySelector("span");
    if (!img || !label) return null;
    if (!img.complete) await new Promise((r) => img.addEventListener("load", r, { once: true }));
    const box = el.getBoundingClientRect();
    const m = img.getBoundingClientRect();
    const drawing = new DOMParser().parseFromString(await (await fetch(img.src)).text(), "image/svg+xml");
    return {
      alt: img.getAttribute("alt"),
      loaded: img.naturalWidth > 0,
      background: getComputedStyle(el).backgroundColor,
      inset: Math.round(m.left - box.left),
      beforeText: m.right <= label.getBoundingClientRect().left,
      size: Math.round(m.width),
      colours: [...drawing.querySelectorAll("path")].map((p) => p.getAttribute("fill")),
    };
  }, mark);
  expect(look, `${mark} mark`).not.toBeNull();
  // Decorative: an empty alt keeps it out of the button's name and from assistive technology.
  expect(look!.alt).toBe("");
  expect(look!.loaded).toBe(true);
  expect(look!.background).toBe("rgb(255, 255, 255)");
  expect(look!.inset).toBeGreaterThanOrEqual(8);
  expect(look!.inset).toBeLessThanOrEqual(24);
  expect(look!.beforeText).toBe(true);
  expect(look!.size).toBeGreaterThanOrEqual(18);
  if (mark === "google") expect(look!.colours).toEqual(GOOGLE_G_COLOURS);
  else expect(look!.colours).toEqual(["#06C755"]);
}

/** Puts this browser's device in `group` of `experiment`, and chooses its country, on /_dev/experiments. */
async function onDevPage(page: Page, base: URL, change: { experiment?: string; country?: string }) {
  await page.goto(new URL("/_dev/experiments", base).href);
  if (change.country) {
    await page.getByRole("combobox", { name: "Country", exact: true }).selectOption(change.country);
    await Promise.all([page.waitForURL(/#country$/), page.getByRole("button", { name: "Set country" }).click()]);
  }
  if (change.experiment) {
    await page.getByLabel(`Group for ${change.experiment}`).selectOption("enabled");
    await Promise.all([
      page.waitForURL(new RegExp(`#${change.experiment}$`)),
      page.getByRole("button", { name: `Set ${change.experiment}` }).click(),
    ]);
  }
}

for (const width of [1280, 375] as const) {
  describe(`Google at ${width} px`, () => {
    let browser: OpenBrowser;
    let page: Page;
    beforeAll(async () => {
      browser = await openBrowser({ viewport: { width, height: 800 }, ...(width === 375 && { isMobile: true }) });
      page = browser.page;
    });
    afterAll(() => browser?.close());

    test("sign-up: Continue with Google → the provider → Enter your birthdate → Create account → / logged in", async () => {
      const fresh = await startWorker({ DEV_TOOLS: "true" });
      try {
        await page.goto(new URL("/signup", fresh.url).href);
        await screenshot(page, `google-${width}-01-signup`);
        await expectAccessible(page, `google-${width}-01-signup`);
        await signInWith(page, width, MSG.continueWithGoogle);
        await page.getByRole("heading", { level: 1, name: MSG.enterBirthdate }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/oauth/google/callback");
        expect(await sessionCookie(page)).toBeUndefined();
        // No birthday: the step says so and stays.
        await page.getByRole("button", { name: MSG.createAccount }).click();
        await page.getByText(MSG.birthdayMissing).waitFor();
        await screenshot(page, `google-${width}-02-birthdate-missing`);
        await expectAccessible(page, `google-${width}-02-birthdate-missing`);
        await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
        await page.getByRole("button", { name: MSG.createAccount }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
        expect(await sessionCookie(page)).toBeDefined();
        await screenshot(page, `google-${width}-03-home`);

        // Log out: the device remembers the account (limited login), whose page points at the
        // Google button (auth.md §2.3 connected-account hint); it logs straight in.
        await logOutFromHeader(page);
        await expect.poll(async () => (await sessionCookie(page)) === undefined).toBe(true);
        await page.goto(new URL("/login", fresh.url).href);
        await page.getByRole("heading", { level: 1, name: "Welcome back, Local!" }).waitFor();
        await page.getByText("Your account is connected to Google – use the Google button to log in").waitFor();
        await screenshot(page, `google-${width}-04-welcome-back`);
        await expectAccessible(page, `google-${width}-04-welcome-back`);
        await signInWith(page, width, MSG.continueWithGoogle);
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(await sessionCookie(page)).toBeDefined();

        // A device that forgot the account: /login with the Google button logs straight in too.
        await page.context().clearCookies();
        await page.goto(new URL("/login", fresh.url).href);
        await screenshot(page, `google-${width}-05-login`);
        await expectAccessible(page, `google-${width}-05-login`);
        await signInWith(page, width, MSG.continueWithGoogle);
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
        expect(await sessionCookie(page)).toBeDefined();
      } finally {
        await fresh.close();
      }
    });

    test("the one-tap prompt (web_google_one_tap on, Chromium): its popup signs up, the welcome-loading screen fills, then home", async () => {
      const fresh = await startWorker({ DEV_TOOLS: "true" });
      try {
        await page.context().clearCookies();
        await onDevPage(page, fresh.url, { experiment: "web_google_one_tap" });
        await page.goto(new URL("/", fresh.url).href);
        const prompt = page.getByRole("region", { name: MSG.oneTapTitle });
        await prompt.waitFor();
        await screenshot(page, `google-${width}-08-one-tap`);
        await expectAccessible(page, `google-${width}-08-one-tap`);
        if (width < 768) {
          // The narrow sheet closes and stays closed (the cooldown is kept in this browser).
          await prompt.getByRole("button", { name: MSG.oneTapClose }).click();
          await page.reload();
          await page.getByRole("link", { name: "Log in" }).first().waitFor();
          expect(await prompt.count()).toBe(0);
          return;
        }
        await signInWith(page, width, MSG.continueWithGoogle, "button");
        await page.getByRole("heading", { level: 1, name: MSG.enterBirthdate }).waitFor();
        await page.getByLabel("Birthdate", { exact: true }).fill("1991-02-03");
        await page.getByRole("button", { name: MSG.createAccount }).click();
        await page.getByRole("heading", { level: 1, name: MSG.welcomeLoading }).waitFor();
        const bar = page.getByRole("progressbar", { name: MSG.welcomeLoadingProgress });
        await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(30);
        expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(95);
        expect(await sessionCookie(page)).toBeDefined();
        await screenshot(page, `google-${width}-09-welcome-loading`);
        await expectAccessible(page, `google-${width}-09-welcome-loading`);
        await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
        // Logged in: no prompt.
        expect(await page.getByRole("region", { name: MSG.oneTapTitle }).count()).toBe(0);
      } finally {
        await fresh.close();
      }
    });

    test("'Continue with Google' wears Google's mark on /login, /signup and in the auth modal's log-in and sign-up", async () => {
      await page.context().clearCookies();
      for (const path of ["/login", "/signup", "/?auth=login", "/?auth=signup"]) {
        await page.goto(at(path));
        await waitForHydration(page);
        const scope = path.includes("auth=") ? page.getByRole("dialog") : page.getByRole("main");
        await expectProviderMark(scope.getByRole("link", { name: MSG.continueWithGoogle, exact: true }), "google");
      }
      await screenshot(page, `google-${width}-10-modal-signup`);
      await expectAccessible(page, `google-${width}-10-modal-signup`);
    });

    test("Google turned off (web_google_disabled, or the provider unreachable): 'Oops! Google isn't available', closing returns to the page", async () => {
      await page.context().clearCookies();
      await page.goto(at("/signup?unavailable=google"));
      const dialog = page.getByRole("dialog", { name: "Oops! Google isn't available" });
      await dialog.waitFor();
      await screenshot(page, `google-${width}-06-unavailable`);
      await expectAccessible(page, `google-${width}-06-unavailable`);
      await dialog.getByRole("button", { name: "Got it" }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("");
      await expect.poll(() => dialog.isVisible()).toBe(false);
    });

    test("a callback without a code (the person said no at the provider) shows the failure, not a crash", async () => {
      await page.context().clearCookies();
      await page.goto(at("/oauth/google/callback?error=access_denied"));
      await page.getByRole("heading", { level: 1, name: "Oops! Something went wrong" }).waitFor();
      await page.getByText("Sorry, we can't log you in.").waitFor();
      await screenshot(page, `google-${width}-07-failed`);
      await expectAccessible(page, `google-${width}-07-failed`);
    });
  });
}

describe("Line (auth.md §1: offered only when the country is JP)", () => {
  let browser: OpenBrowser;
  let page: Page;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
    page = browser.page;
  });
  afterAll(() => browser?.close());

  test("no Line button elsewhere; in JP, Continue with LINE signs up through the popup and the birthdate step", async () => {
    await page.goto(at("/signup"));
    await page.getByRole("link", { name: MSG.continueWithGoogle }).waitFor();
    expect(await page.getByRole("link", { name: MSG.continueWithLine }).count()).toBe(0);
    await onDevPage(page, worker.url, { country: "JP" });
    // The form navigates in the page: the URL can change a moment before the new answer renders.
    await expect.poll(() => page.getByTestId("dev-country").textContent()).toBe("JP");
    await page.goto(at("/signup"));
    await expectProviderMark(page.getByRole("link", { name: MSG.continueWithLine, exact: true }), "line");
    await expectProviderMark(page.getByRole("link", { name: MSG.continueWithGoogle, exact: true }), "google");
    await screenshot(page, "line-1280-01-signup-jp");
    await expectAccessible(page, "line-1280-01-signup-jp");
    await signInWith(page, 1280, MSG.continueWithLine);
    await page.getByRole("heading", { level: 1, name: MSG.enterBirthdate }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/oauth/line/callback");
    await page.getByLabel("Birthdate", { exact: true }).fill("1988-08-08");
    await page.getByRole("button", { name: MSG.createAccount }).click();
    await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
    expect(await sessionCookie(page)).toBeDefined();
  });
});

describe("Google without JavaScript (or before the page's scripts load)", () => {
  test("the callback's birthdate form posts from this site: the account is created and / is logged in", async () => {
    // The callback's address holds the code and state; its Referrer-Policy keeps them on this site
    // without making its forms post `Origin: null`, which is refused as cross-site (app/lib/secret-url.ts).
    const fresh = await startWorker({ DEV_TOOLS: "true" });
    const browser = await openBrowser({ viewport: { width: 375, height: 800 }, isMobile: true, javaScriptEnabled: false });
    try {
      const { page } = browser;
      await page.goto(new URL("/signup", fresh.url).href);
      await page.getByRole("link", { name: MSG.continueWithGoogle }).click();
      await page.getByRole("heading", { level: 1, name: MSG.enterBirthdate }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/oauth/google/callback");
      await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      await page.getByRole("button", { name: MSG.createAccount }).click();
      await page.getByRole("heading", { level: 1, name: MSG.welcome }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await sessionCookie(page)).toBeDefined();
    } finally {
      await browser.close();
      await fresh.close();
    }
  });
});
