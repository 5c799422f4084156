/**
 * Facebook log-in's retirement in a real browser (auth.md §1, §2.3 banners, §2.4 not matched,
 * §8.2 'Recover your account', §8.3; docs/decisions/020), against the built Worker and the Graph
 * stand-in of scripts/local-facebook.ts: the sign-up and log-in banners; a Facebook-only account
 * given a password → the §8.2 message and 'Recover your account' → the reset page with
 * lookup=true; and, under dweb_unauth_fb_login_account_recovery_flow, 'Find your account with
 * Facebook' through the popup (the stand-in's dialog) back to the same message. Axe on each
 * screen; screenshots at 1280 and 375 px. One Chromium, fresh contexts.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectOk } from "../../support/api-client";
import { expectAccessible } from "../../support/axe";
import { openBrowser, openPage, screenshot } from "../../support/chromium";
import { insertFacebookAccount } from "../../support/facebook-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

const MSG = {
  loginBanner: "Facebook log-in is no longer available",
  signupBanner: "Facebook log-in isn't available for new users. Continue with email or Google instead.",
  retired: "Your account is connected to Facebook, but Facebook login is no longer available.",
  recover: "Recover your account",
  find: "Find your account with Facebook",
  notMatchedTitle: "Oops! Something went wrong",
  notMatched: "We couldn't match your Facebook account to any account. Try resetting your password instead.",
};

let worker: RunningWorker;
let account: Awaited<ReturnType<typeof insertFacebookAccount>>;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  account = await insertFacebookAccount(worker, "fiona");
});
afterAll(() => worker?.close());

const at = (path: string) => new URL(path, worker.url).href;

test("1280 px: banners; a Facebook-only account given a password → 'Recover your account' → the reset page with lookup=true", async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await openPage(page, at("/signup"), true);
    await page.getByText(MSG.signupBanner).waitFor();
    await screenshot(page, "facebook-1280-01-signup-banner");
    await expectAccessible(page, "facebook-1280-01-signup-banner");

    await openPage(page, at("/login"), true);
    const banner = page.getByRole("region", { name: MSG.loginBanner });
    expect(await banner.getByRole("link", { name: "Set a password" }).getAttribute("href")).toBe("/password/reset?lookup=true");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("not-her-password-1");
    await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByText(MSG.retired).waitFor();
    await screenshot(page, "facebook-1280-02-recover-your-account");
    await expectAccessible(page, "facebook-1280-02-recover-your-account");
    await page.getByRole("link", { name: MSG.recover }).click();
    await page.getByRole("heading", { level: 1, name: "Find your account" }).waitFor();
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get("lookup")]).toEqual(["/password/reset", "true"]);
  } finally {
    await browser.close();
  }
});

test("375 px: 'Find your account with Facebook' opens the popup; the stand-in's dialog → the same message; closing it → 'Couldn't connect'", async () => {
  // A device in dweb_unauth_fb_login_account_recovery_flow (auth.md §6), made through the API.
  const api = new ApiClient(worker);
  expectOk(
    await api.request("PUT", "/v3/experiments/device/", { experiment: "dweb_unauth_fb_login_account_recovery_flow", group: "enabled" }),
  );
  const device = api.jar.get("pin_device");
  expect(device).toBeDefined();
  const browser = await openBrowser({ viewport: { width: 375, height: 812 }, isMobile: true });
  const { page, context } = browser;
  try {
    await context.addCookies([{ name: "pin_device", value: device!, url: worker.url.origin }]);
    await openPage(page, at("/login"), true);
    await screenshot(page, "facebook-375-01-login-banner");
    await expectAccessible(page, "facebook-375-01-login-banner");

    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: MSG.find }).click()]);
    await popup.getByRole("button", { name: "Continue as Fiona Booker" }).click();
    await page.getByText(MSG.retired).waitFor();
    expect(new URL(page.url()).searchParams.get("facebook")).toBe("recover");
    expect(await page.getByRole("link", { name: MSG.recover }).getAttribute("href")).toBe("/password/reset?lookup=true");
    await screenshot(page, "facebook-375-02-found-by-facebook");

    // The person closes the dialog: after the next 1000 ms poll, §8.3.
    const [second] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: MSG.find }).click()]);
    await second.getByRole("button", { name: "Cancel" }).waitFor();
    await second.close();
    await page.getByText("Couldn't connect. You must authorize Pinboard.").waitFor();

    // A Facebook person with no account: 'Oops! Something went wrong' (§2.4, §8.4).
    const [third] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: MSG.find }).click()]);
    await third.getByRole("button", { name: "Continue as Nora Nomatch" }).click();
    await page.getByRole("dialog", { name: MSG.notMatchedTitle }).getByText(MSG.notMatched).waitFor();
    await screenshot(page, "facebook-375-03-not-matched");
    await expectAccessible(page, "facebook-375-03-not-matched");
  } finally {
    await browser.close();
  }
});
