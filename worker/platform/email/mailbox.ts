/**
 * The D1 mailbox (migrations/0010_mailbox.sql): outgoing email kept where there is no Cloudflare
 * `send_email` binding (email-sender.ts), read by /_dev/mailbox and by the tests.
 */
import { getRandomValues } from "node:crypto";

export interface MailboxSummary {
  id: string;
  to: string;
  from: string;
  subject: string;
  /** epoch milliseconds */
  created_at: number;
}

export interface MailboxMessage extends MailboxSummary {
  text: string;
  html: string;
}

interface Row {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

const summary = (r: Omit<Row, "text_body" | "html_body">): MailboxSummary => ({
  id: r.id,
  to: r.to_address,
  from: r.from_address,
  subject: r.subject,
  created_at: r.created_at,
});

/** Keeps a message; one with an outbox id already kept (a redelivered queue message) is kept once. */
export async function storeMessage(
  db: D1Database,
  m: { to: string; from: string; subject: string; text: string; html: string; outboxId?: string; headers?: Record<string, string> },
  now = Date.now(),
): Promise<string> {
  const id = toHex(getRandomValues(new Uint8Array(12)));
  await db
    .prepare(
      `INSERT INTO mailbox (id, to_address, from_address, subject, text_body, html_body, created_at, outbox_id, headers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (outbox_id) WHERE outbox_id IS NOT NULL DO NOTHING`,
    )
    .bind(id, m.to.toLowerCase(), m.from, m.subject, m.text, m.html, now, m.outboxId ?? null, m.headers ? JSON.stringify(m.headers) : null)
    .run();
  return id;
}

/** Newest first; only the messages to `to` (exact, lower-case) when given. */
export async function listMessages(db: D1Database, opts: { to?: string; limit: number }): Promise<MailboxSummary[]> {
  const cols = "id, to_address, from_address, subject, created_at";
  const stmt = opts.to
    ? db
        .prepare(`SELECT ${cols} FROM mailbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`)
        .bind(opts.to.toLowerCase(), opts.limit)
    : db.prepare(`SELECT ${cols} FROM mailbox ORDER BY created_at DESC, rowid DESC LIMIT ?`).bind(opts.limit);
  const { results } = await stmt.all<Row>();
  return results.map(summary);
}

export async function findMessage(db: D1Database, id: string): Promise<MailboxMessage | null> {
  const r = await db.prepare("SELECT * FROM mailbox WHERE id = ?").bind(id).first<Row>();
  return r ? { ...summary(r), text: r.text_body, html: r.html_body } : null;
}
