/**
 * Audiences in a real browser against the built Worker (issue 37 item 2), through the axe gate
 * (test-results/screenshots/audiences-*.png):
 * - at 1280 px, an advertiser uploads a customer list (hashed in the page: the request carries no
 *   email), sees its size, and sets the campaign's ad group to target it;
 * - at 375 px, a person outside the list opens the promoted Pin and sees no promotion, one inside it
 *   does; the advertiser's debug page says why they are in it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import { expectOk } from "../../support/api-client";
import { morePeople } from "../../support/audience-fixtures";
import { expectAccessible } from "../../support/axe";
import { BROWSER_PASSWORD } from "../../support/browser-accounts";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../support/business-fixtures";
import { logInThroughPage, openBrowser, openPage, screenshot, type OpenBrowser } from "../../support/chromium";
import { createAccount } from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
let campaign: Campaign;
const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Ines", password: BROWSER_PASSWORD });
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Linen throw" });
  campaign = expectOk(
    await owner.client.post<Campaign>(quickPromotePath(owner.advertiser.id, pin.id), {
      ...quickPromoteBody(owner.advertiser.id, pin.id),
      campaign_name: "Linen throws",
    }),
  );
}, 120_000);
afterAll(() => worker?.close());

/** A person's browser: headless Chromium names itself in its User-Agent, and a bot is shown no promoted Pin. */
async function asPerson(browser: OpenBrowser) {
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send("Network.setUserAgentOverride", { userAgent: PERSON_UA });
}

test("a customer list targets a campaign: a viewer outside it sees none, one inside does, and the debug page says why", async () => {
  const [inside, outside] = await Promise.all([
    createAccount(worker, { first_name: "Ida", password: BROWSER_PASSWORD }),
    createAccount(worker, { first_name: "Otto", password: BROWSER_PASSWORD }),
  ]);
  const filler = await morePeople(worker, "shop", 99, outside);
  const advertiser = owner.advertiser.id;
  const desk = await openBrowser({ viewport: { width: 1280, height: 900 } });
  try {
    const page = desk.page;
    await logInThroughPage(page, worker.url, true, owner.email);
    await openPage(page, new URL(`/advertiser/${advertiser}/audiences/`, worker.url).href, true);
    await page.getByRole("radio", { name: /^Customer list/ }).check();
    await page.getByLabel("Name", { exact: true }).fill("Past buyers");
    await page.locator('input[type="file"][name="file"]').setInputFiles({
      name: "buyers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["email", inside.email.toUpperCase(), ...filler, "not an email"].join("\n")),
    });
    const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname.includes("/audiences/"));
    await page.getByRole("button", { name: "Create audience" }).click();
    const body = (await sent).postDataBuffer()?.toString("latin1") ?? "";
    expect(body, "the emails were hashed in the page").not.toContain(inside.email.split("@")[0]!);
    await page.getByText(/Audience “Past buyers” created\. 1 line wasn't an email/).waitFor();
    const row = page.getByRole("row", { name: /Past buyers/ });
    expect(await row.innerText()).toContain("100 people");
    await screenshot(page, "audiences-1280-01-list", { fullPage: true });
    await expectAccessible(page, "audiences-1280-01-list");

    await row.getByRole("link", { name: "Past buyers" }).click();
    const group = page.getByRole("row", { name: /Linen throws/ });
    await group.getByRole("radio", { name: "Target" }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved: 1 ad group uses this audience.").waitFor();
    await screenshot(page, "audiences-1280-02-usage", { fullPage: true });
    await expectAccessible(page, "audiences-1280-02-usage");
  } finally {
    await desk.close();
  }

  const phone = await openBrowser({ viewport: { width: 375, height: 740 } });
  try {
    const page = phone.page;
    await asPerson(phone);
    const pinPage = new URL(`/pin/${campaign.pin_id}/`, worker.url).href;
    await logInThroughPage(page, worker.url, true, outside.email);
    await openPage(page, pinPage, true);
    await page.getByRole("heading", { name: "Linen throw" }).waitFor();
    expect(await page.getByText(/Promoted by/).count(), "outside the list: no promotion").toBe(0);
    await page.context().clearCookies();
    await logInThroughPage(page, worker.url, true, inside.email);
    await openPage(page, pinPage, true);
    await page
      .getByText(/Promoted by/)
      .first()
      .waitFor();
    await screenshot(page, "audiences-375-03-inside", { fullPage: true });

    await page.context().clearCookies();
    await logInThroughPage(page, worker.url, true, owner.email);
    await openPage(page, new URL(`/advertiser/${advertiser}/audience_debug/?username=${owner.user.username}`, worker.url).href, true);
    const verdict = page.getByRole("row", { name: /Past buyers/ });
    expect(await verdict.innerText()).toContain("Their email's hash isn't in the uploaded list");
    await screenshot(page, "audiences-375-04-debug", { fullPage: true });
    await expectAccessible(page, "audiences-375-04-debug");
  } finally {
    await phone.close();
  }
});
