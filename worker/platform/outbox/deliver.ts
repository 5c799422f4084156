/**
 * Why: the OUTBOX queue's consumer (worker/index.ts `queue`). Each message names a row; the row is
 * claimed (its attempt counted) before the send, marked sent after it, and on a failure the message
 * comes back after an exponential backoff until OUTBOX_MAX_ATTEMPTS, when the row is marked failed.
 * A redelivered message finds its row sent and stops; the mailbox keeps one message per row in any
 * case, so a crash between the send and the mark never shows an email twice.
 */
import { config } from "../config";
import { deployedEnv, isLocalRun } from "../deployment";
import { emailSender } from "../email";
import type { OutboxMessage, OutboxPayload, OutboxRow } from "./store";
import { SWEEP_GRACE_MS } from "./store";

/** Attempts before a row is failed: with the backoff below, about 48 minutes of trying. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** The wait after failed attempt n (1-based): 1 s, 3 s, 9 s … capped at 15 minutes. */
export const backoffSeconds = (attempt: number) => Math.min(3 ** (attempt - 1), 900);

/** How long an attempt in progress keeps the sweep away from its row. */
const ATTEMPT_LEASE_MS = 60_000;

/** Outbox ids are 24 hex characters (store.ts); anything else is not ours. */
const isOutboxId = (id: unknown): id is string => typeof id === "string" && /^[0-9a-f]{24}$/.test(id);

/**
 * Delivers one queue batch, message by message (a batch is at most max_batch_size, wrangler.toml).
 *
 * @example
 * async queue(batch, env) { await deliverOutbox(batch, env); }
 */
export async function deliverOutbox(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) await deliverOne(message, env);
}

async function deliverOne(message: Message<OutboxMessage>, env: Env): Promise<void> {
  const id = message.body?.id;
  if (!isOutboxId(id)) return message.ack();
  const db = env.DB;
  const row = await db.prepare("SELECT * FROM outbox WHERE id = ?").bind(id).first<OutboxRow>();
  if (!row || row.state !== "pending") return message.ack();
  // The claim counts the attempt; a concurrent delivery of the same row loses it and stops.
  const claimed = await db
    .prepare(
      "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND state = 'pending' AND attempts = ? RETURNING attempts",
    )
    .bind(Date.now() + ATTEMPT_LEASE_MS, id, row.attempts)
    .first<{ attempts: number }>();
  if (!claimed) return message.ack();
  const { message: email, origin } = JSON.parse(row.payload) as OutboxPayload;
  const local = isLocalRun(origin, env);
  try {
    // The test switch: only a local run's rows (a loopback origin) ever fail on purpose.
    if (local && claimed.attempts <= config(env).OUTBOX_TEST_FAILED_ATTEMPTS) {
      throw new Error(`OUTBOX_TEST_FAILED_ATTEMPTS: attempt ${claimed.attempts} fails on purpose`);
    }
    // A deployment's sender never sees DEV_TOOLS, as its requests do not (worker/index.ts servingEnv).
    await emailSender(local ? env : deployedEnv(env).asDeployed, origin).send({ ...email, outboxId: id });
    await db.prepare("UPDATE outbox SET state = 'sent', sent_at = ? WHERE id = ?").bind(Date.now(), id).run();
    message.ack();
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 500);
    if (claimed.attempts >= OUTBOX_MAX_ATTEMPTS) {
      console.error(`outbox: ${row.kind} ${id} failed after ${claimed.attempts} attempts`, error);
      await db.prepare("UPDATE outbox SET state = 'failed', last_error = ? WHERE id = ?").bind(error, id).run();
      return message.ack();
    }
    const delay = backoffSeconds(claimed.attempts);
    await db
      .prepare("UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?")
      .bind(error, Date.now() + delay * 1000 + SWEEP_GRACE_MS, id)
      .run();
    message.retry({ delaySeconds: delay });
  }
}
