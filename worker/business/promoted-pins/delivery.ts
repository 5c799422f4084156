/**
 * Why: business.md §2 quick promote makes paid campaigns; delivery is where they are seen
 * (docs/decisions/039). The home feed and Pin search put promoted Pins in their pages' promoted
 * slots (the 12th and 24th cards, common/business/promoted-pins insertPromoted), chosen per viewer:
 *
 * - Campaigns that may run now: ACTIVE with their ad group and ad, started, not past their last
 *   day, not out of today's budget (campaign_daily_stats), their owner's account active, their Pin
 *   an original on a public board (never a secret or protected one). Read once and kept a few
 *   seconds per isolate, as the home feed's page is (worker/platform/read-cache/).
 * - For this viewer: the targeting (country, age where known, gender, interests from Pins' words;
 *   rules.ts matchesTargeting) and the ad group's audiences (matchesAudiences: a visitor is in none); never the viewer's own ad accounts' campaigns, a Pin they saved,
 *   pinned or hid (hides.ts), or a Pin already on the page; never a bot (isbot, or no User-Agent at
 *   all); in search, only Pins about the query. Past the per-address "delivery" rate limit
 *   (countRequest) a read answers with organic Pins only: no promoted card, no token.
 * - Targeting is each ad group's; in search, a Pin also answers a query holding one of its ad
 *   group's keywords.
 * - Order: the least share of today's budget spent first, then the higher bid, then the newest campaign, so delivery
 *   spreads over the day and a new campaign is seen soon. A page after the first starts further
 *   down the list, so scrolling shows different campaigns where there are several.
 *
 * Each promoted card carries a delivery token (tokens.ts) for its impression and click events,
 * naming its surface and a placement id of its own.
 */
import type { Context } from "hono";
import { isbot } from "isbot";
import { AUDIENCE_SIZE_FLOOR, matchesAudiences, type AudienceUse } from "~common/business/audiences";
import {
  ageAt,
  DELIVERY_CANDIDATES_MAX,
  insertPromoted,
  interestsOf,
  matchesTargeting,
  promotedCost,
  promotedSlotCount,
  utcDay,
  VIEWER_INTEREST_PINS,
  type FeedPin,
  type PromotedSurface,
  type Promotion,
  type TargetingSpec,
  type ViewerTraits,
} from "~common/business/promoted-pins";
import { normaliseSearchQuery } from "~common/business/reporting";
import { answersSearch } from "~common/business/search";
import { requestCountry } from "~common/platform/request-country";
import type { Pin } from "~common/saving/schemas";
import { countRequest } from "../../platform/middleware";
import { PublicReadCache, publicRead } from "../../platform/read-cache";
import type { ApiEnv } from "../../platform/types";
import { PIN_COLUMNS, PIN_FROM, toPin, type PinRow } from "../../saving/pins";
import { injectedNow, promotedNow } from "./clock";
import { placementOf, promotedViewer, signDeliveryToken } from "./tokens";

export interface Candidate {
  campaignId: number;
  adId: number;
  advertiserId: number;
  businessName: string;
  destinationUrl: string;
  spec: TargetingSpec;
  autoTargeting: boolean;
  /** The ad group's search keywords: a search for one of them may show this Pin. */
  keywords: string[];
  pin: Pin;
  pinnerId: string;
  pinText: string;
  pinInterests: Set<string>;
  /** The audiences its ad group targets or excludes. */
  audiences: AudienceUse[];
}

interface CandidateRow extends PinRow {
  campaign_id: number;
  ad_id: number;
  advertiser_id: number;
  business_name: string;
  destination_url: string;
  targeting_spec: string;
  keywords: string;
  auto_targeting: number;
  budget_micro: number;
  currency: string;
  spent: number;
  pinner_id_raw: string;
  audiences: string;
}

/**
 * The campaigns that may deliver at `nowMs`, least-spent share first (at most
 * DELIVERY_CANDIDATES_MAX).
 */
export async function deliverableCampaigns(db: D1Database, nowMs: number): Promise<Candidate[]> {
  const today = utcDay(nowMs);
  const { results } = await db
    .prepare(
      `SELECT ${PIN_COLUMNS}, p.pinner_id AS pinner_id_raw, c.id AS campaign_id, ad.id AS ad_id, c.advertiser_id, a.business_name,
         ad.destination_url, g.targeting_spec, g.keywords, c.auto_targeting, c.budget_micro, c.currency, COALESCE(st.spend_micro, 0) AS spent,
         (SELECT json_group_array(json_object('id', x.audience_id, 'mode', x.mode, 'ready', au.size >= ${AUDIENCE_SIZE_FLOOR}))
            FROM ad_group_audiences x JOIN audiences au ON au.id = x.audience_id WHERE x.ad_group_id = g.id) AS audiences
       FROM ${PIN_FROM}
       JOIN ads ad ON ad.pin_id = p.id AND ad.status = 'ACTIVE'
       JOIN campaigns c ON c.id = ad.campaign_id
       JOIN ad_groups g ON g.id = ad.ad_group_id AND g.status = 'ACTIVE'
       JOIN advertisers a ON a.id = c.advertiser_id
       JOIN users owner ON owner.id = a.owner_user_id AND owner.account_state = 'active'
       LEFT JOIN campaign_daily_stats st ON st.campaign_id = c.id AND st.day = ?1
       WHERE c.status = 'ACTIVE' AND c.start_at <= ?2
         AND (c.is_ongoing = 1 OR c.inclusive_end_date >= ?1
              OR (c.inclusive_end_date IS NULL AND date(c.start_at, 'unixepoch', '+' || (c.duration_days - 1) || ' days') >= ?1))
         AND COALESCE(st.spend_micro, 0) < c.budget_micro
         AND p.repin_of_id IS NULL AND b.privacy = 'public' AND pu.account_state = 'active'
       ORDER BY CAST(COALESCE(st.spend_micro, 0) AS REAL) / c.budget_micro, COALESCE(g.bid_micro, 0) DESC, c.id DESC
       LIMIT ?3`,
    )
    .bind(today, Math.floor(nowMs / 1000), DELIVERY_CANDIDATES_MAX)
    .all<CandidateRow>();
  return results
    .filter((r) => r.spent + promotedCost(r.currency, "impression") <= r.budget_micro)
    .map((r) => {
      const pin = toPin(r);
      const pinText = `${pin.title} ${pin.description}`;
      return {
        campaignId: r.campaign_id,
        adId: r.ad_id,
        advertiserId: r.advertiser_id,
        businessName: r.business_name,
        destinationUrl: r.destination_url,
        spec: JSON.parse(r.targeting_spec) as TargetingSpec,
        keywords: JSON.parse(r.keywords) as string[],
        autoTargeting: r.auto_targeting === 1,
        pin,
        pinnerId: r.pinner_id_raw,
        pinText,
        pinInterests: interestsOf(pinText),
        audiences: (JSON.parse(r.audiences) as { id: number; mode: AudienceUse["mode"]; ready: number }[]).map((u) => ({
          ...u,
          ready: u.ready === 1,
        })),
      };
    });
}

/** What delivery knows of a logged-in viewer: their traits, their ad accounts and the candidates' Pins they saved or hid. */
async function viewerFacts(db: D1Database, userId: string, candidates: readonly Candidate[], nowMs: number, country: string | null) {
  const pinIds = candidates.map((c) => Number(c.pin.id));
  const audienceIds = [...new Set(candidates.flatMap((c) => c.audiences.map((u) => u.id)))];
  const [profile, recent, saved, accounts, hidden, audiences] = await db.batch([
    db.prepare(`SELECT birthday, gender, country FROM users WHERE id = ?`).bind(userId),
    db.prepare(`SELECT title, description FROM pins WHERE pinner_id = ? ORDER BY id DESC LIMIT ?`).bind(userId, VIEWER_INTEREST_PINS),
    db
      .prepare(`SELECT DISTINCT repin_of_id AS id FROM pins WHERE pinner_id = ? AND repin_of_id IN (SELECT value FROM json_each(?))`)
      .bind(userId, JSON.stringify(pinIds)),
    db
      .prepare(
        `SELECT id FROM advertisers WHERE owner_user_id = ?1
         UNION SELECT a.id FROM advertisers a JOIN business_access ba ON ba.profile_user_id = a.owner_user_id WHERE ba.member_user_id = ?1`,
      )
      .bind(userId),
    db
      .prepare(`SELECT pin_id AS id FROM promoted_hides WHERE user_id = ? AND pin_id IN (SELECT value FROM json_each(?))`)
      .bind(userId, JSON.stringify(pinIds)),
    db
      .prepare(`SELECT audience_id AS id FROM audience_members WHERE user_id = ? AND audience_id IN (SELECT value FROM json_each(?))`)
      .bind(userId, JSON.stringify(audienceIds)),
  ]);
  const user = profile!.results[0] as { birthday: number; gender: string | null; country: string } | undefined;
  const texts = (recent!.results as { title: string; description: string }[]).map((p) => `${p.title} ${p.description}`).join(" ");
  const interests = interestsOf(texts);
  const traits: ViewerTraits = {
    country: country ?? user?.country ?? null,
    age: user ? ageAt(user.birthday * 1000, nowMs) : null,
    gender: user?.gender ?? null,
    interests: interests.size > 0 ? interests : null,
  };
  return {
    traits,
    saved: new Set([...saved!.results, ...hidden!.results].map((r) => String((r as { id: number }).id))),
    ownAccounts: new Set((accounts!.results as { id: number }[]).map((r) => r.id)),
    memberOf: new Set((audiences!.results as { id: number }[]).map((r) => r.id)),
  };
}

/** The delivery candidates of this isolate, kept PUBLIC_READ_SECONDS (per UTC day). */
const candidateCache = new PublicReadCache<Candidate[]>();

/**
 * A logged-in viewer's facts, kept PUBLIC_READ_SECONDS per viewer, day, country and candidate
 * list, as the organic page is: the pages of one scroll ask once, not once a page (their D1 batch
 * was most of delivery's cost for a logged-in viewer, `npm run bench` home-feed-promoted-user). A
 * viewer who saved a Pin since sends a D1 bookmark, and publicRead then reads afresh
 * (docs/decisions/035).
 */
const viewerFactsCache = new PublicReadCache<Awaited<ReturnType<typeof viewerFacts>>>();

/** Where the page is: the home feed, or a search for `query`. */
export type Placement = { kind: "home" } | { kind: "search"; query: string };

/** The candidates this viewer may be shown, in delivery order, and what signing their tokens needs. */
async function eligibleFor(c: Context<ApiEnv>, userId: string | null, keep: (k: Candidate) => boolean) {
  const nowMs = promotedNow(c);
  const ua = c.req.header("user-agent")?.trim() ?? "";
  if (!ua || isbot(ua)) return { nowMs, matching: [] as Candidate[] };
  // A moment named by a test is read fresh: the kept list is of the real now.
  const load = () => deliverableCampaigns(c.env.DB, nowMs);
  const all = await (injectedNow(c) === null ? publicRead(c, candidateCache, utcDay(nowMs), load) : load());
  let candidates = all.filter(keep);
  if (candidates.length === 0) return { nowMs, matching: [] as Candidate[] };
  const country = requestCountry(c.req.raw);
  let traits: ViewerTraits = { country, age: null, gender: null, interests: null };
  // A visitor is in no audience: an ad group targeting audiences is never theirs.
  let memberOf: ReadonlySet<number> = new Set();
  if (userId !== null) {
    const key = `${userId}|${utcDay(nowMs)}|${country}|${all.map((k) => `${k.campaignId}:${k.audiences.map((u) => u.id).join("+")}`).join(",")}`;
    const loadFacts = () => viewerFacts(c.env.DB, userId, all, nowMs, country);
    const facts = await (injectedNow(c) === null ? publicRead(c, viewerFactsCache, key, loadFacts) : loadFacts());
    traits = facts.traits;
    memberOf = facts.memberOf;
    candidates = candidates.filter((k) => !facts.ownAccounts.has(k.advertiserId) && !facts.saved.has(k.pin.id) && k.pinnerId !== userId);
  }
  const matching = candidates.filter((k) => matchesTargeting(k, traits) && matchesAudiences(k.audiences, memberOf));
  // Counted only where a token would be handed out: past the limit, the page is organic.
  if (matching.length > 0 && !(await countRequest(c, "delivery")).allowed) return { nowMs, matching: [] as Candidate[] };
  return { nowMs, matching };
}

async function promotionOf(
  c: Context<ApiEnv>,
  k: Candidate,
  viewer: string,
  nowMs: number,
  surface: PromotedSurface,
  query: string | null = null,
): Promise<Promotion> {
  const token = await signDeliveryToken(
    c.env,
    { campaignId: k.campaignId, adId: k.adId, pinId: Number(k.pin.id) },
    viewer,
    nowMs,
    surface,
    query,
  );
  return {
    campaign_id: String(k.campaignId),
    advertiser_id: String(k.advertiserId),
    ad_id: String(k.adId),
    business_name: k.businessName,
    destination_url: k.destinationUrl,
    token,
    click_id: placementOf(token),
  };
}

/**
 * The promotion of one Pin for this viewer (its Pin page says "Promoted by …"), or null when it is
 * not promoted to them now.
 */
export async function promotionFor(c: Context<ApiEnv>, pinId: string, userId: string | null): Promise<Promotion | null> {
  const { nowMs, matching } = await eligibleFor(c, userId, (k) => k.pin.id === pinId);
  const k = matching[0];
  return k ? promotionOf(c, k, await promotedViewer(c, userId, nowMs), nowMs, "pin") : null;
}

/** A small, stable number of a bookmark: where in the candidate list a later page starts. */
function offsetOf(bookmark: string | undefined, size: number): number {
  if (!bookmark || size === 0) return 0;
  let h = 0;
  for (let i = 0; i < bookmark.length; i++) h = (h * 31 + bookmark.charCodeAt(i)) >>> 0;
  return h % size;
}

/**
 * A page of organic Pins with promoted Pins in its slots, chosen for this request's viewer.
 *
 * @example
 * const page = await withPromotions(c, await homeFeed(db, query), { kind: "home" }, viewer, query.bookmark);
 */
export async function withPromotions(
  c: Context<ApiEnv>,
  page: { items: Pin[]; bookmark: string | null },
  placement: Placement,
  viewer: string | null | (() => Promise<string | null>),
  bookmark: string | undefined,
): Promise<{ items: FeedPin[]; bookmark: string | null }> {
  const slots = promotedSlotCount(page.items.length);
  if (slots === 0) return page;
  // Who is asking is looked up only for a page with slots (the kept home feed needs no session read otherwise).
  const userId = typeof viewer === "function" ? await viewer() : viewer;
  const onPage = new Set(page.items.map((p) => p.id));
  const { nowMs, matching } = await eligibleFor(
    c,
    userId,
    (k) =>
      !onPage.has(k.pin.id) &&
      (placement.kind === "home" ||
        answersSearch(placement.query, `${k.pinText} ${k.pin.board.name}`) ||
        k.keywords.some((w) => answersSearch(w, placement.query))),
  );
  if (matching.length === 0) return page;
  const start = offsetOf(bookmark, matching.length);
  const chosen: Candidate[] = [];
  for (let i = 0; i < matching.length && chosen.length < slots; i++) {
    const k = matching[(start + i) % matching.length]!;
    if (!chosen.some((x) => x.pin.id === k.pin.id)) chosen.push(k);
  }
  const viewerKey = await promotedViewer(c, userId, nowMs);
  // The search query rides in the token, so the beacon can count it per query (docs/decisions/053).
  const query = placement.kind === "search" ? normaliseSearchQuery(placement.query) : null;
  const promoted: FeedPin[] = await Promise.all(
    chosen.map(async (k) => ({
      ...k.pin,
      promotion: await promotionOf(c, k, viewerKey, nowMs, placement.kind === "home" ? "home" : "search", query),
    })),
  );
  return { items: insertPromoted<FeedPin>(page.items, promoted), bookmark: page.bookmark };
}
