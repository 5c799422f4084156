/** People for audience tests: many at once, copied from one signed-up person's row (a sign-up each would take seconds). */
import type { RunningWorker } from "./worker-harness";

/**
 * `n` more people with emails `prefix-i@list.example` (returned), copied from `like`'s row; their
 * email hashes are left for the Worker to fill, as it does for anyone.
 */
export async function morePeople(worker: RunningWorker, prefix: string, n: number, like: { user: { id: string } }): Promise<string[]> {
  const { DB } = await worker.env();
  const cols = (await DB.prepare("SELECT name FROM pragma_table_info('users')").all<{ name: string }>()).results.map((c) => c.name);
  const made: Record<string, string> = {
    id: "?1 || '-' || n.value",
    username: "?1 || '_' || n.value",
    email: "?1 || '-' || n.value || '@list.example'",
    email_sha256: "NULL",
    email_sha256_of: "NULL",
  };
  await DB.prepare(
    `INSERT INTO users (${cols.join(", ")}) SELECT ${cols.map((c) => made[c] ?? c).join(", ")} FROM users, json_each(?3) n WHERE users.id = ?2`,
  )
    .bind(prefix, like.user.id, JSON.stringify(Array.from({ length: n }, (_, i) => i)))
    .run();
  return Array.from({ length: n }, (_, i) => `${prefix}-${i}@list.example`);
}
