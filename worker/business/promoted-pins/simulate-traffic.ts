/**
 * Why: a local run has one viewer, so a campaign's charts would stay flat; the developer tool
 * POST /v3/dev/promoted/traffic/ (worker/dev/promoted-traffic-routes.ts) makes many synthetic
 * viewers of a campaign, a day at a time, and counts their events the way the beacon does
 * (count-events.ts): each viewer is issued a delivery token (tokens.ts) which is then checked,
 * the campaign's state is read from D1 for that day's moment, and the events go to the campaign's
 * counter (campaign-counter.ts) in beacon-sized batches, so deduplication, the daily budget, the
 * campaign's dates and the flush to D1 all apply. Synthetic viewers are `s:{run}:{n}`, never an
 * account; each run's are new, so a second run adds to a day until its budget is spent.
 */
import { BEACON_MAX_EVENTS, COUNTER_FLUSH_MS, utcDay, type PromotedEventType } from "~common/business/promoted-pins";
import type { PromotedTrafficResult } from "~common/business/promoted-pins";
import { ApiError } from "~common/errors";
import type { CountResult, CounterEvent } from "./campaign-counter";
import { addCounts, campaignCounter, campaignStates } from "./count-events";
import { checkDeliveryToken, signDeliveryToken } from "./tokens";

const DAY_MS = 86_400_000;

export interface TrafficRequest {
  campaignId: number | null;
  days: number;
  viewers: number;
  clickRate: number;
  /** "today": the request's clock */
  nowMs: number;
}

/**
 * Runs the simulation and answers what each day counted.
 *
 * @example
 * const result = await simulateTraffic(env, { campaignId: 7, days: 14, viewers: 400, clickRate: 0.02, nowMs: Date.now() });
 */
export async function simulateTraffic(env: Env, req: TrafficRequest): Promise<PromotedTrafficResult> {
  const id =
    req.campaignId ??
    (await env.DB.prepare(`SELECT id FROM campaigns WHERE status = 'ACTIVE' ORDER BY id DESC LIMIT 1`).first<{ id: number }>())?.id;
  if (id === undefined) throw new ApiError("CAMPAIGN_NOT_FOUND", { detail: "no ACTIVE campaign to simulate" });
  const counter = campaignCounter(env, id);
  const run = crypto.randomUUID().slice(0, 8);
  const days: PromotedTrafficResult["days"] = [];
  let campaignFacts: { currency: string; budgetMicro: number } | null = null;
  for (let back = req.days - 1; back >= 0; back--) {
    const nowMs = req.nowMs - back * DAY_MS;
    const day = utcDay(nowMs);
    const state = (await campaignStates(env.DB, [id], nowMs)).get(id);
    if (!state) throw new ApiError("CAMPAIGN_NOT_FOUND", { detail: `no campaign ${id}` });
    const { ads, groups, ...campaign } = state;
    campaignFacts = { currency: campaign.currency, budgetMicro: campaign.budgetMicro };
    const impressions: CountResult = { counted: 0, duplicates: 0, skipped: 0, invalid: 0 };
    const clicks: CountResult = { counted: 0, duplicates: 0, skipped: 0, invalid: 0 };
    const ad = [...ads][0];
    // Each viewer's events in the order a page sends them: the impression (every tenth viewer's
    // twice, as two tabs would), then maybe the click.
    const events: (CounterEvent & { type: PromotedEventType })[] = [];
    for (let n = 0; n < req.viewers; n++) {
      const viewer = `s:${run}:${n}`;
      // Exactly `clickRate` of the viewers click, spread evenly over them.
      const clicked = Math.floor((n + 1) * req.clickRate) > Math.floor(n * req.clickRate);
      if (!ad) {
        // A paused ad (or ad group) delivers nothing: its events are skipped, as the beacon skips them.
        impressions.skipped += n % 10 === 0 ? 2 : 1;
        if (clicked) clicks.skipped++;
        continue;
      }
      const token = await signDeliveryToken(env, { campaignId: id, adId: ad[0], pinId: ad[1] }, viewer, nowMs, "home");
      const check = await checkDeliveryToken(env, token, async () => viewer, nowMs);
      if (!check.ok) throw new Error(`a delivery token of the simulation did not check: ${check.reason}`);
      // Each synthetic viewer behind an address of its own (the per-address caps are for real traffic).
      const event = {
        viewer: check.token.viewerTag,
        placement: check.token.placement,
        address: viewer,
        day,
        countable: !check.expired,
        invalid: null,
        adId: ad[0],
        adGroupId: groups.get(ad[0]),
        query: null,
      };
      events.push({ ...event, type: "impression" });
      if (n % 10 === 0) events.push({ ...event, type: "impression" });
      if (clicked) events.push({ ...event, type: "click" });
    }
    // Beacon-sized batches, one after another (a day's budget runs out part-way, as it would).
    for (let i = 0; i < events.length; i += BEACON_MAX_EVENTS) {
      const batch = events.slice(i, i + BEACON_MAX_EVENTS);
      for (const type of ["impression", "click"] as const) {
        const ofType = batch.filter((e) => e.type === type);
        if (ofType.length > 0) addCounts(type === "impression" ? impressions : clicks, await counter.count(campaign, ofType));
      }
    }
    days.push({ day, impressions, clicks, totals: { impressions: 0, clicks: 0, spend_micro: 0 } });
  }
  const totals = new Map((await counter.totals()).map((t) => [t.day, t]));
  for (const d of days) {
    const t = totals.get(d.day);
    if (t) d.totals = { impressions: t.impressions, clicks: t.clicks, spend_micro: t.spend };
  }
  return {
    campaign_id: String(id),
    currency: campaignFacts!.currency,
    budget_micro: campaignFacts!.budgetMicro,
    days,
    flush_ms: COUNTER_FLUSH_MS,
  };
}
