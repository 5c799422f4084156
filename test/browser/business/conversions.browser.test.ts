/**
 * Conversions in a real browser against the built Worker (issue 37 item 1), through the axe gate
 * (test-results/screenshots/conversions-*.png):
 * - at 375 px, the access token page: a token is made and shown once, a server's event sent with it
 *   is processed, it is revoked and the next event refused;
 * - at 1280 px, the whole path of a sale: a person opens a promoted Pin and visits the ad's site (a
 *   shop page served here on another origin, with the tag installed), buys; the shop's server sends
 *   the same checkout by the API; the console's event history shows one conversion from both,
 *   attributed to the click, and the overview counts it once.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ConversionEventsAnswer } from "~common/business/conversions";
import type { Campaign } from "~common/business/schemas";
import { ApiClient, expectOk } from "../../support/api-client";
import { createAccount } from "../../support/auth-fixtures";
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
import { logInThroughPage, openBrowser, openPage, screenshot } from "../../support/chromium";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
let shop: Server;
let tagId = "";
const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const ORDER = "order-7001";
beforeAll(async () => {
  worker = await startWorker();
  owner = await createBusiness(worker, { first: "Cleo", password: BROWSER_PASSWORD });
  // The shop: its thank-you page, with the tag installed as the console's tag page says.
  shop = createServer((_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(`<!doctype html><html lang="en"><head><title>Thank you</title>
<script async src="${new URL("/v3/conversions/tag.js", worker.url).href}"></script>
<script>window.pintrk = window.pintrk || function () { (window.pintrk.queue = window.pintrk.queue || []).push(arguments); };
pintrk("load", "${tagId}"); pintrk("page");</script></head>
<body><main><h1>Thank you</h1><button id="pay" onclick='pintrk("track", "checkout", { event_id: "${ORDER}", value: 72.39, currency: "USD" })'>Pay</button></main></body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
}, 120_000);
afterAll(() => {
  shop?.close();
  return worker?.close();
});

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

test("a promoted Pin's click, the shop's tag and its server: one checkout, counted once, attributed to the click", async () => {
  await readyToPromote(owner.client, owner.advertiser.id);
  const pin = await promotablePin(owner.client, { title: "Walnut side table" });
  const campaign = expectOk(
    await owner.client.post<Campaign>(quickPromotePath(owner.advertiser.id, pin.id), {
      ...quickPromoteBody(owner.advertiser.id, pin.id),
      campaign_name: "Walnut tables",
    }),
  );
  const base = `/ads/v4/advertisers/${owner.advertiser.id}`;
  tagId = expectOk(await owner.client.post<{ id: string }>(`${base}/conversion_tags/`, { name: "Shop tag" })).id;
  const { token } = expectOk(await owner.client.post<{ token: string }>(`${base}/conversion_tokens/`, { name: "Shop server" }));
  const buyer = await createAccount(worker, { first_name: "Bea", password: BROWSER_PASSWORD });
  const browser = await openBrowser({ viewport: { width: 1280, height: 800 } });
  try {
    const page = browser.page;
    // Headless Chromium says so in its User-Agent, and a bot is never shown a promoted Pin.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send("Network.setUserAgentOverride", { userAgent: PERSON_UA });
    await logInThroughPage(page, worker.url, true, buyer.email);
    await openPage(page, new URL(`/pin/${campaign.pin_id}/`, worker.url).href, true);
    const visit = page.getByRole("link", { name: "Visit site" });
    const href = new URL((await visit.getAttribute("href"))!, worker.url);
    const landing = new URL(href.searchParams.get("url")!);
    expect(landing.searchParams.get("epik")).toMatch(/^[A-Za-z0-9_-]{6,}$/);
    // The way out checks the ad's site and sends the browser on; here the site is the local shop.
    const shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/thanks${landing.search}`;
    await page.route(
      (u) => u.pathname === "/offsite/",
      (route) => route.fulfill({ status: 302, headers: { location: shopUrl } }),
    );
    await visit.click();
    await page.waitForURL((u) => u.port === String((shop.address() as AddressInfo).port));
    await page.waitForFunction(() => (window as unknown as { pintrk: { sent: unknown[] } }).pintrk?.sent?.length >= 1);
    // The click was charged by the time the page loaded (the beacon leaves at once on a click).
    await expect
      .poll(async () =>
        (await worker.env()).DB.prepare("SELECT count(*) AS n FROM ad_touches WHERE campaign_id = ? AND kind = 'click'")
          .bind(Number(campaign.id))
          .first<{ n: number }>()
          .then((r) => r!.n),
      )
      .toBe(1);
    await page.click("#pay");
    await page.waitForFunction(() => (window as unknown as { pintrk: { sent: unknown[] } }).pintrk.sent.length >= 2);
    const sent = await page.evaluate(
      () => (window as unknown as { pintrk: { sent: { event: { click_id?: string } }[] } }).pintrk.sent[1]!.event,
    );
    expect(sent.click_id).toBe(landing.searchParams.get("epik"));
    // The shop's server sends the same checkout: processed, counted once.
    const server = expectOk(
      await new ApiClient(worker).post<ConversionEventsAnswer>(
        `${base}/events/`,
        {
          data: [
            {
              event_name: "checkout",
              action_source: "web",
              event_time: Math.floor(Date.now() / 1000) - 5,
              event_id: ORDER,
              user_data: { em: ["b".repeat(64)] },
              custom_data: { value: "72.39", currency: "USD" },
            },
          ],
        },
        { headers: { authorization: `Bearer ${token}` } },
      ),
    );
    expect(server.events[0]!.warning_message).toContain("counted once");

    await page.context().clearCookies();
    await logInThroughPage(page, worker.url, true, owner.email);
    await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/conversions/event-history/`, worker.url).href, true);
    const row = page.getByRole("row", { name: new RegExp(ORDER) });
    await expect.poll(() => row.innerText()).toContain("Conversions API + Tag");
    expect(await row.innerText()).toContain("Click on Walnut tables");
    expect(await row.innerText()).toContain("$72.39");
    await screenshot(page, "conversions-1280-03-history", { fullPage: true });
    await expectAccessible(page, "conversions-1280-03-history");
    await openPage(page, new URL(`/advertiser/${owner.advertiser.id}/conversions/`, worker.url).href, true);
    const checkout = page.getByRole("row", { name: /^Checkout/ });
    expect((await checkout.innerText()).replace(/\s+/g, " ")).toMatch(/Checkout \d+ 1 0 \$72\.39/);
    await screenshot(page, "conversions-1280-04-overview", { fullPage: true });
    await expectAccessible(page, "conversions-1280-04-overview");
  } finally {
    await browser.close();
  }
});
