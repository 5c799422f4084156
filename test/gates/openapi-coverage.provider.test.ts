/**
 * Quality gate: every operation of the published OpenAPI document (openapi/openapi.json) has at
 * least one interaction in the Pact contracts of contracts/, so what partners read is also what
 * the provider test verifies. A request counts for the operation the router would pick for it (the
 * most specific path template of openapi/openapi.dev.json, whose developer-only operations need no
 * interaction: test/contracts/openapi-operations.ts). test/gates/openapi-pact.provider.test.ts checks the
 * other way round: that every interaction agrees with its document.
 *
 * In the contract-provider project (vitest.config.ts), as ./openapi-pact.provider.test.ts: it needs
 * the whole contract, which the contract-consumer project rewrites test file by test file while
 * the unit project runs beside it (scripts/test.mjs); the provider project runs after it.
 * Run alone: `npx vitest run --project contract-provider test/gates/openapi-coverage.provider.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";
import {
  DEVELOPER_DOCUMENT,
  operationFor,
  operationsOf,
  PUBLISHED_DOCUMENT,
  readDocument,
  type DocumentOperation,
} from "../contracts/openapi-operations";

const CONTRACTS = resolve(import.meta.dirname, "../../contracts");

interface Interaction {
  description: string;
  request: { method: string; path: string };
}

const contractInteractions = (): Interaction[] =>
  readdirSync(CONTRACTS)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => (JSON.parse(readFileSync(join(CONTRACTS, f), "utf8")) as { interactions?: Interaction[] }).interactions ?? []);

const published = operationsOf(readDocument(PUBLISHED_DOCUMENT));
const everything = operationsOf(readDocument(DEVELOPER_DOCUMENT));

/** The operations of `required` that no interaction is for (each request matched among `all`). */
function uncovered(required: DocumentOperation[], all: DocumentOperation[], interactions: Interaction[]): string[] {
  const covered = new Set(interactions.map((i) => operationFor(all, i.request.method, i.request.path)?.id));
  return required.map((op) => op.id).filter((id) => !covered.has(id));
}

test("every operation of openapi/openapi.json has an interaction in contracts/", () => {
  const interactions = contractInteractions();
  expect(interactions.length, "contracts/ has interactions (run the contract-consumer project first)").toBeGreaterThan(0);
  expect(published.length).toBeGreaterThan(0);
  // On failure: add a consumer interaction (test/contracts/*.pact.test.ts) for each operation listed.
  expect(uncovered(published, everything, interactions), "published operations without an interaction").toEqual([]);
});

test("the gate can fail: an operation whose only interactions are gone is listed, and a more general template does not cover for it", () => {
  const interactions = contractInteractions();
  const without = interactions.filter((i) => !(i.request.method === "GET" && i.request.path === "/healthz"));
  expect(uncovered(published, everything, without)).toEqual(["GET /healthz"]);
  // /v3/users/me/ is not /v3/users/{username}/: the most specific template takes the request.
  const me = [{ description: "the viewer", request: { method: "GET", path: "/v3/users/me/" } }];
  expect(
    uncovered(
      published.filter((op) => op.id === "GET /v3/users/{username}/"),
      everything,
      me,
    ),
  ).toEqual(["GET /v3/users/{username}/"]);
});
