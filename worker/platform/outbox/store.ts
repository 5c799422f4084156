/**
 * Why: an email asked for by a change must go out exactly when the change lands (issue 35;
 * docs/decisions/048-outbox.md). Its row is a statement the caller puts in the change's own D1
 * batch, so both land or neither does; the queue message sent after the batch only says "look at
 * this row", and the sweep (sweep.ts) sends it again when that message was lost.
 */
import { getRandomValues } from "node:crypto";
import type { OutgoingEmail } from "../email";

/** What each row is for (logs, the dashboards' counts); the payload is the rendered message. */
export const OUTBOX_KINDS = [
  "board_invite",
  "password_reset",
  "two_factor_code",
  "sign_in_alert",
  "passkey_added",
  "account_lifecycle",
  "email_change_code",
  "email_changed",
  "data_export",
  "report_ready",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A row's payload: the message, and the origin of the request that asked (the sender and its links depend on it). */
export interface OutboxPayload {
  message: Omit<OutgoingEmail, "outboxId">;
  origin: string;
}

export interface OutboxRow {
  id: string;
  kind: OutboxKind;
  payload: string;
  state: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  sent_at: number | null;
  last_error: string | null;
}

/** The queue message: the row's id only (the row holds the rest, and a message holds no address). */
export interface OutboxMessage {
  id: string;
}

/** A pending row the queue has not delivered by then (epoch ms from its last move) is the sweep's. */
export const SWEEP_GRACE_MS = 2 * 60_000;

/** A message bigger than this is refused at enqueue: every product email is a few KiB. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

const newId = () => [...getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A statement that writes the row only when the batch's earlier statements made its reason true. */
export interface OutboxCondition {
  /** An SQL expression, e.g. "EXISTS (SELECT 1 FROM board_invites WHERE token_hash = ?)". */
  sql: string;
  params: unknown[];
}

/**
 * The statement that enqueues `message`, for the caller's own `db.batch([...])`, and the row's id
 * (hand it to `deliverSoon` after the batch). With `onlyIf`, the row is written only when the
 * condition holds inside the batch (an INSERT OR IGNORE that may have made nothing).
 *
 * @example
 * const mail = outboxEmail(db, "password_reset", message, origin);
 * await db.batch([insertLink, mail.statement]);
 * await deliverSoon(env, [mail.id]);
 */
export function outboxEmail(
  db: D1Database,
  kind: OutboxKind,
  message: Omit<OutgoingEmail, "outboxId">,
  origin: string,
  { onlyIf, id = newId(), now = Date.now() }: { onlyIf?: OutboxCondition; id?: string; now?: number } = {},
): { id: string; statement: D1PreparedStatement } {
  const { to, subject, text, html, headers } = message;
  const payload = JSON.stringify({ message: { to, subject, text, html, ...(headers && { headers }) }, origin });
  if (payload.length > MAX_PAYLOAD_BYTES)
    throw new Error(`outbox: a ${kind} email of ${payload.length} bytes is over ${MAX_PAYLOAD_BYTES}`);
  const columns = "INSERT OR IGNORE INTO outbox (id, kind, payload, state, attempts, next_attempt_at, created_at)";
  const values = [id, kind, payload, now + SWEEP_GRACE_MS, now];
  const statement = onlyIf
    ? db.prepare(`${columns} SELECT ?, ?, ?, 'pending', 0, ?, ? WHERE ${onlyIf.sql}`).bind(...values, ...onlyIf.params)
    : db.prepare(`${columns} VALUES (?, ?, ?, 'pending', 0, ?, ?)`).bind(...values);
  return { id, statement };
}

/**
 * Tells the queue about rows just written. Never throws: a send that fails leaves the rows
 * pending, and the sweep enqueues them after SWEEP_GRACE_MS.
 *
 * @example
 * await deliverSoon(c.env, [mail.id]);
 */
export async function deliverSoon(env: Env, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await env.OUTBOX.sendBatch(ids.map((id) => ({ body: { id } satisfies OutboxMessage })));
  } catch (err) {
    console.error("outbox: queue send failed, the sweep will send", ids, err);
  }
}

/**
 * A row id named by `key` (a Workflow's step, retried): the same key is the same row, written once.
 *
 * @example
 * const id = await outboxIdFor(`deleted:${userId}:${dueAt}`);
 */
export async function outboxIdFor(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`outbox:${key}`)));
  return [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * For an email whose change is already written (or that has none): the row on its own, then the
 * queue. The row is the record that the email is owed, whatever happens to this request next.
 *
 * @example
 * await sendThroughOutbox(c.env, "passkey_added", message, origin);
 */
export async function sendThroughOutbox(
  env: Env,
  kind: OutboxKind,
  message: Omit<OutgoingEmail, "outboxId">,
  origin: string,
  id?: string,
): Promise<string> {
  const mail = outboxEmail(env.DB, kind, message, origin, { id });
  await mail.statement.run();
  await deliverSoon(env, [mail.id]);
  return mail.id;
}
