/**
 * The fault matrix's end states, free of ids and times so that two runs on different fixtures
 * compare equal: the rows that name the fixture's users, their counters, their mail.
 */
import type { RunningWorker } from "../worker-harness";

/** Counts of the rows that name any of `userIds`, table by table (the generic half of a state). */
export async function rowsOf(worker: RunningWorker, userIds: string[]): Promise<Record<string, number>> {
  const env = await worker.env();
  const marks = userIds.map(() => "?").join(",");
  const statements = USER_COLUMNS.map(([table, column]) =>
    env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IN (${marks})`).bind(...userIds),
  );
  const results = await env.DB.batch<{ n: number }>(statements);
  return Object.fromEntries(USER_COLUMNS.map(([table, column], i) => [`${table}.${column}`, results[i]!.results[0]!.n]));
}

/** The tables and columns that name a user (migrations/), for rowsOf. */
const USER_COLUMNS: [string, string][] = [
  ["users", "id"],
  ["boards", "owner_id"],
  ["pins", "pinner_id"],
  ["pins_trash", "pinner_id"],
  ["follows", "follower_id"],
  ["follows", "followee_id"],
  ["password_resets", "user_id"],
  ["user_sessions", "user_id"],
  ["user_consents", "user_id"],
  ["board_collaborators", "user_id"],
  ["board_invites", "inviter_id"],
  ["board_invites", "invited_user_id"],
  ["pin_create_events", "user_id"],
  ["advertisers", "owner_user_id"],
  ["campaigns", "created_by"],
  ["two_factor_secrets", "user_id"],
  ["two_factor_backup_codes", "user_id"],
  ["passkeys", "user_id"],
  ["passkey_users", "user_id"],
  ["sign_in_history", "user_id"],
  ["user_identities", "user_id"],
  ["data_exports", "user_id"],
];

/** The users' counters and states, in the order of `userIds` (no ids, no times). */
export async function usersOf(worker: RunningWorker, userIds: string[]): Promise<unknown[]> {
  const env = await worker.env();
  return Promise.all(
    userIds.map((id) =>
      env.DB.prepare(
        `SELECT pin_count, follower_count, following_count, password_generation, session_version, account_state, account_type,
                two_factor_method, hidden_at IS NOT NULL AS hidden, deletion_due_at IS NOT NULL AS deleting
         FROM users WHERE id = ?`,
      )
        .bind(id)
        .first(),
    ),
  );
}

/** Subjects of the mail to `emails`, sorted, codes and names masked (one entry per message). */
export async function mailOf(worker: RunningWorker, emails: string[]): Promise<string[]> {
  const env = await worker.env();
  const marks = emails.map(() => "?").join(",");
  const lower = emails.map((e) => e.toLowerCase());
  // Mail goes out through the outbox's queue, after the answer: wait for it (a few seconds at most).
  for (let i = 0; i < 100; i++) {
    const pending = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending' AND lower(json_extract(payload, '$.message.to')) IN (${marks})`,
    )
      .bind(...lower)
      .first<{ n: number }>();
    if (!pending?.n) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const { results } = await env.DB.prepare(`SELECT to_address, subject FROM mailbox WHERE to_address IN (${marks})`)
    .bind(...emails.map((e) => e.toLowerCase()))
    .all<{ to_address: string; subject: string }>();
  return results
    .map((m) => `${emails.findIndex((e) => e.toLowerCase() === m.to_address)}: ${m.subject.replace(/\d{6}/g, "######")}`)
    .sort();
}
