/**
 * Consumer side of the platform's liveness check (common/platform/contracts.ts): GET /healthz, which
 * load balancers and the benchmark (scripts/bench.mjs) call, answers whatever the database's state
 * (worker/index.ts) with the envelope around `{status: "ok"}` and the version that answered (its
 * commit, build time and schema: what an operator reads during a rollout).
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { expect, test } from "vitest";
import { clientErrorRoute, healthRoute } from "~common/platform/contracts";
import { clientFor, createPact, interaction } from "./interaction";

const pact = createPact();

test("GET /healthz: the Worker is up", async () => {
  await interaction(pact, {
    route: healthRoute,
    uponReceiving: "a liveness check",
    response: {
      data: {
        status: "ok",
        version: {
          commit: MatchersV3.string("8af0aa5c5f8e0b5b2b1b0f0e1d2c3b4a59687706"),
          built_at: MatchersV3.string("2026-12-01T22:15:00.000Z"),
          schema: MatchersV3.regex(/^\d{4}_[a-z0-9_]+\.sql$/, "0050_promoted_delivery.sql"),
        },
      },
    },
  }).executeTest(async (mock) => {
    const res = await clientFor(mock).call(healthRoute);
    expect(res).toMatchObject({ ok: true, status: 200, data: { status: "ok", version: { schema: "0050_promoted_delivery.sql" } } });
  });
});

test("POST /v3/client_errors/: a page's uncaught error is recorded", async () => {
  const body = { kind: "error" as const, message: "TypeError: x is undefined", source: "/assets/app.js", line: 10, column: 5, page: "/pin/42/" };
  await interaction(pact, {
    route: clientErrorRoute,
    uponReceiving: "a report of a page's uncaught error",
    request: { json: body },
    response: { data: { recorded: true } },
  }).executeTest(async (mock) => {
    const res = await clientFor(mock).call(clientErrorRoute, { json: body });
    expect(res).toMatchObject({ ok: true, status: 200, data: { recorded: true } });
  });
});
