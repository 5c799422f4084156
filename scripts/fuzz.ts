/**
 * `npm run fuzz -- [--runs N] [--seed S] [--only TEXT]...`: property-based fuzz of every operation
 * in openapi/openapi.json against the built Worker in workerd (run `npm run build` first).
 *   --runs N    cases per operation (default 100)
 *   --seed S    run seed (default: random, printed); the same seed sends the same requests
 *   --only TEXT only operations/families whose "METHOD /path · family" label contains TEXT
 *   --json FILE also write the full report as JSON
 * Exits 1 when an invariant broke; each failure is printed shrunk, with its request.
 * The shared code is in test/gates/fuzz/; test/gates/api-fuzz.integration.test.ts runs the same.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { distinctFailures, formatFailure, prepareFuzz, runFuzz } from "../test/gates/fuzz/runner";
import { startWorker } from "../test/support/worker-harness";
import { FUZZ_VARS } from "../test/gates/fuzz/limits";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "100" },
    seed: { type: "string" },
    only: { type: "string", multiple: true },
    json: { type: "string" },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
const seed = values.seed === undefined ? (Math.random() * 2 ** 31) | 0 : Number(values.seed);
if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, not ${values.seed}`);

console.log(`API fuzz: seed ${seed}, ${runs} cases per operation (replay: npm run fuzz -- --runs ${runs} --seed ${seed})`);
const started = performance.now();
const worker = await startWorker(FUZZ_VARS);
let failed: boolean;
try {
  const ctx = await prepareFuzz(worker.url);
  const report = await runFuzz(ctx, { runs, seed, only: values.only, log: (line) => console.log(line) });
  for (const f of report.failures) console.log(`\n${formatFailure(f)}`);
  if (report.failures.length > 0)
    console.log(`\nDistinct failures (rule | status | detail):\n  ${distinctFailures(report.failures).join("\n  ")}`);
  const total = (performance.now() - started) / 1000;
  console.log(
    `\n${report.operations.length} operations, ${report.cases} cases (${report.requests} requests with shrinking), ` +
      `${report.hashes} password hashes (${report.sessionLogins} session log-ins), fuzz ${(report.ms / 1000).toFixed(1)} s, total ${total.toFixed(1)} s (with Worker start-up)`,
  );
  console.log(`${report.failures.length === 0 ? "no" : report.failures.length} failure(s); seed ${seed}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  failed = report.failures.length > 0;
} finally {
  await worker.close();
}
process.exit(failed ? 1 : 0);
