/**
 * The Pact Broker loop of docs/contracts-for-partners.md against the broker stand-in
 * (test/support/pact-broker.ts) and the built Worker: our consumer pact published with its
 * version and branch (scripts/publish-contracts.ts), verified from the broker with consumer
 * version selectors, pending and WIP pacts, the results published with the provider version and
 * its branch, then can-i-deploy (scripts/can-i-deploy.ts's call) says yes — and no once a failing
 * result is published. A few interactions of the real contract keep it fast (a few seconds); the
 * provider test verifies the whole contract.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { canIDeploy, DEFAULT_SELECTORS, recordDeployment, type BrokerOptions } from "../../scripts/pact-broker-client";
import { publishContractFiles } from "../../scripts/publish-contracts";
import { startPactBroker, type PactBrokerStandIn } from "../support/pact-broker";
import { startWorker, type RunningWorker } from "../support/worker-harness";
import { contractFiles, isDeveloperInteraction, verifyContracts } from "./provider-states";

const SECRET = "pact-state-secret-of-the-broker-test-0123456789";
const TOKEN = "broker-token-of-the-broker-test";

interface Pact {
  consumer: { name: string };
  interactions: { description: string; providerStates?: unknown[]; request: { method: string; path: string }; response: { status: number } }[];
}

let worker: RunningWorker;
let broker: PactBrokerStandIn;
let b: BrokerOptions;
const dir = mkdtempSync(resolve(tmpdir(), "pact-broker-test-"));

/** A pact of the contract's first `n` stateless reads (no state, no developer route, no flow). */
function smallPact(n: number, breakOne = false): string {
  const pact = JSON.parse(readFileSync(contractFiles().find((f) => f.endsWith("pinboard-web-pinboard-api.json"))!, "utf8")) as Pact;
  const picked = pact.interactions
    .filter((i) => !i.providerStates?.length && i.request.method === "GET" && !isDeveloperInteraction(i) && !/passkey|oauth|sso|facebook/.test(i.request.path))
    .slice(0, n)
    .map((i, k) => (breakOne && k === 0 ? { ...i, response: { ...i.response, status: 418 } } : i));
  const file = resolve(dir, `${breakOne ? "broken" : "good"}.json`);
  writeFileSync(file, JSON.stringify({ ...pact, interactions: picked }));
  return file;
}

const quiet = () => undefined;
const web = "pinboard-web";

beforeAll(async () => {
  [worker, broker] = await Promise.all([startWorker({ DEV_TOOLS: "false", PACT_STATE_SECRET: SECRET }), startPactBroker({ token: TOKEN })]);
  b = { pactBrokerUrl: broker.url, pactBrokerToken: TOKEN };
});
afterAll(async () => {
  await Promise.all([worker?.close(), broker?.close()]);
});

test("publish → verify from the broker (selectors, pending, WIP) → results published → can-i-deploy yes; a failed result → no", async () => {
  const verify = (providerVersion: string, extra: Partial<NonNullable<Parameters<typeof verifyContracts>[0]["broker"]>> = {}) =>
    verifyContracts({
      baseUrl: worker.url.origin,
      stateSecret: SECRET,
      broker: { ...b, consumerVersionSelectors: DEFAULT_SELECTORS, enablePending: true, includeWipPactsSince: "2026-01-01", ...extra },
      publishVerificationResult: true,
      providerVersion,
      providerVersionBranch: "main",
      log: quiet,
    });

  // The consumer's main-branch version, deployed to production.
  await publishContractFiles(b, [smallPact(3)], { version: "web-1", branch: "main" });
  await recordDeployment(b, { pacticipant: web, version: "web-1", environment: "production" });

  // Verified from the broker: the main branch's and the deployed version's pact (one content), pending until verified.
  const first = await verify("api-1");
  expect(first.verified).toBe(3);
  expect(first.published).toEqual([{ pact: expect.stringContaining("web-1") as string, success: true }]);
  expect(broker.verifications.map((v) => [v.providerVersion, v.success])).toEqual([["api-1", true]]);
  expect(broker.requests).toContain("PUT /pacticipants/pinboard-api/branches/main/versions/api-1");
  expect((await canIDeploy(b, { pacticipant: "pinboard-api", version: "api-1", environment: "production" })).summary.deployable).toBe(true);
  await recordDeployment(b, { pacticipant: "pinboard-api", version: "api-1", environment: "production" });

  // A new consumer version whose pact the provider breaks: pending (never verified on main), so the
  // run passes, but its failed result is published and can-i-deploy says no.
  await publishContractFiles(b, [smallPact(3, true)], { version: "web-2", branch: "main" });
  const second = await verify("api-2");
  expect(second.pendingFailures).toHaveLength(1);
  expect(second.published.map((p) => p.success).sort()).toEqual([false, true]);
  const web2 = await canIDeploy(b, { pacticipant: web, version: "web-2", environment: "production" });
  expect(web2.summary.deployable).toBe(false);
  expect(web2.summary.reason).toMatch(/no verified pact/);

  // A work-in-progress branch's pact comes in as WIP (pending) without being selected.
  await publishContractFiles(b, [smallPact(2)], { version: "web-3", branch: "feature-x" });
  const wip = await verify("api-3", { consumerVersionSelectors: [{ deployedOrReleased: true }] });
  expect(wip.published.map((p) => p.pact).join("\n")).toMatch(/web-3/);

  // Without pending, the broken pact fails the run, and its failure is published against that provider version.
  await expect(verify("api-4", { enablePending: false, consumerVersionSelectors: [{ mainBranch: true }] })).rejects.toThrow(/1 interaction\(s\) failed/);
  expect(broker.verifications.at(-1)).toMatchObject({ providerVersion: "api-4", success: false });
  await recordDeployment(b, { pacticipant: "pinboard-api", version: "api-4", environment: "staging" });
  const staging = await canIDeploy(b, { pacticipant: web, version: "web-2", environment: "staging" });
  expect(staging.summary.deployable).toBe(false);
  expect(staging.summary.reason).toMatch(/failed/);
});

test("the broker refuses a request without its token", async () => {
  await expect(canIDeploy({ pactBrokerUrl: broker.url }, { pacticipant: web, version: "web-1", environment: "production" })).rejects.toThrow(/HTTP 401/);
});
