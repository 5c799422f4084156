/**
 * Consumer side of promoted Pins (consumer "pinboard-web", provider "pinboard-api";
 * docs/decisions/039), what the pages act on:
 *   saving/pins/pin.server.ts     pinRoute of a Pin promoted to the viewer: its `promotion` (the
 *                                 Pin page's "Promoted by …" and the token of its click);
 *   business/promoted-pins/       promotedEventsRoute, the beacon the cards send: counted (or a
 *   promoted-events.ts            duplicate, or invalid: not charged), a forged token
 *                                 (PROMOTED_TOKEN_INVALID), a token of another viewer
 *                                 (PROMOTED_TOKEN_FOREIGN); its 429 RATE_LIMITED is in the route's
 *                                 contract, not pinned here: a provider state cannot spend the
 *                                 verifier's per-address window (its own calls are not counted);
 *                                 the page retries it (test/worker/…/invalid-traffic.integration).
 *   business/promoted-pins/       hidePromotedRoute (the card's Hide: hidden; without a session
 *   hide-ad.tsx                   AUTH_REQUIRED), unhidePromotedRoute (its Undo).
 * The page's beacon ignores the answers (sendBeacon cannot read them); partners' clients read them.
 * The token is the provider's own, handed out by the state (./states/promoted-pins.ts).
 *
 * Limits: 3 sign-ups once per verification run, in the state; no log-in.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, test } from "vitest";
import { hidePromotedRoute, promotedEventsRoute, unhidePromotedRoute } from "~common/business/promoted-pins";
import { pinRoute } from "~common/saving/contracts";
import { clientFor, createPact, interaction } from "./interaction";
import { PACT_BROWSER_UA, PACT_PROMOTED, PROMOTED_STATES as STATE } from "./states/promoted-pins";

const { fromProviderState, integer, like, regex } = MatchersV3;

const pact = createPact();
const given = { state: STATE.shown };

const EX = { pinId: "42", campaignId: "19", token: "p3.19.31.42.1795852800.p.AbCdEfGhIjKl.AbCdEfGhIjK..AbCdEfGhIjKlMnOpQrStUv" };
const COOKIE_EXAMPLE = "pin_sess=AbCdEfGhIjKlMnOpQrStUv";
const VIEWER = { Cookie: fromProviderState("${viewerCookie}", COOKIE_EXAMPLE), "User-Agent": PACT_BROWSER_UA };
const OTHER_VIEWER = { Cookie: fromProviderState("${otherViewerCookie}", COOKIE_EXAMPLE), "User-Agent": PACT_BROWSER_UA };
const TOKEN = fromProviderState("${promotedToken}", EX.token);
const numericId = (example: string) => regex(/^[1-9][0-9]*$/, example);

describe("GET /v3/pins/{id}/ of a Pin promoted to the viewer", () => {
  test("its promotion: whose ad, where it leads, the token of its events", async () => {
    await interaction(pact, {
      route: pinRoute,
      uponReceiving: "a Pin request, as a person's browser, for a Pin a business promotes to everyone",
      given,
      request: { headers: VIEWER, params: { id: fromProviderState("${pinId}", EX.pinId) } },
      response: {
        data: like({
          id: numericId(EX.pinId),
          type: "pin",
          title: PACT_PROMOTED.title,
          promotion: {
            campaign_id: numericId(EX.campaignId),
            advertiser_id: numericId("7"),
            ad_id: numericId("31"),
            business_name: PACT_PROMOTED.business,
            destination_url: PACT_PROMOTED.link,
            token: regex(/^p3\.[0-9.]+\.[hsp]\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+$/, EX.token),
            // the `epik` the Pin page adds to the ad's link (docs/decisions/059)
            click_id: regex(/^[A-Za-z0-9_-]{6,}$/, "Xy3kQ9rTa1M"),
          },
        }),
      },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: COOKIE_EXAMPLE, "User-Agent": PACT_BROWSER_UA }).call(pinRoute, { params: { id: EX.pinId }, query: {} });
      expect(res.ok && res.data.promotion?.business_name).toBe(PACT_PROMOTED.business);
    });
  });
});

describe("POST /v3/promoted/events/", () => {
  const counts = { counted: integer(1), duplicates: integer(0), skipped: integer(0), invalid: integer(0) };

  test("the viewer's impression and click: each recorded once per token (counted, or invalid: not charged)", async () => {
    await interaction(pact, {
      route: promotedEventsRoute,
      uponReceiving: "a beacon with the viewer's impression and click of a promoted Pin",
      given,
      request: { headers: VIEWER, json: { events: [{ type: "impression", token: TOKEN }, { type: "click", token: TOKEN }] } },
      response: { data: counts },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: COOKIE_EXAMPLE, "User-Agent": PACT_BROWSER_UA }).call(promotedEventsRoute, {
        json: { events: [{ type: "impression", token: EX.token }, { type: "click", token: EX.token }] },
      });
      expect(res.ok && typeof res.data.counted).toBe("number");
    });
  });

  test("a token of another viewer: 403 PROMOTED_TOKEN_FOREIGN", async () => {
    await interaction(pact, {
      route: promotedEventsRoute,
      uponReceiving: "a beacon carrying a promoted Pin's token that was issued to someone else",
      given,
      request: { headers: OTHER_VIEWER, json: { events: [{ type: "impression", token: TOKEN }] } },
      response: { error: "PROMOTED_TOKEN_FOREIGN", data: { field: "events" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { Cookie: COOKIE_EXAMPLE, "User-Agent": PACT_BROWSER_UA }).call(promotedEventsRoute, {
        json: { events: [{ type: "impression", token: EX.token }] },
      });
      expect(res).toMatchObject({ ok: false, status: 403 });
    });
  });

  test("a token the provider never issued: 400 PROMOTED_TOKEN_INVALID", async () => {
    const forged = "p2.19.31.42.1795852800.p.AbCdEfGhIjKl.AbCdEfGhIjK.forgedforgedforgedforg";
    await interaction(pact, {
      route: promotedEventsRoute,
      uponReceiving: "a beacon carrying a forged promoted Pin token",
      request: { headers: { "User-Agent": PACT_BROWSER_UA }, json: { events: [{ type: "impression", token: forged }] } },
      response: { error: "PROMOTED_TOKEN_INVALID", data: { field: "events" } },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { "User-Agent": PACT_BROWSER_UA }).call(promotedEventsRoute, { json: { events: [{ type: "impression", token: forged }] } });
      expect(res).toMatchObject({ ok: false, status: 400 });
    });
  });
});

describe("POST /v3/promoted/hides/ and DELETE /v3/promoted/hides/{pinId}/", () => {
  const hidden = (is: boolean) => ({ pin_id: numericId(EX.pinId), hidden: is });
  const client = (mock: Parameters<typeof clientFor>[0]) => clientFor(mock, { Cookie: COOKIE_EXAMPLE, "User-Agent": PACT_BROWSER_UA });

  test("the viewer hides the ad, then undoes it", async () => {
    await interaction(pact, {
      route: hidePromotedRoute,
      uponReceiving: "a viewer hiding a promoted Pin shown to them",
      given,
      request: { headers: VIEWER, json: { token: TOKEN } },
      response: { data: hidden(true) },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(hidePromotedRoute, { json: { token: EX.token } });
      expect(res.ok && res.data.hidden).toBe(true);
    });
    await interaction(pact, {
      route: unhidePromotedRoute,
      uponReceiving: "a viewer undoing hiding a promoted Pin",
      given,
      request: { headers: VIEWER, params: { pinId: fromProviderState("${pinId}", EX.pinId) } },
      response: { data: hidden(false) },
    }).executeTest(async (mock) => {
      const res = await client(mock).call(unhidePromotedRoute, { params: { pinId: EX.pinId } });
      expect(res.ok && res.data.hidden).toBe(false);
    });
  });

  test("without a session: 401 AUTH_REQUIRED", async () => {
    await interaction(pact, {
      route: hidePromotedRoute,
      uponReceiving: "a visitor hiding a promoted Pin",
      given,
      request: { headers: { "User-Agent": PACT_BROWSER_UA }, json: { token: TOKEN } },
      response: { error: "AUTH_REQUIRED" },
    }).executeTest(async (mock) => {
      const res = await clientFor(mock, { "User-Agent": PACT_BROWSER_UA }).call(hidePromotedRoute, { json: { token: EX.token } });
      expect(res).toMatchObject({ ok: false, status: 401 });
    });
  });
});
