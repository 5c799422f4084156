/**
 * Why: an advertiser pays per impression and click, so the counts must be exact under any load and
 * a day's spend must never pass its daily budget (docs/decisions/039). One Durable Object per
 * campaign (named by the campaign id) is the one place its events are counted: it runs one call
 * at a time, and each call checks and writes in a single synchronous SQLite transaction, so two
 * concurrent beacons can neither count one viewer twice nor both spend the budget's last cost
 * unit. It keeps, per UTC day, which viewers were counted (deduplication per viewer, Pin and day:
 * a campaign promotes one Pin) and the day's totals; an alarm writes changed days' totals to D1
 * (campaign_daily_stats, the whole row, so a retried write never counts twice) shortly after, one
 * write for however many events came in meanwhile. A failed write throws, and the alarm retries.
 */
import { DurableObject } from "cloudflare:workers";
import { COUNTER_FLUSH_MS, promotedCost, type PromotedEventType } from "~common/business/promoted-pins";

/** The campaign as the beacon found it in D1 just now. */
export interface CounterCampaign {
  id: number;
  currency: string;
  budgetMicro: number;
  /** ACTIVE, started, not ended, its ad and ad group active */
  delivering: boolean;
  /** first and last UTC day it may spend on (last null: ongoing) */
  firstDay: string;
  lastDay: string | null;
}

export interface CounterEvent {
  type: PromotedEventType;
  /** the token's viewer tag (never an account id) */
  viewer: string;
  /** the UTC day it happened on */
  day: string;
  /** false: expired token or a bot: answered as skipped */
  countable: boolean;
}

export interface CountResult {
  counted: number;
  duplicates: number;
  skipped: number;
}

/** How long a day's viewers are kept after it ends (they only deduplicate that day). */
const KEEP_DAYS = 2;

export class CampaignCounter extends DurableObject<Env> {
  private ready = false;

  private schema() {
    if (this.ready) return;
    const sql = this.ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    sql.exec(
      `CREATE TABLE IF NOT EXISTS seen (day TEXT NOT NULL, type TEXT NOT NULL, viewer TEXT NOT NULL, PRIMARY KEY (day, type, viewer)) WITHOUT ROWID`,
    );
    sql.exec(
      `CREATE TABLE IF NOT EXISTS days (day TEXT PRIMARY KEY, impressions INTEGER NOT NULL, clicks INTEGER NOT NULL, spend INTEGER NOT NULL, dirty INTEGER NOT NULL)`,
    );
    this.ready = true;
  }

  /**
   * Counts a batch of one campaign's events: each counted unless it is not countable, the
   * campaign is not delivering on that day, the viewer was already counted for that type and day,
   * or its cost would take the day's spend past the daily budget.
   */
  async count(campaign: CounterCampaign, events: readonly CounterEvent[]): Promise<CountResult> {
    this.schema();
    const sql = this.ctx.storage.sql;
    const result: CountResult = { counted: 0, duplicates: 0, skipped: 0 };
    this.ctx.storage.transactionSync(() => {
      sql.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('campaign_id', ?)`, String(campaign.id));
      for (const e of events) {
        const inDates = e.day >= campaign.firstDay && (campaign.lastDay === null || e.day <= campaign.lastDay);
        if (!e.countable || !campaign.delivering || !inDates) {
          result.skipped++;
          continue;
        }
        if (sql.exec(`SELECT 1 FROM seen WHERE day = ? AND type = ? AND viewer = ?`, e.day, e.type, e.viewer).toArray().length > 0) {
          result.duplicates++;
          continue;
        }
        const cost = promotedCost(campaign.currency, e.type);
        const spent = (sql.exec(`SELECT spend FROM days WHERE day = ?`, e.day).toArray()[0]?.spend as number | undefined) ?? 0;
        if (spent + cost > campaign.budgetMicro) {
          result.skipped++;
          continue;
        }
        sql.exec(`INSERT INTO seen (day, type, viewer) VALUES (?, ?, ?)`, e.day, e.type, e.viewer);
        sql.exec(
          `INSERT INTO days (day, impressions, clicks, spend, dirty) VALUES (?, ?, ?, ?, 1)
           ON CONFLICT (day) DO UPDATE SET impressions = impressions + excluded.impressions, clicks = clicks + excluded.clicks,
             spend = spend + excluded.spend, dirty = 1`,
          e.day,
          e.type === "impression" ? 1 : 0,
          e.type === "click" ? 1 : 0,
          cost,
        );
        result.counted++;
      }
    });
    if (result.counted > 0 && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + COUNTER_FLUSH_MS);
    return result;
  }

  /** The totals kept for some days (tests and the flush's own check). */
  async totals(): Promise<{ day: string; impressions: number; clicks: number; spend: number }[]> {
    this.schema();
    return this.ctx.storage.sql.exec(`SELECT day, impressions, clicks, spend FROM days ORDER BY day`).toArray() as unknown as {
      day: string;
      impressions: number;
      clicks: number;
      spend: number;
    }[];
  }

  /** Writes the changed days to D1, then forgets viewers of days long over. */
  override async alarm(): Promise<void> {
    this.schema();
    const sql = this.ctx.storage.sql;
    const id = sql.exec(`SELECT value FROM meta WHERE key = 'campaign_id'`).toArray()[0]?.value as string | undefined;
    if (id === undefined) return;
    const dirty = sql.exec(`SELECT day, impressions, clicks, spend FROM days WHERE dirty = 1`).toArray() as unknown as {
      day: string;
      impressions: number;
      clicks: number;
      spend: number;
    }[];
    if (dirty.length > 0) {
      const now = Math.floor(Date.now() / 1000);
      const upsert = this.env.DB.prepare(
        `INSERT INTO campaign_daily_stats (campaign_id, day, impressions, clicks, spend_micro, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (campaign_id, day) DO UPDATE SET impressions = excluded.impressions, clicks = excluded.clicks,
           spend_micro = excluded.spend_micro, updated_at = excluded.updated_at`,
      );
      // A campaign deleted meanwhile: its rows would fail the foreign key; nothing to write then.
      const exists = await this.env.DB.prepare(`SELECT 1 FROM campaigns WHERE id = ?`).bind(Number(id)).first();
      if (exists) await this.env.DB.batch(dirty.map((d) => upsert.bind(Number(id), d.day, d.impressions, d.clicks, d.spend, now)));
      // Only what was written is clean: events counted while D1 answered stay dirty for the next alarm.
      this.ctx.storage.transactionSync(() => {
        for (const d of dirty) {
          sql.exec(
            `UPDATE days SET dirty = 0 WHERE day = ? AND impressions = ? AND clicks = ? AND spend = ?`,
            d.day,
            d.impressions,
            d.clicks,
            d.spend,
          );
        }
      });
    }
    // Relative to the newest day counted, not the wall clock (tests and the traffic simulation count past days).
    const newest = sql.exec(`SELECT max(day) AS day FROM seen`).toArray()[0]?.day as string | null | undefined;
    if (newest)
      sql.exec(
        `DELETE FROM seen WHERE day < ?`,
        new Date(Date.parse(`${newest}T00:00:00Z`) - KEEP_DAYS * 86_400_000).toISOString().slice(0, 10),
      );
    const stillDirty = sql.exec(`SELECT 1 FROM days WHERE dirty = 1 LIMIT 1`).toArray().length > 0;
    if (stillDirty) await this.ctx.storage.setAlarm(Date.now() + COUNTER_FLUSH_MS);
  }
}
