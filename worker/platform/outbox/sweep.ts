/**
 * Why: the queue send after a batch can be lost (the isolate dies, the send fails); the row stays
 * pending. Each minute this job sends the ids of pending rows past their next_attempt_at to the
 * queue again (at most SWEEP_LIMIT), and forgets sent rows after SENT_KEPT_MS.
 */
import type { ScheduledJob } from "../scheduled";
import { SWEEP_GRACE_MS, type OutboxMessage } from "./store";

/** Rows re-enqueued per run: a queue batch send takes at most 100 messages. */
const SWEEP_LIMIT = 100;
/** Sent rows are kept a week (what was sent, for support), then deleted, 5,000 a run. */
const SENT_KEPT_MS = 7 * 24 * 3600_000;

export const sweepOutbox: ScheduledJob = {
  name: "outbox: re-enqueue stuck emails",
  run: async (env, now) => {
    const db = env.DB;
    // Moving next_attempt_at first: the next run leaves these rows to the queue for SWEEP_GRACE_MS.
    const { results } = await db
      .prepare(
        `UPDATE outbox SET next_attempt_at = ?1 + ?2 WHERE id IN (
           SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT ?3
         ) RETURNING id`,
      )
      .bind(now, SWEEP_GRACE_MS, SWEEP_LIMIT)
      .all<{ id: string }>();
    if (results.length > 0) {
      console.warn(`outbox: re-enqueuing ${results.length} pending emails`);
      await env.OUTBOX.sendBatch(results.map((r) => ({ body: { id: r.id } satisfies OutboxMessage })));
    }
    await db
      .prepare("DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE state = 'sent' AND sent_at < ? LIMIT 5000)")
      .bind(now - SENT_KEPT_MS)
      .run();
  },
};
