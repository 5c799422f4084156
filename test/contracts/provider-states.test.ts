/**
 * The provider states partners may use are listed in the README with their parameters; a state
 * added to test/contracts/states/ without its README row fails here.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { createStateHandlers, providerStates } from "./provider-states";

const README = readFileSync(resolve(import.meta.dirname, "../../README.md"), "utf8");

test("every provider state is listed in the README with its parameters", () => {
  for (const state of providerStates("http://127.0.0.1:1")) {
    const row = README.split("\n").find((line) => line.startsWith(`| \`${state.name}\` |`));
    expect(row, `README row for "${state.name}"`).toBeDefined();
    if (state.params.startsWith("{")) expect(row).toContain(`\`${state.params.split(";")[0]}\``);
  }
});

test("state names are unique across areas", () => {
  const names = providerStates("http://127.0.0.1:1").map((s) => s.name);
  expect(new Set(names).size).toBe(names.length);
  expect(Object.keys(createStateHandlers("http://127.0.0.1:1"))).toHaveLength(names.length + 1);
});

test("a contract naming an unknown state fails before verifying, listing the known states", async () => {
  const { mkdtempSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { verifyContracts, ContractVerificationError } = await import("./provider-states");
  const file = resolve(mkdtempSync(resolve(tmpdir(), "pact-")), "partner.json");
  writeFileSync(
    file,
    JSON.stringify({
      consumer: { name: "partner" },
      provider: { name: "pinboard-api" },
      interactions: [{ type: "Synchronous/HTTP", description: "x", providerStates: [{ name: "a board with 3 pins exists" }] }],
      metadata: { pactSpecification: { version: "4.0" } },
    }),
  );
  const run = verifyContracts({ baseUrl: "http://127.0.0.1:1", pactUrls: [file] });
  await expect(run).rejects.toBeInstanceOf(ContractVerificationError);
  await expect(run).rejects.toThrow(/unknown provider state\(s\): "a board with 3 pins exists"[\s\S]*"a user with email jane@example.com exists"/);
});
