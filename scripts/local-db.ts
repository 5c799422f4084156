/**
 * Local database set-up shared by `npm start`: apply D1 migrations to the local state under
 * .wrangler/ and seed the demo account when there are no users yet.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "~worker/auth/password/password-hash";

export const DEMO_USER = {
  email: "demo@example.com",
  password: "pins-are-fun",
  username: "demo",
  firstName: "Demo",
  lastName: "Pinner",
};

/**
 * Seeded accounts in each non-active state (auth.md §2.4, §4.6), with the demo password; the
 * soft-banned one has none (soft-banning resets it). Listed in the README.
 */
export const STATE_ACCOUNTS = [
  { state: "suspended", email: "suspended@example.com", username: "suspended_pinner", firstName: "Sam" },
  { state: "soft_banned", email: "softbanned@example.com", username: "softbanned_pinner", firstName: "Sky" },
  { state: "deactivated", email: "deactivated@example.com", username: "deactivated_pinner", firstName: "Dee" },
] as const;

export function wrangler(args: string[], { capture = false } = {}): string {
  const result = spawnSync("npx", ["wrangler", ...args], { stdio: capture ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    if (capture) process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export const sqlString = (s: string) => `'${String(s).replace(/'/g, "''")}'`;

export async function prepareLocalDatabase(persistArgs: string[] = []): Promise<void> {
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs]);
  const now = Math.floor(Date.now() / 1000);
  const u = DEMO_USER;
  const sql = `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country,
      avatar_color_index, session_version, signup_type, created_at, updated_at)
    SELECT 'demo-user', ${sqlString(u.username)}, ${sqlString(u.email)}, ${sqlString(await hashPassword(u.password))},
      ${sqlString(u.firstName)}, ${sqlString(u.lastName)}, 631152000, 'US', 0, 1, 'email', ${now}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM users);`;
  // One account in each non-active state (auth.md §2.4), so each recovery modal can be seen.
  const hash = await hashPassword(u.password);
  const states = STATE_ACCOUNTS.map(
    (a, i) => `INSERT OR IGNORE INTO users (id, username, email, password_hash, first_name, last_name, birthday, country,
      avatar_color_index, session_version, signup_type, account_state, created_at, updated_at)
    VALUES ('demo-${a.state}', ${sqlString(a.username)}, ${sqlString(a.email)}, ${a.state === "soft_banned" ? "NULL" : sqlString(hash)},
      ${sqlString(a.firstName)}, 'Pinner', 631152000, 'US', ${i + 1}, 1, 'email', ${sqlString(a.state)}, ${now}, ${now});`,
  );
  const file = join(mkdtempSync(join(tmpdir(), "pinboard-seed-")), "seed.sql");
  writeFileSync(file, [sql, ...states].join("\n"));
  wrangler(["d1", "execute", "DB", "--local", "--file", file, ...persistArgs], { capture: true });
}
