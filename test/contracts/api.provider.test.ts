/**
 * Provider verification: every contract in contracts/ (written by the contract-consumer project)
 * replayed by the Pact Verifier against the built Worker running in workerd, over real HTTP.
 * Needs `npx react-router build` first (the harness runs build/server). The state handlers and
 * Verifier options are the ones `npm run contracts:verify` uses against deployments.
 *
 * The Worker runs with the production per-IP limits from the built config (wrangler.toml [vars]),
 * not the harness's raised test limits, so a pass also shows that one verification run of the
 * state handlers fits the limits a real deployment enforces.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BUILT_CONFIG, startWorker, type RunningWorker } from "../support/worker-harness";
import { contractFiles, verifyContracts } from "./provider-states";

const RATE_LIMIT_VARS = ["RATE_LIMIT_LOGIN_MAX", "RATE_LIMIT_SIGNUP_MAX", "RATE_LIMIT_LOOKUP_MAX", "RATE_LIMIT_RECOVERY_MAX", "RATE_LIMIT_OAUTH_MAX", "RATE_LIMIT_WINDOW_SECONDS"];

function productionRateLimits(): Record<string, string> {
  const vars = (JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as { vars?: Record<string, string> }).vars ?? {};
  return Object.fromEntries(RATE_LIMIT_VARS.filter((k) => vars[k] !== undefined).map((k) => [k, String(vars[k])]));
}

let worker: RunningWorker;
beforeAll(async () => {
  // DEV_TOOLS for the states that need the developer routes (provider-states.ts).
  worker = await startWorker({ ...productionRateLimits(), DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

test("contracts exist (run the contract-consumer project first)", () => {
  expect(contractFiles().map((f) => f.split("/").pop())).toContain("pinboard-web-pinboard-api.json");
});

test("the Worker honours every interaction of every contract in contracts/", async () => {
  // Rejects with a ContractVerificationError naming each failed interaction and its mismatches.
  await verifyContracts({ baseUrl: worker.url.origin, providerVersion: "local" });
});
