/**
 * Promoted Pins against the built Worker (docs/decisions/039): delivery into the home feed and
 * search (slots, targeting, the advertiser and savers left out, bots, paused / not started / ended
 * / out-of-budget campaigns), the beacon's counting (once per token; foreign and forged tokens;
 * bots; expired tokens), exact counts under 200 concurrent beacons, the daily budget under
 * concurrency and the next day's reset. Invalid traffic and the counter's writes to D1 are
 * invalid-traffic.integration.test.ts. Days come from the `x-promoted-clock` header, never the
 * wall clock.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import { ApiClient, SESSION_COOKIE, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { createBoard, createPin, createPinner, repin, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
const CLOCK = "x-promoted-clock";
let worker: RunningWorker;
let biz: BusinessAccount;
let pinner: Pinner;
let campaign: Campaign;
/** A fixed moment in the campaign's life: tomorrow noon, UTC (the campaign starts now). */
let noon: number;

const at = (ms: number, extra: Record<string, string> = {}) => ({ headers: { [CLOCK]: String(ms), ...extra } });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
/** What a browser's page sends besides its User-Agent (the beacon finds a client without them invalid). */
const BROWSER_HEADERS = { "accept-language": "en-US,en;q=0.9", "sec-fetch-site": "same-origin" };
/** A visitor's browser; `ip` puts it behind an address of its own (the per-address caps are per client address). */
const visitor = (ua = BROWSER, ip?: string) => new ApiClient(worker, { headers: { "user-agent": ua, ...BROWSER_HEADERS }, ip });
const addressOf = (n: number) => `198.51.${100 + (n >> 8)}.${n & 255}`;
/** An account's session in a browser (the harness's fetch would otherwise say it is a bot). */
function browserOf(client: ApiClient): ApiClient {
  const b = visitor();
  b.jar.set(SESSION_COOKIE, client.jar.session!);
  return b;
}
const promotedOf = (items: FeedPin[]) => items.filter((p) => p.promotion);

async function homePage(client: ApiClient, ms: number, bookmark?: string) {
  const path = bookmark ? `/v3/feeds/home/?bookmark=${encodeURIComponent(bookmark)}` : "/v3/feeds/home/";
  return expectOk(await client.get<{ items: FeedPin[]; bookmark: string | null }>(path, at(ms)));
}

/** The promoted Pins of the first three pages of the home feed. */
async function firstPagesPromoted(client: ApiClient, ms: number): Promise<FeedPin[]> {
  const found: FeedPin[] = [];
  let bookmark: string | undefined;
  for (let i = 0; i < 3; i++) {
    const page = await homePage(client, ms, bookmark);
    found.push(...promotedOf(page.items));
    if (!page.bookmark) break;
    bookmark = page.bookmark;
  }
  return found;
}

async function newCampaign(over: Parameters<typeof quickPromoteBody>[2] = {}, title = "Oak chair for the living room") {
  const pin = await promotablePin(biz.client, { title });
  return expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id, over)),
  );
}

const stats = async (campaignId: string, day: string) =>
  (await worker.env()).DB.prepare("SELECT impressions, clicks, spend_micro FROM campaign_daily_stats WHERE campaign_id = ? AND day = ?")
    .bind(Number(campaignId), day)
    .first<{ impressions: number; clicks: number; spend_micro: number }>();

/** The day's totals once the counter has written them (it does within about a second). */
async function flushed(
  campaignId: string,
  day: string,
  want: (s: { impressions: number; clicks: number; spend_micro: number }) => boolean,
) {
  for (let i = 0; i < 60; i++) {
    const s = await stats(campaignId, day);
    if (s && want(s)) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  return stats(campaignId, day);
}

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  biz = await createBusiness(worker, { first: "bo" });
  await readyToPromote(biz.client, biz.advertiser.id);
  campaign = await newCampaign();
  // 30 newer organic Pins, so the promoted one is not on the first page itself.
  pinner = await createPinner(worker, "pia");
  const board = await createBoard(pinner.client, { name: "Ideas" });
  for (let i = 0; i < 30; i++) await createPin(pinner.client, board.id, { title: `Idea ${i}` });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
}, 120_000);
afterAll(() => worker?.close());

describe("delivery", () => {
  test("a visitor's first page has the promoted Pin as its 12th card, marked with the business and a token", async () => {
    const page = await homePage(visitor(), noon);
    expect(page.items).toHaveLength(25 + 1);
    const promoted = promotedOf(page.items);
    expect(promoted).toHaveLength(1);
    expect(page.items.indexOf(promoted[0]!)).toBe(11);
    expect(promoted[0]).toMatchObject({
      id: campaign.pin_id,
      promotion: { campaign_id: campaign.id, advertiser_id: biz.advertiser.id, ad_id: campaign.ad.id, business_name: "bo's shop" },
    });
    expect(promoted[0]!.promotion!.token.length).toBeLessThan(200);
    // the bookmark still pages the organic Pins: the next page starts after the 25th organic one
    const next = expectOk(
      await visitor().get<{ items: FeedPin[] }>(`/v3/feeds/home/?bookmark=${encodeURIComponent(page.bookmark!)}`, at(noon)),
    );
    expect(next.items.filter((p) => !p.promotion).map((p) => p.id)).not.toContain(page.items[24]!.id);
  });

  test("never to the advertiser, to someone who saved the Pin, or to a bot", async () => {
    expect(await firstPagesPromoted(browserOf(biz.client), noon)).toEqual([]);
    const saver = await createPinner(worker, "sam");
    const board = await createBoard(saver.client, { name: "Chairs" });
    expect(promotedOf((await homePage(browserOf(saver.client), noon)).items)).toHaveLength(1);
    await repin(saver.client, campaign.pin_id, board.id);
    expect(await firstPagesPromoted(browserOf(saver.client), noon)).toEqual([]);
    expect(promotedOf((await homePage(visitor("Googlebot/2.1 (+http://www.google.com/bot.html)"), noon)).items)).toEqual([]);
  });

  test("targeting: a viewer outside the campaign's country sees none", async () => {
    const abroad = new ApiClient(worker, { headers: { cookie: "dev_country=FR", "user-agent": BROWSER } });
    expect(promotedOf((await homePage(abroad, noon)).items)).toEqual([]);
  });

  test("search: the promoted Pin appears among results about it, not among others", async () => {
    const board = await createBoard(pinner.client, { name: "Oak things" });
    for (let i = 0; i < 26; i++) await createPin(pinner.client, board.id, { title: `Oak table ${i}` });
    const oak = expectOk(await visitor().get<{ items: FeedPin[] }>("/v3/search/pins/?query=oak", at(noon)));
    expect(promotedOf(oak.items).map((p) => p.id)).toEqual([campaign.pin_id]);
    const ideas = expectOk(await visitor().get<{ items: FeedPin[] }>("/v3/search/pins/?query=idea", at(noon)));
    expect(promotedOf(ideas.items)).toEqual([]);
  });

  test("not before it starts, not after its last day, not while paused", async () => {
    const dated = await newCampaign(
      { is_ongoing: false, inclusive_end_date: new Date(noon + DAY).toISOString().slice(0, 10) },
      "Walnut desk",
    );
    const ids = async (ms: number) => (await firstPagesPromoted(visitor(), ms)).map((p) => p.promotion!.campaign_id);
    expect(await ids(noon + DAY)).toContain(dated.id); // its inclusive end date
    expect(await ids(noon + 2 * DAY)).not.toContain(dated.id);
    expect(await ids(Date.now() - 2 * DAY)).toEqual([]); // before anything started
    await (await worker.env()).DB.prepare("UPDATE campaigns SET status = 'PAUSED' WHERE id = ?").bind(Number(dated.id)).run();
    expect(await ids(noon + DAY)).not.toContain(dated.id);
  });
});

describe("hiding an ad", () => {
  test("a viewer hides a promoted Pin: never promoted to them again; Undo brings it back; nobody else's token, no visitor", async () => {
    const ms = noon + 10 * DAY;
    const hider = browserOf((await createPinner(worker, "hal")).client);
    const token = (await firstPagesPromoted(hider, ms)).find((p) => p.promotion!.campaign_id === campaign.id)!.promotion!.token;
    expectApiError(await visitor().post("/v3/promoted/hides/", { token }, at(ms)), "AUTH_REQUIRED");
    expectApiError(await browserOf(pinner.client).post("/v3/promoted/hides/", { token }, at(ms)), "PROMOTED_TOKEN_FOREIGN");
    expect(expectOk(await hider.post("/v3/promoted/hides/", { token }, at(ms)))).toEqual({ pin_id: campaign.pin_id, hidden: true });
    expect((await firstPagesPromoted(hider, ms)).map((p) => p.id)).not.toContain(campaign.pin_id);
    expect((await firstPagesPromoted(visitor(), ms)).map((p) => p.id)).toContain(campaign.pin_id);
    expect(expectOk(await hider.delete(`/v3/promoted/hides/${campaign.pin_id}/`, at(ms)))).toEqual({
      pin_id: campaign.pin_id,
      hidden: false,
    });
    expect((await firstPagesPromoted(hider, ms)).map((p) => p.id)).toContain(campaign.pin_id);
  });
});

describe("the beacon", () => {
  const beacon = (
    client: ApiClient,
    events: { type: "impression" | "click"; token: string }[],
    ms: number,
    headers: Record<string, string> = {},
  ) =>
    client.post<{ counted: number; duplicates: number; skipped: number; invalid: number }>(
      "/v3/promoted/events/",
      { events },
      at(ms, headers),
    );

  async function tokenFor(client: ApiClient, ms: number, campaignId = campaign.id) {
    const found = (await firstPagesPromoted(client, ms)).find((p) => p.promotion!.campaign_id === campaignId);
    expect(found, "the campaign was delivered").toBeDefined();
    return found!.promotion!.token;
  }

  test("an impression and a click count once per viewer and day, and reach the daily totals", async () => {
    const ms = noon + 3 * DAY;
    const day = new Date(ms).toISOString().slice(0, 10);
    const v = visitor();
    const token = await tokenFor(v, ms);
    expect(expectOk(await beacon(v, [{ type: "impression", token }], ms))).toEqual({ counted: 1, duplicates: 0, skipped: 0, invalid: 0 });
    expect(
      expectOk(
        await beacon(
          v,
          [
            { type: "impression", token },
            { type: "click", token },
            { type: "click", token },
          ],
          ms,
        ),
      ),
    ).toEqual({
      counted: 1,
      duplicates: 2,
      skipped: 0,
      invalid: 0,
    });
    expect(await flushed(campaign.id, day, (s) => s.clicks === 1)).toEqual({ impressions: 1, clicks: 1, spend_micro: 2_000 + 200_000 });
    // the next day the same viewer counts again
    expect(expectOk(await beacon(v, [{ type: "impression", token: await tokenFor(v, ms + DAY) }], ms + DAY)).counted).toBe(1);
  });

  test("refused: a token of another viewer (403), a forged one (400), a malformed or oversized batch (400), another site (403)", async () => {
    const ms = noon + 4 * DAY;
    const token = await tokenFor(visitor(), ms);
    const someoneElse = visitor(
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
    );
    expectApiError(await beacon(someoneElse, [{ type: "impression", token }], ms), "PROMOTED_TOKEN_FOREIGN");
    expectApiError(await beacon(browserOf(pinner.client), [{ type: "impression", token }], ms), "PROMOTED_TOKEN_FOREIGN");
    const forged = token.replace(/\.(\d+)\./, (_m, id: string) => `.${Number(id) + 1}.`);
    expectApiError(await beacon(visitor(), [{ type: "impression", token: forged }], ms), "PROMOTED_TOKEN_INVALID");
    expectApiError(await beacon(visitor(), [{ type: "impression", token: "nonsense" }], ms), "PROMOTED_TOKEN_INVALID");
    expectApiError(await beacon(visitor(), [], ms), "BAD_REQUEST");
    expectApiError(await beacon(visitor(), [{ type: "view" as "click", token }], ms), "BAD_REQUEST");
    expectApiError(
      await beacon(
        visitor(),
        Array.from({ length: 51 }, () => ({ type: "impression" as const, token })),
        ms,
      ),
      "BAD_REQUEST",
    );
    expectApiError(await beacon(visitor(), [{ type: "impression", token }], ms, { origin: "https://evil.example" }), "CROSS_SITE_REQUEST");
    expect(await stats(campaign.id, new Date(ms).toISOString().slice(0, 10))).toBeNull();
  });

  test("skipped: a bot, an expired token, a paused campaign", async () => {
    const ms = noon + 5 * DAY;
    const bot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
    const v = visitor();
    const token = await tokenFor(v, ms);
    // a bot never gets a token, but one replaying a page's is not counted either
    const botClient = visitor(bot);
    expectApiError(await beacon(botClient, [{ type: "impression", token }], ms), "PROMOTED_TOKEN_FOREIGN");
    expect(expectOk(await beacon(v, [{ type: "impression", token }], ms + DAY + 60_000)).skipped).toBe(1); // a day and a minute later
    const other = await newCampaign({}, "Pine shelf");
    const otherToken = await tokenFor(v, ms, other.id);
    await (await worker.env()).DB.prepare("UPDATE campaigns SET status = 'PAUSED' WHERE id = ?").bind(Number(other.id)).run();
    expect(expectOk(await beacon(v, [{ type: "click", token: otherToken }], ms))).toEqual({
      counted: 0,
      duplicates: 0,
      skipped: 1,
      invalid: 0,
    });
  });

  test("200 concurrent impression beacons, each from another viewer and address, count exactly 200", async () => {
    const ms = noon + 6 * DAY;
    const day = new Date(ms).toISOString().slice(0, 10);
    const viewers = Array.from({ length: 200 }, (_, i) =>
      visitor(`Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 viewer-${i}`, addressOf(i)),
    );
    const tokens: string[] = [];
    for (const v of viewers) tokens.push(await tokenFor(v, ms));
    const answers = await Promise.all(
      viewers.map((v, i) =>
        beacon(
          v,
          [
            { type: "impression", token: tokens[i]! },
            { type: "impression", token: tokens[i]! },
          ],
          ms,
        ),
      ),
    );
    const sum = answers
      .map((a) => expectOk(a))
      .reduce((a, r) => ({ counted: a.counted + r.counted, duplicates: a.duplicates + r.duplicates }), { counted: 0, duplicates: 0 });
    expect(sum).toEqual({ counted: 200, duplicates: 200 });
    expect(await flushed(campaign.id, day, (s) => s.impressions === 200)).toMatchObject({ impressions: 200, spend_micro: 200 * 2_000 });
  }, 120_000);

  test("the daily budget holds under concurrent clicks, delivery stops, and the next day starts again", async () => {
    // 1.06 a day: 30 impressions (0.002 each) and then five clicks (0.20 each) spend it all
    const small = await newCampaign({ budget_in_micro_currency: 1_060_000 }, "Birch stool");
    const ms = noon + 7 * DAY;
    const day = new Date(ms).toISOString().slice(0, 10);
    const viewers = Array.from({ length: 30 }, (_, i) =>
      visitor(`Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36 clicker-${i}`, addressOf(1000 + i)),
    );
    const tokens: string[] = [];
    for (const v of viewers) tokens.push(await tokenFor(v, ms, small.id));
    // a click is charged only after its token's impression
    for (const [i, v] of viewers.entries())
      expect(expectOk(await beacon(v, [{ type: "impression", token: tokens[i]! }], ms)).counted).toBe(1);
    const answers = await Promise.all(viewers.map((v, i) => beacon(v, [{ type: "click", token: tokens[i]! }], ms)));
    const counted = answers.map((a) => expectOk(a).counted).reduce((a, b) => a + b, 0);
    expect(counted).toBe(5);
    expect(await flushed(small.id, day, (s) => s.clicks === 5)).toEqual({ impressions: 30, clicks: 5, spend_micro: 1_060_000 });
    const delivered = (await firstPagesPromoted(visitor(), ms)).map((p) => p.promotion!.campaign_id);
    expect(delivered).not.toContain(small.id);
    expect(delivered).toContain(campaign.id);
    // tomorrow
    const next = await tokenFor(viewers[0]!, ms + DAY, small.id);
    expect(
      expectOk(
        await beacon(
          viewers[0]!,
          [
            { type: "impression", token: next },
            { type: "click", token: next },
          ],
          ms + DAY,
        ),
      ).counted,
    ).toBe(2);
  }, 120_000);
});
