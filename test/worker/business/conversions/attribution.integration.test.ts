/**
 * Conversions, part two, against the built Worker (docs/decisions/059): the tag's endpoint (any
 * origin, no credentials, bounded), one event counted once across the tag, the API and an upload,
 * attribution to charged clicks and views within their windows (never to an invalid click), test
 * events kept out, the overview's health and deduplication, the history, and offline uploads.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AccessToken, ConversionEventsAnswer, ConversionRecord, ConversionsOverview, Upload } from "~common/business/conversions";
import { TAG_EVENTS_MAX } from "~common/business/conversions";
import type { Promotion } from "~common/business/promoted-pins";
import type { Report } from "~common/business/reporting";
import type { Campaign } from "~common/business/schemas";
import { ApiClient, SESSION_COOKIE, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const SAME_SITE = { "user-agent": BROWSER, "accept-language": "en-US,en;q=0.9", "sec-fetch-site": "same-origin" };
/** A shop's page calling the tag endpoint: another site, as a browser says. */
const SHOP = { "user-agent": BROWSER, origin: "https://shop.example", "sec-fetch-site": "cross-site" };
const DAY = 86_400;
const TOKEN_BATCHES = 40;
const hash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
const now = () => Math.floor(Date.now() / 1000);

let worker: RunningWorker;
let biz: BusinessAccount;
let campaign: Campaign;
let buyer: Pinner;
let tagId: string;
let token: string;
let clickId: string;

/** A logged-in person's browser. */
function browserOf(account: Pinner): ApiClient {
  const b = new ApiClient(worker, { headers: SAME_SITE });
  b.jar.set(SESSION_COOKIE, account.client.jar.session!);
  return b;
}
const base = () => `/ads/v4/advertisers/${biz.advertiser.id}`;
const api = (data: unknown[], query = "") =>
  new ApiClient(worker).post<ConversionEventsAnswer>(
    `${base()}/events/${query}`,
    { data },
    { headers: { authorization: `Bearer ${token}` } },
  );
const tag = (events: unknown[], extra: Record<string, unknown> = {}) =>
  new ApiClient(worker, { headers: SHOP }).post<ConversionEventsAnswer>("/v3/conversions/tag/events/", { tag_id: tagId, events, ...extra });
const apiEvent = (id: string, over: Record<string, unknown> = {}) => ({
  event_name: "checkout",
  action_source: "web",
  event_time: now() - 30,
  event_id: id,
  user_data: { em: [hash("someone@example.com")] },
  custom_data: { value: "40.00", currency: "USD" },
  ...over,
});
async function record(eventId: string, test = false): Promise<ConversionRecord> {
  const page = expectOk(await biz.client.get<{ items: ConversionRecord[] }>(`${base()}/conversions/events/${test ? "?test=true" : ""}`));
  const found = page.items.find((r) => r.event_id === eventId);
  expect(found, eventId).toBeDefined();
  return found!;
}
async function touch(kind: "click" | "view", at: number, over: { click_id?: string; em?: string } = {}) {
  const { DB } = await worker.env();
  await DB.prepare(
    `INSERT INTO ad_touches (advertiser_id, campaign_id, ad_group_id, ad_id, kind, click_id, em_hash, day, touched_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      Number(biz.advertiser.id),
      Number(campaign.id),
      Number(campaign.ad.id),
      kind,
      over.click_id ?? null,
      over.em ?? null,
      new Date(at * 1000).toISOString().slice(0, 10),
      at,
    )
    .run();
}

beforeAll(async () => {
  // A token's batches are limited (RATE_LIMIT_CONVERSIONS_MAX) within an hour's window: no window ends mid-test.
  worker = await startWorker({ DEV_TOOLS: "true", RATE_LIMIT_CONVERSIONS_MAX: String(TOKEN_BATCHES), RATE_LIMIT_WINDOW_SECONDS: "3600" });
  biz = await createBusiness(worker, { first: "cv" });
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client, { title: "Walnut side table" });
  campaign = expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
  );
  tagId = expectOk(await biz.client.post<{ id: string }>(`${base()}/conversion_tags/`, { name: "Shop tag" })).id;
  token = expectOk(await biz.client.post<AccessToken & { token: string }>(`${base()}/conversion_tokens/`, { name: "Shop server" })).token;
  // A person sees the promoted Pin's page and clicks through: a charged view and click.
  buyer = await createPinner(worker, "buy");
  const browser = browserOf(buyer);
  const read = expectOk(await browser.get<{ promotion?: Promotion }>(`/v3/pins/${campaign.pin_id}/`));
  expect(read.promotion, "the Pin is promoted to the buyer").toBeDefined();
  clickId = read.promotion!.click_id;
  const counted = expectOk(
    await browser.post<{ counted: number }>("/v3/promoted/events/", {
      events: [
        { type: "impression", token: read.promotion!.token },
        { type: "click", token: read.promotion!.token },
      ],
    }),
  );
  expect(counted.counted).toBe(2);
}, 120_000);
afterAll(() => worker?.close());

describe("the tag", () => {
  test("a shop's page may send (any origin, preflight answered); an unknown tag, a flood, or a stranger's field is refused", async () => {
    const preflight = await worker.fetch("/v3/conversions/tag/events/", {
      method: "OPTIONS",
      headers: {
        origin: "https://shop.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const sent = await worker.fetch("/v3/conversions/tag/events/", {
      method: "POST",
      headers: { ...SHOP, "content-type": "application/json" },
      body: JSON.stringify({ tag_id: tagId, events: [{ event_name: "page_visit", event_id: "pv-1" }] }),
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get("access-control-allow-origin")).toBe("*");
    expect(
      ((await sent.json()) as { resource_response: { data: ConversionEventsAnswer } }).resource_response.data.num_events_processed,
    ).toBe(1);
    expectApiError(await tag([{ event_name: "page_visit", event_id: "pv-2" }], { tag_id: "999999" }), "CONVERSION_TAG_NOT_FOUND");
    const flood = Array.from({ length: TAG_EVENTS_MAX + 1 }, (_, i) => ({ event_name: "page_visit", event_id: `f-${i}` }));
    expectApiError(await tag(flood), "BAD_REQUEST");
    // A page cannot choose the time or pretend to be a server.
    expectApiError(await tag([{ event_name: "checkout", event_id: "x", event_time: 1 }]), "BAD_REQUEST");
    const script = await worker.fetch("/v3/conversions/tag.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(await script.text()).toContain("/v3/conversions/tag/events/");
  });

  test("the same checkout from the tag and the API is one conversion, attributed to the click the tag kept", async () => {
    const first = expectOk(
      await tag([{ event_name: "checkout", event_id: "order-1", click_id: clickId, value: "72.39", currency: "USD" }]),
    );
    expect(first.events[0]).toMatchObject({ status: "processed", warning_message: null });
    const second = expectOk(await api([apiEvent("order-1", { custom_data: { value: "99.00", currency: "USD" } })]));
    expect(second.events[0]!.warning_message).toContain("counted once");
    const r = await record("order-1");
    expect(r).toMatchObject({
      channels: ["api", "tag"],
      copies: 2,
      value_in_micro_currency: 72_390_000,
      attribution: { kind: "click", campaign_id: campaign.id, ad_id: campaign.ad.id, campaign_name: campaign.name },
    });
  });
});

describe("attribution", () => {
  test("by the person's hashed email: their click within 30 days, else their view within a day; nobody else's", async () => {
    const em = hash(buyer.email);
    expectOk(
      await api([
        apiEvent("signup-1", { event_name: "signup", user_data: { em: [em] } }),
        apiEvent("lead-1", { event_name: "lead", user_data: { em: [hash("stranger@example.com")] } }),
        // Before the click: nothing to credit.
        apiEvent("early-1", { event_time: now() - 3 * 3600, user_data: { em: [em] } }),
      ]),
    );
    expect((await record("signup-1")).attribution).toMatchObject({ kind: "click", campaign_id: campaign.id });
    expect((await record("lead-1")).attribution).toBeNull();
    expect((await record("early-1")).attribution).toBeNull();

    const t = now();
    await touch("click", t - 31 * DAY, { click_id: "old-click" });
    await touch("click", t - 29 * DAY, { click_id: "recent-click" });
    const seen = hash("viewer@example.com");
    const seenLong = hash("viewer-long-ago@example.com");
    await touch("view", t - 3 * 3600, { em: seen });
    await touch("view", t - 2 * DAY, { em: seenLong });
    expectOk(
      await api([
        apiEvent("w-old", { user_data: { em: [hash("a@example.com")], click_id: "old-click" } }),
        apiEvent("w-recent", { user_data: { em: [hash("b@example.com")], click_id: "recent-click" } }),
        apiEvent("w-view", { user_data: { em: [seen] } }),
        apiEvent("w-view-old", { user_data: { em: [seenLong] } }),
      ]),
    );
    expect((await record("w-old")).attribution).toBeNull();
    expect((await record("w-recent")).attribution).toMatchObject({ kind: "click" });
    expect((await record("w-view")).attribution).toMatchObject({ kind: "view" });
    expect((await record("w-view-old")).attribution).toBeNull();
  });

  test("a click the counter did not charge (invalid traffic) is never credited, and a test event is never attributed or counted", async () => {
    // The promotion read in a browser, the clicks sent by a script that is no browser (no Accept-Language):
    // invalid traffic, recorded and never charged.
    const fakeAccount = await createPinner(worker, "fak");
    const read = expectOk(await browserOf(fakeAccount).get<{ promotion?: Promotion }>(`/v3/pins/${campaign.pin_id}/`));
    expect(read.promotion).toBeDefined();
    const script = new ApiClient(worker, { headers: { "user-agent": BROWSER, "sec-fetch-site": "same-origin" } });
    script.jar.set(SESSION_COOKIE, fakeAccount.client.jar.session!);
    const r = expectOk(
      await script.post<{ counted: number; invalid: number }>("/v3/promoted/events/", {
        events: [
          { type: "impression", token: read.promotion!.token },
          { type: "click", token: read.promotion!.token },
        ],
      }),
    );
    expect(r).toMatchObject({ counted: 0, invalid: 2 });
    expectOk(await api([apiEvent("fake-1", { user_data: { em: [hash("c@example.com")], click_id: read.promotion!.click_id } })]));
    expect((await record("fake-1")).attribution).toBeNull();
    const { DB } = await worker.env();
    const touches = await DB.prepare(
      "SELECT kind, click_id, em_hash FROM ad_touches WHERE advertiser_id = ? AND campaign_id = ? AND day = ?",
    )
      .bind(Number(biz.advertiser.id), Number(campaign.id), new Date().toISOString().slice(0, 10))
      .all<{ kind: string; click_id: string | null; em_hash: string | null }>();
    // The buyer's view and click only: the faker's were not charged.
    expect(
      touches.results
        .filter((r) => r.em_hash === hash(buyer.email))
        .map((r) => r.kind)
        .sort(),
    ).toEqual(["click", "view"]);
    expect(touches.results.filter((r) => r.kind === "click" && r.em_hash === null && r.click_id !== "recent-click")).toEqual([]);

    expectOk(await tag([{ event_name: "checkout", event_id: "test-1", click_id: clickId }], { test: true }));
    const tested = await record("test-1", true);
    expect(tested.attribution).toBeNull();
    const page = expectOk(await biz.client.get<{ items: ConversionRecord[] }>(`${base()}/conversions/events/`));
    expect(page.items.some((r) => r.event_id === "test-1")).toBe(false);
  });
});

describe("offline uploads", () => {
  test("rows judged as API events, emails hashed; a repeat counts once; a bad file is refused whole; an analyst cannot upload", async () => {
    const csv = [
      "event_name,event_id,event_time,email,value,currency",
      `checkout,store-1,${new Date((now() - 60) * 1000).toISOString()},${buyer.email.toUpperCase()},15.50,usd`,
      `checkout,order-1,${now() - 60},someone@example.com,72.39,USD`,
      `checkout,store-2,yesterday,someone@example.com,1.00,USD`,
      `purchase,store-3,${now() - 60},someone@example.com,,`,
    ].join("\n");
    const up = expectOk(await biz.client.post<Upload>(`${base()}/conversions/uploads/`, { file_name: "till.csv", csv }));
    expect(up).toMatchObject({ file_name: "till.csv", rows_total: 4, rows_processed: 2, rows_failed: 2 });
    expect(up.errors.map((e) => e.row)).toEqual([4, 5]);
    expect((await record("store-1")).attribution).toMatchObject({ kind: "click" });
    expect((await record("order-1")).channels).toEqual(["api", "tag", "upload"]);
    const { DB } = await worker.env();
    const stored = await DB.prepare("SELECT em_hash FROM conversion_events WHERE event_id = 'store-1'").first<{ em_hash: string }>();
    expect(stored!.em_hash).toBe(hash(buyer.email));
    expect(expectOk(await biz.client.get<{ items: Upload[] }>(`${base()}/conversions/uploads/`)).items[0]!.id).toBe(up.id);

    const bad = await biz.client.post(`${base()}/conversions/uploads/`, { file_name: "x.csv", csv: "name,when\na,b" });
    expectApiError(bad, "CONVERSION_UPLOAD_INVALID");
    const analyst = await createBusiness(worker, { first: "anl" });
    expectOk(await biz.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    expectApiError(await analyst.client.post(`${base()}/conversions/uploads/`, { file_name: "a.csv", csv }), "ADVERTISER_ACCESS_DENIED");
    expectOk(await analyst.client.get(`${base()}/conversions/overview/`));
  });
});

describe("the overview", () => {
  test("counts each event once, by name and attribution; each channel's health with its last error; deduplication", async () => {
    expectOk(await api([apiEvent("bad-1", { event_name: "purchase" })]));
    const o = expectOk(await biz.client.get<ConversionsOverview>(`${base()}/conversions/overview/?days=7`));
    const checkout = o.events.find((e) => e.event_name === "checkout")!;
    // order-1, w-recent, w-view, store-1 (and w-old, w-view-old, early-1, bot-1 unattributed)
    expect(checkout.attributed_clicks).toBeGreaterThanOrEqual(3);
    expect(checkout.attributed_views).toBe(1);
    expect(o.events.find((e) => e.event_name === "signup")).toMatchObject({ total: 1, attributed_clicks: 1 });
    const apiHealth = o.health.find((h) => h.channel === "api")!;
    expect(apiHealth.failed).toBe(1);
    expect(apiHealth.last_error).toContain("event_name");
    expect(o.health.find((h) => h.channel === "tag" && h.tag_id === tagId)).toMatchObject({ tag_name: "Shop tag", failed: 0 });
    expect(o.health.find((h) => h.channel === "upload")).toMatchObject({ received: 4, failed: 2 });
    expect(o.deduplication.from_two_channels).toBe(1);
    expect(o.deduplication.repeats).toBe(2);
    expectApiError(await biz.client.get(`${base()}/conversions/overview/?days=9`), "BAD_REQUEST");
  });
});

describe("the reporting tables", () => {
  test("a campaign's and its ad's rows count the conversions attributed to them, their cost per conversion and ROAS", async () => {
    const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
    const q = `?start_date=${day(now() - DAY)}&end_date=${day(now())}`;
    // order-1, signup-1, w-recent, store-1 after a click; w-view after a view.
    const value = 72_390_000 + 40_000_000 * 3 + 15_500_000;
    for (const level of ["campaigns", "ads"] as const) {
      const r = expectOk(await biz.client.get<Report>(`${base()}/reports/${level}/${q}`));
      const row = r.items.find((i) => i.id === (level === "campaigns" ? campaign.id : campaign.ad.id))!;
      expect(row.current).toMatchObject({ conversions: 5, conversion_value_in_micro_currency: value });
      const spend = row.current.spend_in_micro_currency;
      expect(row.current.cpa_in_micro_currency).toBe(Math.round(spend / 5));
      expect(row.current.roas).toBe(spend > 0 ? value / spend : 0);
      expect(r.totals.current.conversions).toBe(5);
      expect(r.columns).toEqual(expect.arrayContaining(["conversions", "cpa", "roas"]));
    }
    const sorted = expectOk(await biz.client.get<Report>(`${base()}/reports/campaigns/${q}&sort=conversions`));
    expect(sorted.items[0]!.id).toBe(campaign.id);
    // Conversions are attributed to ads: a search query's row has none and no such column.
    const queries = expectOk(await biz.client.get<Report>(`${base()}/reports/campaign_search_queries/${q}`));
    expect(queries.columns).not.toContain("conversions");
  });
});

describe("a leaked token", () => {
  test("sends at most RATE_LIMIT_CONVERSIONS_MAX batches a window, from however many addresses; another token is not held back", async () => {
    const leaked = expectOk(await biz.client.post<{ token: string }>(`${base()}/conversion_tokens/`, { name: "Leaked" })).token;
    const from = (n: number) =>
      new ApiClient(worker, { ip: `203.0.113.${n}` }).post<ConversionEventsAnswer>(
        `${base()}/events/`,
        { data: [apiEvent(`leak-${n}`)] },
        { headers: { authorization: `Bearer ${leaked}` } },
      );
    const answers = await Promise.all(Array.from({ length: TOKEN_BATCHES + 5 }, (_, n) => from(n)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(TOKEN_BATCHES);
    for (const r of answers.filter((r) => r.status !== 200)) expectApiError(r, "RATE_LIMITED");
    expect(expectOk(await api([apiEvent("after-leak")])).num_events_processed).toBe(1);
  });
});
