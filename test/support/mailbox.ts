/**
 * Reading the local mailbox (worker/platform/email/, migrations/0010_mailbox.sql) from tests, straight from
 * the Worker's D1: mail is written after the API has answered (waitUntil), so readers poll.
 */
import type { RunningWorker } from "./worker-harness";

export interface StoredMail {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

/** Every message to `to`, newest first. */
export async function mailTo(worker: RunningWorker, to: string): Promise<StoredMail[]> {
  const env = await worker.env();
  const { results } = await env.DB.prepare("SELECT * FROM mailbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC")
    .bind(to.toLowerCase())
    .all<StoredMail>();
  return results;
}

/**
 * Waits until `to` has at least `count` messages (5 s at most) and returns them, newest first;
 * with `only`, counts and returns only the messages it keeps (other mail, such as a new-device
 * email after a log-in, may arrive in between).
 *
 * @example
 * const [mail] = await waitForMail(worker, "jane@example.com");
 * const [code] = await waitForMail(worker, "jane@example.com", 2, (m) => /^\d{6} /.test(m.subject));
 */
export async function waitForMail(
  worker: RunningWorker,
  to: string,
  count = 1,
  only: (m: StoredMail) => boolean = () => true,
): Promise<StoredMail[]> {
  // A plain loop, not expect.poll: the global expect cannot tell which of several concurrent tests calls it.
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await mailTo(worker, to)).filter(only);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} messages to ${to} within 5 s, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The reset token in a message's reset link (/password/reset/{token}). */
export function resetTokenIn(mail: Pick<StoredMail, "text_body">): string {
  const m = /\/password\/reset\/([A-Za-z0-9_-]{22})\b/.exec(mail.text_body);
  if (!m) throw new Error(`no reset link in:\n${mail.text_body}`);
  return m[1]!;
}
