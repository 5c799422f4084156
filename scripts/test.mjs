#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first red step.
 *   1. lint, types and build, side by side: `npm run lint` (ESLint with --max-warnings 0, then
 *      `prettier --check`; docs/decisions/029), the route types generated and then one tsc over
 *      everything (tsconfig.json), and the Worker and client bundles the later steps run, then
 *      wrangler's Env types are current (`wrangler types --check`)
 *   2. unit beside contract-consumer (writes contracts/), then integration (workerd) beside
 *      contract-provider (verifies contracts/ against the built Worker), with the dev-server smoke
 *      suite (`npm start` in Chromium, test/smoke/) running beside all four; then browser (Debian
 *      Chromium), whose few failed files, if any, run once more from the start
 *      (`rerunFailedBrowserFiles`)
 * Ends with what failed browser journeys showed, the tests that failed and then passed when their
 * file ran again (flaky: named, and added to test/flaky-ledger.md), and a closing line counting
 * every vitest project's first-run results.
 */
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { relative, resolve } from "node:path";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.PACT_DO_NOT_TRACK ??= "true";

const only = process.argv.slice(2);
const PROJECTS = ["unit", "integration", "contract-consumer", "contract-provider", "smoke", "browser"];
const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * The tests that failed and then passed when their file ran again: `{ file, test }`. Declared
 * before any step, since `finish` reads it whichever step ends the run.
 */
const flaky = [];
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

/** What failed browser journeys showed, one file per test, written by test/support/browser-file.ts. */
const FAILURE_REPORT_DIR = ".tmp/browser-failures";
process.env.BROWSER_FAILURE_REPORTS = resolve(FAILURE_REPORT_DIR);
/** Characters of each report printed at the end: the pages' text and the last errors, not whole logs. */
const FAILURE_REPORT_CHARS = 4000;

/** Prints the failed journeys' reports again, last, where a CI page that shows the log's end has them. */
function printFailureReports() {
  if (!existsSync(FAILURE_REPORT_DIR)) return;
  for (const name of readdirSync(FAILURE_REPORT_DIR).sort()) {
    const text = readFileSync(`${FAILURE_REPORT_DIR}/${name}`, "utf8");
    const [title, ...rest] = text.split("\n");
    const body = rest.join("\n");
    console.error(
      `\n✖ what the browsers showed: ${title}\n${body.length > FAILURE_REPORT_CHARS ? `${body.slice(0, FAILURE_REPORT_CHARS)}…` : body}`,
    );
  }
}

/**
 * The committed ledger of flaky tests (file, test, date, cause). A test that failed and then passed
 * when its file ran again gets a row here with its cause "not traced yet": the row is a to-do,
 * closed by fixing the cause or by writing down why it cannot be (docs/testing.md).
 */
const FLAKY_LEDGER = "test/flaky-ledger.md";
function recordFlaky() {
  const date = new Date().toISOString().slice(0, 10);
  const rows = flaky.map(
    ({ file, test }) =>
      `| ${date} | ${file} | ${test.replaceAll("|", "\\|")} | not traced yet: the run's failure report is the place to start |`,
  );
  try {
    appendFileSync(FLAKY_LEDGER, `${rows.join("\n")}\n`);
  } catch (err) {
    console.error(`could not add to ${FLAKY_LEDGER}: ${err.message}`);
  }
}

function finish(ok) {
  for (const child of running) child.kill();
  if (flaky.length) {
    console.error(
      `\n⚠ flaky: failed, then passed when their file ran again (added to ${FLAKY_LEDGER}; what the first run showed is below):\n  ${flaky.map((f) => `${f.file} > ${f.test}`).join("\n  ")}`,
    );
    recordFlaky();
  }
  if (!ok || flaky.length) printFailureReports();
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nTotal time ${minutes} min`);
  // First-run results: a flaky test counts as failed here, whatever its rerun did.
  const flakyNote = flaky.length ? ` (${flaky.length} of them flaky: passed when run again)` : "";
  console.log(`${totals.passed} passed, ${totals.failed} failed${flakyNote}, ${totals.skipped} skipped (first run)`);
  process.exit(ok ? 0 : 1);
}

/** Steps started in the background and not yet ended, stopped when the run ends early. */
const running = new Set();

/** Starts a step in the background; its output is printed whole when it ends. Resolves to whether it passed. */
function start([label, cmd, args]) {
  return new Promise((done) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      heading(label, cmd, args);
      process.stdout.write(Buffer.concat(output));
      done(outcome(label, t0, code === 0));
    });
  });
}

/** Runs steps side by side; true when all passed. */
async function runTogether(steps) {
  const results = await Promise.all(steps.map(start));
  return results.every(Boolean);
}

const wanted = (step) => only.length === 0 || only.includes(step);

// Step 1 reads the sources only, so its parts start together and share the 2 cores: the lint,
// the route types and then one tsc over everything (tsconfig.json), and the build the later steps
// run, then the env types' check. `wrangler types` runs wrangler.toml's [build] to find `main`;
// after the build that command finds it and stops (scripts/wrangler-build.ts), where beside the
// build it built everything a second time, into the same folder.
const ENV_TYPES_CHECK = "npx wrangler types worker/env.d.ts --include-runtime false --check";
const buildWanted = wanted("build") || PROJECTS.some((p) => p !== "unit" && wanted(p));
const together = [];
if (wanted("lint")) together.push(["lint", "npm", ["run", "lint"]]);
if (wanted("types")) together.push(["route types, then typecheck", "sh", ["-c", "npx react-router typegen && npx tsc -p tsconfig.json"]]);
if (buildWanted && wanted("types"))
  together.push(["build, then env types are current", "sh", ["-c", `npx react-router build && ${ENV_TYPES_CHECK}`]]);
else if (buildWanted) together.push(["build", "npx", ["react-router", "build"]]);
else if (wanted("types")) together.push(["env types are current", "sh", ["-c", ENV_TYPES_CHECK]]);
if (together.length && !(await runTogether(together))) finish(false);

mkdirSync(".tmp", { recursive: true });
const reportOf = (project) => `.tmp/vitest-${project}.json`;
/** A vitest run of `project` (only `files`, when given) writing its JSON report to `report`. */
const vitestArgs = (project, report, files = []) => {
  rmSync(report, { force: true });
  return ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...files];
};
const vitest = (project) => {
  if (project === "browser") rmSync(FAILURE_REPORT_DIR, { recursive: true, force: true });
  return [project, "npx", vitestArgs(project, reportOf(project))];
};
/** A vitest JSON report, or null when the run wrote none. */
function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** Passed, failed and skipped tests of a report's files, leaving out `except` (absolute paths). */
function tally(json, except = new Set()) {
  const sum = { passed: 0, failed: 0, skipped: 0, total: 0 };
  for (const file of json.testResults) {
    if (except.has(file.name)) continue;
    for (const t of file.assertionResults) {
      sum.total++;
      if (t.status === "passed") sum.passed++;
      else if (t.status === "failed") sum.failed++;
      else sum.skipped++;
    }
    // A file that failed outside its tests (an import, a hook) counts as one failure.
    if (file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed")) sum.failed++;
  }
  return sum;
}

/** Adds a run's tally to the totals; false when it ran no test. */
function add(project, sum) {
  totals.passed += sum.passed;
  totals.failed += sum.failed;
  totals.skipped += sum.skipped;
  if (sum.total === 0) {
    console.error(`✖ ${project} ran no test`);
    return false;
  }
  return true;
}

/**
 * At most this many browser files that failed are run once more, each from the start (a new
 * Worker, Chromium and data: their journeys are sequences, so one test cannot be run alone).
 * More than that is no timing accident; docs/decisions/024-browser-reruns.md.
 */
const RERUN_MAX_FILES = 3;

/** A report's failed tests, by file (relative) and full name. */
const failedTests = (json) =>
  json.testResults
    .filter((f) => f.status === "failed")
    .flatMap((f) => {
      const file = relative(process.cwd(), f.name);
      const tests = f.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => ({ file, test: t.fullName ?? [...t.ancestorTitles, t.title].join(" > ") }));
      return tests.length ? tests : [{ file, test: "(the file, before or after its tests)" }];
    });

/**
 * The browser step's outcome when it failed: a second run of the few files that failed, each
 * whole. The step passes only if every such file's second run passes; the totals keep the first
 * run's results, and the tests that failed there but passed in the second are named as flaky.
 */
function rerunFailedBrowserFiles(first) {
  const failed = first.testResults.filter((f) => f.status === "failed").map((f) => f.name);
  if (failed.length === 0 || failed.length > RERUN_MAX_FILES) {
    add("browser", tally(first));
    return false;
  }
  const files = failed.map((f) => relative(process.cwd(), f));
  console.error(`\n${files.length} browser file(s) failed; each runs once more from the start:\n  ${files.join("\n  ")}`);
  const rerunReport = ".tmp/vitest-browser-rerun.json";
  const rerunOk = run("browser, failed files again", "npx", vitestArgs("browser", rerunReport, files));
  const second = readReport(rerunReport);
  add("browser", tally(first));
  if (!second) return false;
  const again = tally(second);
  if (!rerunOk || again.failed > 0 || again.total === 0) return false;
  flaky.push(...failedTests(first));
  return true;
}

/** Adds a project's report to the totals; false when it is missing a run or ran no test. */
function count(project, ok) {
  const json = readReport(reportOf(project));
  if (!json) {
    totals.failed += ok ? 0 : 1;
    return ok;
  }
  if (project === "browser" && !ok) return rerunFailedBrowserFiles(json);
  return add(project, tally(json)) && ok;
}
/** Runs `project` in the background and counts its report; resolves to whether it passed. */
async function inBackground(project) {
  if (!wanted(project)) return true;
  return count(project, await start(vitest(project)));
}

/*
 * After step 1: unit beside contract-consumer, and the smoke suite from the start beside both and
 * then beside integration and contract-provider, which start when the first two have passed (the
 * provider verifies what the consumer wrote). Each of them waits part of the time (on workerd, the
 * Pact mock server or the dev server's start), so the cores stay busy; the smoke suite alone took
 * 150 s, about as long as unit and the consumer and then half of integration's. The browser step
 * keeps both cores busy on its own, last.
 */
const smoke = inBackground("smoke");
if (!(await Promise.all([inBackground("unit"), inBackground("contract-consumer")])).every(Boolean)) finish(false);
// In CI (a clean clone) the regenerated contract must equal the committed one partners verify.
if (wanted("contract-consumer") && process.env.CI) {
  if (!run("committed contracts are current", "git", ["diff", "--exit-code", "--stat", "--", "contracts"])) finish(false);
}
if (!(await Promise.all([inBackground("integration"), inBackground("contract-provider"), smoke])).every(Boolean)) finish(false);
if (wanted("browser") && !count("browser", run(...vitest("browser")))) finish(false);
finish(true);
