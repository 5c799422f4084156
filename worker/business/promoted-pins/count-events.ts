/**
 * Why: the beacon (POST /v3/promoted/events/) turns a page's batch of impression and click events
 * into counts (docs/decisions/039). Every token must be one the Worker issued to this viewer, or
 * the whole batch is refused (a page never mixes in someone else's): 400 PROMOTED_TOKEN_INVALID,
 * 403 PROMOTED_TOKEN_FOREIGN. The campaigns are read from D1 once per batch, so a paused, ended or
 * deleted campaign stops counting at once whatever a page still shows; each campaign's events go
 * to its counter (campaign-counter.ts) in one call, which deduplicates per viewer and day and
 * keeps the day's spend within the budget. A bot's events (isbot) and expired tokens are answered
 * as skipped.
 */
import type { Context } from "hono";
import { isbot } from "isbot";
import { campaignDays, utcDay, type PromotedEventType } from "~common/business/promoted-pins";
import type { ApiEnv } from "../../platform/types";
import type { CountResult, CounterCampaign, CounterEvent } from "./campaign-counter";
import { promotedNow } from "./clock";
import { viewerToken, type DeliveryToken } from "./tokens";

interface CampaignStateRow {
  id: number;
  status: string;
  currency: string;
  budget_micro: number;
  start_at: number;
  duration_days: number;
  is_ongoing: number;
  inclusive_end_date: string | null;
  ad_id: number;
  pin_id: number;
  ad_status: string;
  group_status: string;
}

/** Adds one count's numbers to another's. */
export function addCounts(into: CountResult, r: CountResult): void {
  into.counted += r.counted;
  into.duplicates += r.duplicates;
  into.skipped += r.skipped;
}

/** The counter of a campaign. */
export const campaignCounter = (env: Env, campaignId: number) =>
  env.CAMPAIGN_COUNTERS.get(env.CAMPAIGN_COUNTERS.idFromName(String(campaignId)));

/** The campaigns' states the counters need, as D1 has them now (also the traffic simulation's, simulate-traffic.ts). */
export async function campaignStates(
  db: D1Database,
  ids: number[],
  nowMs: number,
): Promise<Map<number, CounterCampaign & { ads: Map<number, number> }>> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.status, c.currency, c.budget_micro, c.start_at, c.duration_days, c.is_ongoing, c.inclusive_end_date,
         ad.id AS ad_id, ad.pin_id, ad.status AS ad_status, g.status AS group_status
       FROM campaigns c JOIN ads ad ON ad.campaign_id = c.id JOIN ad_groups g ON g.id = ad.ad_group_id
       WHERE c.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(ids))
    .all<CampaignStateRow>();
  const out = new Map<number, CounterCampaign & { ads: Map<number, number> }>();
  for (const r of results) {
    const days = campaignDays({
      startMs: r.start_at * 1000,
      durationDays: r.duration_days,
      ongoing: r.is_ongoing === 1,
      endDate: r.inclusive_end_date,
    });
    const entry = out.get(r.id) ?? {
      id: r.id,
      currency: r.currency,
      budgetMicro: r.budget_micro,
      delivering: r.status === "ACTIVE" && r.start_at * 1000 <= nowMs,
      ...days,
      ads: new Map<number, number>(),
    };
    if (r.ad_status === "ACTIVE" && r.group_status === "ACTIVE") entry.ads.set(r.ad_id, r.pin_id);
    out.set(r.id, entry);
  }
  return out;
}

/**
 * Counts a beacon's batch for the request's viewer.
 *
 * @example
 * const result = await countPromotedEvents(c, viewerUserId, [{ type: "impression", token }]);
 */
export async function countPromotedEvents(
  c: Context<ApiEnv>,
  userId: string | null,
  events: readonly { type: PromotedEventType; token: string }[],
): Promise<CountResult> {
  const nowMs = promotedNow(c);
  const checked: { type: PromotedEventType; token: DeliveryToken; expired: boolean }[] = [];
  for (const e of events) {
    const check = await viewerToken(c, userId, e.token, nowMs, "events");
    checked.push({ type: e.type, token: check.token, expired: check.expired });
  }
  const bot = isbot(c.req.header("user-agent") ?? "");
  const states = await campaignStates(c.env.DB, [...new Set(checked.map((e) => e.token.campaignId))], nowMs);
  const day = utcDay(nowMs);
  const total: CountResult = { counted: 0, duplicates: 0, skipped: 0 };
  const byCampaign = new Map<number, CounterEvent[]>();
  for (const e of checked) {
    const state = states.get(e.token.campaignId);
    // A deleted campaign, or an ad no longer in it (or paused): nothing to count.
    if (!state || state.ads.get(e.token.adId) !== e.token.pinId) {
      total.skipped++;
      continue;
    }
    const list = byCampaign.get(state.id) ?? [];
    list.push({ type: e.type, viewer: e.token.viewerTag, day, countable: !bot && !e.expired });
    byCampaign.set(state.id, list);
  }
  const results = await Promise.all(
    [...byCampaign].map(([id, list]) => {
      const { ads: _ads, ...campaign } = states.get(id)!;
      return campaignCounter(c.env, id).count(campaign, list);
    }),
  );
  for (const r of results) addCounts(total, r);
  return total;
}
