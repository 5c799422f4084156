/**
 * docs/contracts-for-partners.md's figures (interactions, left-out groups, bucket costs) are what
 * scripts/contract-figures.ts makes of the contract now: a new interaction fails here until
 * `npx tsx scripts/contract-figures.ts --write` has rewritten them (they drifted by hand before).
 * In the contract-provider project: it runs after contract-consumer has written contracts/ (beside
 * it, the unit project would read a contract half rewritten).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contractFigures, FIGURES_DOC, FIGURES_END, FIGURES_START, figuresMarkdown, withFigures } from "../../scripts/contract-figures";
import { fixedAccounts } from "../contracts/provider-states";

test("the partners' page carries the figures generated from the contract", () => {
  const doc = readFileSync(FIGURES_DOC, "utf8");
  expect(doc).toContain(FIGURES_START);
  expect(withFigures(doc, figuresMarkdown(contractFigures())), "run `npx tsx scripts/contract-figures.ts --write`").toBe(doc);
  // The page states no interaction count outside the generated block.
  const outside = doc.slice(0, doc.indexOf(FIGURES_START)) + doc.slice(doc.indexOf(FIGURES_END));
  expect(outside).not.toMatch(/\b\d{3} interactions\b/);
});

test("every target's verified and left-out interactions add up to the contract", () => {
  const figures = contractFigures();
  for (const t of figures.perTarget) {
    expect(t.verified + Object.values(t.leftOut).reduce((a, b) => a + b, 0), t.name).toBe(figures.interactions);
    // One run's verified interactions fit one window in every bucket (else a run would meet 429s).
    for (const [bucket, cost] of Object.entries(t.costs)) expect(cost, `${t.name}: ${bucket}`).toBeLessThanOrEqual(figures.maxima[bucket]!);
  }
});

test("the fixed accounts a run resets are the ones the states' params name, once each", () => {
  const state = (params: unknown) => ({ description: "d", request: { method: "GET", path: "/" }, providerStates: [{ name: "s", params }] });
  expect(
    fixedAccounts([
      state({ email: "jane@example.com", password: "p1" }),
      state({ email: "jane@example.com", password: "p1", otherEmail: "ana.pact@example.com", otherPassword: "p2" }),
      state({ experiment: "x", group: "y" }),
    ]),
  ).toEqual([
    { email: "jane@example.com", password: "p1" },
    { email: "ana.pact@example.com", password: "p2" },
  ]);
});
