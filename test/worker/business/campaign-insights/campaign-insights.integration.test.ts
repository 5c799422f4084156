/**
 * Campaign reporting against the built Worker (business.md §2 campaign insights; the routes are
 * common/business/campaign-insights/contracts.ts), with daily totals written straight into
 * campaign_daily_stats (what the campaigns' counters write) and the request's moment named in the
 * `x-promoted-clock` header (DEV_TOOLS "true"), so no test turns on the wall clock's day:
 *   - a campaign's report: the default window (the last 7 days) and comparison (the 7 before),
 *     windows asked for, every day listed with zeros, totals and CTR, a comparison of another
 *     length; INSIGHTS_DATES_INVALID for a date that does not exist, an end before its start, a
 *     window over 366 days; 401, 403, 404 (ad account, campaign);
 *   - each campaign's totals over a window (the console home): only campaigns that delivered,
 *     only the ad account's;
 *   - the monthly invoices: spend per month and campaign, newest first, the last 12 months.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CampaignInsights } from "~common/business/campaign-insights";
import type { Campaign } from "~common/business/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
let analyst: BusinessAccount;
let stranger: BusinessAccount;
let sofa: Campaign;
let lamp: Campaign;
let quiet: Campaign;
let strangers: Campaign;

/** 2026-11-28 12:00 UTC: "today" for every request. */
const NOW = Date.UTC(2026, 10, 28, 12);
const CLOCK = { headers: { "x-promoted-clock": String(NOW) } };

const base = (b: BusinessAccount) => `/ads/v4/advertisers/${b.advertiser.id}`;
const reportPath = (b: BusinessAccount, c: Campaign, q = "") => `${base(b)}/campaigns/${c.id}/insights/${q && `?${q}`}`;
const totalsPath = (b: BusinessAccount, q = "") => `${base(b)}/insights/campaigns/${q && `?${q}`}`;
const invoicesPath = (b: BusinessAccount) => `${base(b)}/billing/invoices/`;

async function promote(b: BusinessAccount, name: string, budget = 5_000_000): Promise<Campaign> {
  const pin = await promotablePin(b.client, { title: name });
  return expectOk(
    await b.client.post<Campaign>(
      quickPromotePath(b.advertiser.id, pin.id),
      quickPromoteBody(b.advertiser.id, pin.id, {
        campaign_name: name,
        budget_in_micro_currency: budget,
        targeting_spec: { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: [], LOCATION: [b.advertiser.country] },
      }),
    ),
  );
}

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  [owner, analyst, stranger] = await Promise.all([
    createBusiness(worker, { first: "Ona" }),
    createBusiness(worker, { first: "Ari" }),
    createBusiness(worker, { first: "Sam", country: "GB" }),
  ]);
  await Promise.all([readyToPromote(owner.client, owner.advertiser.id), readyToPromote(stranger.client, stranger.advertiser.id)]);
  sofa = await promote(owner, "Sofa", 7_000_000);
  lamp = await promote(owner, "Lamp");
  quiet = await promote(owner, "Quiet");
  strangers = await promote(stranger, "Elsewhere");
  expectOk(await owner.client.put("/vx/business_access/members/", { username: analyst.user.username, permissions: ["ANALYST"] }));

  const db = (await worker.env()).DB;
  const row = db.prepare(
    "INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const rows: [Campaign, string, number, number, number][] = [
    // The last 7 days (2026-11-22 … 28) and the 7 before (11-15 … 21).
    [sofa, "2026-11-28", 400, 8, 1_000_000],
    [sofa, "2026-11-25", 1000, 10, 2_000_000],
    [sofa, "2026-11-22", 600, 2, 1_200_000],
    [sofa, "2026-11-21", 500, 5, 1_000_000],
    [sofa, "2026-11-15", 300, 0, 600_000],
    // Outside both default windows.
    [sofa, "2026-11-14", 9999, 99, 4_000_000],
    [sofa, "2026-10-03", 2000, 20, 3_000_000],
    [lamp, "2026-11-27", 100, 1, 250_000],
    [lamp, "2026-10-31", 50, 0, 100_000],
    // Impressions without spend are no invoice line.
    [lamp, "2026-09-10", 10, 0, 0],
    // December 2025 is the oldest of the last 12 months; November 2025 is past them.
    [lamp, "2025-12-01", 10, 0, 500_000],
    [lamp, "2025-11-30", 10, 0, 700_000],
    [strangers, "2026-11-26", 70, 7, 900_000],
  ];
  await db.batch(rows.map(([c, day, i, k, s]) => row.bind(Number(c.id), day, i, k, s, NOW)));
  // Invalid traffic beside one day's charged numbers (never in its spend).
  await db
    .prepare("UPDATE campaign_daily_stats SET invalid_impressions = 40, invalid_clicks = 3 WHERE campaign_id = ? AND day = '2026-11-25'")
    .bind(Number(sofa.id))
    .run();
}, 120_000);
afterAll(() => worker?.close());

const report = async (client: ApiClient, path: string) => expectOk(await client.get<CampaignInsights>(path, CLOCK));
const days = (r: CampaignInsights["current"]) => r.days.map((d) => [d.date, d.impressions, d.clicks, d.spend_in_micro_currency]);

describe("GET …/campaigns/{campaignId}/insights/", () => {
  test("by default the last 7 days (UTC, today included) against the 7 before, every day listed", async () => {
    const r = await report(owner.client, reportPath(owner, sofa));
    expect(r).toMatchObject({ campaign_id: sofa.id, currency: "USD", time_zone: "UTC", daily_budget_in_micro_currency: 7_000_000 });
    expect([r.current.start_date, r.current.end_date, r.comparison.start_date, r.comparison.end_date]).toEqual([
      "2026-11-22",
      "2026-11-28",
      "2026-11-15",
      "2026-11-21",
    ]);
    expect(days(r.current)).toEqual([
      ["2026-11-22", 600, 2, 1_200_000],
      ["2026-11-23", 0, 0, 0],
      ["2026-11-24", 0, 0, 0],
      ["2026-11-25", 1000, 10, 2_000_000],
      ["2026-11-26", 0, 0, 0],
      ["2026-11-27", 0, 0, 0],
      ["2026-11-28", 400, 8, 1_000_000],
    ]);
    expect(r.current.days[0]!.ctr).toBeCloseTo(2 / 600, 10);
    expect(r.current.days[1]!.ctr).toBe(0);
    expect(r.current.totals).toEqual({
      impressions: 2000,
      clicks: 20,
      ctr: 0.01,
      spend_in_micro_currency: 4_200_000,
      invalid_impressions: 40,
      invalid_clicks: 3,
    });
    expect(r.current.days.find((d) => d.date === "2026-11-25")).toMatchObject({ invalid_impressions: 40, invalid_clicks: 3 });
    expect(r.comparison.days).toHaveLength(7);
    expect(r.comparison.totals).toEqual({
      impressions: 800,
      clicks: 5,
      ctr: 5 / 800,
      spend_in_micro_currency: 1_600_000,
      invalid_impressions: 0,
      invalid_clicks: 0,
    });
  });

  test("the windows asked for, a comparison of another length, the defaults of what is left out", async () => {
    const r = await report(
      owner.client,
      reportPath(owner, sofa, "start_date=2026-10-01&end_date=2026-10-31&comp_start_date=2026-11-20&comp_end_date=2026-11-22"),
    );
    expect(r.current.days).toHaveLength(31);
    expect(r.current.totals).toMatchObject({ impressions: 2000, clicks: 20, spend_in_micro_currency: 3_000_000 });
    expect(days(r.comparison)).toEqual([
      ["2026-11-20", 0, 0, 0],
      ["2026-11-21", 500, 5, 1_000_000],
      ["2026-11-22", 600, 2, 1_200_000],
    ]);
    // Only a start: up to today; its comparison just before, as long.
    const started = await report(owner.client, reportPath(owner, sofa, "start_date=2026-11-25"));
    expect([started.current.start_date, started.current.end_date, started.comparison.start_date, started.comparison.end_date]).toEqual([
      "2026-11-25",
      "2026-11-28",
      "2026-11-21",
      "2026-11-24",
    ]);
    // A start after today: that one day.
    const later = await report(owner.client, reportPath(owner, sofa, "start_date=2026-12-05"));
    expect([later.current.start_date, later.current.end_date, later.current.totals.impressions]).toEqual(["2026-12-05", "2026-12-05", 0]);
    // Only the comparison's end: it is as long as the window.
    const ended = await report(owner.client, reportPath(owner, sofa, "start_date=2026-11-01&end_date=2026-11-10&comp_end_date=2026-10-05"));
    expect([ended.comparison.start_date, ended.comparison.end_date, ended.comparison.days.length]).toEqual([
      "2026-09-26",
      "2026-10-05",
      10,
    ]);
    // 366 days is the longest window.
    const year = await report(owner.client, reportPath(owner, sofa, "start_date=2025-11-28&end_date=2026-11-28"));
    expect(year.current.days).toHaveLength(366);
  });

  test("a campaign that delivered nothing: zeros, CTR 0", async () => {
    const r = await report(owner.client, reportPath(owner, quiet));
    expect(r.current.totals).toEqual({
      impressions: 0,
      clicks: 0,
      ctr: 0,
      spend_in_micro_currency: 0,
      invalid_impressions: 0,
      invalid_clicks: 0,
    });
    expect(r.current.days.every((d) => d.impressions === 0 && d.ctr === 0)).toBe(true);
  });

  test.each([
    ["a date that does not exist", "start_date=2026-02-30&end_date=2026-03-02"],
    ["an end before its start", "start_date=2026-11-10&end_date=2026-11-01"],
    ["a comparison ending before it starts", "comp_start_date=2026-11-10&comp_end_date=2026-11-01"],
    ["a window over 366 days", "start_date=2025-11-27&end_date=2026-11-28"],
    ["a comparison over 366 days", "comp_start_date=2024-01-01&comp_end_date=2026-01-01"],
    ["a start over 366 days before today", "start_date=2025-01-01"],
  ])("%s: 400 INSIGHTS_DATES_INVALID", async (_, q) => {
    expectApiError(await owner.client.get(reportPath(owner, sofa, q), CLOCK), "INSIGHTS_DATES_INVALID", { field: "start_date" });
  });

  // Once a runaway loop: 9999-12-31 wrapped past year 9999 and the window restarted at 1970.
  test.each([
    ["a start in year 9999", "start_date=9999-12-31"],
    ["an end in year 9999", "end_date=9999-12-31"],
    ["a comparison in year 9999", "comp_start_date=9999-12-24&comp_end_date=9999-12-31"],
    ["a window in 1970", "start_date=1970-01-01&end_date=1970-01-07"],
    ["a day after 2100", "start_date=2101-01-01&end_date=2101-01-07"],
  ])("%s: 400 INSIGHTS_DATES_INVALID at once, on the report and the totals", async (_, q) => {
    const started = performance.now();
    expectApiError(await owner.client.get(reportPath(owner, sofa, q), CLOCK), "INSIGHTS_DATES_INVALID", { field: "start_date" });
    expectApiError(await owner.client.get(totalsPath(owner, q.replace(/comp_/g, "")), CLOCK), "INSIGHTS_DATES_INVALID");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("a date not written YYYY-MM-DD: 400 BAD_REQUEST", async () => {
    const res = await owner.client.get(reportPath(owner, sofa, "start_date=2026-1-1"), CLOCK);
    expectApiError(res, "BAD_REQUEST", { message: res.error?.message });
  });

  test("who may read: the ad account's people (an analyst too); 401, 403, 404", async () => {
    expect((await report(analyst.client, reportPath(owner, sofa))).current.totals.impressions).toBe(2000);
    expectApiError(await new ApiClient(worker).get(reportPath(owner, sofa), CLOCK), "AUTH_REQUIRED");
    expectApiError(await stranger.client.get(reportPath(owner, sofa), CLOCK), "ADVERTISER_ACCESS_DENIED", { field: "advertiserId" });
    expectApiError(await owner.client.get(`/ads/v4/advertisers/999999999/campaigns/${sofa.id}/insights/`, CLOCK), "ADVERTISER_NOT_FOUND");
    // Another ad account's campaign, under this one: not found.
    expectApiError(await owner.client.get(reportPath(owner, strangers), CLOCK), "CAMPAIGN_NOT_FOUND", { field: "campaignId" });
    expectApiError(await owner.client.get(`${base(owner)}/campaigns/999999999/insights/`, CLOCK), "CAMPAIGN_NOT_FOUND");
  });
});

type Totals = { start_date: string; end_date: string; currency: string; items: ({ campaign_id: string } & Record<string, number>)[] };

describe("GET …/insights/campaigns/", () => {
  test("by default the last 7 days: each campaign that delivered, newest first, only the ad account's", async () => {
    const t = expectOk(await owner.client.get<Totals>(totalsPath(owner), CLOCK));
    expect(t).toEqual({
      start_date: "2026-11-22",
      end_date: "2026-11-28",
      currency: "USD",
      items: [
        {
          campaign_id: lamp.id,
          impressions: 100,
          clicks: 1,
          ctr: 0.01,
          spend_in_micro_currency: 250_000,
          invalid_impressions: 0,
          invalid_clicks: 0,
        },
        {
          campaign_id: sofa.id,
          impressions: 2000,
          clicks: 20,
          ctr: 0.01,
          spend_in_micro_currency: 4_200_000,
          invalid_impressions: 40,
          invalid_clicks: 3,
        },
      ],
    });
    expect(Number(lamp.id)).toBeGreaterThan(Number(sofa.id));
    const theirs = expectOk(await stranger.client.get<Totals>(totalsPath(stranger), CLOCK));
    expect(theirs.currency).toBe("GBP");
    expect(theirs.items.map((i) => i.campaign_id)).toEqual([strangers.id]);
  });

  test("a window asked for; nothing delivered in it: no items", async () => {
    const oct = expectOk(await owner.client.get<Totals>(totalsPath(owner, "start_date=2026-10-01&end_date=2026-10-31"), CLOCK));
    expect(oct.items.map((i) => [i.campaign_id, i.impressions, i.spend_in_micro_currency])).toEqual([
      [lamp.id, 50, 100_000],
      [sofa.id, 2000, 3_000_000],
    ]);
    const empty = expectOk(await owner.client.get<Totals>(totalsPath(owner, "start_date=2026-06-01&end_date=2026-06-30"), CLOCK));
    expect(empty.items).toEqual([]);
  });

  test("refusals: dates, 401, 403, 404", async () => {
    expectApiError(await owner.client.get(totalsPath(owner, "start_date=2026-11-10&end_date=2026-11-01"), CLOCK), "INSIGHTS_DATES_INVALID");
    expectApiError(await owner.client.get(totalsPath(owner, "end_date=2026-02-29"), CLOCK), "INSIGHTS_DATES_INVALID");
    expectApiError(await new ApiClient(worker).get(totalsPath(owner), CLOCK), "AUTH_REQUIRED");
    expectApiError(await stranger.client.get(totalsPath(owner), CLOCK), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await owner.client.get("/ads/v4/advertisers/999999999/insights/campaigns/", CLOCK), "ADVERTISER_NOT_FOUND");
  });
});

type Invoices = {
  currency: string;
  payment_method: string;
  months: {
    month: string;
    spend_in_micro_currency: number;
    campaigns: { campaign_id: string; name: string; spend_in_micro_currency: number }[];
  }[];
};

describe("GET …/billing/invoices/", () => {
  test("spend per month and campaign, newest first, the last 12 months, months without spend left out", async () => {
    const inv = expectOk(await owner.client.get<Invoices>(invoicesPath(owner), CLOCK));
    expect(inv).toEqual({
      currency: "USD",
      payment_method: "invoice",
      months: [
        {
          month: "2026-11",
          spend_in_micro_currency: 250_000 + 1_000_000 + 2_000_000 + 1_200_000 + 1_000_000 + 600_000 + 4_000_000,
          campaigns: [
            { campaign_id: lamp.id, name: "Lamp", spend_in_micro_currency: 250_000 },
            { campaign_id: sofa.id, name: "Sofa", spend_in_micro_currency: 9_800_000 },
          ],
        },
        {
          month: "2026-10",
          spend_in_micro_currency: 3_100_000,
          campaigns: [
            { campaign_id: lamp.id, name: "Lamp", spend_in_micro_currency: 100_000 },
            { campaign_id: sofa.id, name: "Sofa", spend_in_micro_currency: 3_000_000 },
          ],
        },
        {
          month: "2025-12",
          spend_in_micro_currency: 500_000,
          campaigns: [{ campaign_id: lamp.id, name: "Lamp", spend_in_micro_currency: 500_000 }],
        },
      ],
    });
    // The analyst reads them too; the stranger's own are theirs only.
    expect(expectOk(await analyst.client.get<Invoices>(invoicesPath(owner), CLOCK)).months).toHaveLength(3);
    const theirs = expectOk(await stranger.client.get<Invoices>(invoicesPath(stranger), CLOCK));
    expect(theirs.months.map((m) => [m.month, m.spend_in_micro_currency])).toEqual([["2026-11", 900_000]]);
  });

  test("an ad account that never spent: no months", async () => {
    expect(expectOk(await analyst.client.get<Invoices>(invoicesPath(analyst), CLOCK)).months).toEqual([]);
  });

  test("refusals: 401, 403, 404", async () => {
    expectApiError(await new ApiClient(worker).get(invoicesPath(owner), CLOCK), "AUTH_REQUIRED");
    expectApiError(await stranger.client.get(invoicesPath(owner), CLOCK), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await owner.client.get("/ads/v4/advertisers/999999999/billing/invoices/", CLOCK), "ADVERTISER_NOT_FOUND");
  });
});
