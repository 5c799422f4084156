/**
 * Consumer side of the sign-in history (consumer "pinboard-web", provider "pinboard-api";
 * docs/decisions/037), the answers /settings/security acts on
 * (app/routes/auth/sign-in-history/index.server.ts): the list with a sign-in and a failed attempt,
 * each with its time, method, device, country and city; without a session, AUTH_REQUIRED (the
 * page sends the visitor away, auth.md §2.5). Values the provider makes come from
 * ./states/sign-in-history.ts.
 *
 * Limits: 1 sign-up and 1 log-in per verification run, both in the state.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { signInHistoryRoute } from "~common/auth/sign-in-history/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { SIGN_IN_HISTORY_STATES as STATE } from "./states/sign-in-history";

const { arrayContaining, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createPact();

const SESSION_COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const SESSION_COOKIE = fromProviderState("${sessionCookie}", SESSION_COOKIE_EXAMPLE);

const row = (ok: boolean) => ({
  time: integer(1795852800),
  method: "password",
  ok,
  device: string("Chrome on Linux"),
  country: regex(/^[A-Z]{2}$/, "US"),
  city: string("Austin"),
});

describe("GET /v3/users/me/sign_ins/", () => {
  test("the viewer's sign-ins and failed attempts", async () => {
    await interaction(pact, {
      route: signInHistoryRoute,
      uponReceiving: "a sign-in history request of an account that signed up and then gave a wrong password",
      given: { state: STATE.signedInAndFailed },
      request: { headers: { Cookie: SESSION_COOKIE } },
      response: { data: arrayContaining(row(true), row(false)) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: SESSION_COOKIE_EXAMPLE }).call(signInHistoryRoute);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.data.map((r) => r.ok).sort()).toEqual([false, true]);
    });
  });

  test("without a session: 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: signInHistoryRoute,
      uponReceiving: "a sign-in history request without a session",
      request: {},
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock).call(signInHistoryRoute);
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});
