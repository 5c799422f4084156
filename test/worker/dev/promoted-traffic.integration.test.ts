/**
 * The developer route POST /v3/dev/promoted/traffic/ (worker/dev/promoted-traffic-routes.ts,
 * worker/business/promoted-pins/simulate-traffic.ts; docs/decisions/039): 404 unless DEV_TOOLS is
 * "true"; with it, synthetic viewers' impressions and clicks go through the campaign's counter,
 * so what it answers is what the counter writes to D1 (campaign_daily_stats): deduplicated, never
 * above the daily budget, nothing before the campaign's start. The days come from the injected
 * clock (x-promoted-clock), never the wall clock's.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import { promotedCost, type PromotedTrafficResult } from "~common/business/promoted-pins";
import { ApiClient, expectApiError, expectOk, sleep } from "../../support/api-client";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let dev: RunningWorker;
let plain: RunningWorker;
beforeAll(async () => {
  [dev, plain] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), plain?.close()]);
});

const DAY_MS = 86_400_000;
const PATH = "/v3/dev/promoted/traffic/";

/** A running quick promote campaign (US: 3 USD a day, ongoing) and when it was made. */
async function runningCampaign(worker: RunningWorker): Promise<{ id: string; createdMs: number }> {
  const biz = await createBusiness(worker);
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client);
  const createdMs = Date.now();
  const campaign = expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
  );
  return { id: campaign.id, createdMs };
}

const simulate = (worker: RunningWorker, body: object, clockMs?: number) =>
  new ApiClient(worker).post<PromotedTrafficResult>(PATH, body, clockMs ? { headers: { "x-promoted-clock": String(clockMs) } } : undefined);

interface StatsRow {
  day: string;
  impressions: number;
  clicks: number;
  spend_micro: number;
}

/** The campaign's D1 rows once they hold `expected` days (the counter flushes about a second later). */
async function statsRows(worker: RunningWorker, campaignId: string, until: (rows: StatsRow[]) => boolean): Promise<StatsRow[]> {
  const env = await worker.env();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { results } = await env.DB.prepare(
      "SELECT day, impressions, clicks, spend_micro FROM campaign_daily_stats WHERE campaign_id = ? ORDER BY day",
    )
      .bind(Number(campaignId))
      .all<StatsRow>();
    if (until(results) || Date.now() > deadline) return results;
    await sleep(200);
  }
}

describe("POST /v3/dev/promoted/traffic/", () => {
  test("without DEV_TOOLS it is the normal 404, and nothing is counted", async () => {
    const campaign = await runningCampaign(plain);
    expectApiError(await simulate(plain, { campaign_id: campaign.id }), "NOT_FOUND");
    await sleep(1500);
    expect(await statsRows(plain, campaign.id, () => true)).toEqual([]);
  });

  test("three days through the counter: the route's counts are D1's, deduplicated, each day within its budget, nothing before the start", async () => {
    const campaign = await runningCampaign(dev);
    // "today" two days after the campaign's start; four days back reaches the day before it.
    const today = campaign.createdMs + 2 * DAY_MS;
    const result = expectOk(await simulate(dev, { campaign_id: campaign.id, days: 4, viewers: 600, click_rate: 0.05 }, today));
    expect(result).toMatchObject({ campaign_id: campaign.id, currency: "USD", budget_micro: 3_000_000 });
    const days = [3, 2, 1, 0].map((back) => new Date(today - back * DAY_MS).toISOString().slice(0, 10));
    expect(result.days.map((d) => d.day)).toEqual(days);

    const [before, ...running] = result.days;
    expect(before!.impressions.counted + before!.clicks.counted).toBe(0);
    expect(before!.impressions.skipped).toBe(660); // 600 viewers, every tenth twice
    for (const d of running) {
      // Every tenth viewer's second impression is a duplicate; the rest counted until the budget ran out.
      expect(d.impressions.duplicates).toBeGreaterThan(0);
      expect(d.impressions.counted + d.impressions.duplicates + d.impressions.skipped).toBe(660);
      expect(d.totals.impressions).toBe(d.impressions.counted);
      expect(d.totals.clicks).toBe(d.clicks.counted);
      expect(d.totals.spend_micro).toBe(
        d.impressions.counted * promotedCost("USD", "impression") + d.clicks.counted * promotedCost("USD", "click"),
      );
      expect(d.totals.spend_micro).toBeLessThanOrEqual(3_000_000);
    }
    // 600 impressions (1.2 USD) and ~30 clicks (6 USD) would pass 3 USD: the budget stopped each day.
    expect(running.some((d) => d.clicks.skipped > 0 || d.impressions.skipped > 0)).toBe(true);

    const rows = await statsRows(
      dev,
      campaign.id,
      (r) => r.length === 3 && r.every((x, i) => x.impressions === running[i]!.totals.impressions),
    );
    expect(rows).toEqual(
      running.map((d) => ({ day: d.day, impressions: d.totals.impressions, clicks: d.totals.clicks, spend_micro: d.totals.spend_micro })),
    );
    for (const row of rows) expect(row.spend_micro).toBeLessThanOrEqual(3_000_000);
  });

  test("a second run adds new viewers to the day until its budget is spent", async () => {
    const campaign = await runningCampaign(dev);
    const first = expectOk(await simulate(dev, { campaign_id: campaign.id, viewers: 20, click_rate: 0 }));
    expect(first.days).toHaveLength(1);
    expect(first.days[0]!.impressions).toEqual({ counted: 20, duplicates: 2, skipped: 0, invalid: 0 });
    const second = expectOk(await simulate(dev, { campaign_id: campaign.id, viewers: 20, click_rate: 0 }));
    expect(second.days[0]!.totals).toEqual({ impressions: 40, clicks: 0, spend_micro: 40 * promotedCost("USD", "impression") });
    const rows = await statsRows(dev, campaign.id, (r) => r[0]?.impressions === 40);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ impressions: 40, clicks: 0 });
  });

  test("an unknown campaign is 404 CAMPAIGN_NOT_FOUND; out-of-range numbers are 400", async () => {
    expectApiError(await simulate(dev, { campaign_id: "999999" }), "CAMPAIGN_NOT_FOUND");
    expectApiError(await simulate(dev, { viewers: 5000 }), "BAD_REQUEST");
    expectApiError(await simulate(dev, { days: 31 }), "BAD_REQUEST");
    expectApiError(await simulate(dev, { click_rate: 2 }), "BAD_REQUEST");
  });
});
