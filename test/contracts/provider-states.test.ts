/**
 * The verifier's own rules (test/contracts/provider-states.ts), without a Worker: the provider
 * states partners may use are listed in docs/contracts-for-partners.md with their parameters (a
 * state added to test/contracts/states/ without its row fails here); names are unique; a run stops
 * before verifying anything — and before any request where it can — when a contract names an
 * unknown state, when no state secret is known, and when the target has state set-up off; the
 * secret comes from the option, the environment, or for a target on this machine the local file;
 * the per-IP cost of interactions is counted against the target's rate-limited routes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readLocalPactStateSecret } from "../../scripts/pact-state-secret";
import { bucketCosts, ContractVerificationError, createStateHandlers, providerStates, resolveStateSecret, verifyContracts } from "./provider-states";

const GUIDE = readFileSync(resolve(import.meta.dirname, "../../docs/contracts-for-partners.md"), "utf8");

test("every provider state is listed in docs/contracts-for-partners.md with its parameters", () => {
  for (const state of providerStates("http://127.0.0.1:1")) {
    const row = GUIDE.split("\n").find((line) => line.startsWith(`| \`${state.name}\` |`));
    expect(row, `row for "${state.name}"`).toBeDefined();
    if (state.params.startsWith("{")) expect(row).toContain(`\`${state.params.split(";")[0]}\``);
  }
});

test("state names are unique across areas", () => {
  const names = providerStates("http://127.0.0.1:1").map((s) => s.name);
  expect(new Set(names).size).toBe(names.length);
  expect(Object.keys(createStateHandlers("http://127.0.0.1:1"))).toHaveLength(names.length + 1);
});

/** A contract file of `interactions` in a temporary folder. */
function contract(interactions: unknown[]): string {
  const file = resolve(mkdtempSync(resolve(tmpdir(), "pact-")), "partner.json");
  writeFileSync(file, JSON.stringify({ consumer: { name: "partner" }, provider: { name: "pinboard-api" }, interactions, metadata: { pactSpecification: { version: "4.0" } } }));
  return file;
}

const interaction = (path: string, state?: string) => ({
  type: "Synchronous/HTTP",
  description: `a call to ${path}`,
  ...(state && { providerStates: [{ name: state }] }),
  request: { method: "GET", path },
  response: { status: 200 },
});

/** A target that answers every request with the unknown route's 404, counting them. */
let target: { url: string; requests: { method?: string; url?: string; secret?: string }[]; close: () => Promise<void> };
beforeAll(async () => {
  const requests: { method?: string; url?: string; secret?: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push({ method: req.method, url: req.url, secret: req.headers["x-pact-state-secret"] as string | undefined });
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ resource_response: { error: { api_error_code: 2, message: "Not found.", http_status: 404 } } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  target = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
});
afterAll(() => target?.close());

describe("a run stops before verifying", () => {
  test("a contract naming an unknown state: the known states listed, no request sent", async () => {
    target.requests.length = 0;
    const run = verifyContracts({ baseUrl: target.url, pactUrls: [contract([interaction("/v3/x/", "a board with 3 pins exists")])], stateSecret: "s".repeat(40), log: () => {} });
    await expect(run).rejects.toBeInstanceOf(ContractVerificationError);
    await expect(run).rejects.toThrow(/unknown provider state\(s\): "a board with 3 pins exists"[\s\S]*"a user with email jane@example.com exists"/);
    expect(target.requests).toEqual([]);
  });

  test("no state secret known: says how to give one, sends nothing", async () => {
    const saved = process.env.PACT_STATE_SECRET;
    delete process.env.PACT_STATE_SECRET;
    try {
      // A host that is not this machine: the local file is not looked at. (.invalid never resolves.)
      const run = verifyContracts({ baseUrl: "http://partner.invalid", pactUrls: [contract([interaction("/v3/x/")])], log: () => {} });
      await expect(run).rejects.toThrow(/needs the target's PACT_STATE_SECRET[\s\S]*Nothing was verified[\s\S]*wrangler secret put PACT_STATE_SECRET/);
    } finally {
      if (saved !== undefined) process.env.PACT_STATE_SECRET = saved;
    }
  });

  test("state set-up off on the target (404): one probe with the secret, then an error saying how to enable it", async () => {
    target.requests.length = 0;
    const run = verifyContracts({ baseUrl: target.url, pactUrls: [contract([interaction("/v3/x/")])], stateSecret: "s".repeat(40), log: () => {} });
    await expect(run).rejects.toThrow(/provider-state set-up is disabled on http:\/\/127\.0\.0\.1:\d+ \(POST \/vx\/pact\/state\/ answered 404[\s\S]*Nothing was verified[\s\S]*\.dev\.vars/);
    expect(target.requests).toEqual([{ method: "POST", url: "/vx/pact/state/", secret: "s".repeat(40) }]);
  });
});

describe("the state secret", () => {
  test("the option, else PACT_STATE_SECRET, else for this machine the local file", () => {
    expect(resolveStateSecret("https://staging.example.com", "given", { PACT_STATE_SECRET: "env" })).toEqual({ secret: "given", from: "--state-secret" });
    expect(resolveStateSecret("https://staging.example.com", undefined, { PACT_STATE_SECRET: "env" })).toEqual({ secret: "env", from: "PACT_STATE_SECRET" });
    expect(resolveStateSecret("https://staging.example.com", undefined, {})).toEqual({ from: "none" });
    const local = readLocalPactStateSecret();
    for (const url of ["http://127.0.0.1:8787", "http://localhost:5173"]) {
      expect(resolveStateSecret(url, undefined, {}).secret).toBe(local);
    }
  });
});

test("the per-IP cost: one per rate-limited route a request meets, by method and path pattern", () => {
  const routes = [
    { method: "POST", path: "/v3/register/", bucket: "signup" },
    { method: "ALL", path: "/v3/facebook/*", bucket: "oauth" },
    { method: "POST", path: "/v3/oauth/:provider/start/", bucket: "oauth" },
    { method: "GET", path: "/v3/users/reset_password/:token/", bucket: "recovery" },
  ];
  const call = (method: string, path: string) => ({ description: path, request: { method, path } });
  expect(
    bucketCosts(
      [
        call("POST", "/v3/register/"),
        call("POST", "/v3/register/"),
        call("GET", "/v3/register/exists/"),
        call("POST", "/v3/facebook/connect/start/"),
        call("GET", "/v3/facebook/login_data/"),
        call("POST", "/v3/oauth/google/start/"),
        call("POST", "/v3/oauth/google/start/extra/"),
        call("GET", "/v3/users/reset_password/AAAAAAAAAAAAAAAAAAAAAA/"),
        call("POST", "/v3/users/reset_password/AAAAAAAAAAAAAAAAAAAAAA/"),
      ],
      routes,
    ),
  ).toEqual({ signup: 2, oauth: 3, recovery: 1 });
});
