/**
 * Why: a batch is checked event by event and stored in one statement (json_each), whatever its
 * size, so a thousand events are one D1 call and a retry of the batch adds nothing: the unique
 * (ad account, test, name, event_id) makes a repeat one row, whoever sent it (the tag, the API, an
 * upload), and RETURNING's copies tells the new ones. The same statement attributes each real
 * event to the ad account's last charged touch (docs/decisions/059): the click whose id it carries,
 * else the person's last click within 30 days, else their last view within a day. A repeat fills
 * in what the first copy lacked (a click id, a value), never replaces it. The day's counts of
 * received and failed events (the health pages') are written in the same batch.
 */
import {
  checkEvent,
  CHANNELS,
  CLICK_WINDOW_SECONDS,
  CONVERSIONS_COPY as T,
  EVENT_CLOCK_SKEW_SECONDS,
  VIEW_WINDOW_SECONDS,
  type Channel,
  type CheckedEvent,
  type ConversionEvent,
  type ConversionEventsAnswer,
} from "~common/business/conversions";
import { utcDay } from "~common/business/promoted-pins";

export interface Receipt {
  advertiserId: number;
  events: ConversionEvent[];
  test: boolean;
  channel: Channel;
  now: number;
  /** the tag that sent them, for the tag's health */
  tagId?: number;
  /** the nonce of the upload they came in (its row is written in the same batch) */
  uploadNonce?: string;
}

const INSERT = `INSERT INTO conversion_events (advertiser_id, event_name, event_id, action_source, event_time, received_at, source, test,
    em_hash, ph_hash, value_micro, currency, tag_id, click_id, upload_id, channels, touch_id)
  SELECT ?1, e.value ->> 'event_name', e.value ->> 'event_id', e.value ->> 'action_source', e.value ->> 'event_time', ?2,
    CASE ?3 WHEN 'tag' THEN 'tag' ELSE 'api' END, ?4,
    e.value ->> 'em', e.value ->> 'ph', e.value ->> 'value_micro', e.value ->> 'currency', ?5, e.value ->> 'click_id',
    (SELECT id FROM conversion_uploads WHERE nonce = ?6), ?7,
    CASE WHEN ?4 = 1 THEN NULL ELSE COALESCE(
      (SELECT t.id FROM ad_touches t WHERE t.advertiser_id = ?1 AND t.kind = 'click' AND t.click_id = e.value ->> 'click_id'
         AND t.touched_at BETWEEN (e.value ->> 'event_time') - ?8 AND (e.value ->> 'event_time') + ?10),
      (SELECT t.id FROM ad_touches t WHERE t.advertiser_id = ?1 AND t.em_hash = e.value ->> 'em' AND t.kind = 'click'
         AND t.touched_at BETWEEN (e.value ->> 'event_time') - ?8 AND (e.value ->> 'event_time') + ?10 ORDER BY t.touched_at DESC LIMIT 1),
      (SELECT t.id FROM ad_touches t WHERE t.advertiser_id = ?1 AND t.em_hash = e.value ->> 'em' AND t.kind = 'view'
         AND t.touched_at BETWEEN (e.value ->> 'event_time') - ?9 AND (e.value ->> 'event_time') + ?10 ORDER BY t.touched_at DESC LIMIT 1)
    ) END
  FROM json_each(?11) e WHERE true
  ON CONFLICT (advertiser_id, test, event_name, event_id) DO UPDATE SET
    copies = copies + 1, channels = channels | excluded.channels,
    touch_id = COALESCE(touch_id, excluded.touch_id), click_id = COALESCE(click_id, excluded.click_id),
    em_hash = COALESCE(em_hash, excluded.em_hash), tag_id = COALESCE(tag_id, excluded.tag_id),
    currency = CASE WHEN value_micro IS NULL THEN excluded.currency ELSE currency END,
    value_micro = COALESCE(value_micro, excluded.value_micro)
  RETURNING event_name, event_id, copies`;

const COUNT_DAY = `INSERT INTO conversion_event_days (advertiser_id, day, channel, tag_id, received, failed, last_at, last_error)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
  ON CONFLICT (advertiser_id, day, channel, tag_id) DO UPDATE SET received = received + excluded.received,
    failed = failed + excluded.failed, last_at = excluded.last_at, last_error = COALESCE(excluded.last_error, last_error)`;

/** The statement adding to the day's count of a channel's (or tag's) events, failed ones too. */
export function dayCount(
  db: D1Database,
  input: Pick<Receipt, "advertiserId" | "channel" | "now" | "tagId">,
  n: { received: number; failed: number; error: string | null },
): D1PreparedStatement {
  return db
    .prepare(COUNT_DAY)
    .bind(input.advertiserId, utcDay(input.now * 1000), input.channel, input.tagId ?? 0, n.received, n.failed, input.now, n.error);
}

/** Receives a batch: its statements in one D1 batch, and the answer. */
export async function receiveEvents(db: D1Database, input: Receipt): Promise<ConversionEventsAnswer> {
  const r = receipt(db, input);
  return r.answer(r.statements.length > 0 ? await db.batch(r.statements) : []);
}

/**
 * A batch's statements, to run in a D1 batch of the caller's (an upload writes its own row in the
 * same one), and the answer from their results.
 */
export function receipt(db: D1Database, input: Receipt) {
  const checked = input.events.map((e) => checkEvent(e, input.now));
  const good = checked.flatMap((c, i) => (c.ok ? [{ i, ...c.event }] : [])) as (CheckedEvent & { i: number })[];
  const firstError = checked.find((c) => !c.ok);
  const fresh = new Set<number>();
  const statements: D1PreparedStatement[] = [];
  if (good.length > 0)
    statements.push(
      db
        .prepare(INSERT)
        .bind(
          input.advertiserId,
          input.now,
          input.channel,
          input.test ? 1 : 0,
          input.tagId ?? null,
          input.uploadNonce ?? null,
          CHANNELS[input.channel],
          CLICK_WINDOW_SECONDS,
          VIEW_WINDOW_SECONDS,
          EVENT_CLOCK_SKEW_SECONDS,
          JSON.stringify(good),
        ),
    );
  // Test events are a developer's checks: they count in no page but the test events'.
  if (!input.test)
    statements.push(
      dayCount(db, input, {
        received: checked.length,
        failed: checked.length - good.length,
        error: firstError?.ok === false ? firstError.error : null,
      }),
    );
  const answer = (results: D1Result[]): ConversionEventsAnswer => {
    const inserted = results[0] as D1Result<{ event_name: string; event_id: string; copies: number }> | undefined;
    if (good.length > 0 && inserted) {
      // A row comes back for each good event; the first arrival of a key has copies 1, its
      // repeats in the same batch 2, 3… (RETURNING's order is SQLite's, so matched by key).
      const copiesOf = new Map<string, number[]>();
      for (const r of inserted!.results) {
        const key = `${r.event_name}\n${r.event_id}`;
        copiesOf.set(key, [...(copiesOf.get(key) ?? []), r.copies]);
      }
      for (const list of copiesOf.values()) list.sort((a, b) => a - b);
      for (const g of good) if (copiesOf.get(`${g.event_name}\n${g.event_id}`)?.shift() === 1) fresh.add(g.i);
    }
    const events = checked.map((c, i) =>
      !c.ok
        ? { status: "failed" as const, error_message: c.error, warning_message: null }
        : {
            status: "processed" as const,
            error_message: null,
            warning_message: input.test ? T.testEvent : fresh.has(i) ? null : T.duplicate,
          },
    );
    return { num_events_received: events.length, num_events_processed: good.length, events };
  };
  return { statements, answer };
}
