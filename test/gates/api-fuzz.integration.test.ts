/**
 * Quality gate: property-based fuzz of every operation in openapi/openapi.json against the built
 * Worker in workerd (test/gates/fuzz/; the same code as `npm run fuzz`). At least FUZZ_RUNS (100)
 * cases per operation: schema-shaped requests, with and without a valid session, and malformed
 * ones (wrong types, nulls, 100 KB strings, controls and lone surrogates, 100,000-deep nesting,
 * invalid JSON, wrong content types and methods, unknown query parameters, odd paths and headers,
 * chunked bodies).
 * Every answer must be < 500, in the API envelope with a matching http_status, documented for the
 * operation, and (2xx) valid against the operation's response schema.
 *
 * The seed is fixed (so CI is reproducible) unless FUZZ_SEED is set; FUZZ_RUNS changes the count.
 * About 20 s on 2 cores when every invariant holds; each hang found costs up to 5 s more.
 * Explore more with `npm run fuzz -- --runs 1000` (random seed). Needs `npm run build` first.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FUZZ_VARS } from "./fuzz/limits";
import { loadOperations } from "./fuzz/openapi";
import { formatFailure, fuzzOperation, prepareFuzz, type FuzzContext } from "./fuzz/runner";
import { send } from "./fuzz/http";
import { startWorker, type RunningWorker } from "../support/worker-harness";

const SEED = process.env.FUZZ_SEED === undefined ? 20_261_122 : Number(process.env.FUZZ_SEED);
const RUNS = process.env.FUZZ_RUNS === undefined ? 100 : Number(process.env.FUZZ_RUNS);
const operations = loadOperations();

let worker: RunningWorker;
let ctx: FuzzContext;

beforeAll(async () => {
  console.log(
    `API fuzz: seed ${SEED}, ${RUNS} cases per operation (replay: FUZZ_SEED=${SEED}, or npm run fuzz -- --seed ${SEED} --runs ${RUNS})`,
  );
  worker = await startWorker(FUZZ_VARS);
  ctx = await prepareFuzz(worker.url, operations);
});
afterAll(() => worker?.close());

test("the document has operations to fuzz", () => {
  expect(operations.length).toBeGreaterThan(0);
});

test("the session cookie the fuzz uses is a live session", async () => {
  const token = await ctx.pool.valid();
  const res = await send(worker.url, { method: "GET", target: "/v3/users/me/", headers: { cookie: `pin_sess=${token}` } });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body.toString("utf8")).resource_response.data.type).toBe("AUTH");
});

describe("every operation keeps the API's invariants under fuzzing", () => {
  test.each(operations.map((op) => op.id))(
    "%s",
    async (id) => {
      const op = operations.find((o) => o.id === id)!;
      const report = await fuzzOperation(ctx, op, { runs: RUNS, seed: SEED, log: (line) => console.log(line) });
      const failures = report.failures.map((f) => {
        const again = Object.entries(report.repeats).find(([sig]) => sig === f.signature)?.[1] ?? 0;
        return formatFailure({ ...f, seenAgain: again });
      });
      if (failures.length > 0) throw new Error(`${id}: ${failures.length} invariant(s) broken (seed ${SEED})\n\n${failures.join("\n\n")}`);
      expect(report.interrupted, "families stopped by their time limit").toEqual([]);
      expect(report.cases).toBeGreaterThanOrEqual(RUNS);
    },
    120_000,
  );
});
