/**
 * The Conversions API's access token page in a real browser against the built Worker (issue 37 item
 * 1), at 375 px through the axe gate (test-results/screenshots/conversions-*.png): a token is made and
 * shown once, a server's event sent with it is processed, it is revoked and the next event refused.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ConversionEventsAnswer } from "~common/business/conversions";
import { ApiClient } from "../../support/api-client";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import { createBusiness, type BusinessAccount } from "../../support/business-fixtures";
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Cleo", password: BROWSER_PASSWORD });
}, 120_000);
afterAll(() => worker?.close());

const sendWith = (token: string) =>
  new ApiClient(worker).post<ConversionEventsAnswer>(
    `/ads/v4/advertisers/${owner.advertiser.id}/events/`,
    {
      data: [
        {
          event_name: "checkout",
          action_source: "web",
          event_time: Math.floor(Date.now() / 1000) - 5,
          event_id: `order-${Math.random()}`,
          user_data: { em: ["a".repeat(64)] },
        },
      ],
    },
    { headers: { authorization: `Bearer ${token}` } },
  );

test("make a token, see it once, send an event with it, revoke it", async () => {
  const browser = await openBrowser({ viewport: { width: 375, height: 740 } });
  try {
    const page = browser.page;
    await logInThroughPage(page, worker.url, true, owner.email);
    await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/conversions/access_token/`, worker.url).href, true);
    await page.getByLabel("Name it after the server that uses it").fill("Shop server");
    await page.getByRole("button", { name: "Make token" }).click();
    const secret = page.getByLabel("Your new access token");
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^pinc_[0-9a-f]{64}$/);
    expect(await page.getByLabel("Name it after the server that uses it").inputValue()).toBe("");
    await screenshot(page, "conversions-375-01-made", { fullPage: true });
    await expectAccessible(page, "conversions-375-01-made");
    expect((await sendWith(token)).status).toBe(200);
    // Shown once: the page read again has the token's row, not its secret.
    await page.reload();
    await page.getByRole("row", { name: /Shop server/ }).waitFor();
    expect(await page.getByLabel("Your new access token").count()).toBe(0);
    await page.getByRole("button", { name: "Revoke token Shop server" }).click();
    await page.getByText("No live tokens yet.").waitFor();
    expect((await sendWith(token)).status).toBe(401);
    await screenshot(page, "conversions-375-02-revoked", { fullPage: true });
  } finally {
    await browser.close();
  }
});
