/**
 * The promoted Pins part of the local seed (after scripts/seed/seed-discovery.ts): one running
 * quick promote campaign, so the home feed shows a "Promoted by …" card and the advertiser console
 * has numbers to chart (docs/decisions/039). Lena Fischer (`lena@example.com`) is a business
 * account, "Paper Moon Studio", with a US ad account whose consent and billing steps are done; its
 * campaign is ACTIVE, ongoing, 3 USD a day (the US quick promote default, business.md §9) with
 * auto targeting on, promoting her original "Layered paper flowers" Pin (public board, link), and
 * has SEED_STATS_DAYS days of campaign_daily_stats from its start, the day before today the last:
 * plausible numbers from a fixed random source, charged at promotedCost and never above the daily
 * budget (a day that would pass it stops where the counter would). Today is left to the counter:
 * `npm run ads -- simulate` (docs/local-development.md).
 *
 * Idempotent: the ad account and campaign are found by their owner and the campaign's
 * idempotency key, and nothing already there is changed (a campaign paused in the console stays
 * paused); the daily rows are INSERT OR IGNORE on (campaign, day), never past SEED_STATS_DAYS.
 */
import { promotedCost } from "~common/business/promoted-pins";
import { randomSource } from "./artwork";
import { localPlatform } from "./local-platform";
import { demoStatus, type DemoStatus } from "./seed-saving";

/** The business account and its campaign (docs/local-development.md lists them). */
export const PROMOTED_SEED = {
  userId: "seed-lena",
  email: "lena@example.com",
  username: "lena_fischer",
  businessName: "Paper Moon Studio",
  website: "https://papermoon.example",
  /** The campaign's Idempotency-Key: how the seed finds its campaign again. */
  campaignKey: "seed-demo-campaign",
  campaignName: "Paper flowers: spring",
  pinTitle: "Layered paper flowers",
  budgetMicro: 3_000_000,
  currency: "USD",
  targeting: { AGE_BUCKET: [], GENDER: ["female", "male", "unknown"], INTEREST: ["diy_and_crafts", "home_decor"], LOCATION: ["US"] },
} as const;

/** Days of seeded history: the campaign started this many days before the seed first ran. */
export const SEED_STATS_DAYS = 14;
const DAY_MS = 86_400_000;

export interface SeedDay {
  day: string;
  impressions: number;
  clicks: number;
  spendMicro: number;
}

/**
 * The seeded days of a campaign that started on `firstDay`: the same numbers for the same day
 * index every run, weekends busier, spend never above `budgetMicro` (clicks give way first, as the
 * counter refuses the event that would pass the budget whichever it is).
 *
 * @example
 * seedDays("2026-11-14", 3_000_000, "USD")[0] // { day: "2026-11-14", impressions: 655, clicks: 4, spendMicro: 2_110_000 }
 */
export function seedDays(firstDay: string, budgetMicro: number, currency: string, days = SEED_STATS_DAYS): SeedDay[] {
  const r = randomSource(20_261_128);
  const impressionCost = promotedCost(currency, "impression");
  const clickCost = promotedCost(currency, "click");
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(start + i * DAY_MS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    // A new campaign warms up over its first days, then wanders around its level.
    const ramp = Math.min(1, 0.45 + i * 0.12);
    let impressions = Math.round(ramp * (weekend ? 900 : 700) + r() * 260);
    let clicks = Math.round(impressions * (0.005 + r() * 0.009));
    impressions = Math.min(impressions, Math.floor(budgetMicro / impressionCost));
    clicks = Math.max(0, Math.min(clicks, Math.floor((budgetMicro - impressions * impressionCost) / clickCost)));
    return { day: date.toISOString().slice(0, 10), impressions, clicks, spendMicro: impressions * impressionCost + clicks * clickCost };
  });
}

/**
 * The statements that make the business account, its ad account, billing profile and campaign
 * (one ad group, one ad) where they are missing. `nowSec` dates what is made; the campaign starts
 * SEED_STATS_DAYS days before it.
 */
export function promotedSeedStatements(db: D1Database, nowSec: number): D1PreparedStatement[] {
  const s = PROMOTED_SEED;
  const startSec = nowSec - SEED_STATS_DAYS * 86_400;
  const campaign = `(SELECT c.id FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id WHERE a.owner_user_id = ?1 AND c.idempotency_key = ?2)`;
  return [
    db
      .prepare(
        `UPDATE users SET account_type = 'business', business_name = ifnull(business_name, ?2), updated_at = ?3
         WHERE id = ?1 AND account_type <> 'business'`,
      )
      .bind(s.userId, s.businessName, nowSec),
    db
      .prepare(
        `INSERT INTO advertisers (owner_user_id, name, country, currency, gdpr_consent_at, business_name, website,
           address_line1, address_city, address_postal_code, created_at, updated_at)
         SELECT ?1, ?2, 'US', ?3, ?4, ?2, ?5, '12 Mill Lane', 'Portland', '97205', ?4, ?4
         WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1) AND NOT EXISTS (SELECT 1 FROM advertisers WHERE owner_user_id = ?1)`,
      )
      .bind(s.userId, s.businessName, s.currency, startSec - 86_400, s.website),
    db
      .prepare(
        `INSERT OR IGNORE INTO billing_profiles (advertiser_id, contact_name, email, address_line1, address_city, address_postal_code, updated_at)
         SELECT id, 'Lena Fischer', 'billing@papermoon.example', '12 Mill Lane', 'Portland', '97205', ?2 FROM advertisers WHERE owner_user_id = ?1`,
      )
      .bind(s.userId, startSec - 86_400),
    // Her original Pin of that title on a public board with a link (the seed's ids differ between machines).
    db
      .prepare(
        `INSERT INTO campaigns (advertiser_id, created_by, name, status, objective_type, budget_micro, currency, duration_days, is_ongoing,
           inclusive_end_date, auto_targeting, targeting_spec, ads_client_type, pin_id, product_group_id, idempotency_key, request_hash,
           start_at, created_at)
         SELECT a.id, ?1, ?3, 'ACTIVE', 'CONSIDERATION', ?4, a.currency, 10, 1, NULL, 1, ?5, 'quick_promote', p.id, NULL, ?2, 'seed', ?6, ?6
         FROM advertisers a,
           (SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
            WHERE p.pinner_id = ?1 AND p.repin_of_id IS NULL AND b.privacy = 'public' AND p.link IS NOT NULL
            ORDER BY p.title = ?7 DESC, p.id LIMIT 1) p
         WHERE a.owner_user_id = ?1 AND NOT EXISTS ${campaign}`,
      )
      .bind(s.userId, s.campaignKey, s.campaignName, s.budgetMicro, JSON.stringify(s.targeting), startSec, s.pinTitle),
    db
      .prepare(
        `INSERT INTO ad_groups (campaign_id, advertiser_id, name, status, budget_micro, targeting_spec, created_at)
         SELECT c.id, c.advertiser_id, c.name, 'ACTIVE', c.budget_micro, c.targeting_spec, c.created_at FROM campaigns c
         WHERE c.id = ${campaign} AND NOT EXISTS (SELECT 1 FROM ad_groups WHERE campaign_id = c.id)`,
      )
      .bind(s.userId, s.campaignKey),
    db
      .prepare(
        `INSERT INTO ads (ad_group_id, campaign_id, pin_id, destination_url, status, created_at)
         SELECT g.id, c.id, c.pin_id, p.link, 'ACTIVE', c.created_at FROM campaigns c
           JOIN ad_groups g ON g.campaign_id = c.id JOIN pins p ON p.id = c.pin_id
         WHERE c.id = ${campaign} AND NOT EXISTS (SELECT 1 FROM ads WHERE campaign_id = c.id)`,
      )
      .bind(s.userId, s.campaignKey),
  ];
}

export interface PromotedSeedResult {
  campaignId: number | null;
  advertiserId: number | null;
  daysWritten: number;
  /** Whether the business account logs in with `password` (what `npm start` prints). */
  business: DemoStatus;
}

/**
 * Applies the promoted Pins example to the local state at `persistPath` (default
 * .wrangler/state/v3); needs the saving content (Lena's Pins) already seeded.
 *
 * @example
 * await seedPromoted({ password: DEMO_USER.password });
 */
export async function seedPromoted({
  persistPath,
  password,
  nowMs = Date.now(),
}: {
  persistPath?: string;
  /** The seeded pinners' password (the demo account's). */
  password: string;
  nowMs?: number;
}): Promise<PromotedSeedResult> {
  const platform = await localPlatform(persistPath);
  try {
    const db = platform.env.DB;
    await db.batch(promotedSeedStatements(db, Math.floor(nowMs / 1000)));
    const business = await demoStatus(db, { email: PROMOTED_SEED.email, password, username: PROMOTED_SEED.username });
    const row = await db
      .prepare(
        `SELECT c.id, c.advertiser_id, c.start_at, c.budget_micro, c.currency FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
         WHERE a.owner_user_id = ? AND c.idempotency_key = ?`,
      )
      .bind(PROMOTED_SEED.userId, PROMOTED_SEED.campaignKey)
      .first<{ id: number; advertiser_id: number; start_at: number; budget_micro: number; currency: string }>();
    if (!row) return { campaignId: null, advertiserId: null, daysWritten: 0, business };
    const today = new Date(nowMs).toISOString().slice(0, 10);
    const days = seedDays(new Date(row.start_at * 1000).toISOString().slice(0, 10), row.budget_micro, row.currency).filter(
      (d) => d.day < today,
    );
    const insert = db.prepare(
      `INSERT OR IGNORE INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    // The campaign's one ad has the campaign's numbers (docs/decisions/053: the ads report sums to the campaign's).
    const ad = await db.prepare(`SELECT id FROM ads WHERE campaign_id = ? ORDER BY id LIMIT 1`).bind(row.id).first<{ id: number }>();
    const insertAd = db.prepare(
      `INSERT OR IGNORE INTO ad_daily_stats (campaign_id, ad_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const at = (day: string) => Math.floor(Date.parse(`${day}T23:59:59Z`) / 1000);
    const results = days.length
      ? await db.batch([
          ...days.map((d) => insert.bind(row.id, d.day, d.impressions, d.clicks, d.spendMicro, at(d.day))),
          ...(ad ? days.map((d) => insertAd.bind(row.id, ad.id, d.day, d.impressions, d.clicks, d.spendMicro, at(d.day))) : []),
        ])
      : [];
    return {
      campaignId: row.id,
      advertiserId: row.advertiser_id,
      daysWritten: results.slice(0, days.length).reduce((n, r) => n + (r.meta.changes ?? 0), 0),
      business,
    };
  } finally {
    await platform.dispose();
  }
}
