/**
 * Local database set-up shared by `npm start` and `npm run preview`: apply D1 migrations to the
 * local state under .wrangler/, then seed it (scripts/seed/seed-saving.ts): the demo account when
 * there are no users yet, one account in each non-active state, and the saving content (pinners,
 * boards, pins and their images in the local R2) when it is not there yet; then the discovery
 * examples on it (scripts/seed/seed-discovery.ts: verified badges, paid partnerships) and the
 * running promoted Pins campaign (scripts/seed/seed-promoted.ts).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { seedDiscovery } from "./seed/seed-discovery";
import { PROMOTED_SEED, seedPromoted } from "./seed/seed-promoted";
import { seedLocal, type DemoStatus, type SeedResult } from "./seed/seed-saving";

export const DEMO_USER = {
  email: "demo@example.com",
  password: "pins-are-fun",
  username: "demo",
  firstName: "Demo",
  lastName: "Pinner",
};

/**
 * Seeded accounts in each non-active state (auth.md §2.4, §4.6), with the demo password; the
 * soft-banned one has none (soft-banning resets it). Listed in docs/local-development.md.
 */
export const STATE_ACCOUNTS = [
  { state: "suspended", email: "suspended@example.com", username: "suspended_pinner", firstName: "Sam" },
  { state: "soft_banned", email: "softbanned@example.com", username: "softbanned_pinner", firstName: "Sky" },
  { state: "deactivated", email: "deactivated@example.com", username: "deactivated_pinner", firstName: "Dee" },
] as const;

export function wrangler(args: string[], { capture = false } = {}): string {
  const result = spawnSync("npx", ["wrangler", ...args], { stdio: capture ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    if (capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export const sqlString = (s: string) => `'${String(s).replace(/'/g, "''")}'`;

/** What the seed found: the saving seed's result and whether the business account logs in. */
export type LocalSeed = SeedResult & { business: DemoStatus };

/**
 * Applies the migrations and seeds the local state (in wrangler's `--persist-to` folder when
 * `persistArgs` names one); resolves to what the seed found, for `printDemoAccounts`.
 */
export async function prepareLocalDatabase(persistArgs: string[] = []): Promise<LocalSeed> {
  const started = Date.now();
  // wrangler reprints its whole migrations table after each one it applies (thousands of lines
  // on a first start): its output is kept back, and shown only if it fails.
  const migrations = wrangler(["d1", "migrations", "apply", "DB", "--local", ...persistArgs], { capture: true });
  const applied = new Set([...migrations.matchAll(/│ (\d{4}_[\w-]+\.sql)\s+│ ✅/g)].map((m) => m[1])).size;
  console.log(
    /No migrations to apply/.test(migrations)
      ? "D1 migrations: up to date."
      : `D1 migrations: applied ${applied} (wrangler d1 migrations apply DB --local).`,
  );
  // wrangler's --persist-to X keeps its state in X/v3, where the platform proxy is pointed.
  const persistTo = persistArgs.includes("--persist-to") ? persistArgs[persistArgs.indexOf("--persist-to") + 1] : undefined;
  const seeded = await seedLocal({
    demo: DEMO_USER,
    stateAccounts: STATE_ACCOUNTS,
    persistPath: persistTo ? join(persistTo, "v3") : undefined,
  });
  await seedDiscovery(persistTo ? join(persistTo, "v3") : undefined);
  const promoted = await seedPromoted({ persistPath: persistTo ? join(persistTo, "v3") : undefined, password: DEMO_USER.password });
  if (promoted.daysWritten > 0)
    console.log(
      `Promoted Pins: campaign ${promoted.campaignId} of ad account ${promoted.advertiserId} with ${promoted.daysWritten} days of numbers.`,
    );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    seeded.skipped
      ? `Local database ready in ${seconds} s (saving content already seeded).`
      : `Local database ready in ${seconds} s: seeded ${seeded.pins} pins (${seeded.images} images), ${seeded.boards} boards and ${seeded.users} pinners in ${(seeded.ms / 1000).toFixed(1)} s; every seeded pinner logs in with the demo password.`,
  );
  return { ...seeded, business: promoted.business };
}

/**
 * The demo credentials, printed only when they log in: the seed checked the account against the
 * password (scripts/seed/seed-saving.ts `demoStatus`); otherwise what is wrong with it.
 *
 * @example
 * printDemoAccounts(await prepareLocalDatabase());
 */
export function printDemoAccounts(seeded: LocalSeed): void {
  const lines = [
    seeded.demo.works
      ? `Demo account: ${DEMO_USER.email} / ${DEMO_USER.password} (a pinner: boards, Pins, follows)`
      : `The demo account ${DEMO_USER.email} does not log in with its demo password: ${seeded.demo.why}.`,
    seeded.business.works
      ? `Business account: ${PROMOTED_SEED.email} / ${DEMO_USER.password} (${PROMOTED_SEED.businessName}: the ads console at /ads/, a running campaign)`
      : `The business account ${PROMOTED_SEED.email} does not log in with the demo password: ${seeded.business.why}.`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
}
