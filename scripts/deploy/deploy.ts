/**
 * `npm run deploy`: a release that never takes the site down (docs/deploying.md, "Releasing").
 *
 *   npm run deploy -- [--env production|staging] [--percentage 100] [--dry-run] [--skip-can-i-deploy]
 *
 * 1. the migrations after the baseline only add (./migration-rules.ts), so the version still
 *    serving keeps working on the new schema;
 * 2. builds for the environment (CLOUDFLARE_ENV for staging), tagged with the git commit;
 * 3. asks the Pact Broker whether this commit may go to the environment (`npm run can-i-deploy`)
 *    when PACT_BROKER_BASE_URL is set;
 * 4. applies the D1 migrations (before any new code takes traffic);
 * 5. uploads the version (`wrangler versions upload`, ENVIRONMENT set, tag = commit) and sends it
 *    `--percentage` of the traffic (`wrangler versions deploy`), printing the version id; with a
 *    broker, records the deployment there.
 * With --dry-run it stops after building and uploads nothing: `wrangler versions upload --dry-run`
 * checks the bundle and config instead (npm test runs this).
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { checkMigrations } from "./migration-rules";

const ENVIRONMENTS = ["production", "staging"] as const;
type Environment = (typeof ENVIRONMENTS)[number];

function usage(message: string): never {
  console.error(`${message}\nusage: npm run deploy -- [--env production|staging] [--percentage 1-100] [--dry-run] [--skip-can-i-deploy]`);
  process.exit(2);
}

let values;
try {
  values = parseArgs({
    options: {
      env: { type: "string", default: "production" },
      percentage: { type: "string", default: "100" },
      "dry-run": { type: "boolean", default: false },
      "skip-can-i-deploy": { type: "boolean", default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  usage((error as Error).message);
}
const env = values.env as Environment;
if (!ENVIRONMENTS.includes(env)) usage(`--env must be one of ${ENVIRONMENTS.join(", ")}`);
const percentage = Number(values.percentage);
if (!Number.isInteger(percentage) || percentage < 1 || percentage > 100) usage("--percentage must be a whole number from 1 to 100");
const dryRun = values["dry-run"];

const step = (text: string) => console.log(`\n▶ ${text}`);
/** Runs a command, printing its output as it goes; exits on failure. */
function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(1);
  }
}
/** Runs a command and returns its output (also printed). */
function capture(cmd: string, args: string[], extraEnv: Record<string, string> = {}): string {
  const result: SpawnSyncReturns<string> = spawnSync(cmd, args, { encoding: "utf8", env: { ...process.env, ...extraEnv } });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.status !== 0) {
    console.error(`✖ ${cmd} ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(1);
  }
  return result.stdout;
}

const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
const commit = git("rev-parse", "HEAD") || "unknown";
const branch = git("rev-parse", "--abbrev-ref", "HEAD") || "unknown";
const subject = git("log", "-1", "--format=%s").slice(0, 100);
if (!dryRun && git("status", "--porcelain"))
  usage("the work tree has uncommitted changes: a release is a commit (commit or stash them first)");

// Staging's config is its [env.staging]; production's the top level (wrangler.toml).
const cloudflareEnv: Record<string, string> = env === "staging" ? { CLOUDFLARE_ENV: "staging" } : {};
const envArgs = env === "staging" ? ["--env", "staging"] : [];

step("migrations only add (the version still serving runs on the new schema)");
const bad = checkMigrations().filter((m) => m.problems.length > 0);
for (const m of bad) console.error(`✖ ${m.file}: ${m.problems.join("; ")}`);
if (bad.length > 0) process.exit(1);
console.log(`✔ ${checkMigrations().length} migration(s) after the baseline, each only adds`);

// REUSE_BUILD=1: the build of this checkout is already there (npm test's dry run, beside suites that run it).
if (process.env.REUSE_BUILD === "1" && existsSync("build/server/wrangler.json")) step("use the build already made (REUSE_BUILD=1)");
else {
  step(`build for ${env} at ${commit.slice(0, 12)} (${branch})`);
  run("npx", ["react-router", "build"], { ...cloudflareEnv, BUILD_COMMIT: commit });
}

const upload = ["wrangler", "versions", "upload", "--tag", commit, "--message", subject || commit, "--var", `ENVIRONMENT:${env}`];
if (dryRun) {
  step("check the upload (wrangler versions upload --dry-run): nothing is sent");
  run("npx", [...upload, "--dry-run", "--outdir", ".tmp/deploy-dry-run"], { REUSE_BUILD: "1" });
  console.log(
    `\n✔ dry run: the ${env} release of ${commit.slice(0, 12)} would apply the migrations, upload this build and send it ${percentage}% of the traffic`,
  );
  process.exit(0);
}

if (!values["skip-can-i-deploy"] && process.env.PACT_BROKER_BASE_URL) {
  step(`can ${commit.slice(0, 12)} go to ${env}? (the Pact Broker)`);
  if (!existsSync("scripts/can-i-deploy.ts")) usage("PACT_BROKER_BASE_URL is set but this checkout has no can-i-deploy script");
  run("npx", ["tsx", "scripts/can-i-deploy.ts", "--version", commit, "--to-environment", env]);
}

step("apply the D1 migrations first (only additions: the running version is unaffected)");
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote", "--config", "wrangler.toml", ...envArgs]);

step("upload the new version (it takes no traffic yet)");
const out = capture("npx", upload, { REUSE_BUILD: "1" });
const versionId = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(out)?.[1];
if (!versionId) {
  console.error("✖ could not read the uploaded version's id from wrangler's output");
  process.exit(1);
}

step(`send ${percentage}% of the traffic to version ${versionId}`);
const split = percentage === 100 ? [`${versionId}@100%`] : [`${versionId}@${percentage}%`, ...currentVersion(versionId, 100 - percentage)];
run("npx", ["wrangler", "versions", "deploy", ...split, "--yes", "--message", `${commit.slice(0, 12)} ${subject}`]);
if (!values["skip-can-i-deploy"] && process.env.PACT_BROKER_BASE_URL) {
  step(`tell the Pact Broker that ${commit.slice(0, 12)} now runs in ${env}`);
  run("npx", ["tsx", "scripts/can-i-deploy.ts", "--version", commit, "--to-environment", env, "--record-deployment"]);
}
console.log(`\n✔ ${env}: version ${versionId} (${commit.slice(0, 12)}) has ${percentage}% of the traffic; GET /healthz names it.`);
if (percentage < 100) console.log(`  Raise it with: npx wrangler versions deploy ${versionId}@100% --yes`);

/** The version now taking most of the traffic, kept at `rest` percent beside the new one. */
function currentVersion(newId: string, rest: number): string[] {
  const status = JSON.parse(capture("npx", ["wrangler", "deployments", "status", "--json"])) as {
    versions?: { version_id: string; percentage: number }[];
  };
  const current = (status.versions ?? []).filter((v) => v.version_id !== newId).sort((a, b) => b.percentage - a.percentage)[0];
  if (!current) usage("there is no deployed version to keep beside a partial rollout: deploy with --percentage 100 first");
  return [`${current.version_id}@${rest}%`];
}
