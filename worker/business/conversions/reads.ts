/**
 * Why: the console's conversions pages (overview, health, deduplication, event history, test
 * events) read the events and the day counts written with them (events.ts); each read is one
 * indexed range of an ad account's rows, bounded by its span or page.
 */
import {
  CHANNELS,
  CLICK_WINDOW_SECONDS,
  CONVERSION_EVENT_NAMES,
  EVENT_CLOCK_SKEW_SECONDS,
  EVENT_HISTORY_PAGE,
  VIEW_WINDOW_SECONDS,
  type Channel,
  type ConversionRecord,
  type ConversionsOverview,
} from "~common/business/conversions";
import { utcDay } from "~common/business/promoted-pins";

const iso = (s: number) => new Date(s * 1000).toISOString();
const DAY = 86_400;

/** The first second of the span's first UTC day: `days` days up to and with today. */
const spanStart = (now: number, days: number) => Math.floor(now / DAY) * DAY - (days - 1) * DAY;

export async function overview(
  db: D1Database,
  advertiser: { id: number; currency: string },
  days: number,
  now: number,
): Promise<ConversionsOverview> {
  const from = spanStart(now, days);
  const [byName, health, tags, dedup] = await db.batch([
    db
      .prepare(
        `SELECT e.event_name, count(*) AS total, COALESCE(SUM(t.kind = 'click'), 0) AS clicks, COALESCE(SUM(t.kind = 'view'), 0) AS views,
           COALESCE(SUM(CASE WHEN e.currency = ?4 THEN e.value_micro END), 0) AS value
         FROM conversion_events e LEFT JOIN ad_touches t ON t.id = e.touch_id
         WHERE e.advertiser_id = ?1 AND e.test = 0 AND e.event_time BETWEEN ?2 AND ?3 GROUP BY e.event_name`,
      )
      .bind(advertiser.id, from, now + EVENT_CLOCK_SKEW_SECONDS, advertiser.currency),
    // SQLite's bare column: last_error is that of the row with the latest last_at.
    db
      .prepare(
        `SELECT channel, tag_id, SUM(received) AS received, SUM(failed) AS failed, MAX(last_at) AS last_at, last_error
         FROM conversion_event_days WHERE advertiser_id = ?1 AND day >= ?2 GROUP BY channel, tag_id`,
      )
      .bind(advertiser.id, utcDay(from * 1000)),
    // The newest 100 (an account with more sees its latest), listed oldest first below.
    db.prepare("SELECT id, name FROM conversion_tags WHERE advertiser_id = ? ORDER BY id DESC LIMIT 100").bind(advertiser.id),
    db
      .prepare(
        `SELECT count(*) AS n, COALESCE(SUM((channels & (channels - 1)) != 0), 0) AS two, COALESCE(SUM(copies - 1), 0) AS repeats
         FROM conversion_events WHERE advertiser_id = ?1 AND test = 0 AND event_time BETWEEN ?2 AND ?3`,
      )
      .bind(advertiser.id, from, now + EVENT_CLOCK_SKEW_SECONDS),
  ]);
  type NameRow = { event_name: string; total: number; clicks: number; views: number; value: number };
  type HealthRow = { channel: Channel; tag_id: number; received: number; failed: number; last_at: number; last_error: string | null };
  const names = new Map((byName!.results as NameRow[]).map((r) => [r.event_name, r]));
  const seen = new Map((health!.results as HealthRow[]).map((r) => [`${r.channel}:${r.tag_id}`, r]));
  const row = (channel: Channel, tag: { id: number; name: string } | null) => {
    const h = seen.get(`${channel}:${tag?.id ?? 0}`);
    return {
      channel,
      tag_id: tag ? String(tag.id) : null,
      tag_name: tag?.name ?? null,
      received: h?.received ?? 0,
      failed: h?.failed ?? 0,
      error_rate: h && h.received > 0 ? h.failed / h.received : 0,
      last_seen_at: h ? iso(h.last_at) : null,
      last_error: h?.last_error ?? null,
    };
  };
  const d = dedup!.results[0] as { n: number; two: number; repeats: number };
  return {
    days,
    currency: advertiser.currency,
    click_window_days: CLICK_WINDOW_SECONDS / DAY,
    view_window_days: VIEW_WINDOW_SECONDS / DAY,
    events: CONVERSION_EVENT_NAMES.map((name) => {
      const r = names.get(name);
      return {
        event_name: name,
        total: r?.total ?? 0,
        attributed_clicks: r?.clicks ?? 0,
        attributed_views: r?.views ?? 0,
        value_in_micro_currency: r?.value ?? 0,
      };
    }),
    health: [row("api", null), row("upload", null), ...(tags!.results as { id: number; name: string }[]).map((t) => row("tag", t))],
    deduplication: { events: d.n, from_two_channels: d.two, repeats: d.repeats },
  };
}

interface RecordRow {
  id: number;
  event_name: string;
  event_id: string;
  action_source: string;
  event_time: number;
  received_at: number;
  channels: number;
  copies: number;
  value_micro: number | null;
  currency: string | null;
  kind: "click" | "view" | null;
  campaign_id: number | null;
  campaign_name: string | null;
  ad_id: number | null;
  touched_at: number | null;
}

/** A page of events (or test events), newest first; the bookmark is the last one's row id. */
export async function history(
  db: D1Database,
  advertiserId: number,
  q: { test: boolean; bookmark: number | null },
): Promise<{ items: ConversionRecord[]; bookmark: string | null }> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.event_name, e.event_id, e.action_source, e.event_time, e.received_at, e.channels, e.copies, e.value_micro, e.currency,
         t.kind, t.campaign_id, c.name AS campaign_name, t.ad_id, t.touched_at
       FROM conversion_events e LEFT JOIN ad_touches t ON t.id = e.touch_id LEFT JOIN campaigns c ON c.id = t.campaign_id
       WHERE e.advertiser_id = ?1 AND e.test = ?2 AND (?3 IS NULL OR e.id < ?3) ORDER BY e.id DESC LIMIT ?4`,
    )
    .bind(advertiserId, q.test ? 1 : 0, q.bookmark, EVENT_HISTORY_PAGE + 1)
    .all<RecordRow>();
  const page = results.slice(0, EVENT_HISTORY_PAGE);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      event_name: r.event_name,
      event_id: r.event_id,
      action_source: r.action_source,
      event_time: iso(r.event_time),
      received_at: iso(r.received_at),
      channels: (Object.keys(CHANNELS) as Channel[]).filter((ch) => (r.channels & CHANNELS[ch]) !== 0),
      copies: r.copies,
      value_in_micro_currency: r.value_micro,
      currency: r.currency,
      attribution:
        r.kind && r.campaign_id !== null && r.ad_id !== null && r.touched_at !== null
          ? {
              kind: r.kind,
              campaign_id: String(r.campaign_id),
              campaign_name: r.campaign_name ?? "",
              ad_id: String(r.ad_id),
              touched_at: iso(r.touched_at),
            }
          : null,
    })),
    bookmark: results.length > EVENT_HISTORY_PAGE ? String(page.at(-1)!.id) : null,
  };
}
