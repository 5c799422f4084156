/**
 * Why: the beacon (POST /v3/promoted/events/) turns a page's batch of impression and click events
 * into counts (docs/decisions/039). Every token must be one the Worker issued to this viewer, or
 * the whole batch is refused (a page never mixes in someone else's): 400 PROMOTED_TOKEN_INVALID,
 * 403 PROMOTED_TOKEN_FOREIGN. The campaigns are read from D1 once per batch, so a paused, ended or
 * deleted campaign stops counting at once whatever a page still shows, and so does one whose
 * business is no longer active or whose Pin moved to a secret or protected board; each campaign's
 * events go to its counter (campaign-counter.ts) in one call, which deduplicates per token, caps
 * each viewer and address a day and keeps the day's spend within the budget. The sender is
 * checked first (invalidSenderReason: a bot, no User-Agent, no Accept-Language, a cross-site
 * request, a hosting network): its events are recorded as invalid, never charged. Expired tokens
 * are answered as skipped. The route is rate-limited per address (rateLimit("beacon")).
 */
import type { Context } from "hono";
import { isbot } from "isbot";
import { campaignDays, invalidSenderReason, utcDay, type PromotedEventType } from "~common/business/promoted-pins";
import { emailHash } from "~common/business/conversions";
import { primaryOf } from "../../platform/d1-sessions";
import type { ApiEnv } from "../../platform/types";
import type { CountResult, CounterCampaign, CounterEvent } from "./campaign-counter";
import { promotedNow } from "./clock";
import { promotedAddress, viewerToken, type DeliveryToken } from "./tokens";

interface CampaignStateRow {
  id: number;
  advertiser_id: number;
  status: string;
  currency: string;
  budget_micro: number;
  start_at: number;
  duration_days: number;
  is_ongoing: number;
  inclusive_end_date: string | null;
  ad_id: number;
  ad_group_id: number;
  pin_id: number;
  ad_status: string;
  group_status: string;
  owner_state: string;
  board_privacy: string | null;
  pinner_state: string | null;
}

type CampaignState = CounterCampaign & { advertiserId: number; ads: Map<number, number>; groups: Map<number, number> };

/** Adds one count's numbers to another's. */
export function addCounts(into: CountResult, r: CountResult): void {
  into.counted += r.counted;
  into.duplicates += r.duplicates;
  into.skipped += r.skipped;
  into.invalid += r.invalid;
}

/** The counter of a campaign. */
export const campaignCounter = (env: Env, campaignId: number) =>
  env.CAMPAIGN_COUNTERS.get(env.CAMPAIGN_COUNTERS.idFromName(String(campaignId)));

/**
 * The campaigns' states the counters need, as D1 has them now (also the traffic simulation's,
 * simulate-traffic.ts): delivering only while the business's owner is active and each ad's Pin
 * is on a public board of an active pinner, as delivery requires (delivery.ts). Read from the
 * primary: on a lagging replica a paused campaign would still count and spend.
 */
export async function campaignStates(db: D1Database, ids: number[], nowMs: number): Promise<Map<number, CampaignState>> {
  const { results } = await primaryOf(db)
    .prepare(
      `SELECT c.id, c.advertiser_id, c.status, c.currency, c.budget_micro, c.start_at, c.duration_days, c.is_ongoing, c.inclusive_end_date,
         ad.id AS ad_id, ad.ad_group_id, ad.pin_id, ad.status AS ad_status, g.status AS group_status, owner.account_state AS owner_state,
         b.privacy AS board_privacy, pu.account_state AS pinner_state
       FROM campaigns c JOIN ads ad ON ad.campaign_id = c.id JOIN ad_groups g ON g.id = ad.ad_group_id
       JOIN advertisers a ON a.id = c.advertiser_id JOIN users owner ON owner.id = a.owner_user_id
       LEFT JOIN pins p ON p.id = ad.pin_id LEFT JOIN boards b ON b.id = p.board_id LEFT JOIN users pu ON pu.id = p.pinner_id
       WHERE c.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(ids))
    .all<CampaignStateRow>();
  const out = new Map<number, CampaignState>();
  for (const r of results) {
    const days = campaignDays({
      startMs: r.start_at * 1000,
      durationDays: r.duration_days,
      ongoing: r.is_ongoing === 1,
      endDate: r.inclusive_end_date,
    });
    const entry = out.get(r.id) ?? {
      id: r.id,
      advertiserId: r.advertiser_id,
      currency: r.currency,
      budgetMicro: r.budget_micro,
      delivering: r.status === "ACTIVE" && r.start_at * 1000 <= nowMs && r.owner_state === "active",
      ...days,
      ads: new Map<number, number>(),
      // each ad's ad group: the reporting tables' rows (docs/decisions/053)
      groups: new Map<number, number>(),
    };
    entry.groups.set(r.ad_id, r.ad_group_id);
    const pinShown = r.board_privacy === "public" && r.pinner_state === "active";
    if (r.ad_status === "ACTIVE" && r.group_status === "ACTIVE" && pinShown) entry.ads.set(r.ad_id, r.pin_id);
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
  const ua = c.req.header("user-agent") ?? null;
  const cf = (c.req.raw as Request & { cf?: { asOrganization?: unknown } }).cf;
  const invalid = invalidSenderReason({
    userAgent: ua,
    acceptLanguage: c.req.header("accept-language") ?? null,
    secFetchSite: c.req.header("sec-fetch-site") ?? null,
    asOrganization: typeof cf?.asOrganization === "string" ? cf.asOrganization : null,
    bot: isbot(ua ?? ""),
  });
  const address = await promotedAddress(c, nowMs);
  const states = await campaignStates(c.env.DB, [...new Set(checked.map((e) => e.token.campaignId))], nowMs);
  const day = utcDay(nowMs);
  const total: CountResult = { counted: 0, duplicates: 0, skipped: 0, invalid: 0 };
  const byCampaign = new Map<number, CounterEvent[]>();
  for (const e of checked) {
    const state = states.get(e.token.campaignId);
    // A deleted campaign, an ad no longer in it (or paused), its Pin no longer public: nothing to count.
    if (!state || state.ads.get(e.token.adId) !== e.token.pinId) {
      total.skipped++;
      continue;
    }
    const list = byCampaign.get(state.id) ?? [];
    list.push({
      type: e.type,
      viewer: e.token.viewerTag,
      placement: e.token.placement,
      address,
      day,
      countable: !e.expired,
      invalid,
      adId: e.token.adId,
      adGroupId: state.groups.get(e.token.adId),
      query: e.token.query,
    });
    byCampaign.set(state.id, list);
  }
  const results = await Promise.all(
    [...byCampaign].map(([id, list]) => {
      const { ads: _ads, groups: _groups, advertiserId: _advertiser, ...campaign } = states.get(id)!;
      return campaignCounter(c.env, id).count(campaign, list);
    }),
  );
  for (const r of results) addCounts(total, r);
  const charged = [...byCampaign.keys()].flatMap((id, n) => (results[n]!.charged ?? []).map((e) => ({ ...e, campaign: states.get(id)! })));
  if (charged.length > 0) await recordTouches(c, userId, charged, checked, nowMs);
  return total;
}

/**
 * The charged clicks and views, kept for attribution (docs/decisions/059): a click by its id (the
 * token's placement, the `epik` the ad's link carries) for anyone; a view only for a logged-in
 * viewer, whose email's hash is what a conversion names.
 */
async function recordTouches(
  c: Context<ApiEnv>,
  userId: string | null,
  charged: { type: PromotedEventType; placement: string; campaign: CampaignState }[],
  checked: readonly { token: DeliveryToken }[],
  nowMs: number,
) {
  const tokens = new Map(checked.map((e) => [e.token.placement, e.token]));
  const rows = charged
    .filter((e) => e.type === "click" || userId !== null)
    .map((e) => {
      const t = tokens.get(e.placement)!;
      return {
        a: e.campaign.advertiserId,
        c: e.campaign.id,
        g: e.campaign.groups.get(t.adId) ?? null,
        ad: t.adId,
        k: e.type === "click" ? "click" : "view",
        id: e.type === "click" ? e.placement : null,
      };
    });
  if (rows.length === 0) return;
  const email = userId ? await c.env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(userId).first<{ email: string }>() : null;
  await c.env.DB.prepare(
    `INSERT INTO ad_touches (advertiser_id, campaign_id, ad_group_id, ad_id, kind, click_id, user_id, em_hash, day, touched_at)
     SELECT t.value ->> 'a', t.value ->> 'c', t.value ->> 'g', t.value ->> 'ad', t.value ->> 'k', t.value ->> 'id', ?1, ?2, ?3, ?4
     FROM json_each(?5) t WHERE true
     ON CONFLICT DO NOTHING`,
  )
    .bind(userId, email ? await emailHash(email.email) : null, utcDay(nowMs), Math.floor(nowMs / 1000), JSON.stringify(rows))
    .run();
}
