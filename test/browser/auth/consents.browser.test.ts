/**
 * The consents step in a real browser (auth.md §2.2 consents, §4.1, §4.5, §6 kr_privacy_consent,
 * §8.3): for a device in the experiment, sign-up goes from the signup step to 'Consents' with
 * 'Agree to all', Required and Optional; with JavaScript Next waits for the four required boxes
 * and the tick rules apply as boxes are clicked; without it the action applies them (and refuses
 * with the consent message). Back returns to the signup step with the email kept. Next creates
 * the account with the answers stored. At 1280 and 375 px, through the axe gate. A Google sign-up
 * (the local issuer) passes the same step after its birthdate step.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectAccessible } from "../../support/axe";
import { openBrowser, screenshot, waitForHydration } from "../../support/chromium";
import { expectLoggedInHeader } from "../../support/header";
import { startWorker, type RunningWorker } from "../../support/worker-harness";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { LOCAL_OIDC_DEFAULT_HINT } from "../../../scripts/local-oidc";

const REQUIRED = [
  "I agree to the Pinboard Terms of Service",
  "Collection and use of personal information",
  "Provision of personal information to third parties",
  "Transfer of personal information overseas",
];
const MARKETING = "Marketing emails and notifications";
const CONSENT_MISSING = "Please agree to the required terms to continue.";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let seq = 0;
const newEmail = () => `consent.user${Date.now()}${seq++}@example.com`;
const at = (path: string) => new URL(path, worker.url).href;

/** Puts this browser's device in the experiment's enabled group (the device cookie comes with the first page). */
async function joinExperiment(page: Page) {
  const device = (await page.context().cookies()).find((c) => c.name === "pin_device")?.value;
  expect(device).toBeTruthy();
  const env = await worker.env();
  await env.DB.prepare(
    "INSERT OR REPLACE INTO experiment_assignments (scope, subject, experiment, group_name, updated_at) VALUES ('device', ?, 'kr_privacy_consent', 'enabled', 0)",
  )
    .bind(device!)
    .run();
}

async function answers(email: string): Promise<Record<string, number>> {
  const env = await worker.env();
  const { results } = await env.DB.prepare(
    "SELECT c.consent_key, c.answer FROM user_consents c JOIN users u ON u.id = c.user_id WHERE u.email = ?",
  )
    .bind(email)
    .all<{ consent_key: string; answer: number }>();
  return Object.fromEntries(results.map((r) => [r.consent_key, r.answer]));
}

async function fillSignup(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Create a password", { exact: true }).fill(BROWSER_PASSWORD);
  await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Consents" }).waitFor();
  // The step's body loads on demand (app/routes/auth/modal/lazy-steps.tsx).
  await page.getByRole("checkbox", { name: "Agree to all" }).waitFor();
}

for (const [viewport, js] of [
  [{ width: 1280, height: 800 }, true],
  [{ width: 375, height: 812 }, false],
] as const) {
  const tag = `consents-${viewport.width}-${js ? "js" : "nojs"}`;
  describe(`consents step at ${viewport.width}px, JavaScript ${js ? "on" : "off"}`, () => {
    test("signup → Consents → Back keeps the email → Consents → Next creates the account with the answers", async () => {
      const browser = await openBrowser({ javaScriptEnabled: js, viewport, isMobile: viewport.width < 500 });
      try {
        const page = browser.page;
        const email = newEmail();
        await page.goto(at("/signup?method=email"));
        await joinExperiment(page);
        if (js) await waitForHydration(page);
        await fillSignup(page, email);
        const all = page.getByRole("checkbox", { name: "Agree to all" });
        const next = page.getByRole("button", { name: "Next", exact: true });
        await expect(page.getByRole("group", { name: "Required" }).getByRole("checkbox").count()).resolves.toBe(4);
        await expect(page.getByRole("group", { name: "Optional" }).getByRole("checkbox", { name: MARKETING }).count()).resolves.toBe(1);
        await screenshot(page, `${tag}-01-step`);
        await expectAccessible(page, `${tag}-01-step`);

        // Back: the signup step again, the email kept, the password to type again.
        await page.getByRole("button", { name: "Back", exact: true }).click();
        await page.getByLabel("Create a password", { exact: true }).waitFor();
        expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
        expect(await page.getByLabel("Birthdate", { exact: true }).inputValue()).toBe("1990-05-17");
        await fillSignup(page, email);

        if (js) {
          await waitForHydration(page);
          expect(await next.isDisabled()).toBe(true);
          await all.check();
          for (const label of [...REQUIRED, MARKETING]) expect(await page.getByRole("checkbox", { name: label }).isChecked()).toBe(true);
          // Unticking any box unticks 'Agree to all'; Next only needs the required four.
          await page.getByRole("checkbox", { name: MARKETING }).uncheck();
          expect(await all.isChecked()).toBe(false);
          expect(await next.isDisabled()).toBe(false);
          await page.getByRole("checkbox", { name: REQUIRED[2]! }).uncheck();
          expect(await next.isDisabled()).toBe(true);
          await page.getByRole("checkbox", { name: REQUIRED[2]! }).check();
          await screenshot(page, `${tag}-02-ticked`);
        } else {
          // Without JavaScript Next is enabled; the action refuses until the required boxes are ticked.
          await page.getByRole("checkbox", { name: REQUIRED[0]! }).check();
          await next.click();
          await page.getByText(CONSENT_MISSING).waitFor();
          expect(await page.getByRole("checkbox", { name: REQUIRED[0]! }).isChecked()).toBe(true);
          await screenshot(page, `${tag}-02-refused`);
          await expectAccessible(page, `${tag}-02-refused`);
          // 'Agree to all' ticks everything when sent; untick marketing is not possible in the
          // page without JS, so tick the four required ones instead.
          for (const label of REQUIRED) await page.getByRole("checkbox", { name: label }).check();
        }
        await next.click();
        await expectLoggedInHeader(page);
        expect(new URL(page.url()).pathname).toBe("/");
        expect(await answers(email)).toEqual({
          terms: 1,
          collectionUsePersonalInfo: 1,
          thirdPartyProvisionPersonalInfo: 1,
          overseasTransferPersonalInfo: 1,
          optionalMarketingConsent: 2,
        });
      } finally {
        await browser.close();
      }
    });
  });
}

test("without JavaScript, a ticked 'Agree to all' agrees to everything, marketing included", async () => {
  const browser = await openBrowser({ javaScriptEnabled: false });
  try {
    const page = browser.page;
    const email = newEmail();
    await page.goto(at("/signup?method=email"));
    await joinExperiment(page);
    await fillSignup(page, email);
    await page.getByRole("checkbox", { name: "Agree to all" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectLoggedInHeader(page);
    expect((await answers(email)).optionalMarketingConsent).toBe(1);
  } finally {
    await browser.close();
  }
});

test("a Google sign-up passes the step too (auth.md §4.1 'then consents when kr_privacy_consent applies'): birthdate → Consents → Back → Consents → Next → home", async () => {
  const browser = await openBrowser();
  try {
    const page = browser.page;
    await page.goto(at("/signup"));
    await joinExperiment(page);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("heading", { level: 1, name: "Enter your birthdate" }).waitFor();
    await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { level: 1, name: "Consents" }).waitFor();
    await page.getByRole("checkbox", { name: "Agree to all" }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === "pin_sess")).toBe(false);
    await screenshot(page, "consents-google-01-step");
    await expectAccessible(page, "consents-google-01-step");
    // Back returns to the birthdate step with the date kept.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { level: 1, name: "Enter your birthdate" }).waitFor();
    expect(await page.getByLabel("Birthdate", { exact: true }).inputValue()).toBe("1990-05-17");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("checkbox", { name: "Agree to all" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectLoggedInHeader(page);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await answers(LOCAL_OIDC_DEFAULT_HINT)).toMatchObject({ optionalMarketingConsent: 1 });
  } finally {
    await browser.close();
  }
});

test("outside the experiment, sign-up never shows the step", async () => {
  const browser = await openBrowser();
  try {
    const page = browser.page;
    const email = newEmail();
    await page.goto(at("/signup?method=email"));
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Create a password", { exact: true }).fill(BROWSER_PASSWORD);
    await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expectLoggedInHeader(page);
    expect(await answers(email)).toEqual({});
  } finally {
    await browser.close();
  }
});

test("a business sign-up passes the same step with the business terms (auth.md §6), Back keeps the business name", async () => {
  const browser = await openBrowser();
  try {
    const page = browser.page;
    const email = newEmail();
    await page.goto(at("/business/create"));
    await joinExperiment(page);
    await waitForHydration(page);
    const fill = async () => {
      await page.getByLabel("Business name", { exact: true }).fill("Kite Studio");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Create a password", { exact: true }).fill("kite-river-22-studio");
      await page.getByLabel("Birthdate", { exact: true }).fill("1990-05-17");
      await page.getByRole("main").getByRole("button", { name: "Continue", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Consents" }).waitFor();
    };
    await fill();
    await page.getByRole("checkbox", { name: "I agree to the Pinboard Business Terms of Service" }).waitFor();
    await screenshot(page, "consents-business-01");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByLabel("Business name", { exact: true }).waitFor();
    expect(await page.getByLabel("Business name", { exact: true }).inputValue()).toBe("Kite Studio");
    await fill();
    await page.getByRole("checkbox", { name: "Agree to all" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectLoggedInHeader(page);
    expect(await answers(email)).toMatchObject({ terms: 1, optionalMarketingConsent: 1 });
  } finally {
    await browser.close();
  }
});
