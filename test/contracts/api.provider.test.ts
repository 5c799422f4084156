/**
 * Provider verification: every contract in contracts/ (written by the contract-consumer project)
 * replayed by the Pact Verifier against the built Worker running in workerd, over real HTTP, as
 * `npm run contracts:verify` replays it against a deployment (test/contracts/provider-states.ts).
 * Needs `npm run build` first (the harness runs build/server).
 *
 * The Worker runs as a deployment does: the production per-IP limits of the built config
 * (wrangler.toml [vars]), DEV_TOOLS off, and a PACT_STATE_SECRET for the provider states
 * (docs/decisions/025-pact-provider-states.md); only ALLOW_PRIVATE_FETCH is on, so the
 * bookmarklet's interactions can have the Worker fetch its own page on 127.0.0.1. Two runs back to
 * back must both pass — the second waits for a fresh rate-limit window when the first left too
 * little of the current one — and leave nothing behind: the logged-out home feed shows none of
 * their Pins. The interactions with developer-only operations (`x-developer-only` in
 * openapi/openapi.dev.json), left out where DEV_TOOLS is off, are verified against a second Worker
 * with DEV_TOOLS on.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BUILT_CONFIG, startWorker, type RunningWorker } from "../support/worker-harness";
import { contractFiles, isDeveloperInteraction, verifyContracts, type VerifySummary } from "./provider-states";

const RATE_LIMIT_VARS = ["RATE_LIMIT_LOGIN_MAX", "RATE_LIMIT_SIGNUP_MAX", "RATE_LIMIT_LOOKUP_MAX", "RATE_LIMIT_RECOVERY_MAX", "RATE_LIMIT_OAUTH_MAX", "RATE_LIMIT_BEACON_MAX", "RATE_LIMIT_DELIVERY_MAX", "RATE_LIMIT_REPORTING_MAX", "RATE_LIMIT_ACCOUNT_MAX", "RATE_LIMIT_DRAFTS_MAX", "RATE_LIMIT_ERRORS_MAX", "RATE_LIMIT_CONVERSIONS_MAX", "RATE_LIMIT_WINDOW_SECONDS"];
const SECRET = "pact-state-secret-of-the-provider-test-0123456789";
/**
 * The verifier reaches the Worker at http://127.0.0.1:PORT: its relying party for passkeys is that
 * host here (a deployment's is its own site's, which its base URL is on; docs/decisions/038).
 */
const PASSKEYS_HERE = { PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" };

/** The built config's limits (the harness's defaults are raised for the other suites). */
function productionRateLimits(): Record<string, string> {
  const vars = (JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as { vars?: Record<string, string> }).vars ?? {};
  return Object.fromEntries(RATE_LIMIT_VARS.filter((k) => vars[k] !== undefined).map((k) => [k, String(vars[k])]));
}

const runs: VerifySummary[] = [];
const quiet = (line: string) => console.log(`  ${line}`);

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ ...productionRateLimits(), ...PASSKEYS_HERE, DEV_TOOLS: "false", ALLOW_PRIVATE_FETCH: "true", PACT_STATE_SECRET: SECRET });
});
afterAll(async () => {
  await worker?.close();
  for (const [n, r] of runs.entries()) {
    console.log(`provider run ${n + 1}: ${r.verified} verified, ${r.skipped.length} left out, ${r.seconds.toFixed(1)} s (${r.waitedSeconds} s waiting), ${r.requests.verified} verified + ${r.requests.states} state requests`);
  }
});

test("contracts exist (run the contract-consumer project first)", () => {
  expect(contractFiles().map((f) => f.split("/").pop())).toContain("pinboard-web-pinboard-api.json");
});

/** The interactions of every contract in contracts/ with a developer-only operation. */
const developerInteractions = () =>
  contractFiles().flatMap((file) => (JSON.parse(readFileSync(file, "utf8")) as { interactions: { description: string; request: { method: string; path: string } }[] }).interactions.filter(isDeveloperInteraction));

test("the Worker honours every interaction of every contract in contracts/, twice in a row, and keeps nothing of it", async () => {
  const developer = developerInteractions().map((i) => i.description);
  expect(developer.length).toBeGreaterThan(0);
  for (let n = 0; n < 2; n++) {
    // Rejects with a ContractVerificationError naming each failed interaction and its mismatches.
    const summary = await verifyContracts({ baseUrl: worker.url.origin, providerVersion: "local", stateSecret: SECRET, log: quiet });
    runs.push(summary);
    // Left out: the developer-only operations' interactions, and nothing else.
    expect(summary.skipped.map((s) => s.description).sort()).toEqual([...developer].sort());
    for (const s of summary.skipped) expect(s.reason).toMatch(/developer route/);
    expect(summary.teardown?.accounts_deleted).toBeGreaterThan(10);
  }
  // Logged out, as anyone sees them: the home feed and a search for the runs' words.
  const itemsOf = async (path: string) => {
    const res = await worker.fetch(path);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { resource_response: { data: { items: unknown[] } } }).resource_response.data.items;
  };
  const theRuns = (items: unknown[]) => items.filter((p) => /pact/i.test(JSON.stringify(p)));
  expect(theRuns(await itemsOf("/v3/feeds/home/?page_size=50"))).toEqual([]);
  for (const query of ["pact", "pact pin", "PactPins", "pact chair"]) expect(theRuns(await itemsOf(`/v3/search/pins/?${new URLSearchParams({ query })}`))).toEqual([]);
});

test("the developer-only operations' interactions pass where DEV_TOOLS is on", async () => {
  const dev = await startWorker({ ...productionRateLimits(), ...PASSKEYS_HERE, DEV_TOOLS: "true", PACT_STATE_SECRET: SECRET });
  try {
    const { readFileSync: read, writeFileSync, mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { resolve } = await import("node:path");
    // Only the developer-only operations' interactions: the rest were verified above.
    const pactUrls = contractFiles().map((file) => {
      const pact = JSON.parse(read(file, "utf8")) as { interactions: { request: { method: string; path: string } }[] };
      const copy = resolve(mkdtempSync(resolve(tmpdir(), "pact-dev-")), file.split("/").pop()!);
      writeFileSync(copy, JSON.stringify({ ...pact, interactions: pact.interactions.filter(isDeveloperInteraction) }));
      return copy;
    });
    const summary = await verifyContracts({ baseUrl: dev.url.origin, pactUrls, stateSecret: SECRET, log: quiet });
    expect(summary.verified).toBe(developerInteractions().length);
    expect(summary.skipped).toEqual([]);
  } finally {
    await dev.close();
  }
});
