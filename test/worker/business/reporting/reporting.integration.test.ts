/**
 * The reporting tables against the built Worker (docs/decisions/053): the counter's per-ad and
 * per-search-query rows (summing to the campaign's), every level's report, the date rules, the
 * comparison window, the sort whitelist, the filters, totals over every page, keyset paging, the
 * CSV, who may read, and the column preferences. Days come from the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { FeedPin } from "~common/business/promoted-pins";
import type { Report, ReportPreferences } from "~common/business/reporting";
import { ApiClient, expectApiError, expectOk, fetchText } from "../../../support/api-client";
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
let worker: RunningWorker;
let owner: BusinessAccount;
/** "Today" of every request: the day after tomorrow, noon UTC (the campaigns start now). */
let now: number;
let today: string;
let yesterday: string;
let big: Campaign;
let small: Campaign;
let idle: Campaign;

const at = (ms: number) => ({ headers: { "x-promoted-clock": String(ms) } });
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const visitor = () =>
  new ApiClient(worker, { headers: { "user-agent": BROWSER, "accept-language": "en-US", "sec-fetch-site": "same-origin" } });

const reportPath = (advertiserId: string, level: string, query: Record<string, string | number> = {}) =>
  `/ads/v4/advertisers/${advertiserId}/reports/${level}/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const report = (client: ApiClient, level: string, query: Record<string, string | number> = {}, advertiserId = owner.advertiser.id) =>
  client.get<Report>(reportPath(advertiserId, level, query), at(now));
const okReport = async (level: string, query: Record<string, string | number> = {}) =>
  expectOk(await report(owner.client, level, { start_date: today, end_date: today, ...query }));

async function campaignOf(title: string, name: string) {
  const pin = await promotablePin(owner.client, { title });
  return expectOk(
    await owner.client.post<Campaign>(
      quickPromotePath(owner.advertiser.id, pin.id),
      quickPromoteBody(owner.advertiser.id, pin.id, { campaign_name: name }),
    ),
  );
}

/** Waits until the counter has written the campaign's row of `day` (it does within about a second). */
async function flushed(campaignId: string, day: string, want: (r: { impressions: number; clicks: number }) => boolean = () => true) {
  const DB = (await worker.env()).DB;
  for (let i = 0; i < 80; i++) {
    const r = await DB.prepare("SELECT impressions, clicks, spend_micro FROM campaign_daily_stats WHERE campaign_id = ? AND day = ?")
      .bind(Number(campaignId), day)
      .first<{ impressions: number; clicks: number; spend_micro: number }>();
    if (r && want(r)) return r;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`campaign ${campaignId}'s ${day} was not written`);
}

const simulate = (c: Campaign, viewers: number, clickRate: number, days = 1) =>
  new ApiClient(worker).post("/v3/dev/promoted/traffic/", { campaign_id: c.id, viewers, click_rate: clickRate, days }, at(now));

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const t = new Date(Date.now() + 2 * DAY);
  now = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), 12);
  today = dayOf(now);
  yesterday = dayOf(now - DAY);
  owner = await createBusiness(worker, { first: "rex" });
  await readyToPromote(owner.client, owner.advertiser.id);
  big = await campaignOf("Walnut bookshelf", "Bookshelf spring");
  small = await campaignOf("Linen cushion", "Cushion promo");
  idle = await campaignOf("Brass lamp", "Lamp teaser");
  expectOk(await simulate(big, 400, 0.5, 2)); // today and yesterday: spends its 3 USD budget each day
  expectOk(await simulate(small, 40, 0.1));
  await flushed(big.id, today);
  await flushed(big.id, yesterday);
  await flushed(small.id, today);
}, 180_000);
afterAll(() => worker?.close());

describe("the counter's rows per ad", () => {
  test("each ad's numbers of a day sum to its campaign's; ad groups are their ads' sums; the campaigns report matches D1", async () => {
    const DB = (await worker.env()).DB;
    for (const c of [big, small]) {
      const campaign = await flushed(c.id, today);
      const ads = await DB.prepare(
        "SELECT SUM(impressions) AS impressions, SUM(clicks) AS clicks, SUM(spend_micro) AS spend_micro FROM ad_daily_stats WHERE campaign_id = ? AND day = ?",
      )
        .bind(Number(c.id), today)
        .first();
      expect(ads).toEqual(campaign);
    }
    const campaigns = await okReport("campaigns");
    const adGroups = await okReport("ad_groups");
    const ads = await okReport("ads");
    const byCampaign = (r: Report) => Object.fromEntries(r.items.map((i) => [i.campaign_id, i.current]));
    expect(byCampaign(adGroups)).toEqual(byCampaign(campaigns));
    expect(byCampaign(ads)).toEqual(byCampaign(campaigns));
    const row = campaigns.items.find((i) => i.id === big.id)!;
    const d1 = await flushed(big.id, today);
    expect(row.current).toMatchObject({ impressions: d1.impressions, clicks: d1.clicks, spend_in_micro_currency: d1.spend_micro });
    expect(row.current.spend_in_micro_currency).toBe(3_000_000);
    expect(row.current.ctr).toBeCloseTo(row.current.clicks / row.current.impressions, 10);
    expect(row.current.cpc_in_micro_currency).toBe(Math.round(3_000_000 / row.current.clicks));
    expect(row.current.cpm_in_micro_currency).toBe(Math.round((3_000_000 * 1000) / row.current.impressions));
    // Names, never ids: the ad is its Pin's title, the ad group and campaign by name.
    expect(ads.items.find((i) => i.campaign_id === big.id)).toMatchObject({ name: "Walnut bookshelf", campaign_name: "Bookshelf spring" });
    // A campaign without traffic is a row of zeros.
    expect(campaigns.items.find((i) => i.id === idle.id)!.current).toMatchObject({
      impressions: 0,
      clicks: 0,
      spend_in_micro_currency: 0,
      ctr: 0,
    });
  });
});

describe("search queries", () => {
  test("a promoted card shown in search results counts for its normalised query; the keywords table counts each ad group keyword's searches", async () => {
    const pinner = await createPinner(worker, "sid");
    const board = await createBoard(pinner.client, { name: "Cushions" });
    for (let i = 0; i < 26; i++) await createPin(pinner.client, board.id, { title: `Linen cushion ${i}` });
    const v = visitor();
    const page = expectOk(await v.get<{ items: FeedPin[] }>(`/v3/search/pins/?query=${encodeURIComponent("  LINEN   Cushion ")}`, at(now)));
    const card = page.items.find((p) => p.promotion?.campaign_id === small.id);
    expect(card, "the campaign was shown in search").toBeDefined();
    const before = await flushed(small.id, today);
    const token = card!.promotion!.token;
    expect(
      expectOk(
        await v.post<{ counted: number }>(
          "/v3/promoted/events/",
          {
            events: [
              { type: "impression", token },
              { type: "click", token },
            ],
          },
          at(now),
        ),
      ).counted,
    ).toBe(2);
    await flushed(small.id, today, (r) => r.clicks === before.clicks + 1);
    const rows = await (
      await worker.env()
    ).DB.prepare("SELECT query, impressions, clicks FROM search_query_daily_stats WHERE campaign_id = ?")
      .bind(Number(small.id))
      .all();
    expect(rows.results).toEqual([{ query: "linen cushion", impressions: 1, clicks: 1 }]);
    const byCampaign = await okReport("campaign_search_queries");
    expect(byCampaign.items.map((i) => [i.name, i.campaign_name, i.current.impressions, i.current.clicks])).toEqual([
      ["linen cushion", "Cushion promo", 1, 1],
    ]);
    const byGroup = await okReport("ad_group_search_queries");
    expect(byGroup.items).toHaveLength(1);
    expect(byGroup.items[0]).toMatchObject({ query: "linen cushion", ad_group_id: small.ad_group.id, ad_group_name: small.ad_group.name });
    // Keywords: none yet, no rows; one added, its searches (a whole word of the query) count for it.
    expect(await okReport("ad_group_keywords")).toMatchObject({ has_keywords: false, items: [] });
    const db = (await worker.env()).DB;
    await db.prepare(`UPDATE ad_groups SET keywords = '["cushion","lin"]' WHERE id = ?`).bind(Number(small.ad_group.id)).run();
    const keywords = await okReport("ad_group_keywords");
    expect(keywords.has_keywords).toBe(true);
    expect(keywords.items.map((i) => [i.query, i.ad_group_id, i.current.impressions, i.current.clicks]).sort()).toEqual([
      ["cushion", small.ad_group.id, 1, 1],
      ["lin", small.ad_group.id, 0, 0],
    ]);
    // The home feed's cards count for no query.
    expect((await okReport("campaign_search_queries")).items.some((i) => i.campaign_id === big.id)).toBe(false);
  });
});

describe("dates", () => {
  test("before 2020, in the future, longer than 186 days, ending before the start, a day that does not exist: 400 naming the field", async () => {
    const bad = async (q: Record<string, string>, field: string) =>
      expectApiError(await report(owner.client, "campaigns", q), "REPORT_DATES_INVALID", { field });
    await bad({ start_date: "2019-12-31", end_date: today }, "start_date");
    await bad({ start_date: today, end_date: dayOf(now + DAY) }, "end_date");
    await bad({ start_date: dayOf(now - 186 * DAY), end_date: today }, "end_date");
    await bad({ start_date: today, end_date: yesterday }, "end_date");
    await bad({ start_date: "2026-02-30", end_date: today }, "start_date");
    await bad({ start_date: "soon", end_date: today }, "start_date");
    // 186 days exactly is a report.
    expectOk(await report(owner.client, "campaigns", { start_date: dayOf(now - 185 * DAY), end_date: today }));
  });

  test("the comparison window: the same length as the window, both ends named; its numbers and totals beside the window's", async () => {
    expectApiError(
      await report(owner.client, "campaigns", { start_date: today, end_date: today, comp_start_date: yesterday }),
      "REPORT_DATES_INVALID",
      { field: "comp_end_date" },
    );
    expectApiError(
      await report(owner.client, "campaigns", {
        start_date: today,
        end_date: today,
        comp_start_date: dayOf(now - 3 * DAY),
        comp_end_date: yesterday,
      }),
      "REPORT_DATES_INVALID",
      { field: "comp_end_date" },
    );
    const r = await okReport("campaigns", { comp_start_date: yesterday, comp_end_date: yesterday });
    expect([r.comp_start_date, r.comp_end_date]).toEqual([yesterday, yesterday]);
    const row = r.items.find((i) => i.id === big.id)!;
    const y = await flushed(big.id, yesterday);
    expect(row.comparison).toMatchObject({ impressions: y.impressions, clicks: y.clicks, spend_in_micro_currency: y.spend_micro });
    expect(r.items.find((i) => i.id === small.id)!.comparison!.impressions).toBe(0);
    expect(r.totals.comparison!.spend_in_micro_currency).toBe(y.spend_micro);
    expect((await okReport("campaigns")).totals.comparison).toBeNull();
  });
});

describe("sort, filters, totals and paging", () => {
  test("sort by a whitelisted column either way; anything else is 400", async () => {
    const spendDesc = await okReport("campaigns", { sort: "spend", direction: "desc" });
    expect(spendDesc.items.map((i) => i.id)).toEqual([big.id, small.id, idle.id]);
    const names = await okReport("campaigns", { sort: "name", direction: "asc" });
    expect(names.items.map((i) => i.name)).toEqual(["Bookshelf spring", "Cushion promo", "Lamp teaser"]);
    const clicksAsc = await okReport("campaigns", { sort: "clicks", direction: "asc" });
    expect(clicksAsc.items[0]!.id).toBe(idle.id);
    for (const q of [
      { sort: "budget" } as Record<string, string>,
      { sort: "name; DROP TABLE campaigns" },
      { direction: "up" },
      { page_size: "0" },
      { page_size: "101" },
    ])
      expectApiError(await report(owner.client, "campaigns", { start_date: today, end_date: today, ...q }), "BAD_REQUEST");
    expectApiError(await report(owner.client, "keywords_everything", { start_date: today, end_date: today }), "BAD_REQUEST");
  });

  test("pages by bookmark: every row once, the totals over all rows on every page; a foreign or stale bookmark is 400", async () => {
    const all = await okReport("campaigns", { sort: "spend" });
    const seen: string[] = [];
    let bookmark: string | null = null;
    let pages = 0;
    do {
      const page: Report = await okReport("campaigns", { sort: "spend", page_size: 1, ...(bookmark && { bookmark }) });
      expect(page.items).toHaveLength(1);
      expect(page.totals).toEqual(all.totals);
      expect(page.total_rows).toBe(3);
      seen.push(...page.items.map((i) => i.id));
      bookmark = page.bookmark;
      pages++;
    } while (bookmark && pages < 10);
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect(all.totals.current.spend_in_micro_currency).toBe(all.items.reduce((s, i) => s + i.current.spend_in_micro_currency, 0));
    expect(all.totals.current.impressions).toBe(all.items.reduce((s, i) => s + i.current.impressions, 0));
    const first = await okReport("campaigns", { sort: "spend", page_size: 1 });
    expectApiError(
      await report(owner.client, "campaigns", {
        start_date: today,
        end_date: today,
        sort: "name",
        page_size: 1,
        bookmark: first.bookmark!,
      }),
      "REPORT_BOOKMARK_INVALID",
      { field: "bookmark" },
    );
    expectApiError(
      await report(owner.client, "campaigns", { start_date: today, end_date: today, bookmark: "not-a-bookmark" }),
      "REPORT_BOOKMARK_INVALID",
    );
  });

  test("status and objective filters; product groups and their items from catalog sales campaigns", async () => {
    expectOk(await owner.client.patch(`/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${idle.id}/`, { status: "PAUSED" }, at(now)));
    const paused = await okReport("campaigns", { status: "PAUSED" });
    expect(paused.items.map((i) => i.id)).toEqual([idle.id]);
    expect(paused.total_rows).toBe(1);
    expect((await okReport("ads", { status: "PAUSED" })).items).toEqual([]); // its ad is still active itself
    const DB = (await worker.env()).DB;
    await DB.prepare("UPDATE campaigns SET objective_type = 'CATALOG_SALES', product_group_id = '4711' WHERE id = ?")
      .bind(Number(small.id))
      .run();
    const catalog = await okReport("campaigns", { objective_type: "CATALOG_SALES" });
    expect(catalog.items.map((i) => i.id)).toEqual([small.id]);
    expect(catalog.totals.current).toEqual(catalog.items[0]!.current);
    expect((await okReport("campaigns", { objective_type: "AWARENESS" })).items).toEqual([]);
    expectApiError(await report(owner.client, "campaigns", { objective_type: "SOMETHING" }), "BAD_REQUEST");
    const groups = await okReport("product_groups");
    expect(groups.items.map((i) => [i.product_group_id, i.current])).toEqual([["4711", catalog.items[0]!.current]]);
    const items = await okReport("product_items");
    expect(items.items.map((i) => [i.product_group_id, i.pin_id, i.name])).toEqual([["4711", small.pin_id, "Linen cushion"]]);
    expect(items.items[0]!.current).toEqual(catalog.items[0]!.current);
    await DB.prepare("UPDATE campaigns SET objective_type = 'CONSIDERATION', product_group_id = NULL WHERE id = ?")
      .bind(Number(small.id))
      .run();
  });
});

describe("CSV", () => {
  test("format=csv: every matching row in the chosen columns, money in the currency, the totals last, as a download", async () => {
    const { res, text } = await fetchText(
      worker,
      reportPath(owner.advertiser.id, "campaigns", { start_date: today, end_date: today, format: "csv", page_size: 1 }),
      {
        headers: { cookie: owner.client.jar.header()!, "x-promoted-clock": String(now) },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="campaigns-${today}-${today}.csv"`);
    expect(res.headers.get("x-report-rows-max")).toBe("10000");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("name,status,objective,impressions,clicks,ctr,spend_USD,cpc_USD,cpm_USD,conversions,cpa_USD,roas");
    expect(lines).toHaveLength(1 + 3 + 1); // header, every row (not the page), totals
    expect(lines[1]).toMatch(/^Bookshelf spring,ACTIVE,CONSIDERATION,\d+,\d+,0\.\d{6},3,/);
    expect(lines.at(-1)).toMatch(/^Total,,,\d+,\d+,/);
  });
});

describe("who may read", () => {
  test("OWNER, ADMIN, CAMPAIGN_MANAGER and ANALYST read; a stranger is 403, nobody logged in 401", async () => {
    for (const permissions of [["ADMIN"], ["CAMPAIGN_MANAGER"], ["ANALYST"]]) {
      const member = await createBusiness(worker, { first: `m${permissions[0]!.slice(0, 3).toLowerCase()}` });
      expectOk(await owner.client.put("/vx/business_access/members/", { username: member.user.username, permissions }));
      const r = expectOk(await report(member.client, "campaigns", { start_date: today, end_date: today }));
      expect(r.total_rows).toBe(3);
    }
    const stranger = await createBusiness(worker, { first: "sto" });
    expectApiError(await report(stranger.client, "campaigns", { start_date: today, end_date: today }), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await report(stranger.client, "campaigns", { format: "csv" }), "ADVERTISER_ACCESS_DENIED");
    expectApiError(
      await stranger.client.get(`/ads/v4/advertisers/${owner.advertiser.id}/reports/preferences/`),
      "ADVERTISER_ACCESS_DENIED",
    );
    expectApiError(await report(new ApiClient(worker), "campaigns", {}), "AUTH_REQUIRED");
  });
});

describe("preferences", () => {
  test("columns per level, per person and ad account: saved, read back, used by the report and its CSV; a column the level lacks is 400", async () => {
    const path = `/ads/v4/advertisers/${owner.advertiser.id}/reports/preferences/`;
    const initial = expectOk(await owner.client.get<ReportPreferences>(path));
    expect(initial.levels.campaigns).toEqual([
      "status",
      "objective",
      "impressions",
      "clicks",
      "ctr",
      "spend",
      "cpc",
      "cpm",
      "conversions",
      "cpa",
      "roas",
    ]);
    const saved = expectOk(await owner.client.put<ReportPreferences>(path, { level: "campaigns", columns: ["spend", "impressions"] }));
    expect(saved.levels.campaigns).toEqual(["impressions", "spend"]);
    expect(saved.levels.ads).toEqual(initial.levels.ads);
    expect(expectOk(await owner.client.get<ReportPreferences>(path)).levels.campaigns).toEqual(["impressions", "spend"]);
    expect((await okReport("campaigns")).columns).toEqual(["impressions", "spend"]);
    const { text } = await fetchText(
      worker,
      reportPath(owner.advertiser.id, "campaigns", { start_date: today, end_date: today, format: "csv" }),
      {
        headers: { cookie: owner.client.jar.header()!, "x-promoted-clock": String(now) },
      },
    );
    expect(text.split("\r\n")[0]).toBe("name,impressions,spend_USD");
    expectApiError(await owner.client.put(path, { level: "product_groups", columns: ["status"] }), "REPORT_COLUMNS_INVALID", {
      field: "columns",
    });
    expectApiError(await owner.client.put(path, { level: "campaigns", columns: ["budget"] }), "BAD_REQUEST");
    // An analyst's own choice, not the owner's.
    const analyst = await createBusiness(worker, { first: "apr" });
    expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));
    expect(expectOk(await analyst.client.get<ReportPreferences>(path)).levels.campaigns).toEqual(initial.levels.campaigns);
    expect(
      expectOk(await analyst.client.put<ReportPreferences>(path, { level: "campaigns", columns: ["clicks"] })).levels.campaigns,
    ).toEqual(["clicks"]);
    expect(expectOk(await owner.client.get<ReportPreferences>(path)).levels.campaigns).toEqual(["impressions", "spend"]);
    expectOk(await owner.client.put(path, { level: "campaigns", columns: initial.levels.campaigns }));
  });
});
