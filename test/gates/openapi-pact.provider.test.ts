/**
 * Quality gate: every Pact contract in contracts/ agrees with openapi/openapi.json, checked offline
 * by @pactflow/openapi-pact-comparator. Each result of type "error" is a mismatch and fails the
 * test; "warning"s (things the document does not describe, e.g. undeclared response headers) are
 * printed. It runs in the contract-provider project, after contract-consumer has written contracts/
 * (in the unit project it read a contract the consumer was rewriting beside it). Run alone:
 * `npx vitest run --project contract-provider test/gates/openapi-pact.provider.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Comparator, type ComparatorOptions, type Result } from "@pactflow/openapi-pact-comparator";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const CONTRACTS = join(ROOT, "contracts");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

const openapi = readJson(join(ROOT, "openapi/openapi.json"));
const contractFiles = readdirSync(CONTRACTS)
  .filter((f) => f.endsWith(".json"))
  .sort();

type Pact = Parameters<Comparator["compare"]>[0];

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

test("contracts/ holds at least one contract", () => {
  expect(contractFiles.length).toBeGreaterThan(0);
});

test.each(contractFiles)("contracts/%s matches openapi/openapi.json", async (file) => {
  const pact = readJson(join(CONTRACTS, file));
  expect(pact.interactions?.length ?? pact.messages?.length ?? 0, "the contract has interactions").toBeGreaterThan(0);
  const results = await compare(openapi, pact);
  const warnings = results.filter((r) => r.type === "warning").map(describeResult);
  if (warnings.length > 0) console.warn(`${file}: ${warnings.length} warning(s)\n  ${warnings.join("\n  ")}`);
  const mismatches = results.filter((r) => r.type === "error").map(describeResult);
  expect(mismatches, `${file} disagrees with openapi/openapi.json:\n  ${mismatches.join("\n  ")}`).toEqual([]);
});

test("the gate can fail: an interaction on a path the document lacks is a mismatch", async () => {
  const pact = readJson(join(CONTRACTS, contractFiles[0]!));
  const broken = structuredClone(pact);
  broken.interactions = [{ ...broken.interactions[0], request: { ...broken.interactions[0].request, path: "/v3/no-such-path/" } }];
  const results = await compare(openapi, broken);
  expect(results.filter((r) => r.type === "error").map((r) => r.code)).toContain("request.path-or-method.unknown");
});
