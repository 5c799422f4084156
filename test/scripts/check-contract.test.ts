/**
 * `npm run contracts:check` (scripts/check-contract.ts): a partner's pact checked offline against
 * the published OpenAPI document. Our own contract is compatible but for its developer-only
 * interactions (not in the published document); a made-up operation or an answer it never gives is not.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { checkPacts } from "../../scripts/check-contract";
import { contractFiles, isDeveloperInteraction } from "../contracts/provider-states";

type Pact = Parameters<typeof checkPacts>[0][number];

test("our own contract is compatible with the published OpenAPI document, but for the developer-only operations", async () => {
  const file = contractFiles().find((f) => f.endsWith("pinboard-web-pinboard-api.json"))!;
  const pact = JSON.parse(readFileSync(file, "utf8")) as {
    interactions: { description: string; request: { method: string; path: string } }[];
  };
  const [results] = await checkPacts([pact as unknown as Pact]);
  const errors = results!.filter((r) => r.type === "error").map((r) => r.mockDetails?.interactionDescription);
  expect(errors.sort()).toEqual(
    pact.interactions
      .filter(isDeveloperInteraction)
      .map((i) => i.description)
      .sort(),
  );
});

test("a partner's interaction with an operation we do not have, or a body we refuse, is an error", async () => {
  const interaction = (description: string, request: Record<string, unknown>) => ({
    type: "Synchronous/HTTP",
    description,
    request,
    response: { status: 200 },
  });
  const pact = {
    consumer: { name: "partner" },
    provider: { name: "pinboard-api" },
    metadata: { pactSpecification: { version: "4.0" } },
    interactions: [
      interaction("a made-up operation", { method: "GET", path: "/v3/no-such-thing/" }),
      { ...interaction("a teapot from the health check", { method: "GET", path: "/healthz" }), response: { status: 418 } },
    ],
  };
  const [results] = await checkPacts([pact as unknown as Pact]);
  const errors = results!.filter((r) => r.type === "error");
  expect(errors.map((r) => r.mockDetails?.interactionDescription)).toEqual(
    expect.arrayContaining(["a made-up operation", "a teapot from the health check"]),
  );
});
