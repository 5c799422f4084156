/**
 * Quality gate: every Pact contract in contracts/ agrees with the OpenAPI document that describes
 * each interaction's operation, checked offline by @pactflow/openapi-pact-comparator: the
 * interactions with developer-only operations (`x-developer-only`, served only where DEV_TOOLS is
 * "true") against openapi/openapi.dev.json, every other one against the published
 * openapi/openapi.json (docs/decisions/028-developer-openapi-document.md). Each result of type
 * "error" is a mismatch and fails the test; "warning"s (things the document does not describe, e.g.
 * undeclared response headers) are printed. It runs in the contract-provider project, after
 * contract-consumer has written contracts/ (in the unit project it read a contract the consumer was
 * rewriting beside it). Run alone:
 * `npx vitest run --project contract-provider test/gates/openapi-pact.provider.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Comparator, type ComparatorOptions, type Result } from "@pactflow/openapi-pact-comparator";
import { expect, test } from "vitest";
import { DEVELOPER_DOCUMENT, isDeveloperRequest, PUBLISHED_DOCUMENT } from "../contracts/openapi-operations";

const ROOT = resolve(import.meta.dirname, "../..");
const CONTRACTS = join(ROOT, "contracts");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

const published = readJson(PUBLISHED_DOCUMENT);
const developer = readJson(DEVELOPER_DOCUMENT);
const contractFiles = readdirSync(CONTRACTS)
  .filter((f) => f.endsWith(".json"))
  .sort();

type Pact = Parameters<Comparator["compare"]>[0];
interface PactInteraction {
  description: string;
  request: { method: string; path: string };
}

async function compare(oas: unknown, pact: unknown): Promise<Result[]> {
  const comparator = new Comparator({ oas: oas as ComparatorOptions["oas"] });
  const results: Result[] = [];
  for await (const result of comparator.compare(pact as Pact)) results.push(result);
  return results;
}

function describeResult(r: Result): string {
  const where = r.mockDetails?.interactionDescription ? `"${r.mockDetails.interactionDescription}"` : "(contract)";
  const value = r.mockDetails?.value === undefined ? "" : ` value=${JSON.stringify(r.mockDetails.value)?.slice(0, 120)}`;
  const spec = r.specDetails?.location ? ` spec=${r.specDetails.location}` : "";
  return `${r.type} ${r.code} in ${where}: ${r.message} (at ${r.mockDetails?.location ?? "?"}${value};${spec})`;
}

/** The contract with only the interactions `keep` keeps (the comparator takes whole contracts). */
const withInteractions = (pact: { interactions: PactInteraction[] }, keep: (i: PactInteraction) => boolean) => ({
  ...pact,
  interactions: pact.interactions.filter(keep),
});

test("contracts/ holds at least one contract", () => {
  expect(contractFiles.length).toBeGreaterThan(0);
});

test.each(contractFiles)(
  "contracts/%s matches openapi/openapi.json, and openapi/openapi.dev.json for its developer-only operations",
  async (file) => {
    const pact = readJson(join(CONTRACTS, file));
    expect(pact.interactions?.length ?? pact.messages?.length ?? 0, "the contract has interactions").toBeGreaterThan(0);
    const parts = [
      { name: "openapi/openapi.json", oas: published, pact: withInteractions(pact, (i) => !isDeveloperRequest(i.request)) },
      { name: "openapi/openapi.dev.json", oas: developer, pact: withInteractions(pact, (i) => isDeveloperRequest(i.request)) },
    ];
    for (const part of parts) {
      if (part.pact.interactions.length === 0) continue;
      const results = await compare(part.oas, part.pact);
      const warnings = results.filter((r) => r.type === "warning").map(describeResult);
      if (warnings.length > 0) console.warn(`${file} against ${part.name}: ${warnings.length} warning(s)\n  ${warnings.join("\n  ")}`);
      const mismatches = results.filter((r) => r.type === "error").map(describeResult);
      expect(mismatches, `${file} disagrees with ${part.name}:\n  ${mismatches.join("\n  ")}`).toEqual([]);
    }
  },
);

test("the gate can fail: an interaction on a path the document lacks is a mismatch", async () => {
  const pact = readJson(join(CONTRACTS, contractFiles[0]!));
  const broken = structuredClone(pact);
  broken.interactions = [{ ...broken.interactions[0], request: { ...broken.interactions[0].request, path: "/v3/no-such-path/" } }];
  const results = await compare(published, broken);
  expect(results.filter((r) => r.type === "error").map((r) => r.code)).toContain("request.path-or-method.unknown");
});

test("the published document describes no developer-only operation: their interactions mismatch it", async () => {
  const pact = readJson(join(CONTRACTS, contractFiles[0]!));
  const devOnly = withInteractions(pact, (i) => isDeveloperRequest(i.request));
  expect(devOnly.interactions.length, "the contract has interactions with developer-only operations").toBeGreaterThan(0);
  const results = await compare(published, devOnly);
  const unknown = results.filter((r) => r.type === "error" && r.code === "request.path-or-method.unknown");
  expect(new Set(unknown.map((r) => r.mockDetails?.interactionDescription)).size).toBe(devOnly.interactions.length);
});
