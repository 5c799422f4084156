/**
 * `npm run contracts:verify` against a real server process, as a partner runs it
 * (docs/contracts-for-partners.md): a plain `wrangler dev` of the built Worker — wrangler.toml's
 * vars, no stand-ins, DEV_TOOLS off — on free ports with a fresh --persist-to state, verified
 * once at http://127.0.0.1 and then at http://localhost, back to back on the used state. Both runs
 * pass, leaving out exactly what the page's figures say with a reason each (passkeys only at the IP
 * address), and the rate-limited routes the figures are computed from are the server's own.
 * One run pair: the provider test (api.provider.test.ts) verifies the whole contract twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PACT_STATE_HEADER, PACT_STATE_PATH, type PactStateStatus } from "~common/platform/pact-state-contracts";
import { contractFigures, ROUTES_FILE } from "../../scripts/contract-figures";
import { freePort } from "../support/dev-server";
import { BUILT_CONFIG, migratedPersistFolder } from "../support/worker-harness";
import { verifyContracts, type VerifySummary } from "./provider-states";

const ROOT = resolve(import.meta.dirname, "../..");
const SECRET = "pact-state-secret-of-the-server-test-0123456789";
const STATE = resolve(ROOT, `.tmp/verify-server-state-${process.pid}`);

let child: ChildProcess | undefined;
let port = 0;
let output = "";
const runs: VerifySummary[] = [];

beforeAll(async () => {
  const [http, inspector] = [await freePort(), await freePort()];
  port = http;
  await migratedPersistFolder(STATE);
  child = spawn(
    "npx",
    ["wrangler", "dev", "--config", BUILT_CONFIG, "--ip", "127.0.0.1", "--port", String(http), "--inspector-port", String(inspector), "--persist-to", STATE, "--log-level", "warn", "--var", `PACT_STATE_SECRET:${SECRET}`],
    // Its own process group: wrangler, its workerd and its proxy stop together.
    { cwd: ROOT, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${http}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`wrangler dev did not answer /healthz:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

afterAll(() => {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  rmSync(STATE, { recursive: true, force: true });
  for (const [n, r] of runs.entries()) {
    console.log(`server run ${n + 1}: ${r.verified} verified, ${r.skipped.length} left out, ${r.seconds.toFixed(1)} s (${r.waitedSeconds} s waiting)`);
  }
});

test("the server's rate-limited routes are the ones the page's figures are computed from", async () => {
  const res = await fetch(`http://127.0.0.1:${port}${PACT_STATE_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [PACT_STATE_HEADER]: SECRET },
    body: JSON.stringify({ action: "status" }),
  });
  const status = ((await res.json()) as { resource_response: { data: PactStateStatus } }).resource_response.data;
  expect(status.rate_limits.routes, "run `npx tsx scripts/contract-figures.ts --routes-from <a running server>`").toEqual(JSON.parse(readFileSync(ROUTES_FILE, "utf8")));
});

test("a plain wrangler dev passes at 127.0.0.1 and then at localhost, leaving out only what the figures say, each with its reason", { timeout: 480_000 }, async () => {
  const figures = contractFigures();
  const expected = (name: string) => figures.perTarget.find((t) => t.name.startsWith(`plain \`npx wrangler dev\` at ${name}`))!;
  for (const host of ["http://127.0.0.1", "http://localhost"]) {
    // Rejects with a ContractVerificationError naming each failed interaction.
    const summary = await verifyContracts({ baseUrl: `${host}:${port}`, stateSecret: SECRET, log: () => undefined });
    runs.push(summary);
    expect(summary.verified).toBe(expected(host).verified);
    for (const s of summary.skipped) expect(s.reason.length, s.description).toBeGreaterThan(20);
    const passkeysOut = summary.skipped.filter((s) => /passkeys cannot be used/.test(s.reason));
    expect(passkeysOut.length > 0, host).toBe(host.includes("127.0.0.1"));
    expect(summary.teardown?.accounts_deleted).toBeGreaterThan(5);
  }
});
