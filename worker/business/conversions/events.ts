/**
 * Why: a batch is checked event by event and stored in one statement (json_each), whatever its
 * size, so a thousand events are one D1 call and a retry of the batch adds nothing: the unique
 * (ad account, test, name, event_id) makes a repeat a no-op, and RETURNING tells the new ones.
 */
import {
  checkEvent,
  CONVERSIONS_COPY as T,
  type CheckedEvent,
  type ConversionEvent,
  type ConversionEventsAnswer,
} from "~common/business/conversions";

export async function receiveEvents(
  db: D1Database,
  input: { advertiserId: number; events: ConversionEvent[]; test: boolean; source: "api" | "tag"; now: number },
): Promise<ConversionEventsAnswer> {
  const checked = input.events.map((e) => checkEvent(e, input.now));
  const good = checked.flatMap((c, i) => (c.ok ? [{ i, ...c.event }] : [])) as (CheckedEvent & { i: number })[];
  const fresh = new Set<number>();
  if (good.length > 0) {
    const { results } = await db
      .prepare(
        `INSERT INTO conversion_events (advertiser_id, event_name, event_id, action_source, event_time, received_at, source, test, em_hash, ph_hash, value_micro, currency)
         SELECT ?1, e.value ->> 'event_name', e.value ->> 'event_id', e.value ->> 'action_source', e.value ->> 'event_time', ?2, ?3, ?4,
           e.value ->> 'em', e.value ->> 'ph', e.value ->> 'value_micro', e.value ->> 'currency'
         FROM json_each(?5) e WHERE true
         ON CONFLICT (advertiser_id, test, event_name, event_id) DO NOTHING
         RETURNING event_name, event_id`,
      )
      .bind(input.advertiserId, input.now, input.source, input.test ? 1 : 0, JSON.stringify(good))
      .all<{ event_name: string; event_id: string }>();
    const made = new Set(results.map((r) => `${r.event_name}\n${r.event_id}`));
    // The first of two alike in one batch is the new one; the second is its repeat.
    for (const g of good) {
      const key = `${g.event_name}\n${g.event_id}`;
      if (made.delete(key)) fresh.add(g.i);
    }
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
}
