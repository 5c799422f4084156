#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first red step.
 *   1. types and build — wrangler's Env types are current (`wrangler types --check`) and the route
 *      types generated; then, side by side (tsc is single-threaded and there are 2 cores), tsc
 *      over the Worker/app/common and over tooling/tests, and the Worker and client bundles the
 *      later steps run
 *   2. unit beside contract-consumer (writes contracts/); integration (workerd) beside
 *      contract-provider (verifies contracts/ against the built Worker); browser (Debian Chromium)
 * Ends with a "N passed, N failed" line totalling every vitest project.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.PACT_DO_NOT_TRACK ??= "true";

const only = process.argv.slice(2);
const PROJECTS = ["unit", "integration", "contract-consumer", "contract-provider", "browser"];
/**
 * The projects in stages; a stage's projects run side by side, because each of them waits part of
 * the time (on workerd or the Pact mock server) and the other uses the core meanwhile. The
 * provider verifies what the consumer wrote, so it comes a stage later; the browser step keeps
 * both cores busy on its own.
 */
const STAGES = [
  ["unit", "contract-consumer"],
  ["integration", "contract-provider"],
  ["browser"],
];
const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

const heading = (label, cmd, args) => console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`);

/** Prints a step's outcome and returns whether it passed. */
function outcome(label, t0, ok) {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (ok) console.log(`✔ ${label} (${seconds}s)`);
  else console.error(`✖ ${label} failed after ${seconds}s`);
  return ok;
}

function run(label, cmd, args) {
  const t0 = Date.now();
  heading(label, cmd, args);
  return outcome(label, t0, spawnSync(cmd, args, { stdio: "inherit", env: process.env }).status === 0);
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nTotal time ${minutes} min`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

/** Runs steps side by side, each one's output printed whole when it ends; true when all passed. */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, cmd, args]) =>
        new Promise((done) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => {
            heading(label, cmd, args);
            process.stdout.write(Buffer.concat(output));
            done(outcome(label, t0, code === 0));
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const wanted = (step) => only.length === 0 || only.includes(step);

const together = [];
if (wanted("types")) {
  if (!run("env types are current", "npx", ["wrangler", "types", "worker/env.d.ts", "--include-runtime", "false", "--check"])) finish(false);
  if (!run("route types", "npx", ["react-router", "typegen"])) finish(false);
  together.push(["typecheck (worker, app, common)", "npx", ["tsc", "-p", "tsconfig.worker.json"]]);
  together.push(["typecheck (tooling, tests)", "npx", ["tsc", "-p", "tsconfig.json"]]);
}
if (wanted("build") || PROJECTS.some((p) => p !== "unit" && wanted(p))) {
  together.push(["build", "npx", ["react-router", "build"]]);
}
if (together.length && !(await runTogether(together))) finish(false);

mkdirSync(".tmp", { recursive: true });
const reportOf = (project) => `.tmp/vitest-${project}.json`;
const vitest = (project) => {
  rmSync(reportOf(project), { force: true });
  return [project, "npx", ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${reportOf(project)}`]];
};
/** Adds a project's report to the totals; false when it is missing a run or ran no test. */
function count(project, ok) {
  try {
    const json = JSON.parse(readFileSync(reportOf(project), "utf8"));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    if (json.numTotalTests === 0) {
      console.error(`✖ ${project} ran no test`);
      return false;
    }
  } catch {
    totals.failed += ok ? 0 : 1;
  }
  return ok;
}
for (const stage of STAGES) {
  const projects = stage.filter(wanted);
  if (projects.length === 0) continue;
  const steps = projects.map(vitest);
  const ok = steps.length === 1 ? run(...steps[0]) : await runTogether(steps);
  const counted = projects.map((project) => count(project, ok)).every(Boolean);
  if (!ok || !counted) finish(false);
  // In CI (a clean clone) the regenerated contract must equal the committed one partners verify.
  if (projects.includes("contract-consumer") && process.env.CI) {
    if (!run("committed contracts are current", "git", ["diff", "--exit-code", "--stat", "--", "contracts"])) finish(false);
  }
}
finish(true);
