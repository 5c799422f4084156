/**
 * `npm run deploy -- --dry-run` (scripts/deploy/deploy.ts) on the build the other suites run: the
 * migrations only add, `wrangler versions upload --dry-run` accepts the bundle and config with
 * ENVIRONMENT set to production, what it would upload is that build (so
 * test/worker/platform/deployment/deployment.integration.test.ts's refusal of the shipped secrets is the
 * deployed Worker's), and the secrets it would carry from wrangler.toml are the dev-only values
 * that refusal names: a deploy without `wrangler secret put` cannot serve.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { DEPLOYMENT_SECRETS, DEV_ONLY_PREFIX } from "~worker/platform/deployment";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = resolve(ROOT, ".tmp/deploy-dry-run");

test("a production dry run checks the migrations and uploads the tested build, which would carry only dev-only secrets", () => {
  rmSync(OUT, { recursive: true, force: true });
  const run = spawnSync("npm", ["run", "deploy", "--", "--dry-run"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, REUSE_BUILD: "1", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/✔ \d+ migration\(s\) after the baseline, each only adds/);
  expect(run.stdout).toContain("--dry-run: exiting now.");
  expect(readFileSync(resolve(OUT, "index.js"), "utf8")).toBe(readFileSync(resolve(ROOT, "build/server/index.js"), "utf8"));
  expect(run.stdout).toMatch(/env\.ENVIRONMENT \("\(hidden\)"\)/);
  for (const name of DEPLOYMENT_SECRETS) expect(run.stdout).toMatch(new RegExp(`env\\.${name} \\("${DEV_ONLY_PREFIX}`));
}, 90_000);
