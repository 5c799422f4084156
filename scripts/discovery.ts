/**
 * Local admin command of discovery: the search advisories (business.md §3; what a sensitive
 * query's search carries), the offsite domain list (business.md §4: blocked, suspicious, porn) and
 * the creator card's verified badge, in the local database (.wrangler/). The checks and the SQL are
 * in scripts/discovery/commands.ts; `npm run discovery` alone prints the usage.
 *
 *   npm run discovery -- advisory list
 *   npm run discovery -- advisory set "self harm" --advisory self_harm --severity 1 --notices notices.json
 *   npm run discovery -- domain set spam.example blocked
 */
import { planCommand, USAGE, UsageError } from "./discovery/commands";
import { wrangler } from "./local-db";

try {
  const plan = planCommand(process.argv.slice(2), Math.floor(Date.now() / 1000));
  const out = wrangler(["d1", "execute", "DB", "--local", "--json", "--command", plan.sql], { capture: true });
  if (plan.list) console.table((JSON.parse(out) as { results?: unknown[] }[]).flatMap((r) => r.results ?? []));
  if (plan.done) console.log(plan.done);
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  if (err.message) console.error(err.message);
  console.error(USAGE);
  process.exit(2);
}
