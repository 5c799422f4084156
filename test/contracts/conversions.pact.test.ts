/**
 * Consumer contract of the Conversions API (issue 37 item 1; the routes are
 * common/business/conversions/contracts.ts): what a partner's server relies on — events sent with
 * an access token, answered one by one; a token that is not one refused — and the console's token
 * routes: the list, a new token shown once, a revoke, a revoke of a token there is not.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { createAccessTokenRoute, listAccessTokensRoute, revokeAccessTokenRoute, sendConversionEventsRoute } from "~common/business/conversions";
import { clientFor, createPact, interaction } from "./interaction";
import { BIZ, BUSINESS_STATES } from "./states/business";

const { eachLike, fromProviderState, regex, string } = MatchersV3;

const pact = createPact();
const given = { state: BUSINESS_STATES.conversionToken, params: BIZ };
const EX = { advertiserId: "7", tokenId: "3", token: `pinc_${"ab".repeat(32)}`, eventTime: 1_796_000_000 };
const COOKIE_EXAMPLE = { Cookie: "pin_sess=AbCdEfGhIjKlMnOpQrStUv" };
const SESSION = { Cookie: fromProviderState("${sessionCookie}", COOKIE_EXAMPLE.Cookie) };
const ADVERTISER_ID = fromProviderState("${advertiserId}", EX.advertiserId);
const TOKEN_ID = fromProviderState("${tokenId}", EX.tokenId);
const iso = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "2026-12-02T09:30:00.000Z");
const tokenShape = (over: Record<string, unknown> = {}) => ({
  id: regex(/^[1-9][0-9]*$/, EX.tokenId),
  name: string("Pact server"),
  created_at: iso,
  last_used_at: null,
  revoked_at: null,
  ...over,
});
const EM = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

describe("a partner's server", () => {
  test("events with an access token, answered one by one; a token that is not one", async () => {
    const event = {
      event_name: "checkout",
      action_source: "web",
      event_time: fromProviderState("${eventTime}", EX.eventTime),
      event_id: "pact-order-1",
      user_data: { em: [EM] },
      custom_data: { value: "72.39", currency: "USD" },
    };
    const bad = { ...event, event_name: "purchase", event_id: "pact-order-2" };
    const example = { ...event, event_time: Math.floor(Date.now() / 1000) - 60 };
    await interaction(pact, {
      route: sendConversionEventsRoute,
      uponReceiving: "a checkout and an event of a name there is not, sent with an access token",
      given,
      request: {
        headers: { authorization: fromProviderState("Bearer ${conversionToken}", `Bearer ${EX.token}`) },
        params: { advertiserId: ADVERTISER_ID },
        json: { data: [event, bad] },
      },
      response: {
        data: {
          num_events_received: 2,
          num_events_processed: 1,
          events: [
            { status: "processed", error_message: null, warning_message: null },
            { status: "failed", error_message: string("event_name must be one of …"), warning_message: null },
          ],
        },
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(sendConversionEventsRoute, {
        params: { advertiserId: EX.advertiserId },
        headers: { authorization: `Bearer ${EX.token}` },
        json: { data: [example, { ...example, event_name: "purchase", event_id: "pact-order-2" }] },
      });
      expect(res.ok && res.data.num_events_processed).toBe(1);
    });
    await interaction(pact, {
      route: sendConversionEventsRoute,
      uponReceiving: "events sent with a token that is not the ad account's",
      given,
      request: {
        headers: { authorization: `Bearer pinc_${"0".repeat(64)}` },
        params: { advertiserId: ADVERTISER_ID },
        json: { data: [event] },
      },
      response: { error: "CONVERSION_TOKEN_INVALID", data: { field: "authorization" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, {}).call(sendConversionEventsRoute, {
        params: { advertiserId: EX.advertiserId },
        headers: { authorization: `Bearer pinc_${"0".repeat(64)}` },
        json: { data: [example] },
      });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});

describe("the console's access token page", () => {
  test("the list; a new token shown once; a revoke; a token there is not", async () => {
    await interaction(pact, {
      route: listAccessTokensRoute,
      uponReceiving: "a request for the ad account's access tokens",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID } },
      response: { data: { items: eachLike(tokenShape({ last_used_at: null })) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(listAccessTokensRoute, { params: { advertiserId: EX.advertiserId } });
      expect(res.ok && res.data.items.length).toBe(1);
    });
    await interaction(pact, {
      route: createAccessTokenRoute,
      uponReceiving: "a new access token",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID }, json: { name: "Pact second server" } },
      response: { data: { ...tokenShape({ name: "Pact second server" }), token: regex(/^pinc_[0-9a-f]{64}$/, EX.token) } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(createAccessTokenRoute, {
        params: { advertiserId: EX.advertiserId },
        json: { name: "Pact second server" },
      });
      expect(res.ok && res.data.token).toMatch(/^pinc_/);
    });
    await interaction(pact, {
      route: revokeAccessTokenRoute,
      uponReceiving: "an access token revoked",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, tokenId: TOKEN_ID } },
      response: { data: tokenShape({ revoked_at: iso }) },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(revokeAccessTokenRoute, { params: { advertiserId: EX.advertiserId, tokenId: EX.tokenId } });
      expect(res.ok && res.data.revoked_at).not.toBeNull();
    });
    await interaction(pact, {
      route: revokeAccessTokenRoute,
      uponReceiving: "a revoke of an access token there is not",
      given,
      request: { headers: SESSION, params: { advertiserId: ADVERTISER_ID, tokenId: "999999999" } },
      response: { error: "CONVERSION_TOKEN_NOT_FOUND", data: { field: "tokenId" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, COOKIE_EXAMPLE).call(revokeAccessTokenRoute, { params: { advertiserId: EX.advertiserId, tokenId: "999999999" } });
      expect(res).toMatchObject({ ok: false, status: 404 });
    });
  });
});
