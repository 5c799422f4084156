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

function wrangler(args: string[], { capture = false } = {}): string {
  const result = spawnSync("npx", ["wrangler", ...args], { stdio: capture ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    if (capture) process.stderr.write(result.stderr ?? "");
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

const sqlString = (s: string) => `'${String(s).replace(/'/g, "''")}'`;

export async function prepareLocalDatabase(persistArgs: string[] = []): Promise<void> {
  wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs]);
  const now = Math.floor(Date.now() / 1000);
  const u = DEMO_USER;
  const sql = `INSERT INTO users (id, username, email, password_hash, first_name, last_name, birthday, country,
      avatar_color_index, session_version, signup_type, created_at, updated_at)
    SELECT 'demo-user', ${sqlString(u.username)}, ${sqlString(u.email)}, ${sqlString(await hashPassword(u.password))},
      ${sqlString(u.firstName)}, ${sqlString(u.lastName)}, 631152000, 'US', 0, 1, 'email', ${now}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM users);`;
  const file = join(mkdtempSync(join(tmpdir(), "pinboard-seed-")), "seed.sql");
  writeFileSync(file, sql);
  wrangler(["d1", "execute", "DB", "--local", "--file", file, ...persistArgs], { capture: true });
}
