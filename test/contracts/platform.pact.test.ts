/**
 * Consumer side of the platform's liveness check (common/platform/contracts.ts): GET /healthz, which
 * load balancers and the benchmark (scripts/bench.mjs) call, answers whatever the database's state
 * (worker/index.ts) with the envelope around `{status: "ok"}`.
 */
import { expect, test } from "vitest";
import { healthRoute } from "~common/platform/contracts";
import { clientFor, createPact, interaction } from "./interaction";

const pact = createPact();

test("GET /healthz: the Worker is up", async () => {
  await interaction(pact, {
    route: healthRoute,
    uponReceiving: "a liveness check",
    response: { data: { status: "ok" } },
  }).executeTest(async (mock) => {
    const res = await clientFor(mock).call(healthRoute);
    expect(res).toMatchObject({ ok: true, status: 200, data: { status: "ok" } });
  });
});
