/**
 * `wrangler deploy --dry-run` as a production deploy runs it (`--var ENVIRONMENT:production`):
 * the configuration is valid, what it would upload is the build the Worker tests run (so
 * test/worker/platform/deployment.integration.test.ts's refusal of the shipped secrets is the
 * deployed Worker's), and the secrets it would carry from wrangler.toml are the dev-only values that
 * refusal names: a deploy without `wrangler secret put` cannot serve.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import { DEPLOYMENT_SECRETS, DEV_ONLY_PREFIX } from "~worker/platform/deployment";

const ROOT = resolve(import.meta.dirname, "../..");

test("a production dry run uploads the tested build and would carry only dev-only secrets", () => {
  const out = mkdtempSync(join(tmpdir(), "pinboard-dry-run-"));
  try {
    const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out, "--var", "ENVIRONMENT:production"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, REUSE_BUILD: "1", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("--dry-run: exiting now.");
    expect(readFileSync(join(out, "index.js"), "utf8")).toBe(readFileSync(resolve(ROOT, "build/server/index.js"), "utf8"));
    expect(run.stdout).toMatch(/env\.ENVIRONMENT \("\(hidden\)"\)/);
    for (const name of DEPLOYMENT_SECRETS) expect(run.stdout).toMatch(new RegExp(`env\\.${name} \\("${DEV_ONLY_PREFIX}`));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
