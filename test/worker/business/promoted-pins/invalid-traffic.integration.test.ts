/**
 * Promoted Pins' invalid traffic and the counter's writes to D1, against the built Worker
 * (docs/decisions/039): one address with 40 User-Agents charges no more than the caps; a click
 * without its token's impression, or twice, is not charged twice; the beacon and the
 * token-issuing reads are rate-limited per address; clients without browser headers are invalid;
 * a suspended business and a Pin moved to a secret board count nothing; D1 failing through more
 * attempts than the platform's alarm retries, then recovering, ends with D1's totals equal to the
 * counter's, the budget-exhausted day's final totals included. Days come from `x-promoted-clock`.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import {
  ADDRESS_DAILY_CLICKS_MAX,
  ADDRESS_DAILY_IMPRESSIONS_MAX,
  VIEWER_DAILY_CLICKS_MAX,
  type FeedPin,
} from "~common/business/promoted-pins";
import { ApiClient, SESSION_COOKIE, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { createBoard, createPin, createPinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
const BEACON_MAX = 50;
const DELIVERY_MAX = 60;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const BROWSER_HEADERS = { "accept-language": "en-US,en;q=0.9", "sec-fetch-site": "same-origin" };
type Counts = { counted: number; duplicates: number; skipped: number; invalid: number };
type Row = { impressions: number; clicks: number; spend_micro: number; invalid_impressions: number; invalid_clicks: number };

let worker: RunningWorker;
let biz: BusinessAccount;
let noon: number;

const at = (ms: number) => ({ headers: { "x-promoted-clock": String(ms) } });
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A browser behind `ip` (every address of this file is its own, so the per-address windows and caps never meet). */
const browser = (ip: string, ua = BROWSER, headers: Record<string, string> = BROWSER_HEADERS) =>
  new ApiClient(worker, { headers: { "user-agent": ua, ...headers }, ip });
const beacon = (client: ApiClient, events: { type: "impression" | "click"; token: string }[], ms: number) =>
  client.post<Counts>("/v3/promoted/events/", { events }, at(ms));

async function newCampaign(title: string, over: Parameters<typeof quickPromoteBody>[2] = {}, owner = biz) {
  const pin = await promotablePin(owner.client, { title });
  return expectOk(
    await owner.client.post<Campaign>(quickPromotePath(owner.advertiser.id, pin.id), quickPromoteBody(owner.advertiser.id, pin.id, over)),
  );
}

/** The delivery token a read of the campaign's Pin page hands this client (or undefined: none). */
async function pinToken(client: ApiClient, campaign: Campaign, ms: number): Promise<string | undefined> {
  const pin = expectOk(await client.get<FeedPin>(`/v3/pins/${campaign.pin_id}/`, at(ms)));
  return pin.promotion?.token;
}

const db = async () => (await worker.env()).DB;
const row = async (campaignId: string, day: string) =>
  (await db())
    .prepare(
      "SELECT impressions, clicks, spend_micro, invalid_impressions, invalid_clicks FROM campaign_daily_stats WHERE campaign_id = ? AND day = ?",
    )
    .bind(Number(campaignId), day)
    .first<Row>();
const counter = async (campaignId: string) => {
  const env = await worker.env();
  return env.CAMPAIGN_COUNTERS.get(env.CAMPAIGN_COUNTERS.idFromName(campaignId));
};

/** D1's row of a day once it equals `want` (the counter writes within about a second), else what it is. */
async function rowWhen(campaignId: string, day: string, want: (r: Row) => boolean, tries = 80) {
  for (let i = 0; i < tries; i++) {
    const r = await row(campaignId, day);
    if (r && want(r)) return r;
    await sleep(100);
  }
  return row(campaignId, day);
}

/** Waits for a fixed rate-limit window with at least 10 s left, so a burst stays in one window. */
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await sleep(left + 100);
}

beforeAll(async () => {
  worker = await startWorker({
    DEV_TOOLS: "true",
    RATE_LIMIT_BEACON_MAX: String(BEACON_MAX),
    RATE_LIMIT_DELIVERY_MAX: String(DELIVERY_MAX),
  });
  biz = await createBusiness(worker, { first: "ivy" });
  await readyToPromote(biz.client, biz.advertiser.id);
  // Organic Pins, so a home feed page has promoted slots.
  const pinner = await createPinner(worker, "pia");
  const board = await createBoard(pinner.client, { name: "Ideas" });
  for (let i = 0; i < 26; i++) await createPin(pinner.client, board.id, { title: `Idea ${i}` });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
}, 120_000);
afterAll(() => worker?.close());

describe("one address, many User-Agents", () => {
  test("40 User-Agents × (Pin page read, impression, click) from one address: charged only up to the caps, the rest invalid", async () => {
    // 20.00 a day: far from the budget, so only the caps stop the spend
    const campaign = await newCampaign("Copper kettle", { budget_in_micro_currency: 20_000_000 });
    const ms = noon + DAY;
    const sum: Counts = { counted: 0, duplicates: 0, skipped: 0, invalid: 0 };
    let tokens = 0;
    for (let i = 0; i < 40; i++) {
      const client = browser("203.0.113.40", `${BROWSER} fraud-${i}`);
      const token = await pinToken(client, campaign, ms);
      if (!token) continue;
      tokens++;
      const r = expectOk(
        await beacon(
          client,
          [
            { type: "impression", token },
            { type: "click", token },
          ],
          ms,
        ),
      );
      for (const k of Object.keys(sum) as (keyof Counts)[]) sum[k] += r[k];
    }
    expect(tokens).toBe(40); // within the delivery limit: only the caps stand between them and the budget
    const clicks = Math.min(ADDRESS_DAILY_CLICKS_MAX, ADDRESS_DAILY_IMPRESSIONS_MAX * VIEWER_DAILY_CLICKS_MAX);
    expect(sum).toEqual({
      counted: ADDRESS_DAILY_IMPRESSIONS_MAX + clicks,
      duplicates: 0,
      skipped: 0,
      invalid: 80 - ADDRESS_DAILY_IMPRESSIONS_MAX - clicks,
    });
    const spend = ADDRESS_DAILY_IMPRESSIONS_MAX * 2_000 + clicks * 200_000;
    // The counter may flush mid-loop: wait for the last events' totals, not the first flush's.
    expect(
      await rowWhen(campaign.id, dayOf(ms), (r) => r.invalid_clicks + r.invalid_impressions + r.clicks + r.impressions === 80),
    ).toEqual({
      impressions: ADDRESS_DAILY_IMPRESSIONS_MAX,
      clicks,
      spend_micro: spend,
      invalid_impressions: 40 - ADDRESS_DAILY_IMPRESSIONS_MAX,
      invalid_clicks: 40 - clicks,
    });
    const reasons = await (await counter(campaign.id)).invalidReasons();
    expect(reasons.map(({ type, reason, n }) => `${type} ${reason} ${n}`)).toEqual([
      `click address_cap ${ADDRESS_DAILY_IMPRESSIONS_MAX - clicks}`,
      `click no_impression ${40 - ADDRESS_DAILY_IMPRESSIONS_MAX}`,
      `impression address_cap ${40 - ADDRESS_DAILY_IMPRESSIONS_MAX}`,
    ]);
    console.log(
      `fraud run (after): 40 UAs from one address: ${ADDRESS_DAILY_IMPRESSIONS_MAX} impressions and ${clicks} clicks charged (${spend / 1e6} USD), ${80 - ADDRESS_DAILY_IMPRESSIONS_MAX - clicks} events invalid`,
    );
  }, 120_000);

  test("a viewer is charged one click a day; a click without its token's impression is invalid; a token's click twice counts once", async () => {
    const campaign = await newCampaign("Linen apron");
    const ms = noon + 2 * DAY;
    const v = browser("203.0.113.41");
    const first = (await pinToken(v, campaign, ms))!;
    // the click before its impression: invalid, and the token's click is spent
    expect(expectOk(await beacon(v, [{ type: "click", token: first }], ms))).toEqual({ counted: 0, duplicates: 0, skipped: 0, invalid: 1 });
    expect(expectOk(await beacon(v, [{ type: "impression", token: first }], ms)).counted).toBe(1);
    expect(expectOk(await beacon(v, [{ type: "click", token: first }], ms))).toEqual({ counted: 0, duplicates: 1, skipped: 0, invalid: 0 });
    // a fresh read: its impression and click count, its second click is a duplicate
    const second = (await pinToken(v, campaign, ms))!;
    expect(
      expectOk(
        await beacon(
          v,
          [
            { type: "impression", token: second },
            { type: "click", token: second },
            { type: "click", token: second },
          ],
          ms,
        ),
      ),
    ).toEqual({ counted: 2, duplicates: 1, skipped: 0, invalid: 0 });
    // a third read: the impression counts (3 a day), the click is past the viewer's one a day
    const third = (await pinToken(v, campaign, ms))!;
    expect(
      expectOk(
        await beacon(
          v,
          [
            { type: "impression", token: third },
            { type: "click", token: third },
          ],
          ms,
        ),
      ),
    ).toEqual({ counted: 1, duplicates: 0, skipped: 0, invalid: 1 });
    expect(await rowWhen(campaign.id, dayOf(ms), (r) => r.invalid_clicks === 2)).toEqual({
      impressions: 3,
      clicks: 1,
      spend_micro: 3 * 2_000 + 200_000,
      invalid_impressions: 0,
      invalid_clicks: 2,
    });
  });
});

describe("rate limits per address", () => {
  test(`200 beacons at once from one address: past ${BEACON_MAX} a window, 429 RATE_LIMITED`, async () => {
    const campaign = await newCampaign("Rattan basket");
    const ms = noon + 3 * DAY;
    await freshWindow();
    const v = browser("203.0.113.42");
    const token = (await pinToken(v, campaign, ms))!;
    const answers = await Promise.all(Array.from({ length: 200 }, () => beacon(v, [{ type: "impression", token }], ms)));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(200 - BEACON_MAX);
    expectApiError(limited[0]!, "RATE_LIMITED");
    expect(Number(limited[0]!.res.headers.get("retry-after"))).toBeGreaterThan(0);
    const passed = answers.filter((a) => a.status === 200).map((a) => expectOk(a));
    expect(passed.reduce((n, r) => n + r.counted, 0)).toBe(1);
    // another address is not limited by it
    const other = browser("203.0.113.43");
    expect(expectOk(await beacon(other, [{ type: "impression", token: (await pinToken(other, campaign, ms))! }], ms)).counted).toBe(1);
  }, 60_000);

  test(`the token-issuing reads past ${DELIVERY_MAX} a window carry organic Pins only`, async () => {
    const campaign = await newCampaign("Jute rug");
    const ms = noon + 4 * DAY;
    await freshWindow();
    const v = browser("203.0.113.44");
    let withToken = 0;
    for (let i = 0; i < DELIVERY_MAX; i++) if (await pinToken(v, campaign, ms)) withToken++;
    expect(withToken).toBe(DELIVERY_MAX);
    expect(await pinToken(v, campaign, ms)).toBeUndefined();
    const feed = expectOk(await v.get<{ items: FeedPin[] }>("/v3/feeds/home/", at(ms)));
    expect(feed.items.length).toBeGreaterThan(20);
    expect(feed.items.filter((p) => p.promotion)).toEqual([]);
    const search = expectOk(await v.get<{ items: FeedPin[] }>("/v3/search/pins/?query=idea", at(ms)));
    expect(search.items.filter((p) => p.promotion)).toEqual([]);
    // another address still gets its promoted cards
    expect(await pinToken(browser("203.0.113.45"), campaign, ms)).toBeDefined();
  }, 60_000);
});

describe("not charged", () => {
  test("no User-Agent, no Accept-Language, a beacon that is not same-origin, a bot: recorded invalid, never charged", async () => {
    const campaign = await newCampaign("Clay vase");
    const ms = noon + 5 * DAY;
    const person = await createPinner(worker, "pat");
    const session = person.client.jar.session!;
    // A logged-in viewer's token is theirs whatever the browser, so one token can be replayed by each client.
    const as = (ua: string, headers: Record<string, string>) => {
      const c = browser("203.0.113.46", ua, headers);
      c.jar.set(SESSION_COOKIE, session);
      return c;
    };
    const cases: [string, ApiClient][] = [
      ["no_user_agent", as("", BROWSER_HEADERS)],
      ["no_accept_language", as(BROWSER, { "sec-fetch-site": "same-origin" })],
      // (cross-site and same-site beacons are refused before: CROSS_SITE_REQUEST)
      ["not_same_origin", as(BROWSER, { ...BROWSER_HEADERS, "sec-fetch-site": "none" })],
      ["bot", as("curl/8.5.0", BROWSER_HEADERS)],
    ];
    for (const [, client] of cases) {
      const token = (await pinToken(as(BROWSER, BROWSER_HEADERS), campaign, ms))!;
      expect(expectOk(await beacon(client, [{ type: "impression", token }], ms))).toEqual({
        counted: 0,
        duplicates: 0,
        skipped: 0,
        invalid: 1,
      });
    }
    expect(await rowWhen(campaign.id, dayOf(ms), (r) => r.invalid_impressions === 4)).toEqual({
      impressions: 0,
      clicks: 0,
      spend_micro: 0,
      invalid_impressions: 4,
      invalid_clicks: 0,
    });
    expect((await (await counter(campaign.id)).invalidReasons()).map((r) => r.reason).sort()).toEqual(cases.map(([r]) => r).sort());
    // no User-Agent at all is never handed a token either
    expect(await pinToken(browser("203.0.113.47", "", BROWSER_HEADERS), campaign, ms)).toBeUndefined();
  });

  test("a suspended business's campaign and a Pin moved to a secret board count nothing, whatever tokens pages still hold", async () => {
    const other = await createBusiness(worker, { first: "sue" });
    await readyToPromote(other.client, other.advertiser.id);
    const suspended = await newCampaign("Wool throw", {}, other);
    const secret = await newCampaign("Teak bench");
    const ms = noon + 6 * DAY;
    const v = browser("203.0.113.48");
    const [a, b] = [(await pinToken(v, suspended, ms))!, (await pinToken(v, secret, ms))!];
    const DB = await db();
    await DB.prepare("UPDATE users SET account_state = 'suspended' WHERE id = (SELECT owner_user_id FROM advertisers WHERE id = ?)")
      .bind(Number(other.advertiser.id))
      .run();
    await DB.prepare("UPDATE boards SET privacy = 'secret' WHERE id = (SELECT board_id FROM pins WHERE id = ?)")
      .bind(Number(secret.pin_id))
      .run();
    expect(
      expectOk(
        await beacon(
          v,
          [
            { type: "impression", token: a },
            { type: "impression", token: b },
          ],
          ms,
        ),
      ),
    ).toEqual({ counted: 0, duplicates: 0, skipped: 2, invalid: 0 });
    await sleep(1500);
    expect(await row(suspended.id, dayOf(ms))).toBeNull();
    expect(await row(secret.id, dayOf(ms))).toBeNull();
  });
});

describe("counted money reaches D1", () => {
  test("D1 failing through more attempts than the platform's alarm retries, the budget spent meanwhile, then back: D1's totals equal the counter's", async () => {
    // 1.01 a day: five viewers' impression and click (5 × 0.202), then the budget refuses the rest
    const campaign = await newCampaign("Brass lamp", { budget_in_micro_currency: 1_010_000 });
    const ms = noon + 7 * DAY;
    const day = dayOf(ms);
    const viewers = Array.from({ length: 8 }, (_, i) => browser(`203.0.114.${i + 1}`));
    const tokens: string[] = [];
    for (const v of viewers) tokens.push((await pinToken(v, campaign, ms))!);
    const DB = await db();
    const c = await counter(campaign.id);
    await DB.prepare("ALTER TABLE campaign_daily_stats RENAME TO campaign_daily_stats_away").run();
    try {
      for (const [i, v] of viewers.slice(0, 5).entries()) {
        const events = [
          { type: "impression" as const, token: tokens[i]! },
          { type: "click" as const, token: tokens[i]! },
        ];
        expect(expectOk(await beacon(v, events, ms)).counted).toBe(2);
      }
      // the budget is spent: the rest is refused, and invalid traffic still changes the day
      expect(expectOk(await beacon(viewers[5]!, [{ type: "impression", token: tokens[5]! }], ms)).skipped).toBe(1);
      // More failed attempts than the platform's 6 alarm retries.
      let state = await c.flushState();
      for (let i = 0; i < 300 && state.attempts < 8; i++) {
        await sleep(100);
        state = await c.flushState();
      }
      expect(state.attempts).toBeGreaterThanOrEqual(8);
      expect(state.alarm).not.toBeNull();
    } finally {
      await DB.prepare("ALTER TABLE campaign_daily_stats_away RENAME TO campaign_daily_stats").run();
    }
    const want = (await c.totals()).find((t) => t.day === day)!;
    expect(want).toMatchObject({ impressions: 5, clicks: 5, spend: 1_010_000 });
    const written = await rowWhen(campaign.id, day, (r) => r.clicks === 5, 150);
    expect(written).toEqual({
      impressions: want.impressions,
      clicks: want.clicks,
      spend_micro: want.spend,
      invalid_impressions: want.invalid_impressions,
      invalid_clicks: want.invalid_clicks,
    });
    expect((await c.flushState()).attempts).toBe(0);

    // The reconciliation: a row D1 has otherwise is rewritten on the next alarm, which an invalid
    // event alone arms (the budget is spent: nothing more is charged).
    await DB.prepare("UPDATE campaign_daily_stats SET clicks = 0, spend_micro = 0 WHERE campaign_id = ? AND day = ?")
      .bind(Number(campaign.id), day)
      .run();
    expect(expectOk(await beacon(viewers[6]!, [{ type: "click", token: tokens[6]! }], ms)).invalid).toBe(1);
    expect(await rowWhen(campaign.id, day, (r) => r.clicks === 5)).toEqual({
      impressions: 5,
      clicks: 5,
      spend_micro: 1_010_000,
      invalid_impressions: 0,
      invalid_clicks: 1,
    });
    // delivery reads D1's spend: the spent campaign is no longer delivered
    expect(await pinToken(viewers[7]!, campaign, ms)).toBeUndefined();
  }, 120_000);
});
