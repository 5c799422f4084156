/**
 * Local admin command for accounts (auth.md §2.4, §4.6): put an account of the local database
 * (.wrangler/) in a state, so each recovery modal can be seen with `npm start`.
 *
 *   npm run account -- set-state EMAIL active|suspended|soft_banned|deactivated
 *   npm run account -- list
 *
 * Suspending or soft-banning ends every session of the account (its session version moves on);
 * soft-banning also resets its password, as the soft-banned modal says ("we've reset your account
 * password and logged you out on all devices and browsers"): the owner gets back in through
 * "Reset your password".
 */
import { accountStateAssignments, ACCOUNT_STATES, type AccountState } from "~worker/auth/users/account-state";
import { sqlString, wrangler } from "./local-db";

const [command, email, state] = process.argv.slice(2);

function run(sql: string): unknown[] {
  const out = wrangler(["d1", "execute", "DB", "--local", "--json", "--command", sql], { capture: true });
  const parsed = JSON.parse(out) as { results?: unknown[]; meta?: { changes?: number } }[];
  return parsed.flatMap((r) => r.results ?? []);
}

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`usage: npm run account -- set-state EMAIL ${ACCOUNT_STATES.join("|")}\n       npm run account -- list`);
  process.exit(2);
}

if (command === "list") {
  console.table(run("SELECT email, username, account_state FROM users ORDER BY account_state, email"));
} else if (command === "set-state") {
  if (!email) usage("set-state needs an EMAIL");
  if (!(ACCOUNT_STATES as readonly string[]).includes(state ?? "")) usage(`unknown state "${state}"`);
  const next = state as AccountState;
  const endSessions = next === "suspended" || next === "soft_banned";
  const sets = accountStateAssignments(next);
  run(`UPDATE users SET ${sets.join(", ")} WHERE email = ${sqlString(email.trim().toLowerCase())}`);
  const [row] = run(`SELECT email, account_state FROM users WHERE email = ${sqlString(email.trim().toLowerCase())}`) as {
    account_state?: string;
  }[];
  if (!row) {
    console.error(`no account with email ${email}`);
    process.exit(1);
  }
  console.log(
    `${email}: ${row.account_state}${endSessions ? " (sessions ended)" : ""}${next === "soft_banned" ? " (password reset)" : ""}`,
  );
} else {
  usage();
}
