/**
 * Why: an advertiser pays per impression and click, so the counts must be exact under any load and
 * a day's spend must never pass its daily budget (docs/decisions/039). One Durable Object per
 * campaign (named by the campaign id) is the one place its events are counted: it runs one call
 * at a time, and each call checks and writes in a single synchronous SQLite transaction, so two
 * concurrent beacons can neither count one event twice nor both spend the budget's last cost unit.
 *
 * Invalid traffic (IAB/MRC): each delivery token's impression and click are recorded at most once
 * (its placement id), a click is charged only after that token's own impression was, and per UTC
 * day a viewer and a client address are charged at most a few of the campaign's events
 * (constants.ts VIEWER_/ADDRESS_DAILY_*_MAX). An event the beacon found invalid (a bot, missing
 * browser headers, a hosting network) or past a cap is recorded as invalid, with its reason, and
 * never charged.
 *
 * An alarm writes the recent days' totals to D1 (campaign_daily_stats, whole rows, so a retried
 * write never counts twice), comparing them with D1's rows first (a reconciliation: any row that
 * differs is rewritten). A written day's per-ad and per-search-query rows (ad_daily_stats,
 * search_query_daily_stats; docs/decisions/053) go in the same batch, whole too, so they always
 * sum to the campaign's row. A failed write never throws out of the alarm (the platform retries an
 * alarm only a few times): the alarm re-arms itself with backoff, as long as it takes.
 */
import { DurableObject } from "cloudflare:workers";
import {
  ADDRESS_DAILY_CLICKS_MAX,
  ADDRESS_DAILY_IMPRESSIONS_MAX,
  COUNTER_FLUSH_MS,
  COUNTER_RECONCILE_DAYS,
  COUNTER_RETRY_BASE_MS,
  COUNTER_RETRY_MAX_MS,
  promotedCost,
  VIEWER_DAILY_CLICKS_MAX,
  VIEWER_DAILY_IMPRESSIONS_MAX,
  type InvalidReason,
  type PromotedEventType,
} from "~common/business/promoted-pins";

/** The campaign as the beacon found it in D1 just now. */
export interface CounterCampaign {
  id: number;
  currency: string;
  budgetMicro: number;
  /** ACTIVE, started, its ad and ad group active, its owner active, its Pin on a public board */
  delivering: boolean;
  /** first and last UTC day it may spend on (last null: ongoing) */
  firstDay: string;
  lastDay: string | null;
}

export interface CounterEvent {
  type: PromotedEventType;
  /** the token's viewer tag (never an account id) */
  viewer: string;
  /** the token's placement id: one card, one token */
  placement: string;
  /** keyed hash of the beacon's client address for the day (never the address) */
  address: string;
  /** the UTC day it happened on */
  day: string;
  /** false: expired token: answered as skipped */
  countable: boolean;
  /** the token's ad and its ad group (the reporting tables' rows; absent: counted for the campaign only) */
  adId?: number;
  adGroupId?: number;
  /** the normalised search query of a card shown on a search results page, else null */
  query?: string | null;
  /** the beacon found the sender invalid (before any cap) */
  invalid: InvalidReason | null;
}

export interface CountResult {
  counted: number;
  duplicates: number;
  skipped: number;
  /** recorded as invalid traffic, not charged */
  invalid: number;
  /** the placements charged now and for what: the touches conversions are attributed to (docs/decisions/059) */
  charged?: { type: PromotedEventType; placement: string }[];
}

export interface DayTotals {
  day: string;
  impressions: number;
  clicks: number;
  spend: number;
  invalid_impressions: number;
  invalid_clicks: number;
}

/** How long a day's tokens and caps are kept after it ends (a token lives 24 h). */
const KEEP_DAYS = 2;

const CAPS = {
  viewer: { impression: VIEWER_DAILY_IMPRESSIONS_MAX, click: VIEWER_DAILY_CLICKS_MAX },
  address: { impression: ADDRESS_DAILY_IMPRESSIONS_MAX, click: ADDRESS_DAILY_CLICKS_MAX },
} as const;

/**
 * Distinct search queries kept per campaign and UTC day: the rest are counted under
 * OTHER_QUERIES, so the table stays bounded whatever people search for.
 */
export const QUERY_DAILY_MAX = 100;
export const OTHER_QUERIES = "(other queries)";

interface PartTotals {
  day: string;
  impressions: number;
  clicks: number;
  spend: number;
}

const dayBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The wait before flush attempt `attempts + 1` after `attempts` failures (ms). */
export const retryDelay = (attempts: number) => Math.min(COUNTER_RETRY_MAX_MS, COUNTER_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

export class CampaignCounter extends DurableObject<Env> {
  private ready = false;

  private schema() {
    if (this.ready) return;
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    // The first version deduplicated per viewer; tokens now carry their own placement id.
    sql.exec(`DROP TABLE IF EXISTS seen`);
    sql.exec(
      `CREATE TABLE IF NOT EXISTS tokens (placement TEXT NOT NULL, type TEXT NOT NULL, day TEXT NOT NULL, state TEXT NOT NULL,
         PRIMARY KEY (placement, type)) WITHOUT ROWID`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS caps (day TEXT NOT NULL, key TEXT NOT NULL, type TEXT NOT NULL, n INTEGER NOT NULL,
         PRIMARY KEY (day, key, type)) WITHOUT ROWID`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS days (day TEXT PRIMARY KEY, impressions INTEGER NOT NULL, clicks INTEGER NOT NULL, spend INTEGER NOT NULL, dirty INTEGER NOT NULL)`,
    );
    const columns = sql.exec(`SELECT name FROM pragma_table_info('days')`).toArray();
    if (!columns.some((c) => c.name === "invalid_impressions")) {
      sql.exec(`ALTER TABLE days ADD COLUMN invalid_impressions INTEGER NOT NULL DEFAULT 0`);
      sql.exec(`ALTER TABLE days ADD COLUMN invalid_clicks INTEGER NOT NULL DEFAULT 0`);
    }
    sql.exec(
      `CREATE TABLE IF NOT EXISTS invalid (day TEXT NOT NULL, type TEXT NOT NULL, reason TEXT NOT NULL, n INTEGER NOT NULL,
         PRIMARY KEY (day, type, reason)) WITHOUT ROWID`,
    );
    // Reporting (docs/decisions/053): the charged numbers per ad and per ad group's search query.
    sql.exec(
      `CREATE TABLE IF NOT EXISTS ad_days (day TEXT NOT NULL, ad_id INTEGER NOT NULL, impressions INTEGER NOT NULL,
         clicks INTEGER NOT NULL, spend INTEGER NOT NULL, PRIMARY KEY (day, ad_id)) WITHOUT ROWID`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS query_days (day TEXT NOT NULL, ad_group_id INTEGER NOT NULL, query TEXT NOT NULL,
         impressions INTEGER NOT NULL, clicks INTEGER NOT NULL, spend INTEGER NOT NULL, PRIMARY KEY (day, ad_group_id, query)) WITHOUT ROWID`,
    );
    this.ready = true;
  }

  private meta(key: string): string | undefined {
    return this.ctx.storage.sql.exec(`SELECT value FROM meta WHERE key = ?`, key).toArray()[0]?.value as string | undefined;
  }

  private setMeta(key: string, value: string) {
    this.ctx.storage.sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`, key, value);
  }

  /**
   * Counts a batch of one campaign's events. Each is skipped when its token expired, the campaign
   * is not delivering that day, or its cost would pass the day's budget; a duplicate when its
   * token's event of that type was already recorded; invalid (recorded, not charged) when the
   * beacon found its sender invalid, a click's impression was not charged, or the viewer or the
   * address is past the day's cap; else counted and charged.
   */
  async count(campaign: CounterCampaign, events: readonly CounterEvent[]): Promise<CountResult> {
    this.schema();
    const sql = this.ctx.storage.sql;
    const result: CountResult = { counted: 0, duplicates: 0, skipped: 0, invalid: 0, charged: [] };
    const capOf = (day: string, key: string, type: string) =>
      (sql.exec(`SELECT n FROM caps WHERE day = ? AND key = ? AND type = ?`, day, key, type).toArray()[0]?.n as number | undefined) ?? 0;
    const bumpDay = (day: string, type: PromotedEventType, charged: boolean, cost: number) =>
      sql.exec(
        `INSERT INTO days (day, impressions, clicks, spend, invalid_impressions, invalid_clicks, dirty) VALUES (?, ?, ?, ?, ?, ?, 1)
         ON CONFLICT (day) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks,
           spend = spend + excluded.spend, invalid_impressions = invalid_impressions + excluded.invalid_impressions,
           invalid_clicks = invalid_clicks + excluded.invalid_clicks, dirty = 1`,
        day,
        charged && type === "impression" ? 1 : 0,
        charged && type === "click" ? 1 : 0,
        charged ? cost : 0,
        !charged && type === "impression" ? 1 : 0,
        !charged && type === "click" ? 1 : 0,
      );
    this.ctx.storage.transactionSync(() => {
      this.setMeta("campaign_id", String(campaign.id));
      for (const e of events) {
        const inDates = e.day >= campaign.firstDay && (campaign.lastDay === null || e.day <= campaign.lastDay);
        if (!e.countable || !campaign.delivering || !inDates) {
          result.skipped++;
          continue;
        }
        if (sql.exec(`SELECT 1 FROM tokens WHERE placement = ? AND type = ?`, e.placement, e.type).toArray().length > 0) {
          result.duplicates++;
          continue;
        }
        let reason: InvalidReason | null = e.invalid;
        if (reason === null && e.type === "click") {
          const impression = sql.exec(`SELECT state FROM tokens WHERE placement = ? AND type = 'impression'`, e.placement).toArray()[0]
            ?.state as string | undefined;
          if (impression === "skipped") {
            // Its impression was over budget (or out of dates): so is the click, and nothing is recorded.
            result.skipped++;
            continue;
          }
          if (impression !== "charged") reason = "no_impression";
        }
        if (reason === null && capOf(e.day, e.viewer, e.type) >= CAPS.viewer[e.type]) reason = "viewer_cap";
        if (reason === null && capOf(e.day, e.address, e.type) >= CAPS.address[e.type]) reason = "address_cap";
        if (reason !== null) {
          sql.exec(`INSERT INTO tokens (placement, type, day, state) VALUES (?, ?, ?, 'invalid')`, e.placement, e.type, e.day);
          sql.exec(
            `INSERT INTO invalid (day, type, reason, n) VALUES (?, ?, ?, 1) ON CONFLICT (day, type, reason) DO UPDATE SET n = n + 1`,
            e.day,
            e.type,
            reason,
          );
          bumpDay(e.day, e.type, false, 0);
          result.invalid++;
          continue;
        }
        const cost = promotedCost(campaign.currency, e.type);
        const spent = (sql.exec(`SELECT spend FROM days WHERE day = ?`, e.day).toArray()[0]?.spend as number | undefined) ?? 0;
        if (spent + cost > campaign.budgetMicro) {
          sql.exec(`INSERT INTO tokens (placement, type, day, state) VALUES (?, ?, ?, 'skipped')`, e.placement, e.type, e.day);
          result.skipped++;
          continue;
        }
        sql.exec(`INSERT INTO tokens (placement, type, day, state) VALUES (?, ?, ?, 'charged')`, e.placement, e.type, e.day);
        for (const key of [e.viewer, e.address]) {
          sql.exec(
            `INSERT INTO caps (day, key, type, n) VALUES (?, ?, ?, 1) ON CONFLICT (day, key, type) DO UPDATE SET n = n + 1`,
            e.day,
            key,
            e.type,
          );
        }
        bumpDay(e.day, e.type, true, cost);
        this.bumpParts(e, cost);
        result.counted++;
        result.charged!.push({ type: e.type, placement: e.placement });
      }
    });
    // Armed whenever something is left to write, counted or invalid, not only when this batch
    // counted: a day whose earlier write failed still reaches D1 once its budget is spent.
    const dirty = sql.exec(`SELECT 1 FROM days WHERE dirty = 1 LIMIT 1`).toArray().length > 0;
    if (dirty && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + COUNTER_FLUSH_MS);
    return result;
  }

  /** A charged event's share of its ad's and its search query's rows (inside count's transaction). */
  private bumpParts(e: CounterEvent, cost: number) {
    const sql = this.ctx.storage.sql;
    const [i, k] = e.type === "impression" ? [1, 0] : [0, 1];
    if (e.adId !== undefined) {
      sql.exec(
        `INSERT INTO ad_days (day, ad_id, impressions, clicks, spend) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (day, ad_id) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks,
           spend = spend + excluded.spend`,
        e.day,
        e.adId,
        i,
        k,
        cost,
      );
    }
    if (e.adGroupId !== undefined && e.query) {
      const known = sql
        .exec(`SELECT 1 FROM query_days WHERE day = ? AND ad_group_id = ? AND query = ?`, e.day, e.adGroupId, e.query)
        .toArray();
      const distinct = sql.exec(`SELECT count(*) AS n FROM query_days WHERE day = ?`, e.day).toArray()[0]?.n as number;
      const query = known.length > 0 || distinct < QUERY_DAILY_MAX ? e.query : OTHER_QUERIES;
      sql.exec(
        `INSERT INTO query_days (day, ad_group_id, query, impressions, clicks, spend) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (day, ad_group_id, query) DO UPDATE SET impressions = impressions + excluded.impressions,
           clicks = clicks + excluded.clicks, spend = spend + excluded.spend`,
        e.day,
        e.adGroupId,
        query,
        i,
        k,
        cost,
      );
    }
  }

  /** The per-ad and per-search-query totals kept per day (tests). */
  async partTotals(): Promise<{
    ads: (PartTotals & { ad_id: number })[];
    queries: (PartTotals & { ad_group_id: number; query: string })[];
  }> {
    this.schema();
    const sql = this.ctx.storage.sql;
    return {
      ads: sql
        .exec(`SELECT day, ad_id, impressions, clicks, spend FROM ad_days ORDER BY day, ad_id`)
        .toArray() as unknown as (PartTotals & {
        ad_id: number;
      })[],
      queries: sql
        .exec(`SELECT day, ad_group_id, query, impressions, clicks, spend FROM query_days ORDER BY day, ad_group_id, query`)
        .toArray() as unknown as (PartTotals & { ad_group_id: number; query: string })[],
    };
  }

  /** The totals kept per day (tests, the traffic simulation, the reconciliation). */
  async totals(): Promise<DayTotals[]> {
    this.schema();
    return this.ctx.storage.sql
      .exec(`SELECT day, impressions, clicks, spend, invalid_impressions, invalid_clicks FROM days ORDER BY day`)
      .toArray() as unknown as DayTotals[];
  }

  /** Invalid events per day, type and reason (tests and investigations). */
  async invalidReasons(): Promise<{ day: string; type: PromotedEventType; reason: InvalidReason; n: number }[]> {
    this.schema();
    return this.ctx.storage.sql.exec(`SELECT day, type, reason, n FROM invalid ORDER BY day, type, reason`).toArray() as unknown as {
      day: string;
      type: PromotedEventType;
      reason: InvalidReason;
      n: number;
    }[];
  }

  /** How the writes to D1 stand: failed attempts since the last success, and the next alarm (epoch ms). */
  async flushState(): Promise<{ attempts: number; alarm: number | null; dirty: number }> {
    this.schema();
    const dirty = this.ctx.storage.sql.exec(`SELECT count(*) AS n FROM days WHERE dirty = 1`).toArray()[0]?.n as number;
    return { attempts: Number(this.meta("flush_attempts") ?? 0), alarm: await this.ctx.storage.getAlarm(), dirty };
  }

  /** Writes the recent days to D1 (reconciling), then forgets tokens and caps of days long over. */
  override async alarm(): Promise<void> {
    this.schema();
    const id = this.meta("campaign_id");
    if (id === undefined) return;
    try {
      await this.flush(Number(id));
      this.setMeta("flush_attempts", "0");
    } catch (error) {
      // Never rethrown: the platform's alarm retries are few, and counted money must reach D1.
      const attempts = Number(this.meta("flush_attempts") ?? 0) + 1;
      this.setMeta("flush_attempts", String(attempts));
      console.error(`campaign counter ${id}: write to D1 failed (attempt ${attempts})`, error);
      await this.ctx.storage.setAlarm(Date.now() + retryDelay(attempts));
      return;
    }
    const sql = this.ctx.storage.sql;
    // Relative to the newest day counted, not the wall clock (tests and the traffic simulation count past days).
    const newest = sql.exec(`SELECT max(day) AS day FROM days`).toArray()[0]?.day as string | null | undefined;
    if (newest) {
      sql.exec(`DELETE FROM tokens WHERE day < ?`, dayBefore(newest, KEEP_DAYS));
      sql.exec(`DELETE FROM caps WHERE day < ?`, dayBefore(newest, KEEP_DAYS));
    }
    const stillDirty = sql.exec(`SELECT 1 FROM days WHERE dirty = 1 LIMIT 1`).toArray().length > 0;
    if (stillDirty) await this.ctx.storage.setAlarm(Date.now() + COUNTER_FLUSH_MS);
  }

  /**
   * The reconciliation: the changed days and the recent ones (COUNTER_RECONCILE_DAYS up to the
   * newest) against D1's rows; every day that D1 lacks or has otherwise is written, whole.
   */
  private async flush(id: number): Promise<void> {
    const sql = this.ctx.storage.sql;
    const newest = sql.exec(`SELECT max(day) AS day FROM days`).toArray()[0]?.day as string | null | undefined;
    if (!newest) return;
    const days = sql
      .exec(
        `SELECT day, impressions, clicks, spend, invalid_impressions, invalid_clicks FROM days WHERE dirty = 1 OR day >= ?`,
        dayBefore(newest, COUNTER_RECONCILE_DAYS - 1),
      )
      .toArray() as unknown as DayTotals[];
    const { results: rows } = await this.env.DB.prepare(
      `SELECT day, impressions, clicks, spend_micro AS spend, invalid_impressions, invalid_clicks FROM campaign_daily_stats
       WHERE campaign_id = ? AND day IN (SELECT value FROM json_each(?))`,
    )
      .bind(id, JSON.stringify(days.map((d) => d.day)))
      .all<DayTotals>();
    const inD1 = new Map(rows.map((r) => [r.day, r]));
    const same = (a: DayTotals, b: DayTotals | undefined) =>
      b !== undefined &&
      a.impressions === b.impressions &&
      a.clicks === b.clicks &&
      a.spend === b.spend &&
      a.invalid_impressions === b.invalid_impressions &&
      a.invalid_clicks === b.invalid_clicks;
    const differ = days.filter((d) => !same(d, inD1.get(d.day)));
    if (differ.length > 0) {
      // A campaign deleted meanwhile: its rows would fail the foreign key; nothing to write then.
      const exists = await this.env.DB.prepare(`SELECT 1 FROM campaigns WHERE id = ?`).bind(id).first();
      if (exists) {
        const now = Math.floor(Date.now() / 1000);
        const upsert = this.env.DB.prepare(
          `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, invalid_impressions, invalid_clicks, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (campaign_id, day) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks,
             spend_micro = excluded.spend_micro, invalid_impressions = excluded.invalid_impressions,
             invalid_clicks = excluded.invalid_clicks, updated_at = excluded.updated_at`,
        );
        const written = JSON.stringify(differ.map((d) => d.day));
        const adRows = sql
          .exec(`SELECT day, ad_id, impressions, clicks, spend FROM ad_days WHERE day IN (SELECT value FROM json_each(?))`, written)
          .toArray() as unknown as (PartTotals & { ad_id: number })[];
        const queryRows = sql
          .exec(
            `SELECT day, ad_group_id, query, impressions, clicks, spend FROM query_days WHERE day IN (SELECT value FROM json_each(?))`,
            written,
          )
          .toArray() as unknown as (PartTotals & { ad_group_id: number; query: string })[];
        const adUpsert = this.env.DB.prepare(
          `INSERT INTO ad_daily_stats (campaign_id, ad_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (campaign_id, ad_id, day) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks,
             spend_micro = excluded.spend_micro, updated_at = excluded.updated_at`,
        );
        const queryUpsert = this.env.DB.prepare(
          `INSERT INTO search_query_daily_stats (campaign_id, ad_group_id, query, day, impressions, clicks, spend_micro, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (campaign_id, ad_group_id, query, day) DO UPDATE SET impressions = excluded.impressions,
             clicks = excluded.clicks, spend_micro = excluded.spend_micro, updated_at = excluded.updated_at`,
        );
        // One batch: the campaign's row and its parts are written together or not at all.
        await this.env.DB.batch([
          ...differ.map((d) => upsert.bind(id, d.day, d.impressions, d.clicks, d.spend, d.invalid_impressions, d.invalid_clicks, now)),
          ...adRows.map((r) => adUpsert.bind(id, r.ad_id, r.day, r.impressions, r.clicks, r.spend, now)),
          ...queryRows.map((r) => queryUpsert.bind(id, r.ad_group_id, r.query, r.day, r.impressions, r.clicks, r.spend, now)),
        ]);
      }
    }
    // Only what was written (or found equal) is clean: events counted while D1 answered stay dirty for the next alarm.
    this.ctx.storage.transactionSync(() => {
      for (const d of days) {
        sql.exec(
          `UPDATE days SET dirty = 0 WHERE day = ? AND impressions = ? AND clicks = ? AND spend = ? AND invalid_impressions = ? AND invalid_clicks = ?`,
          d.day,
          d.impressions,
          d.clicks,
          d.spend,
          d.invalid_impressions,
          d.invalid_clicks,
        );
      }
    });
  }
}
